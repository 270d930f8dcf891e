"""Whole-graph runs for loop_stuck and budget_exhausted on small fixture pages that record clicks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, assert_complete_run_dir, click_text, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

NOOP_PAGE = """<!doctype html><html><head><title>Widget settings</title></head><body>
<h1>Widget settings</h1><p>Nothing here changes.</p>
<button id="noop" type="button">Refresh widget preview</button>
<script>window.result = 0;
document.getElementById('noop').addEventListener('click', function () { window.result += 1; });</script>
</body></html>"""

GROW_PAGE = """<!doctype html><html><head><title>Notes</title></head><body>
<h1>Notes</h1><div id="log"></div>
<button type="button" data-n="1">Add note one</button>
<button type="button" data-n="2">Add note two</button>
<button type="button" data-n="3">Add note three</button>
<button type="button" data-n="4">Add note four</button>
<script>window.result = [];
document.querySelectorAll('button').forEach(function (b) { b.addEventListener('click', function () {
  window.result.push(b.dataset.n);
  var p = document.createElement('p'); p.textContent = 'note ' + b.dataset.n; document.getElementById('log').appendChild(p);
}); });</script></body></html>"""


async def test_loop_stuck_when_the_same_click_changes_nothing(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/graph/noop", NOOP_PAGE)
    planner = ScriptedPlanner(click_text("Refresh widget preview"))
    settings = settings_for(test_settings, tmp_path, repeat_threshold=3)
    result = await run_agent(
        "Refresh the widget preview", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    assert result.terminal_reason == "loop_stuck", result.evidence
    assert result.terminal_type == "stuck"
    ev = result.evidence
    assert ev["frozen_url"] == url and ev["frozen_dom_hash"] and "frozen_candidate_hash" in ev
    assert len(ev["action_hashes"]) >= 3 and len(set(ev["action_hashes"])) == 1
    # one more click after mitigation than the threshold, all really done in the page
    assert await runtime.page.evaluate("window.result") == 4
    steps = assert_complete_run_dir(result)
    assert any(s.node == "loop_mitigation" for s in steps)
    # the planner was told after mitigation
    assert "Loop detected" in planner.contexts[-1].state_change_hint
    assert planner.contexts[-1].avoid_actions


async def test_budget_exhausted_after_max_steps(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/graph/grow", GROW_PAGE)
    words = iter(["one", "two", "three", "four"])
    planner = ScriptedPlanner(lambda ctx: click_text(f"Add note {next(words)}")(ctx))
    settings = settings_for(test_settings, tmp_path, max_steps=3)
    result = await run_agent(
        "Add some notes", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    assert result.terminal_reason == "budget_exhausted", result.evidence
    assert result.terminal_type == "budget" and result.steps == 3
    assert result.evidence["counter"] == "step" and result.evidence["limit"] == 3
    assert await runtime.page.evaluate("window.result") == ["1", "2", "3"]
    assert_complete_run_dir(result)
