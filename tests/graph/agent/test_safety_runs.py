"""Safety through whole runs: the demo shop's checkout is never completed without a confirmation.

A scripted planner fills the checkout form and clicks "Place order". The order log on the demo
server (``srv.orders``) is the ground truth of whether the purchase happened; the trace's confirm
record and the next PlannerContext's ``last_error`` show how the refusal was recorded and explained.
The card fields are filled by the test's own hand (like a person who typed their card) so that the
"Place order" click is the only gate left between the agent and a placed order.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from langgraph.runtime import Runtime

from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of, type_into
from wayfinder.agent.context import AgentContext
from wayfinder.agent.nodes.confirm import confirm
from wayfinder.agent.nodes.safety import safety
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.agent.state import initial_state
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.observe.capture import capture
from wayfinder.observe.models import Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings
from wayfinder.trace.records import StepRecord
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

pytestmark = pytest.mark.graph


async def _fill_cart(demo: DemoServer, runtime: BrowserRuntime) -> None:
    """Put one in-stock product in the browser context's cart cookie (the shop's no-JS form)."""
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    response = await runtime.page.context.request.post(
        demo.url + "/shop/cart/add", form={"id": str(product.id), "qty": "1"}
    )
    assert response.ok, response.status


def _card_then_place_order(runtime: BrowserRuntime) -> Callable[[PlannerContext], Awaitable[dict[str, Any]]]:
    async def step(ctx: PlannerContext) -> dict[str, Any]:
        page = runtime.page
        await page.fill("#card", "4242424242424242")
        await page.fill("#expiry", "12/30")
        await page.fill("#cvc", "123")
        return click_text("Place order")(ctx)

    return step


def _checkout_planner(runtime: BrowserRuntime) -> ScriptedPlanner:
    return ScriptedPlanner(
        [
            type_into("Full name", "Ada Lovelace"),
            type_into("Email", "ada@example.com"),
            type_into("Shipping address", "1 Analytical Way"),
            _card_then_place_order(runtime),
            done("checkout attempted"),
        ]
    )


async def _checkout_run(
    demo: DemoServer,
    runtime: BrowserRuntime,
    settings: Settings,
    *,
    ask_user: Callable[[str], Awaitable[str | None]] | None = None,
) -> tuple[RunResult, ScriptedPlanner]:
    await _fill_cart(demo, runtime)
    planner = _checkout_planner(runtime)
    result = await run_agent(
        "Buy the item in my cart",
        start_url=demo.url + "/shop/checkout?consent=1",
        settings=settings,
        runtime=runtime,
        planner=planner,
        ask_user=ask_user,
    )
    return result, planner


def _place_order_confirms(steps: list[StepRecord]) -> list[dict[str, Any]]:
    return [
        s.safety
        for s in steps
        if s.node == "confirm" and s.safety is not None and "Place order" in s.safety.get("target", "")
    ]


def _quiet(settings: Settings, tmp_path: Path, **kw: Any) -> Settings:
    return settings_for(settings, tmp_path, observe_screenshot_mode="none", max_steps=8, **kw)


@pytest.mark.parametrize("level", ["low", "medium"])
async def test_place_order_is_refused_without_confirmation(
    level: str, demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result, planner = await _checkout_run(demo, runtime, _quiet(test_settings, tmp_path, auto_confirm=level))
    assert demo.orders == []
    assert "/shop/checkout" in runtime.page.url
    (decision,) = _place_order_confirms(trace_of(result))
    assert decision["level"] == "high" and decision["confirmed"] is False
    assert decision["confirmed_by"] == "policy"
    # a buying goal whose purchase step nobody confirmed stops there and asks: nothing was bought
    assert len(planner.contexts) == 4
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "needs_confirmation"
    question = result.evidence["question"]
    assert question.startswith("Ready to place the order for ") and question.endswith(": confirm?")
    assert "$" in question
    assert result.evidence["verification"]["verified"] is False


async def test_place_order_runs_with_auto_confirm_all(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result, _ = await _checkout_run(demo, runtime, _quiet(test_settings, tmp_path, auto_confirm="all"))
    assert len(demo.orders) == 1
    order = demo.orders[0]
    assert order["name"] == "Ada Lovelace" and order["card_last4"] == "4242"
    (decision,) = _place_order_confirms(trace_of(result))
    assert decision["level"] == "high" and decision["confirmed"] is True
    assert decision["confirmed_by"] == "auto"
    assert "/shop/order/" in runtime.page.url


@pytest.mark.parametrize(("answer", "placed"), [("no", False), ("yes", True)])
async def test_a_person_decides_the_purchase(
    answer: str,
    placed: bool,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    questions: list[str] = []

    async def person(question: str) -> str:
        questions.append(question)
        return answer if "Place order" in question else "yes"

    settings = _quiet(test_settings, tmp_path, auto_confirm="low", interactive_prompts=True)
    result, _ = await _checkout_run(demo, runtime, settings, ask_user=person)
    assert [q for q in questions if "Place order" in q], questions
    assert "high risk" in next(q for q in questions if "Place order" in q)
    assert len(demo.orders) == (1 if placed else 0)
    (decision,) = _place_order_confirms(trace_of(result))
    assert decision["confirmed"] is placed and decision["confirmed_by"] == "user"


# -- the confirm paths of each auto_confirm level, at the node level, on a real observation ---------

# (auto_confirm, person's answer or None = nobody to ask) -> (runs?, confirmed_by, person asked?)
CONFIRM_TABLE = [
    ("never", None, False, "policy", False),
    ("never", "yes", True, "user", True),
    ("never", "no", False, "user", True),
    ("low", None, False, "policy", False),
    ("low", "yes", True, "user", True),
    ("low", "no", False, "user", True),
    ("medium", None, True, "auto", False),
    ("medium", "no", True, "auto", False),
    ("all", None, True, "auto", False),
    ("all", "no", True, "auto", False),
]


async def _lab_form_observation(demo: DemoServer, runtime: BrowserRuntime, settings: Settings) -> Observation:
    await runtime.goto(demo.lab_url + "form-post")
    return await capture(runtime.page, settings, screenshot="none")


async def test_confirm_paths_for_every_auto_confirm_level(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """Typing with submit into an ordinary form field is medium risk; each level handles it its way.
    (The goal does not ask for that write: a goal that does, "post a comment", makes it low.)"""
    obs = await _lab_form_observation(demo, runtime, test_settings)
    comment = next(el for el in obs.elements if "comment" in el.label.lower())
    action = {"type": "type", "element_id": comment.id, "text": "hi", "submit": True}
    outcomes = []
    for level, answer, *_ in CONFIRM_TABLE:
        asked: list[str] = []

        async def person(question: str, answer: str | None = answer, asked: list[str] = asked) -> str | None:
            asked.append(question)
            return answer

        settings = settings_for(
            test_settings, tmp_path, auto_confirm=level, interactive_prompts=answer is not None
        )
        run_dir = RunDir.create(settings.runs_dir)
        tracer = Tracer(run_dir)
        ctx = AgentContext(settings, runtime, ScriptedPlanner([]), tracer, run_dir, ask_user=person)
        state: dict[str, Any] = dict(
            initial_state("Look at the lab form", start_url=None, goal_kind="action", task_mode="find")
        )
        state.update(observation=obs.model_dump(mode="json"), planner_result={"action": action})
        node_runtime: Runtime[AgentContext] = Runtime(context=ctx)
        state.update(await safety(state, node_runtime))  # type: ignore[arg-type]
        assert state["security_decision"]["level"] == "medium", state["security_decision"]
        out = await confirm(state, node_runtime)  # type: ignore[arg-type]
        tracer.close()
        decision = out["security_decision"]
        runs = decision["allowed"] and decision["confirmed"] is True and "last_error" not in out
        outcomes.append((level, answer, runs, decision["confirmed_by"], bool(asked)))
        if not runs:
            assert out["last_error"].startswith("Not done:") and "medium risk" in out["last_error"]
            assert comment.id in out["avoid"]["elements"]
    assert outcomes == [tuple(row) for row in CONFIRM_TABLE]
    assert await runtime.page.evaluate("window.result === undefined")  # nothing was executed
