"""A state given to every matching record through a list's bulk action, on real pages (real Chromium,
no graph): 'mark all the pending comments as spam' on a CMS comment list whose filters carry counts
('Pending (2)') and whose menu also offers 'Unapprove' and 'Not spam'-like choices, and 'mark every
returned loan as lost' on an admin changelist with a filter list of statuses outside the rows' form.
What was sent is read from the server's log: the chosen action and the narrowed rows only."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

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


async def _walk(
    runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, goal: str, start: str
) -> list[str]:
    """The levels safety gave each proposed action, walking until the planner is done."""
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    levels: list[str] = []
    for step in range(1, 9):
        obs = await capture(runtime.page, settings, goal=goal)
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return levels
        element = obs.element(getattr(res.action, "element_id", -1))
        levels.append(analyze_action(res.action, element, obs, settings, goal=goal).level)
        result = await execute(res.action, runtime, obs, settings)
        history.append(HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok))
        memory = dict(res.memory)
    raise AssertionError(f"not done after {levels}")


def _posts(page_server: PageServer, path: str, since: int) -> list[dict[str, list[str]]]:
    return [parse_qs(body) for method, p, body in page_server.hits[since:] if method == "POST" and p == path]


async def test_every_pending_comment_is_marked_as_spam_and_no_other(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    since = len(page_server.hits)
    pending = [(2, "Ben Hughes", "Green lentils?"), (4, "Hugo Silva", "When is the next one?")]
    approved = [(1, "Ada Fischer", "Lovely"), (3, "Grace Kim", "Proud to help")]
    start = page_server.add("/cms/comments", _comments(approved + pending))
    page_server.add("/cms/comments/pending", _comments(pending))
    page_server.add("/cms/comments/bulk", SENT)
    levels = await _walk(runtime, test_settings, tmp_path, "mark all the pending comments as spam", start)
    assert "high" not in levels
    (sent,) = _posts(page_server, "/cms/comments/bulk", since)
    assert sent["action"] == ["spam"] and sorted(sent["ids"]) == ["2", "4"]


async def test_every_returned_loan_is_marked_lost_by_the_action_menu_not_the_filter(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    since = len(page_server.hits)
    rows = [
        (1, "Salt Tides", "Returned"),
        (2, "Quiet Vineyards", "On loan"),
        (3, "Paper Gardens", "Returned"),
    ]
    start = page_server.add("/admin/loan/", _loans(rows))
    page_server.add("/admin/loan/returned", _loans([r for r in rows if r[2] == "Returned"]))
    page_server.add("/admin/loan/act", SENT)
    levels = await _walk(runtime, test_settings, tmp_path, "mark every returned loan as lost", start)
    assert "high" not in levels
    (sent,) = _posts(page_server, "/admin/loan/act", since)
    assert sent["action"] == ["mark_lost"] and sorted(sent["_selected"]) == ["1", "3"]
