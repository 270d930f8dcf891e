"""The state stays JSON-serializable and checkpointable; should_stop ends a run from outside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from tests.fixtures.scripted import ScriptedPlanner, click_text, done, run_on_shop, settings_for
from wayfinder.agent.context import AgentContext
from wayfinder.agent.graph import compile_graph, recursion_limit
from wayfinder.agent.state import initial_state
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

pytestmark = pytest.mark.graph


async def test_state_is_json_and_checkpointed_every_step(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    settings = settings_for(test_settings, tmp_path)
    run_dir = RunDir.create(settings.runs_dir)
    planner = ScriptedPlanner([click_text("Monitors"), done("ok")])
    await runtime.goto(demo.shop_url + "?consent=1")
    saver = InMemorySaver()
    graph = compile_graph(checkpointer=saver)
    config = {"configurable": {"thread_id": "t1"}, "recursion_limit": recursion_limit(settings)}
    with Tracer(run_dir) as tracer:
        ctx = AgentContext(settings, runtime, planner, tracer, run_dir)
        start = initial_state("Find a monitor", start_url=None, goal_kind="object", task_mode="find")
        final = await graph.ainvoke(start, config, context=ctx)  # type: ignore[arg-type]
    assert final["terminal_reason"] == "goal_satisfied"
    assert json.loads(json.dumps(final))["answer"] == "ok"
    history = [snap async for snap in graph.aget_state_history(config)]  # type: ignore[arg-type]
    assert len(history) > 10  # a checkpoint per node visit
    assert history[0].values["terminal_reason"] == "goal_satisfied"


@pytest.mark.parametrize(("reason", "terminal"), [("success", "goal_satisfied"), ("timeout", "goal_failed")])
async def test_should_stop_ends_the_run(
    reason: str,
    terminal: str,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    calls = 0

    async def episode_over() -> str | None:
        nonlocal calls
        calls += 1
        return reason if calls >= 2 else None

    planner = ScriptedPlanner(
        [{"type": "scroll", "direction": "down"}, {"type": "scroll", "direction": "up"}]
    )
    result = await run_on_shop(
        demo, runtime, settings_for(test_settings, tmp_path), planner, should_stop=episode_over
    )
    assert result.terminal_reason == terminal
    assert (
        result.evidence["stop_reason"] == f"external:{reason}" and result.evidence["source"] == "should_stop"
    )
    assert len(planner.contexts) == 1
