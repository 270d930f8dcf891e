"""The rules planner's purchase skill on real pages of two shops (real Chromium, no graph): each page is
captured, the planner decides, and the executor does every action up to the final control, which is
only proposed (the loop's safety and confirm nodes would decide it; here the walk stops). The demo shop
("Cart (n)", "Checkout", "Place order") and the basket shop fixture ("Basket", "Proceed to checkout",
a shipping form, "Buy now") both end at their own final control, with nothing ordered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.basket_shop import BasketShop
from tests.fixtures.rules import context
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Click, Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser
FINAL = {"place order", "buy now"}


async def walk(runtime: BrowserRuntime, settings: Settings, goal: str, start: str) -> tuple[list[str], str]:
    """(the pages the walk went through, the label of the final control proposed or the done answer)."""
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    paths: list[str] = []
    for step in range(1, 16):
        obs = await capture(runtime.page, settings, goal=goal)
        paths.append(obs.url.split("//", 1)[1].split("/", 1)[1])
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return paths, f"done: {res.action.answer}"
        if isinstance(res.action, Click):
            el = obs.element(res.action.element_id)
            if el is not None and el.label.strip().lower() in FINAL:
                return paths, el.label.strip()
        result = await execute(res.action, runtime, obs, settings)
        history.append(
            HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok, note=result.error or "")
        )
        memory = dict(res.memory)
    raise AssertionError(f"no final control after {paths}")


def _settings(test_settings: Settings, tmp_path: Path) -> Settings:
    return test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})


async def test_demo_shop_walks_to_place_order(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    product = next(p for p in demo.state.catalog.in_category("keyboards") if p.in_stock)
    start = f"{demo.shop_url}p/{product.id}?consent=1"
    paths, final = await walk(runtime, _settings(test_settings, tmp_path), f"buy the {product.name}", start)
    assert final == "Place order"
    assert paths[-1].startswith("shop/checkout") and any(p.startswith("shop/cart") for p in paths), paths
    assert demo.orders == []


async def test_demo_shop_out_of_stock_says_so(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    product = next(p for p in demo.state.catalog.products if not p.in_stock)
    start = f"{demo.shop_url}p/{product.id}?consent=1"
    _, final = await walk(runtime, _settings(test_settings, tmp_path), f"buy the {product.name}", start)
    assert final.startswith("done: ") and "is out of stock" in final and product.name in final


async def test_basket_shop_walks_through_basket_and_checkout(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    goal = "add the Acme Glass Kettle to my basket and check out"
    paths, final = await walk(
        runtime, _settings(test_settings, tmp_path), goal, basket_shop.url("/item/kettle")
    )
    assert final == "Place order"
    assert paths[-1] == "checkout/delivery" and "basket" in paths, paths
    assert basket_shop.basket == {"kettle": 1} and basket_shop.orders == []


async def test_basket_shop_buy_now_with_a_quantity(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    _, final = await walk(
        runtime,
        _settings(test_settings, tmp_path),
        "buy 2 Acme Glass Kettle",
        basket_shop.url("/item/kettle"),
    )
    assert final == "Buy now"
    assert basket_shop.basket == {} and basket_shop.orders == []


async def test_basket_shop_empty_basket_and_sold_out(
    basket_shop: BasketShop, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    settings = _settings(test_settings, tmp_path)
    _, empty = await walk(runtime, settings, "place my order", basket_shop.url("/"))
    assert empty.startswith("done: ") and "the cart is empty" in empty
    _, sold = await walk(runtime, settings, "buy the Nova Power Blender", basket_shop.url("/item/blender"))
    assert "'Nova Power Blender' is sold out" in sold
