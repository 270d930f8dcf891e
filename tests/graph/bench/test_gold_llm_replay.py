"""The LLM planner replays gold trajectories through the whole graph: the tests' OpenAI-compatible
server answers each request with the gold's next action as a tool call, the element found by role
and label in the page the request shows (what a model reads), and ends with the gold answer. The run
must end goal_satisfied and verified, like the replay planner's (tests/graph/bench/test_gold_replays.py)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.openai_server import FakeOpenAI, element_id, page_text, tool_call
from tests.fixtures.scripted import llm_settings
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.observe.render import LABEL_CHARS
from wayfinder.settings import Settings
from wayfinder_bench.gold.model import GoldStep, GoldTrajectory, gold_path, load_gold
from wayfinder_bench.gold.resolve import role_family

pytestmark = pytest.mark.graph

GOLD = load_gold(gold_path("bench/goals/shop/dev.yaml"))
WAITS = 3  # a page still loading: the model waits, as the replay planner does


def _rendered(step: GoldStep) -> str:
    """A regex for the element's line as the planner's text view renders it: ``kind "label"``."""
    assert step.target is not None and step.target.nth == 0
    kind = step.target.role
    kinds = r"(?:input(?:\[type=[\w-]+\])?|textarea)" if role_family(kind) == "field" else re.escape(kind)
    label = " ".join(step.target.text.split())
    if len(label) > LABEL_CHARS:
        label = label[: LABEL_CHARS - 1] + "…"
    return rf'^{kinds} "{re.escape(label.replace(chr(34), chr(39)))}"'


class GoldModel:
    """The server's policy: the gold's next step, resolved in the page of each request."""

    def __init__(self, gold: GoldTrajectory) -> None:
        self.steps = gold.steps
        self.index = 0
        self.waits = 0

    def __call__(self, body: dict[str, Any]) -> dict[str, Any]:
        page = page_text(body)
        while True:
            step = self.steps[min(self.index, len(self.steps) - 1)]
            args = {k: v for k, v in step.action.items() if k != "type"}
            if step.is_done:
                self.index = len(self.steps)
                return tool_call("done", **args)
            found = element_id(page, _rendered(step))
            if found is not None:
                self.index += 1
                self.waits = 0
                return tool_call(step.type, element_id=found, **args)
            if step.optional:
                self.index += 1
                continue
            assert self.waits < WAITS, (
                f"gold step {self.index + 1} ({step.target}) is not on the page:\n{page}"
            )
            self.waits += 1
            return tool_call("wait", seconds=3.0)


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
    assert model.index == len(gold.steps)  # every gold step was asked for and answered
    # one request per action, each offering the tools (function calling, the planner's first mode)
    asked = [b for b in openai_server.requests if b.get("tools")]
    assert len(asked) == len(openai_server.requests) >= len([s for s in gold.steps if not s.optional])
