"""A fact about a named thing is not read on a variant's page the run narrowed to itself (pure table).

'Is the Razer Basilisk Wireless Mouse in stock?' is not answered on the page of 'Razer Basilisk
Wireless Mouse (2024)' reached by searching for the year the goal never said; it is when the shop's
search for the asked name found only that model, when a listing showed it, or when the asked model's
own page was read. Two shapes of shop (a product page with a label block, one with prose) for each.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://shop.test"


def _search(query: str, names: list[str]) -> PageEntry:
    rows = "\n".join(f"{n}\n$75.99\nIn stock" for n in names)
    q = query.replace(" ", "+").replace("(", "%28").replace(")", "%29")
    return page(
        f"{S}/search?q={q}",
        f'Results for "{query}"\n{len(names)} products\n{rows}',
        title=f'Results for "{query}" | Shop',
        page_type="listing",
    )


def _product(name: str, stock: str, pid: int) -> PageEntry:
    return page(
        f"{S}/p/{pid}",
        f"{name}\nby Razer\nSpecifications\nBrand\tRazer\nConnection\tWireless\n$75.99 {stock}",
        title=f"{name} | Shop",
        page_type="detail",
    )


def _prose(name: str, stock: str, pid: int) -> PageEntry:
    return page(
        f"{S}/item/{pid}",
        f"{name}\nA light wireless mouse for long games. This item is {stock.lower()} today.\n$79.00",
        title=f"{name} - Gadgets",
        page_type="detail",
    )


ASKED = "Razer Basilisk Wireless Mouse"
VARIANT = "Razer Basilisk Wireless Mouse (2024)"
GOAL = "Is the Razer Basilisk Wireless Mouse in stock?"
PRICE = "how much is the Razer Basilisk Wireless Mouse?"
CATEGORY = page(
    f"{S}/c/mice",
    f"Mice\n2 products\n{ASKED}\n$69.99\nOut of stock\n{VARIANT}\n$75.99\nIn stock",
    title="Mice | Shop",
    page_type="listing",
)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        # the asked model's own page
        (
            GOAL,
            "No, it is out of stock.",
            [_search(ASKED, [ASKED, VARIANT]), _product(ASKED, "Out of stock", 1)],
            True,
        ),
        # the shop's search for the asked name found only the variant: that is the site's match
        (GOAL, "Yes, it is in stock.", [_search(ASKED, [VARIANT]), _product(VARIANT, "In stock", 2)], True),
        (GOAL, "Yes, it is in stock.", [_search(ASKED, [VARIANT]), _prose(VARIANT, "In stock", 2)], True),
        (PRICE, "$75.99", [_search(ASKED, [VARIANT]), _product(VARIANT, "In stock", 2)], True),
        # chosen from a category listing
        (GOAL, "Yes, it is in stock.", [CATEGORY, _product(VARIANT, "In stock", 2)], True),
        # the run searched for the year the goal never said and read the variant's page
        (
            GOAL,
            "Yes, it is in stock.",
            [_search(VARIANT, [VARIANT]), _product(VARIANT, "In stock", 2)],
            False,
        ),
        (GOAL, "Yes, it is in stock.", [_search(VARIANT, [VARIANT]), _prose(VARIANT, "In stock", 2)], False),
        (PRICE, "$75.99", [_search(VARIANT, [VARIANT]), _product(VARIANT, "In stock", 2)], False),
        (GOAL, "Yes, it is in stock.", [_product(VARIANT, "In stock", 2)], False),
    ],
)
def test_a_variant_page_answers_only_when_the_site_gave_it(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
