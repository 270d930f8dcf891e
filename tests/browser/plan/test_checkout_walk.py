"""The rules planner's purchase skill on real pages of two shops (real Chromium, no graph): each page is
captured, the planner decides, and the executor does every action up to the final control, which is
only proposed (the loop's safety and confirm nodes would decide it; here the walk stops). The demo shop
("Cart (n)", "Checkout", "Place order") and the basket shop fixture ("Basket", "Proceed to checkout",
a shipping form, "Buy now") both end at their own final control, with nothing ordered."""

from __future__ import annotations

import pytest

from tests.fixtures.basket_shop import BasketShop
from tests.fixtures.rules_walk import Walker
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.browser
FINAL = {"place order", "buy now"}


async def _final(walk: Walker, goal: str, start: str) -> tuple[list[str], str]:
    """(the pages the walk went through, the label of the final control proposed or the done answer)."""
    walked = await walk(goal, start, steps=15, stop_before=FINAL, must_end=True)
    return walked.paths, walked.stopped_before or f"done: {walked.end.answer if walked.end else ''}"


async def test_demo_shop_walks_to_place_order(demo: DemoServer, walk: Walker) -> None:
    product = next(p for p in demo.state.catalog.in_category("keyboards") if p.in_stock)
    start = f"{demo.shop_url}p/{product.id}?consent=1"
    paths, final = await _final(walk, f"buy the {product.name}", start)
    assert final == "Place order"
    assert paths[-1].startswith("/shop/checkout") and any(p.startswith("/shop/cart") for p in paths), paths
    assert demo.orders == []


async def test_demo_shop_out_of_stock_says_so(demo: DemoServer, walk: Walker) -> None:
    product = next(p for p in demo.state.catalog.products if not p.in_stock)
    start = f"{demo.shop_url}p/{product.id}?consent=1"
    _, final = await _final(walk, f"buy the {product.name}", start)
    assert final.startswith("done: ") and "is out of stock" in final and product.name in final


async def test_basket_shop_walks_through_basket_and_checkout(basket_shop: BasketShop, walk: Walker) -> None:
    goal = "add the Acme Glass Kettle to my basket and check out"
    paths, final = await _final(walk, goal, basket_shop.url("/item/kettle"))
    assert final == "Place order"
    assert paths[-1] == "/checkout/delivery" and "/basket" in paths, paths
    assert basket_shop.basket == {"kettle": 1} and basket_shop.orders == []


async def test_basket_shop_buy_now_with_a_quantity(basket_shop: BasketShop, walk: Walker) -> None:
    _, final = await _final(walk, "buy 2 Acme Glass Kettle", basket_shop.url("/item/kettle"))
    assert final == "Buy now"
    assert basket_shop.basket == {} and basket_shop.orders == []


async def test_basket_shop_empty_basket_and_sold_out(basket_shop: BasketShop, walk: Walker) -> None:
    _, empty = await _final(walk, "place my order", basket_shop.url("/"))
    assert empty.startswith("done: ") and "the cart is empty" in empty
    _, sold = await _final(walk, "buy the Nova Power Blender", basket_shop.url("/item/blender"))
    assert "'Nova Power Blender' is sold out" in sold
