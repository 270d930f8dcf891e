"""A named record's state changed in place, in a single-page app (real Chromium, no graph): 'mark Water
the plants as done' presses the icon-only tick of that row (not of 'Water the lawn', whose name shares a
word), and 'mark Pay the water bill as complete' ticks that row's 'Complete' box, never the ticked box of
'Pay the gas bill'. The page never navigates; what the app sent is read from the server's log and what
it shows from the page itself (tests/fixtures/todo_app.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from tests.fixtures.todo_app import add_todo
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def _walk(
    runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, goal: str, start: str
) -> list[str]:
    """The actions taken (with safety's level), until the planner is done."""
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    taken: list[str] = []
    for step in range(1, 6):
        obs = await capture(runtime.page, settings, goal=goal)
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return taken
        element = obs.element(getattr(res.action, "element_id", -1))
        level = analyze_action(res.action, element, obs, settings, goal=goal).level
        taken.append(f"{res.action.type}:{level}")
        result = await execute(res.action, runtime, obs, settings)
        history.append(HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok))
        memory = dict(res.memory)
        if getattr(res, "finishes", False):
            break
    return taken


def _posts(page_server: PageServer, prefix: str, since: int) -> list[str]:
    return [p for method, p, _ in page_server.hits[since:] if method == "POST" and p.startswith(prefix)]


async def test_the_icon_tick_of_the_row_named_marks_it_done_in_place(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    todo, _ = add_todo(page_server)
    since = len(page_server.hits)
    taken = await _walk(runtime, test_settings, tmp_path, "mark the 'Water the plants' task as done", todo)
    assert taken and taken[0] == "click:low"
    assert _posts(page_server, "/todo/api/", since) == ["/todo/api/done/2"]
    done = await runtime.page.locator("#done li a").all_inner_texts()
    assert done == ["Water the plants"] and runtime.page.url == todo  # the app never left the page


async def test_the_complete_box_of_the_row_named_never_an_already_ticked_one(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    _, chores = add_todo(page_server)
    since = len(page_server.hits)
    await _walk(runtime, test_settings, tmp_path, "pls mark Pay the water bill as complete", chores)
    assert _posts(page_server, "/chores/api/", since) == ["/chores/api/complete/8"]
    assert await runtime.page.locator("#status").inner_text() == "Pay the water bill is complete."
