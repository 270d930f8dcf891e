"""A person's "no" ends the run (issue 30 section 1): ``deny --reason`` on a paused purchase, or "no" at
the interactive prompt, ends ``goal_failed`` with stop reason ``denied``, the person's reason in the
summary, the narration and the report, and no second question about the same purchase.

A scripted planner fills the demo shop's checkout (the card fields by the test's own hand, so that
"Place order" is the only gate); the demo server's order log is the ground truth of what was bought.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.scripted import ScriptedPlanner, click_text, settings_for, trace_of, type_into
from wayfinder.agent.resume import deny
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import PlannerError
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.graph

GOAL = "Buy the item in my cart"


async def _fill_cart(demo: DemoServer, runtime: BrowserRuntime) -> None:
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    response = await runtime.page.context.request.post(
        demo.url + "/shop/cart/add", form={"id": str(product.id), "qty": "1"}
    )
    assert response.ok, response.status


def _card_then_place_order(runtime: BrowserRuntime) -> Callable[[PlannerContext], Awaitable[dict[str, Any]]]:
    async def step(ctx: PlannerContext) -> dict[str, Any]:
        for selector, value in (("#card", "4242424242424242"), ("#expiry", "12/30"), ("#cvc", "123")):
            await runtime.page.fill(selector, value)
        return click_text("Place order")(ctx)

    return step


def _checkout_script(runtime: BrowserRuntime) -> list[Any]:
    """The checkout, then a step that would ask again: a run that goes on after the denial fails it."""
    return [
        type_into("Full name", "Ada Lovelace"),
        type_into("Email", "ada@example.com"),
        type_into("Shipping address", "1 Analytical Way"),
        _card_then_place_order(runtime),
        click_text("Place order"),
    ]


async def test_deny_with_a_reason_ends_the_run_goal_failed_with_that_reason(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    settings = settings_for(
        test_settings, tmp_path, on_confirm="pause", auto_confirm="low", observe_screenshot_mode="none"
    )
    await _fill_cart(demo, runtime)
    paused = await run_agent(
        GOAL,
        start_url=demo.url + "/shop/checkout?consent=1",
        settings=settings,
        runtime=runtime,
        planner=ScriptedPlanner(_checkout_script(runtime)),
    )
    assert paused.status == "waiting" and paused.waiting is not None
    assert "Place order" in str(paused.waiting["what"])

    after = ScriptedPlanner([PlannerError("the planner must not be asked again after a denial")])
    result = await deny(
        paused.session_id,
        reason="too expensive",
        runs_dir=settings.runs_dir,
        settings=settings,
        planner=after,
    )
    assert demo.orders == []
    assert after.contexts == []  # the run ended at the denial: nobody planned, nobody asked again
    assert result.status == "ended" and result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "denied"
    assert result.evidence["reason"] == "too expensive"
    assert "Place order" in result.evidence["denied"]

    steps = trace_of(result)
    assert [s.node for s in steps].count("waiting") == 1
    last = steps[-1]
    assert last.node == "finalize" and last.ux_message is not None
    assert "too expensive" in last.ux_message and "Place order" in last.ux_message
    assert "confirm?" not in last.ux_message
    _, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_evidence["reason"] == "too expensive"
    assert summary.verification["verified"] is False
    assert result.report_path is not None
    report = result.report_path.read_text(encoding="utf-8")
    assert "too expensive" in report and "confirm?" not in report


async def test_no_at_the_prompt_ends_the_run_and_is_not_asked_again(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    questions: list[str] = []

    async def person(question: str) -> str:
        questions.append(question)
        return "no"

    settings = settings_for(
        test_settings, tmp_path, auto_confirm="low", interactive_prompts=True, observe_screenshot_mode="none"
    )
    await _fill_cart(demo, runtime)
    planner = ScriptedPlanner(_checkout_script(runtime))
    result = await run_agent(
        GOAL,
        start_url=demo.url + "/shop/checkout?consent=1",
        settings=settings,
        runtime=runtime,
        planner=planner,
        ask_user=person,
    )
    assert demo.orders == []
    assert len([q for q in questions if "Place order" in q]) == 1, questions
    assert len(planner.contexts) == 4  # the fifth step (asking again) was never planned
    assert result.terminal_reason == "goal_failed" and result.evidence["stop_reason"] == "denied"
    assert result.evidence["reason"] is None
    assert trace_of(result)[-1].ux_message == f"Stopped: a person denied {result.evidence['denied']}"
