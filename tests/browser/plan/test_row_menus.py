"""A named record's state changed through its row's own menu (real Chromium, no graph): an issue list's
icon-only 'Actions' opens a context menu whose 'Status' folder shows its choices only under the pointer
('set the Login page freezes on slow networks issue to Feedback'), and a task board's '⋮' opens a menu
with 'Mark as done'. Only the row that names the record is opened (never 'Login page loses the typed
email' or 'Slow networks warning is missing', which share its words), and only the state asked is sent
(tests/fixtures/row_menus.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.row_menus import add_row_menus
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.browser.runtime import BrowserRuntime

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    "goal",
    [
        "set the 'Login page freezes on slow networks' issue to Feedback",
        "please change the status of 'Login page freezes on slow networks' to feedback",
    ],
)
async def test_the_status_folder_of_the_rows_context_menu_sets_the_state(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent, goal: str
) -> None:
    tracker, _ = add_row_menus(page_server)
    walked = await walk(goal, tracker, steps=6, hover=True)
    assert walked.types == ["click", "hover", "click"]
    assert sent.posts("/tracker/api/") == ["/tracker/api/issues/31/status/Feedback"]
    assert await runtime.page.locator("#flash").inner_text() == "Successful update."


async def test_without_hover_the_folder_is_not_walked_and_nothing_is_sent(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    tracker, _ = add_row_menus(page_server)
    await walk("set the 'Login page freezes on slow networks' issue to Feedback", tracker, steps=4)
    assert sent.posts("/tracker/api/") == []


async def test_the_more_actions_menu_of_the_task_named_marks_it_done(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    _, board = add_row_menus(page_server)
    walked = await walk("mark 'Call the plumber' as done", board, steps=5)
    assert walked.types == ["click", "click"]
    assert sent.posts("/board/api/") == ["/board/api/done/41"]
    assert await runtime.page.locator("#status").inner_text() == "Call the plumber is done."


@pytest.mark.parametrize(
    ("goal", "posted"),
    [
        ("change the priority of 'Login page freezes on slow networks' to urgent", "priority/Urgent"),
        ("bump 'Login page freezes on slow networks' up to Urgent", "priority/Urgent"),
        ("assign 'Login page freezes on slow networks' to Bob Chen", "assignee/Bob%20Chen"),
        ("give the 'Slow networks warning is missing' issue to Carol Diaz", "assignee/Carol%20Diaz"),
    ],
)
async def test_a_field_folder_of_the_rows_menu_sets_the_value(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent, goal: str, posted: str
) -> None:
    """Not only states: the folder named by the field is pointed at and the value's choice pressed -
    never the row's own assignee link named like it ('Bob Chen' of the row below); then the issue's
    page is opened and the run is done only because it shows the value."""
    tracker, _ = add_row_menus(page_server)
    walked = await walk(goal, tracker, steps=7, hover=True)
    assert walked.types == ["click", "hover", "click", "click"]
    number = 34 if "Slow networks warning" in goal else 31
    assert sent.posts("/tracker/api/") == [f"/tracker/api/issues/{number}/{posted}"]
    assert walked.paths == ["/tracker/issues"] * 4 + [f"/tracker/issues/{number}"]
    assert walked.end is not None and walked.end.success


async def test_a_value_the_records_page_does_not_show_is_no_success(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    """The row shows 'Urgent' but the issue's page still says 'Normal' (the change was not kept): the
    run ends saying so, never done."""
    tracker, _ = add_row_menus(page_server)
    walked = await walk(
        "change the priority of 'Login page freezes on slow networks' to urgent",
        tracker + "?broken",
        hover=True,
    )
    assert sent.posts("/tracker/api/") == ["/tracker/api/issues/31/priority/Urgent"]
    assert walked.end is not None and not walked.end.success
    assert "does not show priority 'urgent'" in walked.answer.lower()


@pytest.mark.parametrize(
    "goal",
    [
        "set the category of 'Login page freezes on slow networks' to Backend",
        "change the priority of 'Login page freezes on slow networks' to Blocker",
    ],
)
async def test_a_menu_without_the_field_or_value_opens_the_issue_instead(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent, goal: str
) -> None:
    """No 'Category' folder (or no 'Blocker' under 'Priority'): nothing of the menu is pressed, the
    issue's own page is opened (where its form would be) and the run ends without a claim."""
    tracker, _ = add_row_menus(page_server)
    walked = await walk(goal, tracker, steps=8, hover=True)
    assert sent.posts("/tracker/api/") == []
    assert "/tracker/issues/31" in walked.paths
    assert walked.end is None or not walked.end.success
