"""Changing a record in a single-page editor (issue 28), whole runs of the rules planner on a notes
app of our own (``tests/fixtures/editor_app.py``; the same skills run on WordPress's block editor in
the bench suite): a welcome guide closed, a contenteditable title typed and saved, a status set by
the record's own "Publish" and the pre-publish panel's second "Publish". What the editor sent is read
from the server's hits; the run's verdict comes from what the page said after saving."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.editor_app import add_editor
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def _run(goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 12,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    return await run_agent(
        goal, start_url=url, settings=settings_for(settings, tmp_path, **knobs), runtime=runtime
    )


def _posts(server: PageServer, path: str) -> list[str]:
    return [body for method, p, body in server.hits if method == "POST" and p == path]


async def test_a_draft_is_published_through_the_pre_publish_panel(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_editor(page_server, prefix="/pub")
    result = await _run("publish the draft 'Harbour Festival Plans'", url, runtime, test_settings, tmp_path)
    assert _posts(page_server, "/pub/notes/5/publish") == ["status=publish"]
    assert result.terminal_reason == "goal_satisfied", result.evidence


async def test_the_panels_publish_named_like_the_pages_own_is_pressed_too(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_editor(page_server, prefix="/alike", alike=True)
    result = await _run("publish the draft 'Harbour Festival Plans'", url, runtime, test_settings, tmp_path)
    assert _posts(page_server, "/alike/notes/5/publish") == ["status=publish"]
    assert result.terminal_reason == "goal_satisfied", result.evidence


async def test_a_publish_that_brings_nothing_after_it_is_no_success(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_editor(page_server, prefix="/stuck", stuck=True)
    result = await _run("publish the draft 'Harbour Festival Plans'", url, runtime, test_settings, tmp_path)
    assert _posts(page_server, "/stuck/notes/5/publish") == []
    assert result.terminal_reason != "goal_satisfied", result.evidence


async def test_a_title_typed_into_the_editor_is_saved_and_nothing_is_published(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = add_editor(page_server, prefix="/ren")
    result = await _run(
        "rename the note 'Harbour Festival Plans' to 'Harbour Festival Programme'",
        url,
        runtime,
        test_settings,
        tmp_path,
    )
    assert _posts(page_server, "/ren/notes/5/save") == ["title=Harbour%20Festival%20Programme"]
    assert _posts(page_server, "/ren/notes/5/publish") == []  # a renamed draft stays a draft
    assert result.terminal_reason == "goal_satisfied", result.evidence


async def test_an_edit_the_app_did_not_save_is_not_a_success(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """The heading shows the new title as soon as it is typed; only a page that says the save worked
    backs the change ("Saving failed." does not)."""
    url = add_editor(page_server, broken=True, prefix="/bad")
    result = await _run(
        "rename the note 'Harbour Festival Plans' to 'Harbour Festival Programme'",
        url,
        runtime,
        test_settings,
        tmp_path,
    )
    assert _posts(page_server, "/bad/notes/5/save")  # it tried
    assert result.terminal_reason != "goal_satisfied", result.evidence
