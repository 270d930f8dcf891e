"""A state given to every matching record through a list's bulk action, on real pages (real Chromium,
no graph): 'mark all the pending comments as spam' on a CMS comment list whose filters carry counts
('Pending (2)') and whose menu also offers 'Unapprove' and 'Not spam'-like choices, and 'mark every
returned loan as lost' on an admin changelist with a filter list of statuses outside the rows' form.
What was sent is read from the server's log: the chosen action and the narrowed rows only."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser

SENT = "<html><head><title>Done</title></head><body><main><h1>Saved</h1></main></body></html>"


def _comments(rows: list[tuple[int, str, str]]) -> str:
    body = "".join(
        f'<tr><th><input type="checkbox" name="ids" value="{n}" id="c{n}"><label for="c{n}">Select comment by {who}</label></th>'
        f"<td>{who}</td><td>{text}</td></tr>"
        for n, who, text in rows
    )
    return f"""<html><head><title>Comments - Town blog admin</title></head><body><main><h1>Comments</h1>
<ul><li><a href="/cms/comments">All (4)</a></li><li><a href="/cms/comments/pending">Pending (2)</a></li>
<li><a href="/cms/comments/approved">Approved (2)</a></li></ul>
<form method="post" action="/cms/comments/bulk"><label for="act">Bulk actions</label>
<select name="action" id="act"><option value="-1" selected>Bulk actions</option>
<option value="unapprove">Unapprove</option><option value="approve">Approve</option>
<option value="spam">Mark as spam</option><option value="trash">Move to Trash</option></select>
<input type="submit" value="Apply">
<table><thead><tr><th><input type="checkbox" id="all" onclick="document.querySelectorAll('[name=ids]').forEach(b => b.checked = this.checked)">
<label for="all">Select All</label></th><th>Author</th><th>Comment</th></tr></thead><tbody>{body}</tbody></table>
</form></main></body></html>"""


def _loans(rows: list[tuple[int, str, str]]) -> str:
    body = "".join(
        f'<tr><td><input type="checkbox" class="row" name="_selected" value="{i}" '
        f'aria-label="Select this object for an action - {book}"></td><td><a href="/admin/loan/{i}">{book}</a></td>'
        f"<td>{state}</td></tr>"
        for i, book, state in rows
    )
    return f"""<html><head><title>Select loan to change | Library admin</title></head><body><main>
<h1>Select loan to change</h1>
<form method="get" action="/admin/loan/"><label>Status <select name="status"><option>Any status</option>
<option>On loan</option><option>Returned</option><option>Lost</option></select></label>
<button type="submit">Search</button></form>
<div id="filter"><h2>By status</h2><a href="/admin/loan/">All</a> <a href="/admin/loan/returned">Returned</a>
<a href="/admin/loan/out">On loan</a></div>
<form method="post" action="/admin/loan/act"><label>Action: <select name="action">
<option value="" selected>---------</option><option value="delete_selected">Delete selected loans</option>
<option value="mark_lost">Mark selected loans as lost</option></select></label>
<button type="submit" title="Run the selected action">Go</button>
<table><thead><tr><th><input type="checkbox" aria-label="Select all objects on this page for an action"
onclick="document.querySelectorAll('.row').forEach(b => b.checked = this.checked)"></th>
<th>Book</th><th>Status</th></tr></thead><tbody>{body}</tbody></table></form></main></body></html>"""


async def test_every_pending_comment_is_marked_as_spam_and_no_other(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    pending = [(2, "Ben Hughes", "Green lentils?"), (4, "Hugo Silva", "When is the next one?")]
    approved = [(1, "Ada Fischer", "Lovely"), (3, "Grace Kim", "Proud to help")]
    start = page_server.add("/cms/comments", _comments(approved + pending))
    page_server.add("/cms/comments/pending", _comments(pending))
    page_server.add("/cms/comments/bulk", SENT)
    walked = await walk("mark all the pending comments as spam", start, steps=8, must_end=True)
    assert "high" not in walked.levels
    (form,) = sent.forms("/cms/comments/bulk")
    assert form["action"] == ["spam"] and sorted(form["ids"]) == ["2", "4"]


async def test_every_returned_loan_is_marked_lost_by_the_action_menu_not_the_filter(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    rows = [
        (1, "Salt Tides", "Returned"),
        (2, "Quiet Vineyards", "On loan"),
        (3, "Paper Gardens", "Returned"),
    ]
    start = page_server.add("/admin/loan/", _loans(rows))
    page_server.add("/admin/loan/returned", _loans([r for r in rows if r[2] == "Returned"]))
    page_server.add("/admin/loan/act", SENT)
    walked = await walk("mark every returned loan as lost", start, steps=8, must_end=True)
    assert "high" not in walked.levels
    (form,) = sent.forms("/admin/loan/act")
    assert form["action"] == ["mark_lost"] and sorted(form["_selected"]) == ["1", "3"]
