"""Whole-graph runs in real headless Chromium on the demo shop: one per terminal reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.scripted import (
    ScriptedPlanner,
    assert_complete_run_dir,
    click_text,
    done,
    run_on_shop,
    settings_for,
)
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_goal_satisfied_open_product_and_done(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    # "Open a Dell product" is not all in any product title, so no early stop: the planner says done
    planner = ScriptedPlanner([click_text("Monitors"), click_text("Dell", tag="a"), done("found it")])
    result = await run_on_shop(
        demo, runtime, settings_for(test_settings, tmp_path), planner, goal="Open a Dell product"
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.terminal_type == "success" and result.answer == "found it"
    assert result.evidence["stop_reason"] == "done_success"
    assert "/shop/p/" in runtime.page.url
    steps = assert_complete_run_dir(result)
    assert list((result.run_dir / "state").glob("*_exec.json"))
    assert any(s.node == "execute" and s.exec and s.exec.get("ok") for s in steps)


async def test_object_goal_ends_early_on_its_detail_page(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([click_text("Monitors"), click_text("Dell", tag="a"), done("never asked")])
    result = await run_on_shop(
        demo, runtime, settings_for(test_settings, tmp_path), planner, goal="Open a Dell monitor"
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.evidence["stop_reason"] == "early_detail" and "/shop/p/" in result.evidence["url"]
    assert result.answer and result.answer.startswith("found 'Dell") and " at $" in result.answer
    assert len(planner.contexts) == 2


async def test_goal_failed_done_false(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([done("no such product", success=False)])
    result = await run_on_shop(demo, runtime, settings_for(test_settings, tmp_path), planner)
    assert result.terminal_reason == "goal_failed" and result.terminal_type == "failure"
    assert result.evidence["stop_reason"] == "done_failure"
    assert planner.contexts[0].goal_stage == "locate"
    assert_complete_run_dir(result)


async def test_unreachable_start_url_is_goal_failed(
    runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([])
    result = await run_agent(
        "Find a monitor",
        start_url="http://127.0.0.1:9/nothing",
        settings=settings_for(test_settings, tmp_path),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "navigation_failed" and "127.0.0.1:9" in result.evidence["url"]
    assert planner.contexts == []
    summary_line = (result.run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1]
    assert json.loads(summary_line)["type"] == "summary"
