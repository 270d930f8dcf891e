"""An amount read in running text is the one of the sentence that names the thing asked: "what does
the bike hire cost" is not answered by the trip's total in the sentence before. Right answers on a
travel post and a FAQ page, next to the other amounts of the same page; an amount on a label line is
left alone."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

POST = page(
    "http://blog.test/2025/05/lakes-on-a-budget/",
    "Lakes on a Budget\nFour days around the lakes for under 300 euros: trains, hostels and bikes. "
    "The bike hire at the station costs 12 euros a day. We ate well for 20 euros.",
    title="Lakes on a Budget – Slow Travel",
    page_type="detail",
)
FAQ = page(
    "http://pool.test/faq",
    "Questions\nA swim costs $4.50 for adults and children swim free. "
    "The annual family membership is $180 and includes the sauna. Towels can be rented.",
    title="FAQ | Town Pool",
    page_type="detail",
)
PRODUCT = page(
    "http://shop.test/p/kettle",
    "Steel Kettle\nPrice: $40.00\nBuy the kettle with the matching toaster set for $95.00 and save.",
    title="Steel Kettle | Shop",
    page_type="detail",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("what does the bike hire at the station cost?", [POST], "12 euros", True),
        ("what does the bike hire at the station cost?", [POST], "300 euros", False),
        ("what does the bike hire at the station cost?", [POST], "20 euros", False),
        ("hi, how much is the annual family membership at the pool?", [FAQ], "$180", True),
        ("hi, how much is the annual family membership at the pool?", [FAQ], "$4.50", False),
        ("how much is the steel kettle?", [PRODUCT], "$40.00", True),
    ],
)
def test_the_amount_is_the_one_of_the_sentence_naming_the_thing(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict
