"""The report's header and its timeline count the same steps (issue 30 section 3): the verdict on a
claim that ends the run is recorded under the step that made the claim, as finalize is, not as a
step of its own; a claim sent back starts the next step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, done, run_on_shop, settings_for, trace_of
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


def _timeline_steps(report: Path) -> int:
    match = re.search(r"Timeline <span class=\"muted\">\((\d+) steps?\)", report.read_text(encoding="utf-8"))
    assert match, "no timeline heading"
    return int(match.group(1))


PRICE = "what is the price of the Dell 27 4K monitor?"


@pytest.mark.parametrize(
    ("goal", "script", "terminal", "steps"),
    [
        ("Open the VoltMart home page", [done("the home page is open")], "goal_satisfied", 1),
        # an answer nothing backs is sent back once (step 1); the second one ends the run (step 2)
        (PRICE, [done("$1.23"), done("$1.24")], "goal_failed", 2),
    ],
    ids=["kept", "sent-back-then-kept"],
)
async def test_header_and_timeline_count_the_same_steps(
    goal: str,
    script: list[dict[str, object]],
    terminal: str,
    steps: int,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none")
    result = await run_on_shop(demo, runtime, settings, ScriptedPlanner(script), goal=goal)
    assert result.terminal_reason == terminal, result.evidence
    assert result.steps == steps
    records = trace_of(result)
    assert {r.step for r in records} == set(range(1, steps + 1))
    claims = [r for r in records if r.node == "goal_check" and r.progress and "claim" in r.progress]
    assert claims and claims[-1].step == steps  # the kept claim's verdict is in the last step
    assert result.report_path is not None and _timeline_steps(result.report_path) == steps
