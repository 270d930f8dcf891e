"""Whole runs that end with text typed and never sent say so in their last sentence (issue 28): a
tracker's new-issue form filled and never created, a wiki editor's draft never saved. A run that
pressed the save control says nothing of the kind, and a run that ends goal_satisfied after a real save
is unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of, type_into
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

NEW_ISSUE = """<title>New issue - Webshop - Tracker</title><main><h1>New issue</h1>
<form method=get action="/search"><input name=q aria-label=Search></form>
<form method=post action="/projects/webshop/issues">
<p><label for=subj>Subject</label> <input id=subj name=subject></p>
<p><label for=desc>Description</label> <textarea id=desc name=description></textarea></p>
<input type=submit value=Create></form></main>"""

CREATED = """<title>Bug #12: Checkout button hides - Tracker</title><main><h1>Bug #12</h1>
<p class=flash>Issue #12 created.</p><h2>Checkout button hides</h2>
<p>Description: On narrow screens the button is under the footer</p></main>"""

WIKI = """<title>Editing Garden notes - Wiki</title><main><h1>Garden notes</h1>
<div contenteditable=true style="min-height:3em;border:1px solid #999"></div>
<button id=save>Save</button><p id=state></p>
<div id=page></div></main>
<script>
document.getElementById('save').onclick = () => {
  const box = document.querySelector('[contenteditable]');
  document.getElementById('page').textContent = box.textContent;
  box.remove(); document.getElementById('save').remove();
  document.getElementById('state').textContent = 'Saved.';
};
</script>"""

DRAFT = "Tomatoes go in after the last frost"


def _editor(ctx: PlannerContext) -> dict[str, Any]:
    (box,) = [el for el in ctx.observation.elements if el.tag == "div" and el.role == "textbox"]
    return {"type": "type", "element_id": box.id, "text": DRAFT}


def _ending(result: RunResult) -> str:
    (last,) = [s for s in trace_of(result) if s.node == "finalize"]
    return last.ux_message or ""


async def _run(
    goal: str,
    url: str,
    script: list[Any],
    runtime: BrowserRuntime,
    settings: Settings,
    tmp_path: Path,
    steps: int,
) -> RunResult:
    return await run_agent(
        goal,
        start_url=url,
        settings=settings_for(settings, tmp_path, max_steps=steps),
        runtime=runtime,
        planner=ScriptedPlanner(script),
    )


async def test_a_new_issue_typed_and_never_created_is_said_unsaved_when_the_budget_ends(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/projects/webshop/issues/new", NEW_ISSUE)
    script = [type_into("Subject", "Checkout button hides"), type_into("Description", "Under the footer")]
    result = await _run("report a bug in webshop", url, script, runtime, test_settings, tmp_path, steps=2)
    said = "What I typed into 'Subject' and 'Description' on 'New issue - Webshop - Tracker' is not saved."
    assert result.terminal_reason == "budget_exhausted", result.evidence
    assert result.evidence.get("unsaved") == said, result.evidence
    assert _ending(result).endswith(said), _ending(result)


async def test_a_wiki_draft_left_in_its_editor_is_said_unsaved_when_the_run_gives_up(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/wiki/garden-notes/edit", WIKI)
    script = [_editor, done("I could not finish", success=False)]
    result = await _run("add a line to Garden notes", url, script, runtime, test_settings, tmp_path, steps=5)
    said = "What I typed into the editor on 'Editing Garden notes - Wiki' is not saved."
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence.get("unsaved") == said, result.evidence
    assert _ending(result) == f"Gave up: I could not finish. {said}"


async def test_a_draft_saved_in_place_is_not_said_unsaved(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/wiki/garden-notes/edit2", WIKI)
    script = [_editor, click_text("Save"), done("stopping here", success=False)]
    result = await _run("add a line to Garden notes", url, script, runtime, test_settings, tmp_path, steps=5)
    assert "unsaved" not in result.evidence, result.evidence
    assert "not saved" not in _ending(result)


async def test_a_run_that_created_the_issue_ends_goal_satisfied_as_before(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/projects/webshop/issues/new2", NEW_ISSUE.replace('/issues"', '/issues2"'))
    page_server.add("/projects/webshop/issues2", CREATED)
    script = [
        type_into("Subject", "Checkout button hides"),
        type_into("Description", "On narrow screens the button is under the footer"),
        click_text("Create"),
        done(),
        done(),
    ]
    goal = "create an issue titled 'Checkout button hides' in webshop"
    result = await _run(goal, url, script, runtime, test_settings, tmp_path, steps=8)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert "unsaved" not in result.evidence, result.evidence
    assert "not saved" not in _ending(result)
