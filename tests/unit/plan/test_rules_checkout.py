"""Purchase goals in the rules planner (pure): the sub-goals a buy/order/check-out goal becomes, and the
checkout skill walked through two shop markups ("Cart" + "Checkout", and "Basket" + "Proceed to
checkout" + "Buy now") up to the proposed final control, plus the honest stops (out of stock, empty
cart, no checkout control, a cart without the item)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import Observation
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.worklist import work_for

# (goal, [(kind, {attribute: expected})])
TRANSLATIONS: list[tuple[str, list[tuple[str, dict[str, Any]]]]] = [
    (
        "buy the cheapest 4K monitor",
        [("find_best", {"things": "4K monitor", "order": "min", "open_result": True}), ("checkout", {})],
    ),
    (
        "order 2 Logitech G502 Wireless Mouse and check out",
        [
            ("find", {"name": "Logitech G502 Wireless Mouse"}),
            ("quantity", {"quantity": 2}),
            ("checkout", {"item": "Logitech G502 Wireless Mouse", "quantity": 2, "in_cart": False}),
        ],
    ),
    ("place my order", [("checkout", {"in_cart": True})]),
    ("check out", [("checkout", {"in_cart": True})]),
    (
        "add the Acme Kettle to my basket and check out",
        [
            ("find", {"name": "Acme Kettle"}),
            ("click", {"target": "add to basket"}),
            ("checkout", {"in_cart": True, "item": ""}),
        ],
    ),
    (
        "find the cheapest keyboard and buy it",
        [("find_best", {"things": "keyboard", "open_result": True}), ("checkout", {"item": "keyboard"})],
    ),
    (
        "search for g502 and buy it",
        [("search", {"query": "g502"}), ("open_nth", {"nth": 1}), ("checkout", {"item": "g502"})],
    ),
    (
        "I'd like 3 Razer DeathAdder Wired Mouse in my cart please",
        [("find", {}), ("quantity", {"quantity": 3}), ("click", {"target": "add to cart"})],
    ),
    ("add the Bose headphones to my cart", [("find", {}), ("click", {"target": "add to cart"})]),
]


@pytest.mark.parametrize(("goal", "want"), TRANSLATIONS, ids=[t[0] for t in TRANSLATIONS])
def test_purchase_goals_become_find_quantity_checkout(
    goal: str, want: list[tuple[str, dict[str, Any]]]
) -> None:
    parsed = work_for(goal)
    assert parsed.understood, parsed.reason
    assert [s.kind for s in parsed.items] == [k for k, _ in want]
    for step, (_, attrs) in zip(parsed.items, want, strict=True):
        for key, value in attrs.items():
            assert getattr(step, key) == value, (key, step)


# -- shop A: "Cart (n)" badge, "Add to cart", cart page with "Checkout", checkout with "Place order"


def product_a(count: int = 0, *, stock: bool = True) -> Observation:
    buy = [el(5, "select", "", label="Quantity", options=["1", "2", "3"], selected="1")]
    buy += [button(6, "Add to cart")] if stock else []
    return page(
        el(1, "a", "Home", zone="header"),
        el(2, "a", f"Cart ({count})", href="/shop/cart", zone="header"),
        *buy,
        url="http://a.test/shop/p/7",
        title="Acme Kettle | ShopA",
        headings=["Acme Kettle"],
        digest="Acme Kettle $49.99 " + ("In stock" if stock else "Currently out of stock."),
    )


def cart_a(*, holds: str = "Acme Kettle", checkout: bool = True) -> Observation:
    rows = [el(10, "a", holds, href="/shop/p/7")]
    rows += [el(11, "a", "Checkout", href="/shop/checkout")] if checkout else []
    return page(
        el(2, "a", "Cart (1)", href="/shop/cart", zone="header"),
        *rows,
        el(12, "a", "Continue shopping", href="/shop/"),
        url="http://a.test/shop/cart",
        title="Cart | ShopA",
        headings=["Your cart"],
        digest=f"Your cart {holds} $49.99 Total: $49.99",
    )


def checkout_a() -> Observation:
    return page(
        field(20, "name", label="Full name"),
        field(21, "card", label="Card number"),
        button(22, "Place order"),
        url="http://a.test/shop/checkout",
        title="Checkout | ShopA",
        headings=["Checkout"],
        digest="Order summary 1 x Acme Kettle - $49.99 Total: $49.99",
    )


# -- shop B: "Basket", "Buy now" on the product page, "Proceed to checkout", shipping form + "Place order"


def product_b(*, buy_now: bool = True) -> Observation:
    controls = [button(31, "Add to basket")] + ([button(32, "Buy now")] if buy_now else [])
    return page(
        el(30, "a", "Basket", href="/basket", zone="header"),
        *controls,
        url="http://b.test/item/kettle",
        title="Acme Kettle - ShopB",
        headings=["Acme Kettle"],
        digest="Acme Kettle £39.00",
    )


def basket_b(*, empty: bool = False) -> Observation:
    body = [el(40, "a", "Acme Kettle", href="/item/kettle"), button(41, "Proceed to checkout")]
    return page(
        el(30, "a", "Basket", href="/basket", zone="header"),
        *([] if empty else body),
        url="http://b.test/basket",
        title="Basket - ShopB",
        headings=["Shopping basket"],
        digest="Your basket is empty." if empty else "Acme Kettle £39.00 Subtotal £39.00",
    )


def shipping_b() -> Observation:
    return page(
        field(50, "address", label="Street address"),
        field(51, "postcode", label="Postcode"),
        button(52, "Place order"),
        url="http://b.test/checkout/shipping",
        title="Checkout - ShopB",
        headings=["Shipping"],
        digest="Shipping Acme Kettle £39.00 Order total £39.00",
    )


def step(prev: PlannerContext, res: PlannerResult, obs: Observation) -> tuple[PlannerContext, PlannerResult]:
    ctx = after(prev, res, obs)
    return ctx, decide(ctx)


def clicked(res: PlannerResult) -> int | None:
    action = act(res)
    assert action["type"] == "click", (action, res.intent)
    return int(action["element_id"])


def test_shop_a_add_cart_checkout_then_proposes_place_order() -> None:
    ctx = context("buy the Acme Kettle", product_a())
    res = decide(ctx)
    assert clicked(res) == 6  # Add to cart
    ctx, res = step(ctx, res, product_a(count=1))
    assert clicked(res) == 2  # the cart badge
    ctx, res = step(ctx, res, cart_a())
    assert clicked(res) == 11  # Checkout
    ctx, res = step(ctx, res, checkout_a())
    assert clicked(res) == 22  # Place order: proposed, safety decides
    assert "needs your confirmation" in res.intent and "Acme Kettle" in res.intent
    assert not any(act(r)["type"] == "type" for r in (res,))


def test_shop_a_sets_the_quantity_first() -> None:
    ctx = context("order 2 Acme Kettle", product_a())
    res = decide(ctx)
    chose = act(res)  # a type into the select, turned into select_option where that action is allowed
    assert chose["element_id"] == 5 and (chose.get("label") or chose.get("text")) == "2"
    chosen = product_a()
    chosen.elements[2] = el(5, "select", "", label="Quantity", options=["1", "2", "3"], selected="2")
    ctx, res = step(ctx, res, chosen)
    assert clicked(res) == 6
    assert "2 x 'Acme Kettle'" in res.intent


def test_shop_b_buy_now_is_pressed_on_the_product_page() -> None:
    res = decide(context("buy the Acme Kettle", product_b()))
    assert clicked(res) == 32
    assert "needs your confirmation" in res.intent


def test_shop_b_basket_proceed_to_checkout_then_place_order_without_filling() -> None:
    ctx = context("add the Acme Kettle to my basket and check out", product_b())
    res = decide(ctx)
    assert clicked(res) == 31  # Add to basket (the add step), never Buy now
    ctx, res = step(ctx, res, product_b())
    assert clicked(res) == 30  # Basket
    ctx, res = step(ctx, res, basket_b())
    assert clicked(res) == 41  # Proceed to checkout
    ctx, res = step(ctx, res, shipping_b())
    assert clicked(res) == 52  # Place order proposed; the shipping fields stay empty


def _stopped(res: PlannerResult) -> str:
    action = act(res)
    assert action["type"] == "done" and action["success"] is False, (action, res.intent)
    return str(action["answer"])


def test_out_of_stock_says_so() -> None:
    answer = _stopped(decide(context("buy the Acme Kettle", product_a(stock=False))))
    assert "'Acme Kettle' is out of stock" in answer


def test_an_empty_cart_says_so() -> None:
    ctx = context("place my order", product_b())
    res = decide(ctx)
    assert clicked(res) == 30  # the cart first, never the product's Buy now
    ctx, res = step(ctx, res, basket_b(empty=True))
    assert "the cart is empty" in _stopped(res)


def test_a_cart_without_a_checkout_control_says_so() -> None:
    ctx = context("check out", cart_a(checkout=False))
    assert "the cart has no checkout" in _stopped(decide(ctx))


def test_a_cart_that_does_not_hold_the_item_says_so() -> None:
    ctx = context("buy the Acme Kettle", product_a())
    res = decide(ctx)
    ctx, res = step(ctx, res, cart_a(holds="Zenith Toaster"))
    assert "does not hold 'Acme Kettle'" in _stopped(res)


def test_after_a_confirmed_place_order_the_confirmation_completes_it() -> None:
    ctx = context("check out", checkout_a())
    res = decide(ctx)
    assert clicked(res) == 22
    thanks = page(url="http://a.test/shop/order/3", title="Order placed", digest="Thank you, order #3 placed")
    ctx, res = step(ctx, res, thanks)
    assert act(res) == {"type": "done", "success": True}


def test_a_product_called_bag_is_not_the_cart() -> None:
    bag = page(
        el(2, "a", "Cart (0)", href="/shop/cart", zone="header"),
        button(6, "Add to cart"),
        url="http://a.test/item/laptop-bag",
        title="Laptop Bag | ShopA",
        headings=["Laptop Bag"],
        digest="Laptop Bag $29.00",
    )
    ctx = context("buy the Laptop Bag", bag)
    res = decide(ctx)
    assert clicked(res) == 6
    ctx, res = step(ctx, res, bag)
    assert clicked(res) == 2  # the cart link, not 'this is the cart already'


def test_a_definitive_stop_is_said_even_before_done_is_allowed() -> None:
    """'the cart is empty' cannot change on a later page: the planner says so at any stage (the loop
    accepts a done that claims no success), instead of taking harmless steps until the loop detector
    ends the run."""
    res = decide(context("place my order", basket_b(empty=True), stage="context"))
    assert "the cart is empty" in _stopped(res)


@pytest.mark.parametrize(
    ("label", "final"),
    [
        ("Place order", True),
        ("Checkout and pay", True),
        ("Pay now", True),
        ("Confirm order", True),
        ("Complete purchase", True),
        ("Proceed to checkout", False),
        ("Continue to payment", False),
        ("Payment options", False),
    ],
)
def test_final_and_checkout_controls_by_their_words(label: str, final: bool) -> None:
    ctx = context("check out", page(button(9, label), url="http://a.test/checkout", title="Checkout"))
    res = decide(ctx)
    if final:
        assert clicked(res) == 9 and "needs your confirmation" in res.intent
    else:
        action = act(res)
        assert action.get("element_id") != 9 or "needs your confirmation" not in res.intent, res.intent
