"""The LLM planner replays gold trajectories through the whole graph: the tests' OpenAI-compatible
server answers each request with the gold's next action as a tool call, the element found by role
and label in the page the request shows (what a model reads), and ends with the gold answer. The run
must end goal_satisfied and verified, like the replay planner's (tests/graph/bench/test_gold_replays.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.gold_model import GoldModel
from tests.fixtures.openai_server import FakeOpenAI
from tests.fixtures.scripted import llm_settings
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings
from wayfinder_bench.gold.model import gold_path, load_gold

pytestmark = pytest.mark.graph

GOLD = load_gold(gold_path("bench/goals/shop/dev.yaml"))


@pytest.mark.parametrize("goal_id", ["cheapest-headphones-price", "cart-bose"])
async def test_the_llm_planner_replaying_gold_ends_satisfied_and_verified(
    goal_id: str,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    gold = GOLD[goal_id]
    model = GoldModel(gold)
    openai_server.set_policy(model)
    settings = llm_settings(test_settings, tmp_path, openai_server, planner_timeout_s=30.0)
    result = await run_agent(gold.goal, start_url=demo.shop_url, settings=settings, runtime=runtime)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.evidence["verification"]["verified"] is True
    assert result.answer == gold.answer
    assert model.broken is None
    assert model.finished  # every gold step was asked for and answered
    # one request per action, each offering the tools (function calling, the planner's first mode)
    asked = [b for b in openai_server.requests if b.get("tools")]
    assert len(asked) == len(openai_server.requests) >= len([s for s in gold.steps if not s.optional])
