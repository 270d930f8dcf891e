"""A value goes into the list or radio group that offers it (real Chromium, no graph): 'make the X issue
Urgent' is read as a status, but a tracker's Status has no 'Urgent' and its Priority has; a helpdesk's
priority is a group of radio buttons. The one other list or group whose options hold the value takes
it; a value two other lists offer is not guessed between, and nothing is sent."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser

_STATUS = "<option value=1 selected>New</option><option value=2>In Progress</option><option value=3>Resolved</option>"
_PRIORITY = "<option value=1>Low</option><option value=2 selected>Normal</option><option value=3>High</option><option value=4>Urgent</option>"

ISSUES = """<title>Issues - Tracker</title><main><h1>Issues</h1><table><tr><th>#</th><th>Subject</th></tr>
<tr><td>15</td><td><a href="/vf/issues/15">Offline mode for saved articles</a></td></tr>
<tr><td>16</td><td><a href="/vf/issues/16">Push notifications arrive twice</a></td></tr></table></main>"""

ISSUE = """<title>Feature #{n}: {name} - Tracker</title><main><h2>Feature #{n}</h2><h3>{name}</h3>
<p>Status: New</p><p>Priority: Normal</p>
<form method=post action="/vf/issues/{n}">
<label for=st>Status</label> <select id=st name=status>{status}</select>
<label for=pr>Priority</label> <select id=pr name=priority>{priority}</select>
{more}
<label for=notes>Notes</label> <textarea id=notes name=notes></textarea>
<input type=submit value=Submit></form></main>"""

IMPACT = "<label for=im>Business impact</label> <select id=im name=impact><option>Low</option><option>High</option></select>"

TICKET = """<title>Ticket #7: Printer on floor 3 jams - Helpdesk</title><main><h1>Ticket #7: Printer on floor 3 jams</h1>
<form method=post action="/vf/tickets/7">
<p><label for=state>Status</label> <select id=state name=state><option selected>Open</option><option>Waiting</option><option>Solved</option></select></p>
<fieldset><legend>Priority</legend>
<label><input type=radio name=prio value=low> Low</label> <label><input type=radio name=prio value=normal checked> Normal</label>
<label><input type=radio name=prio value=high> High</label> <label><input type=radio name=prio value=urgent> Urgent</label></fieldset>
<button type=submit>Save</button></form></main>"""


def _tracker(page_server: PageServer) -> str:
    start = page_server.add("/vf/issues", ISSUES)
    for n, name, more in (
        (15, "Offline mode for saved articles", ""),
        (16, "Push notifications arrive twice", IMPACT),
    ):
        page = ISSUE.format(n=n, name=name, status=_STATUS, priority=_PRIORITY, more=more)
        page_server.add(f"/vf/issues/{n}", page)
    return start


@pytest.mark.parametrize(
    "goal",
    [
        "make the 'Offline mode for saved articles' issue Urgent",
        "could you mark the 'Offline mode for saved articles' issue as urgent",
    ],
)
async def test_a_value_the_status_lacks_goes_into_the_list_that_offers_it(
    page_server: PageServer, walk: Walker, sent: Sent, goal: str
) -> None:
    walked = await walk(goal, _tracker(page_server), steps=8)
    (saved,) = sent.forms("/vf/issues/15")
    assert saved["priority"] == ["4"] and saved["status"] == ["1"], walked.taken  # Status kept as it was


async def test_a_value_the_status_offers_stays_in_the_status(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    goal = "set the status of the 'Offline mode for saved articles' issue to Resolved"
    walked = await walk(goal, _tracker(page_server), steps=8)
    (saved,) = sent.forms("/vf/issues/15")
    assert saved["status"] == ["3"] and saved["priority"] == ["2"], walked.taken


async def test_a_value_two_other_lists_offer_is_not_guessed_between(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    goal = "make the 'Push notifications arrive twice' issue High"
    walked = await walk(goal, _tracker(page_server), steps=8)
    assert not sent.forms("/vf/issues/16"), walked.taken
    assert walked.end is not None and walked.end.success is False, walked.answer
    assert "High" in walked.answer, walked.answer


@pytest.mark.parametrize("goal", ["could you make ticket #7 urgent", "set ticket 7 to High please"])
async def test_a_value_named_by_a_radio_button_of_another_group_is_chosen(
    page_server: PageServer, walk: Walker, sent: Sent, goal: str
) -> None:
    start = page_server.add("/vf/tickets/7", TICKET)
    walked = await walk(goal, start, steps=8)
    (saved,) = sent.forms("/vf/tickets/7")
    want = "urgent" if "urgent" in goal else "high"
    assert saved["prio"] == [want] and saved["state"] == ["Open"], walked.taken
