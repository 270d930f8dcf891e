"""A state shown by the part of the list a record moved to, whole runs (real Chromium, rules planner)
on the to-do app of our own (``tests/fixtures/todo_app.py``): the tick moves the task's row from under
'Today' to under 'Done' with no word of confirmation, and the run ends satisfied and verified on that
move (``agent/verify/sections.moved_under``); the tick of another task is no evidence for this one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for
from tests.fixtures.todo_app import add_todo
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_a_task_moved_under_done_is_verified(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    todo, _ = add_todo(page_server)
    since = len(page_server.hits)  # the server is the session's: other tests' requests came before
    knobs = {
        "planner": "rules",
        "max_steps": 6,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    result = await run_agent(
        "mark the 'Water the plants' task as done",
        start_url=todo,
        settings=settings_for(test_settings, tmp_path, **knobs),
        runtime=runtime,
    )
    posts = [
        p for method, p, _ in page_server.hits[since:] if method == "POST" and p.startswith("/todo/api/")
    ]
    assert posts == ["/todo/api/done/2"], posts
    assert result.terminal_reason == "goal_satisfied", (result.terminal_reason, result.evidence)
    verdict = result.evidence["verification"]
    assert verdict["verified"] and "moved from under 'Today' to under 'Done'" in verdict["evidence"][0], (
        verdict
    )
