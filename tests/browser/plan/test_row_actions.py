"""Row and bulk actions on real pages (real Chromium, no graph): a CMS comment list whose Approve/Reply/
Trash controls are drawn off the page until their row is hovered (the row naming the person and the post
gets the press, after a hover), a review queue without checkboxes whose buttons sit beside each entry
(which row was acted on is read from the server's log: only the right record's address may be hit), and
an admin changelist where 'delete every loan that has been returned' is narrowed by the list's filter,
selected whole, chosen in the action menu, and its 'Go' rated high by safety before anything is sent."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

_STYLE = """<style>
td { vertical-align: top; padding: 10px; } tr { height: 90px; }
.row-actions { position: absolute; left: -9999em; }
tr:hover .row-actions { position: static; }
</style>"""


def _comment(n: int, who: str, email: str, text: str, post: str, pending: bool) -> str:
    verb = "Approve" if pending else "Unapprove"
    return (
        f'<tr><th><input type="checkbox" name="ids[]" value="{n}" aria-label="Select comment"></th>'
        f'<td><strong>{who}</strong><br><a href="mailto:{email}">{email}</a></td>'
        f'<td><p>{text}</p><div class="row-actions"><a href="/cms/{verb.lower()}/{n}" '
        f'aria-label="{verb} this comment">{verb}</a> | <a href="/cms/edit/{n}">Edit</a> | '
        f'<a href="/cms/trash/{n}" aria-label="Move this comment to the Trash">Trash</a></div></td>'
        f'<td><a href="/cms/post/{n}">{post}</a></td></tr>'
    )


COMMENTS = (
    f"<html><head><title>Comments - Admin</title>{_STYLE}</head><body><main><h1>Comments</h1>"
    '<table><thead><tr><th><input type="checkbox" aria-label="Select all"></th><th>Author</th>'
    "<th>Comment</th><th>In response to</th></tr></thead><tbody>"
    + _comment(1, "Hugo Silva", "hugo@example.org", "When is the next one?", "Harbor Clean-Up Day", True)
    + _comment(2, "Dana Fox", "dana@example.org", "Lovely!", "Pancakes for a Crowd", False)
    + _comment(3, "Dana Fox", "dana@example.org", "Less sugar next time?", "Pancakes for a Crowd", True)
    + _comment(4, "Lee Park", "lee@example.org", "Made these twice.", "Pancakes for a Crowd", True)
    + "</tbody></table></main></body></html>"
)

QUEUE = """<html><head><title>Reviews waiting - Shop admin</title></head><body><main>
<h1>Pending reviews</h1><ul>
<li><a href="/queue/user/1">Omar Haddad</a> on <a href="/p/shoes">Trail Shoes</a>: "Great grip."
 <a href="/queue/approve/1">Approve</a> <a href="/queue/reject/1">Reject</a></li>
<li><a href="/queue/user/2">Mia Chen</a> on <a href="/p/shoes">Trail Shoes</a>: "Runs small."
 <a href="/queue/approve/2">Approve</a> <a href="/queue/reject/2">Reject</a></li>
<li><a href="/queue/user/1">Omar Haddad</a> on <a href="/p/tent">Two-person Tent</a>: "Leaks."
 <a href="/queue/approve/3">Approve</a> <a href="/queue/reject/3">Reject</a></li>
