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
