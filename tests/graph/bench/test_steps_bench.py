"""`wayfinder bench steps` on a real run: the executor and progress record their phases, the page's
own time is kept apart, deferred screenshots still land in the run directory, and the command reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.cli.commands import app
from wayfinder.settings import Settings
from wayfinder_bench.steps import read_runs, summarize

pytestmark = pytest.mark.graph


async def test_phases_page_time_and_screenshots_of_a_real_run(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    page_server.add(
        "/steps/b", "<title>B</title><h1>Second page</h1><button onclick='this.remove()'>Hide</button>"
    )
    url = page_server.add("/steps/a", "<title>A</title><h1>First page</h1><a href='/steps/b'>Go to B</a>")
    planner = ScriptedPlanner([click_text("Go to B"), click_text("Hide"), lambda ctx: done("seen")])
    settings = settings_for(test_settings, tmp_path, max_steps=4, observe_screenshot_mode="viewport")
    result = await run_agent(
        "Open B and hide the button", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    summary = summarize(read_runs([result.run_dir]))
    assert summary.steps == 2
    names = {r.name for r in summary.execute_flame}
    assert {"act", "act.click", "act.resolve", "snapshot", "after_state", "flush"} <= names
    assert "act.load" in names or "settle" in names  # the navigation's time is the page's
    assert summary.page.total > 0
    assert {r.name for r in summary.progress_flame} >= {"capture", "capture.script", "score"}
    shots = sorted((result.run_dir / "screenshots").glob("*.png"))
    assert len(shots) >= 3  # every observation's screenshot, the deferred ones included
    out = tmp_path / "steps.json"
    cli = CliRunner().invoke(app, ["bench", "steps", "--from", str(result.run_dir), "--json", str(out)])
    assert cli.exit_code == 0, cli.output
    data = json.loads(out.read_text())
    (suite,) = data["suites"].values()
    assert suite["summary"]["steps"] == 2 and "agent overhead" in cli.output
