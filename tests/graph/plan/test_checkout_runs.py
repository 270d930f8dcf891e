"""Whole runs of purchase goals with the rules planner (real graph, real Chromium, non-interactive):
they stop at the final control with the question and end goal_failed/needs_confirmation, and no order
is placed, on the demo shop and on the basket shop fixture; impossible purchases say why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.basket_shop import BasketShop
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def _run(
    goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path, **kw: Any
) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 30,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    return await run_agent(
        goal, start_url=url, settings=settings_for(settings, tmp_path, **{**knobs, **kw}), runtime=runtime
    )


def _asks(result: RunResult) -> str:
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "needs_confirmation", result.evidence
    assert result.verified is False
    return str(result.evidence["question"])


async def test_buy_the_cheapest_4k_monitor_stops_at_place_order_with_the_question(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    monitors = [
        p for p in demo.state.catalog.products if p.category == "monitors" and "4K" in p.specs["Resolution"]
    ]
    cheapest = min(monitors, key=lambda p: p.price_cents)
    assert cheapest.in_stock
    result = await _run(
        "buy the cheapest 4K monitor", demo.shop_url + "?consent=1", runtime, test_settings, tmp_path
    )
    question = _asks(result)
    assert question == f"Ready to place the order for 1 x {cheapest.name} at {cheapest.price_text}: confirm?"
    assert "/shop/checkout" in runtime.page.url
    assert demo.orders == []


async def test_order_two_and_check_out_on_the_demo_shop(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    product = next(p for p in demo.state.catalog.products if p.name == "Logitech G502 Wireless Mouse")
    result = await _run(
        f"order 2 {product.name} and check out",
        demo.shop_url + "?consent=1",
        runtime,
        test_settings,
        tmp_path,
    )
    question = _asks(result)
    assert question.startswith(f"Ready to place the order for 2 x {product.name} at $"), question
    assert demo.orders == []


async def test_place_my_order_with_an_empty_cart_says_so(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result = await _run("place my order", demo.shop_url + "?consent=1", runtime, test_settings, tmp_path)
    assert result.terminal_reason == "goal_failed"
    assert "the cart is empty" in (result.answer or "") + str(result.evidence)
    assert demo.orders == []


async def test_basket_shop_add_and_check_out_stops_at_place_order(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result = await _run(
        "add the Acme Glass Kettle to my basket and check out",
        basket_shop.url("/"),
        runtime,
        test_settings,
        tmp_path,
    )
    question = _asks(result)
    assert question == "Ready to place the order for Acme Glass Kettle at £39.00: confirm?"
    assert basket_shop.basket == {"kettle": 1} and basket_shop.orders == []


async def test_basket_shop_buy_now_stops_with_the_question(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result = await _run("buy 2 Acme Glass Kettle", basket_shop.url("/"), runtime, test_settings, tmp_path)
    assert _asks(result) == "Ready to place the order for 2 x Acme Glass Kettle at £39.00 each: confirm?"
    assert basket_shop.basket == {} and basket_shop.orders == []


async def test_a_confirmed_order_with_details_not_given_is_not_placed_and_says_why(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    result = await _run(
        "add the Acme Glass Kettle to my basket and check out",
        basket_shop.url("/"),
        runtime,
        test_settings,
        tmp_path,
        auto_confirm="all",
    )
    # the shop refused the empty form: the run asks for the fields (issue 30: asked for, never sent empty)
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "needs_user", result.evidence
    question = str(result.evidence["question"])
    assert all(f in question for f in ("Full name", "Street address", "Postcode")), question
    assert basket_shop.orders == []
