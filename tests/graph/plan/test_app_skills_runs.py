"""The app skills of the rules planner (issue 28), whole runs on a board app of our own
(``tests/fixtures/board_app.py``; the same skills run on WordPress and Redmine in the bench suites):
create a record through the site's '+' icon and its form (the kind chosen in the form's Type list),
change a field of a record behind its 'Edit' link, add a comment. What the form sent is read from the
server's hits; the run's verdict comes from the record the site shows after saving."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.fixtures.board_app import add_board
from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def _run(goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 14,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    return await run_agent(
        goal, start_url=url, settings=settings_for(settings, tmp_path, **knobs), runtime=runtime
    )


def _posted(server: PageServer, path: str) -> list[dict[str, list[str]]]:
    return [parse_qs(body) for method, p, body in server.hits if method == "POST" and p == path]


async def test_a_card_is_created_through_the_icon_and_the_form(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_board(page_server)
    goal = "create an idea in Garden Club titled 'Order seeds'"
    result = await _run(goal, url, runtime, test_settings, tmp_path)
    (sent,) = _posted(page_server, "/boards/garden/cards")
    assert sent["title"] == ["Order seeds"] and sent["type"] == ["idea"], sent
    assert "details" not in sent or sent["details"] == [
        ""
    ]  # the fields the goal does not name stay as they were
    assert result.terminal_reason == "goal_satisfied", result.evidence


async def test_a_refused_form_is_no_creation(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_board(page_server, refuse_new=True)
    result = await _run(
        "add a new task to the Garden Club board titled 'Mulch'", url, runtime, test_settings, tmp_path
    )
    assert _posted(page_server, "/boards/garden/cards"), page_server.hits
    assert result.terminal_reason != "goal_satisfied", result.evidence


async def test_a_field_of_a_record_is_changed_behind_its_edit_link(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    add_board(page_server)
    url = page_server.url("/boards/garden")
    result = await _run("set the status of task #7 to Done", url, runtime, test_settings, tmp_path)
    (sent,) = _posted(page_server, "/cards/7/save")
    assert sent["status"] == ["Done"] and sent["assignee"] == ["Nobody"], sent
    assert result.terminal_reason == "goal_satisfied", result.evidence


async def test_a_comment_is_added_to_the_record(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    add_board(page_server)
    url = page_server.url("/boards/garden")
    goal = "add a comment to task 7 saying 'Hose is fixed, beds watered'"
    result = await _run(goal, url, runtime, test_settings, tmp_path)
    (sent,) = _posted(page_server, "/cards/7/comments")
    assert sent["comment"] == ["Hose is fixed, beds watered"], sent
    assert result.terminal_reason == "goal_satisfied", result.evidence
