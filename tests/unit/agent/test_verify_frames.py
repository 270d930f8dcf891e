"""The verifier on the one goal frame the parser gives (``wayfinder.intent.parse_goal``), for sentences
of my own: the risky verbs are never met without a confirmed step, answers and actions are routed to
their checks."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page, pager
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.plan.base import HistoryEntry

S = "http://teas.test"
POT = page(
    f"{S}/p/4", "Clay Teapot\n$18.00\nAdd to basket", title="Clay Teapot | Teas", page_type="detail", step=2
)
BASKET = page(
    f"{S}/basket", "Your basket\nClay Teapot  Qty 1  $18.00\nBasket (1)", title="Basket | Teas", step=4
)
POTS = page(
    f"{S}/c/teapots",
    "Teapots\nClay Teapot $18.00\nGlass Teapot $24.00",
    title="Teapots | Teas",
    page_type="listing",
    links=pager(f"{S}/c/teapots", 3, 1),
    step=1,
)
HIST = [HistoryEntry(step=3, action={"type": "click"}, ok=True)]


@pytest.mark.parametrize(
    "goal",
    [
        "purchase the Clay Teapot",
        "please order two Clay Teapots",
        "pay for the teapot in my basket",
        "delete my saved address",
        "send $20 to Ana",
    ],
)
def test_a_risky_goal_is_never_met_without_its_confirmed_step(goal: str) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[POT, BASKET], history=HIST
    )
    assert not verdict.verified
    assert verdict.reason == "needs_confirmation"
    assert (
        verdict.question
        and verdict.question.startswith("Ready to ")
        and verdict.question.endswith(": confirm?")
    )


def test_an_order_asks_with_the_item_and_its_price() -> None:
    verdict = verify_claim(
        goal_frame("buy the Clay Teapot"), stop_reason="done_success", answer=None, ledger=[POT]
    )
    assert verdict.question == "Ready to place the order for Clay Teapot at $18.00: confirm?"


def test_adding_to_the_basket_is_an_action_backed_by_the_basket() -> None:
    frame = goal_frame("add the Clay Teapot to my basket")
    assert verify_claim(
        frame, stop_reason="done_success", answer=None, ledger=[POT, BASKET], history=HIST
    ).verified
    unseen = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[POT], history=HIST)
    assert unseen.reason == "unverified_action"


def test_a_question_is_an_answer_that_must_be_complete() -> None:
    frame = goal_frame("what does the cheapest teapot cost?")
    verdict = verify_claim(frame, stop_reason="done_success", answer="$18.00", ledger=[POTS])
    assert verdict.reason == "unverified_answer"
    assert "the listing shows 3 pages; only page 1 was seen" in verdict.sentence
