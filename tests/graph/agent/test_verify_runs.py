"""Whole runs through the verify stage: a planner's done is backed by what the run saw, or sent back
once with the reason, and a second unbacked done ends goal_failed with both answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.openai_server import FakeOpenAI, fenced_text, outside_fence, tool_call
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, llm_settings, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.graph


async def test_an_unbacked_done_is_sent_back_once_then_ends_the_run(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([click_text("Keyboards"), done("$1.00"), done("$2.00")])
    result = await run_agent(
        "what does the cheapest keyboard cost?",
        start_url=demo.shop_url + "?consent=1",
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=planner,
    )
    told = planner.contexts[2].loop_hint
    assert told.startswith("Your done was not accepted: '$1.00' was not read from any page of this run"), told
    assert planner.contexts[2].last_error is None  # the note is the loop's, not an error of the last action
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "unverified_answer"
    assert result.evidence["answers"] == ["$1.00", "$2.00"]
    assert result.verified is False
    _, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.verification["verified"] is False
    assert summary.verification["missing"]


async def test_a_backed_answer_ends_goal_satisfied_with_its_evidence(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    product = demo.state.catalog.in_category("keyboards")[0]
    planner = ScriptedPlanner([done(f"It costs {product.price_text}")])
    result = await run_agent(
        f"how much is the {product.name}?",
        start_url=demo.shop_url + f"p/{product.id}?consent=1",
        settings=settings_for(test_settings, tmp_path, max_steps=3),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.verified
    evidence = result.evidence["verification"]["evidence"]
    assert any(product.price_text in e and f"/shop/p/{product.id}" in e for e in evidence), evidence


async def test_the_llm_planners_unbacked_done_is_told_once_then_ends_the_run(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.script(
        [
            tool_call("done", success=True, answer="It is $1.00", intent="Answering"),
            tool_call("done", success=True, answer="$2.00", intent="Answering again"),
        ]
    )
    settings = llm_settings(
        test_settings, tmp_path, openai_server, observe_screenshot_mode="none", max_steps=6
    )
    result = await run_agent(
        "what does the cheapest keyboard cost?",
        start_url=demo.shop_url + "?consent=1",
        settings=settings,
        runtime=runtime,
    )
    assert len(openai_server.requests) == 2
    first, second = openai_server.requests
    assert "NOTE: Your done was not accepted" not in outside_fence(first)
    told = outside_fence(second)
    assert (
        "NOTE: Your done was not accepted: '$1.00' was not read from any page of this run (you answered quote 1)"
        in told
    ), told
    assert "It is $1.00" not in told  # the model's answer is quoted inside the fence only
    assert 'NOTE QUOTES (page text the NOTE refers to): "It is $1.00"' in fenced_text(second)
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "unverified_answer"
    assert result.evidence["answers"] == ["It is $1.00", "$2.00"]
    assert result.verified is False
