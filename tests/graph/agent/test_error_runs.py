"""error_retry: one retry after a planner exception or timeout; a second error in a row ends the run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.scripted import (
    HANG,
    ScriptedPlanner,
    assert_complete_run_dir,
    done,
    run_on_shop,
    settings_for,
    trace_of,
)
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import PlannerAuthError, PlannerError
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_planner_exception_is_retried_once(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([RuntimeError("model exploded"), done("ok")])
    result = await run_on_shop(demo, runtime, settings_for(test_settings, tmp_path), planner)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    steps = assert_complete_run_dir(result)
    retry = [s for s in steps if s.node == "error_retry"]
    assert len(retry) == 1 and "model exploded" in (retry[0].ux_message or "")
    assert planner.contexts[1].last_error and "model exploded" in planner.contexts[1].last_error
    assert result.planner_calls == 2


async def test_planner_timeout_is_retried_once(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([HANG, done("ok")])
    settings = settings_for(test_settings, tmp_path, planner_timeout_s=0.3)
    result = await run_on_shop(demo, runtime, settings, planner)
    assert result.terminal_reason == "goal_satisfied"
    planner_steps = [s for s in trace_of(result) if s.node == "planner"]
    assert planner_steps[0].plan and planner_steps[0].plan["stop_reason"] == "planner_timeout"
    assert "0.3s" in (planner_steps[0].error or "")


async def test_second_error_in_a_row_ends_as_goal_failed(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([PlannerError("bad json"), PlannerError("bad json again"), done("never")])
    result = await run_on_shop(demo, runtime, settings_for(test_settings, tmp_path), planner)
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "planner_error" and "bad json again" in result.evidence["error"]
    assert len(planner.contexts) == 2


async def test_disallowed_meta_action_is_a_planner_error_naming_allowed_actions(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    # about:blank has no goal candidates: the stage stays orient, where done is not allowed
    planner = ScriptedPlanner([done("too early"), done("still too early")])
    result = await run_agent(
        "Find a monitor", settings=settings_for(test_settings, tmp_path), runtime=runtime, planner=planner
    )
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "disallowed_action"
    assert "'done'" in result.evidence["error"] and "click" in result.evidence["error"]
    assert "done" not in planner.contexts[0].allowed_actions


async def test_auth_error_ends_the_run_as_a_config_error_with_its_summary(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([PlannerAuthError("HTTP 401 from the model endpoint")])
    settings = settings_for(test_settings, tmp_path)
    result = await run_on_shop(demo, runtime, settings, planner)
    assert result.terminal_reason == "goal_failed" and result.evidence["stop_reason"] == "config_error"
    last = (result.run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1]
    assert '"type": "summary"' in last and "HTTP 401" in last
