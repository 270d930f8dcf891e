"""plan/pricing.py: model name matching and the cost estimate."""

from __future__ import annotations

import pytest

from wayfinder.plan.pricing import estimate_cost, price_for


@pytest.mark.parametrize(
    ("model", "price"),
    [
        ("gpt-4o", (2.50, 10.00)),
        ("gpt-4o-2024-08-06", (2.50, 10.00)),
        ("gpt-4o-mini", (0.15, 0.60)),
        ("gpt-4o-mini-2024-07-18", (0.15, 0.60)),
        ("GPT-4.1-nano", (0.10, 0.40)),
        ("gpt-4.1-mini-2025-04-14", (0.40, 1.60)),
        ("openai/o4-mini", (1.10, 4.40)),
        ("gpt-4o1", None),
        ("llama3.1:8b", None),
    ],
)
def test_price_for(model: str, price: tuple[float, float] | None) -> None:
    assert price_for(model) == price


def test_estimate_cost() -> None:
    assert estimate_cost("gpt-4.1", 1_000_000, 500_000) == pytest.approx(2.00 + 4.00)
    assert estimate_cost("gpt-4o-mini", 200, 40) == pytest.approx((200 * 0.15 + 40 * 0.60) / 1e6)
    assert estimate_cost("mystery", 10, 10) is None
