"""A value of a named thing is read on that thing's page (pure table): not on another model of the
same line ('Lenovo ThinkPad 14" 16GB Laptop' for the 16" 8GB one), not on a near namesake's page, and,
once the run read the thing's own page, not a number that merely appears elsewhere ('5' on a home
page for a rating its page gives as 4.9). Two shapes of item page: a label block and prose. (A page
that writes its scale, "4.7 out of 5", still shows a 5: the label reader, not this check, tells those
apart.)
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://shop.test"
HOME = page(
    f"{S}/",
    "Electronics\nTop rated\nSony WH-CH520 Headphones\n★ 5.0\n$49.99\nAcer Swift 3 Laptop\n★ 4.1\n$599.00",
    title="Shop",
    page_type="listing",
)


def _labels(name: str, ram: str, rating: str, pid: int) -> PageEntry:
    return page(
        f"{S}/p/{pid}",
        f"{name}\nby Lenovo · ★ {rating} (267 ratings)\nSpecifications\nRAM\t{ram}\nStorage\t512 GB SSD\n$899.00",
        title=f"{name} | Shop",
        page_type="detail",
    )


def _prose(name: str, ram: str, rating: str, pid: int) -> PageEntry:
    return page(
        f"{S}/item/{pid}",
        f"{name}\nCustomers rate it {rating} stars. It ships with {ram} of memory.\nPrice: $899.00",
        title=f"{name} - Gadgets",
        page_type="detail",
    )


ASKED = 'Lenovo ThinkPad 16" 8GB Laptop'
KIN = 'Lenovo ThinkPad 14" 16GB Laptop'
RAM = f"what's the RAM of the {ASKED}?"
RATING = f"what rating does the {ASKED} have?"


@pytest.mark.parametrize("shape", [_labels, _prose])
@pytest.mark.parametrize(
    ("goal", "answer", "pages", "verified"),
    [
        (RAM, f"The {ASKED} has 8 GB (RAM).", ["own"], True),
        (RATING, "It is rated 4.7 out of 5.", ["home", "own"], True),
        (RAM, f"The {ASKED} has 16 GB (RAM).", ["kin"], False),  # another model's page
        (RATING, "It is rated 5.0 out of 5.", ["home", "own"], False),  # a number from the home page
        (RATING, "It is rated 4.2 out of 5.", ["kin"], False),
    ],
)
def test_a_named_things_value_is_read_on_its_page(
    shape: object, goal: str, answer: str, pages: list[str], verified: bool
) -> None:
    make = shape if callable(shape) else _labels
    built = {"home": HOME, "own": make(ASKED, "8 GB", "4.7", 30), "kin": make(KIN, "16 GB", "4.2", 12)}
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[built[p] for p in pages]
    )
    assert verdict.verified is verified, verdict.sentence
