"""A named record's state changed in place, in a single-page app (real Chromium, no graph): 'mark Water
the plants as done' presses the icon-only tick of that row (not of 'Water the lawn', whose name shares a
word), and 'mark Pay the water bill as complete' ticks that row's 'Complete' box, never the ticked box of
'Pay the gas bill'. The page never navigates; what the app sent is read from the server's log and what
it shows from the page itself (tests/fixtures/todo_app.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker
from tests.fixtures.todo_app import add_todo
from wayfinder.browser.runtime import BrowserRuntime

pytestmark = pytest.mark.browser


async def test_the_icon_tick_of_the_row_named_marks_it_done_in_place(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    todo, _ = add_todo(page_server)
    taken = (await walk("mark the 'Water the plants' task as done", todo, steps=5)).taken
    assert taken and taken[0] == "click:low"
    assert sent.posts("/todo/api/") == ["/todo/api/done/2"]
    done = await runtime.page.locator("#done li a").all_inner_texts()
    assert done == ["Water the plants"] and runtime.page.url == todo  # the app never left the page


async def test_the_complete_box_of_the_row_named_never_an_already_ticked_one(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    _, chores = add_todo(page_server)
    await walk("pls mark Pay the water bill as complete", chores, steps=5)
    assert sent.posts("/chores/api/") == ["/chores/api/complete/8"]
    assert await runtime.page.locator("#status").inner_text() == "Pay the water bill is complete."
