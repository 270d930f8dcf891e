"""The evidence of an answer names the page it was read on (issue 30 section 3): when the value shows
on several pages of the run (the shop's home lists the product too), the page named is the last one
that shows it, where the run read it before answering, not the first one that happened to show it."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import FrameF, StepF, page
from wayfinder.agent.verify import verify_claim

S = "http://shop.test"
PRICE_OF = FrameF(
    "what is the price of the Dell 27 4K monitor?",
    task_mode="answer",
    answer_kind="price",
    steps=(StepF("answer", "Dell 27 4K monitor"),),
)
WHEN = FrameF(
    "when was order 1042 shipped?",
    task_mode="answer",
    answer_kind="date",
    steps=(StepF("answer", "order 1042"),),
)


@pytest.mark.parametrize(
    ("frame", "answer", "ledger", "named"),
    [
        (
            PRICE_OF,
            "$285.99",
            [
                page(
                    f"{S}/shop/",
                    "Deals: Dell 27 4K Monitor $285.99 | Acer Vero 24 4K Monitor $204.99",
                    step=1,
                ),
                page(
                    f"{S}/shop/search?q=dell",
                    "Results for Dell 27 4K monitor: Dell 27 4K Monitor $285.99",
                    step=3,
                ),
            ],
            f"$285.99 read on {S}/shop/search?q=dell",
        ),
        (
            WHEN,
            "2026-03-02",
            [
                page(f"{S}/orders", "Order 1042 shipped 2026-03-02, order 1043 pending", step=1),
                page(f"{S}/orders/1042", "Order 1042 shipped on 2026-03-02 to Ada", step=2),
            ],
            f"2026-03-02 read on {S}/orders/1042",
        ),
    ],
)
def test_the_page_named_is_the_last_that_shows_the_value(
    frame: FrameF, answer: str, ledger: list[object], named: str
) -> None:
    verdict = verify_claim(frame, stop_reason="done_success", answer=answer, ledger=ledger)  # type: ignore[arg-type]
    assert verdict.verified, verdict
    assert verdict.evidence[0] == named
