"""The extreme one put in the cart (pure tables, ``agent/verify/cart_extreme.py``): "put the cheapest
wireless mouse that's in stock into the cart" is backed when the item added from its own page is the
first of the listing sorted by price - not the next product of that list. Two shops' shapes: a table of
rows with a price column, and product cards."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

S = "http://shop.test"
MICE = page(
    f"{S}/mice?facet=Wireless&in_stock=1&sort=price_asc",
    "Mice\n3 products\nName\tPrice\nRazer DeathAdder Wireless Mouse II\t$19.99\n"
    "Logitech M720 Wireless Mouse\t$34.99\nRazer DeathAdder Wireless Mouse\t$49.99",
    title="Mice | Shop",
    page_type="listing",
    sort="Price: low to high",
    step=2,
)
CARDS = page(
    f"{S}/search?q=lamp&sort=price_asc",
    "Results for lamp\n2 products\nBrightline Desk Lamp\n$15.00\nAcme Floor Lamp\n$42.00",
    title="Search: lamp | Home Store",
    page_type="listing",
    sort="Price: low to high",
    step=2,
)


def _item(name: str, price: str, shop: str = "Shop") -> PageEntry:
    return page(
        f"{S}/p/{len(name)}",
        f"{name}\n{price} In stock\nAdd to cart",
        title=f"{name} | {shop}",
        page_type="detail",
        step=3,
    )


def _cart(name: str) -> PageEntry:
    return page(f"{S}/cart", f"Your cart\n{name}\t1 x\t$19.99\nCart (1)", title="Cart | Shop", step=4)


ADD = [HistoryEntry(step=4, action={"type": "click", "element_id": 5}, ok=True, element_text="Add to cart")]
MOUSE = "put the cheapest wireless mouse that's in stock into the cart"
LAMP = "hi! add the cheapest lamp to my basket please"


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (
            MOUSE,
            [
                MICE,
                _item("Razer DeathAdder Wireless Mouse II", "$19.99"),
                _cart("Razer DeathAdder Wireless Mouse II"),
            ],
            True,
        ),
        (
            MOUSE,
            [MICE, _item("Logitech M720 Wireless Mouse", "$34.99"), _cart("Logitech M720 Wireless Mouse")],
            False,
        ),
        (LAMP, [CARDS, _item("Brightline Desk Lamp", "$15.00"), _cart("Brightline Desk Lamp")], True),
        (LAMP, [CARDS, _item("Acme Floor Lamp", "$42.00"), _cart("Acme Floor Lamp")], False),
    ],
)
def test_the_extreme_one_in_the_cart(goal: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Added.", ledger=ledger, history=ADD
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_a_named_item_is_not_judged_as_an_extreme() -> None:
    ledger = [MICE, _item("Logitech M720 Wireless Mouse", "$34.99"), _cart("Logitech M720 Wireless Mouse")]
    verdict = verify_claim(
        goal_frame("add the Logitech M720 Wireless Mouse to the cart"),
        stop_reason="done_success",
        answer="Added.",
        ledger=ledger,
        history=ADD,
    )
    assert verdict.verified, verdict.sentence
