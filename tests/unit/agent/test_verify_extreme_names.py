"""Another attribute of the cheapest or priciest item (pure table): 'who makes the priciest laptop' asks
for a maker, not a price, and the item the answer names must be the extreme one of the complete
listing (its own page's price, or the price next to its line). Card listings and table rows.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://shop.test"
CARDS = page(
    f"{S}/c/laptops?sort=price_desc",
    "Laptops\n3 products\n"
    'Dell XPS 15.6" 32GB LaptopDellIntel Core Ultra 7, 32 GB\n$1,416.99\n★ 4.7In stock\n'
    'MSI Modern 14" 16GB LaptopMSIIntel Core i7, 16 GB\n$1,066.99\n★ 4.6Out of stock\n'
    'Acer Swift 15.6" 16GB LaptopAcerIntel Core Ultra 7, 16 GB\n$1,015.99\n★ 4.6In stock',
    title="Laptops | Shop",
    page_type="listing",
    sort="Price: high to low",
)
DELL = page(
    f"{S}/p/24",
    'Dell XPS 15.6" 32GB Laptop\nby Dell\nBrand\tDell\nRAM\t32 GB\n$1,416.99 In stock',
    title='Dell XPS 15.6" 32GB Laptop | Shop',
    page_type="detail",
)
ROWS = page(
    f"{S}/mice?sort=price_asc",
    "Mice\nName\tBrand\tPrice\nLogitech M185 Wireless Mouse\tLogitech\t$12.99\n"
    "Razer Viper Mini Mouse\tRazer\t$24.99\nCorsair Katar Pro Mouse\tCorsair\t$29.99",
    title="Mice | Shop",
    page_type="listing",
    sort="Price: low to high",
)
PRICIEST = "who makes the priciest laptop in the shop"
CHEAPEST = "which brand makes the cheapest mouse?"


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        (
            PRICIEST,
            'Dell makes it: the most expensive one is the Dell XPS 15.6" 32GB Laptop.',
            [CARDS, DELL],
            True,
        ),
        (PRICIEST, 'Dell: the Dell XPS 15.6" 32GB Laptop.', [CARDS], True),
        (CHEAPEST, "Logitech (the Logitech M185 Wireless Mouse)", [ROWS], True),
        # the planner's own wording of it: the item and its price, words of its search around them
        (
            PRICIEST,
            "'Dell XPS 15.6\" 32GB Laptop' at $1,416.99 — the most expensive laptop seen on 1 page(s)",
            [CARDS, DELL],
            True,
        ),
        (
            PRICIEST,
            'MSI makes it: the most expensive one is the MSI Modern 14" 16GB Laptop.',
            [CARDS, DELL],
            False,
        ),
        (PRICIEST, 'Acer: the Acer Swift 15.6" 16GB Laptop.', [CARDS], False),
        (CHEAPEST, "Corsair (the Corsair Katar Pro Mouse)", [ROWS], False),
    ],
)
def test_the_item_named_is_the_extreme_one(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