</ul></main></body></html>"""

DONE_PAGE = "<html><head><title>Done</title></head><body><main><p>1 item updated.</p></main></body></html>"


async def test_the_hover_actions_of_the_row_naming_the_person_and_post(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = page_server.add("/cms/comments", COMMENTS)
    for n in range(1, 5):
        for verb in ("approve", "unapprove", "trash", "edit"):
            page_server.add(f"/cms/{verb}/{n}", DONE_PAGE)
    goal = "approve Dana Fox's pending comment on the pancakes recipe"
    walked = await walk(goal, start, steps=7, hover=True, must_end=True)
    assert walked.types[:1] == ["hover"]
    acted = [p for verb in ("approve", "unapprove", "trash", "edit") for p in sent.paths(f"/cms/{verb}/")]
    assert acted == ["/cms/approve/3"]


async def test_a_queue_without_checkboxes_ties_each_button_to_its_entry(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = page_server.add("/queue/", QUEUE)
    for n in range(1, 4):
        page_server.add(f"/queue/approve/{n}", DONE_PAGE)
        page_server.add(f"/queue/reject/{n}", DONE_PAGE)
    goal = "reject Omar Haddad's pending review on the two-person tent"
    await walk(goal, start, steps=7, hover=True, must_end=True)
    acted = sent.paths("/queue/approve") + sent.paths("/queue/reject")
    assert acted == ["/queue/reject/3"]


_LOANS_HEAD = """<html><head><title>Select loan to change | Library admin</title></head><body>
<nav><a href="/admin/">Home</a></nav><main><h1>Select loan to change</h1>
<div id="filter"><h2>By status</h2><a href="/admin/loan/">All</a> <a href="/admin/loan/returned">Returned</a>
<a href="/admin/loan/out">On loan</a></div>
<form method="post" action="/admin/loan/act"><label>Action: <select name="action">
<option value="" selected>---------</option><option value="delete_selected">Delete selected loans</option>
</select></label> <button type="submit" title="Run the selected action">Go</button>
<span id="count">0 of {n} selected</span>
<table><thead><tr><th><input type="checkbox" id="toggle" aria-label="Select all objects on this page for an action"
onclick="document.querySelectorAll('.row').forEach(b => b.checked = this.checked);
document.getElementById('count').textContent = (this.checked ? {n} : 0) + ' of {n} selected'"></th>
<th>Book</th><th>Returned</th></tr></thead><tbody>"""


def _loans(rows: list[tuple[str, str]]) -> str:
    body = "".join(
        f'<tr><td><input type="checkbox" class="row" name="_selected" value="{i}" '
        f'aria-label="Select this object for an action - {book}"></td><td><a href="/admin/loan/{i}">{book}</a></td>'
        f"<td>{ret}</td></tr>"
        for i, (book, ret) in enumerate(rows)
    )
    return _LOANS_HEAD.replace("{n}", str(len(rows))) + body + "</tbody></table></form></main></body></html>"


INDEX = """<html><head><title>Site administration</title></head><body><main><h1>Site administration</h1>
<table><tr><th><a href="/admin/author/">Authors</a></th></tr><tr><th><a href="/admin/loan/">Loans</a></th></tr>
</table></main></body></html>"""


async def test_a_bulk_delete_is_narrowed_selected_chosen_and_then_asked(
    page_server: PageServer, runtime: BrowserRuntime, walk_settings: Settings, sent: Sent
) -> None:
    start = page_server.add("/admin/", INDEX)
    everything = [("Salt Tides", "Nov. 2"), ("Quiet Vineyards", "-"), ("Paper Gardens", "Oct. 9")]
    page_server.add("/admin/loan/", _loans(everything))
    page_server.add("/admin/loan/returned", _loans([r for r in everything if r[1] != "-"]))
    settings = walk_settings
    goal = "delete every loan that has been returned"
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    for step in range(1, 9):
        obs = await capture(runtime.page, settings, goal=goal)
        res = decide(context(goal, obs, memory=memory, history=history))
        decision = analyze_action(
            res.action, obs.element(getattr(res.action, "element_id", -1)), obs, settings, goal=goal
        )
        if decision.level == "high":
            break
        assert not isinstance(res.action, Done), f"done before the delete was proposed: {res.intent}"
        result = await execute(res.action, runtime, obs, settings)
        history.append(HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok))
        memory = dict(res.memory)
    else:
        raise AssertionError("the delete was never proposed")
    assert res.action.type == "click" and "deletes data" in " ".join(decision.reasons)
    assert "2 of 2 selected" in " ".join(decision.reasons)  # the returned ones only, all of them
    assert obs.url.endswith("/admin/loan/returned")
    # nothing was sent (the page server is shared by the session: only this test's requests count)
    assert not sent.posts("/")
