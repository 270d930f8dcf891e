"""An amount of money is its number and its currency: '$5.00' is not the page's '€5.00'. The answer in
the page's currency, in another way of writing it ('5 euros', 'EUR 5') or without a currency is
accepted; on a page that writes the amount in two currencies the answer may give either. Two shapes:
a product page and a fare table."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.money import currency_code

MUG = page(
    "http://shop.test/p/harbour-mug",
    "Harbour Mug\nPrice: €5.00\nIn stock\nStoneware, 350 ml",
    title="Harbour Mug | Shop",
    page_type="detail",
)
FARES = page(
    "http://ferries.test/fares",
    "Fares\nRoute\tSingle\tDay pass\nIsland loop\t£3.50\t£12.00\nTown shuttle\t£2.00\t£6.00",
    title="Fares - Island Ferries",
    page_type="listing",
)
BOTH = page(
    "http://shop.test/p/lamp",
    "Desk Lamp\nPrice: $40.00 (€40.00 in the EU shop)",
    title="Desk Lamp | Shop",
    page_type="detail",
)
MUG_GOAL = "how much is the harbour mug?"
FARE_GOAL = "what does a day pass for the island loop cost?"


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (MUG_GOAL, [MUG], "It costs €5.00.", True),
        (MUG_GOAL, [MUG], "5 euros", True),
        (MUG_GOAL, [MUG], "EUR 5.00", True),
        (MUG_GOAL, [MUG], "$5.00", False),
        (MUG_GOAL, [MUG], "£5.00", False),
        (FARE_GOAL, [FARES], "£12.00", True),
        (FARE_GOAL, [FARES], "$12.00", False),
        ("what's the price of the desk lamp", [BOTH], "$40.00", True),
        ("what's the price of the desk lamp", [BOTH], "€40.00", True),
    ],
)
def test_an_amount_is_compared_with_its_currency(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict


@pytest.mark.parametrize(
    ("written", "code"),
    [("$", "USD"), ("euros", "EUR"), ("EUR", "EUR"), ("£", "GBP"), ("CHF", "CHF"), ("", "")],
)
def test_one_code_per_currency(written: str, code: str) -> None:
    assert currency_code(written) == code
