"""A number said with a unit is the page's number only where the page writes it with that unit
(``anchors.unit_problem``): 'It bakes 180 minutes' is refused on a recipe that writes 180 only as '180
degrees'; '55 minutes' read as '55 min', '55-minute' or a bare cell is kept. Pages of our own, two
shapes (a recipe's prose, a spec table), and generated answer sentences."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.anchors import unit_problem
from wayfinder.agent.verify.ledger import PageEntry

RECIPE = page(
    "http://kitchen.test/2026/rye-loaf/",
    "Rye Loaf\nHeat the oven to 220 degrees. Bake the loaf for 40 minutes, then rest it 15 min.\nServes 8.",
    title="Rye Loaf - Kitchen",
    page_type="detail",
)
SPEC = page(
    "http://pumps.test/p/7",
    "Pump P7\nWeight\t12 kg\nRun time\t90 minutes\nNoise\t40 %\nWarranty\t2 years",
    title="Pump P7",
    page_type="detail",
)


def _ok(goal: str, answer: str, ledger: list[PageEntry]) -> bool:
    return verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger).verified


@pytest.mark.parametrize(
    ("goal", "answer", "ledger"),
    [
        ("how long does the rye loaf bake for?", "It says 40 minutes.", [RECIPE]),
        ("hi! how long do i bake the rye loaf pls", "40 minutes", [RECIPE]),
        ("how long does the P7 pump run?", "It runs 90 minutes.", [SPEC]),
    ],
)
def test_a_number_with_its_own_unit_is_kept(goal: str, answer: str, ledger: list[PageEntry]) -> None:
    assert _ok(goal, answer, ledger)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger"),
    [
        ("how long does the rye loaf bake for?", "It says 220 minutes.", [RECIPE]),
        ("how long does the rye loaf bake for?", "about 8 minutes", [RECIPE]),
        ("how long does the P7 pump run?", "It runs 12 hours.", [SPEC]),
        ("how long does the P7 pump run?", "40 minutes", [SPEC]),
    ],
)
def test_a_number_the_pages_write_with_another_unit_is_refused(
    goal: str, answer: str, ledger: list[PageEntry]
) -> None:
    assert not _ok(goal, answer, ledger)


@given(
    lead=st.sampled_from(["", "It says ", "It bakes ", "roughly ", "The recipe says "]),
    unit=st.sampled_from(["minutes", "mins", "min", "minute"]),
    tail=st.sampled_from(["", ".", " in all.", "!"]),
)
def test_written_forms_of_the_same_unit_agree(lead: str, unit: str, tail: str) -> None:
    assert unit_problem(f"{lead}40 {unit}{tail}", [RECIPE]) is None
    assert unit_problem(f"{lead}220 {unit}{tail}", [RECIPE]) is not None


def test_a_bare_number_or_a_word_that_is_no_unit_is_left_alone() -> None:
    bare = PageEntry(text="Oven\t180\nTime\t55")
    assert unit_problem("180 minutes", [bare]) is None
    assert unit_problem("It serves 8 people", [RECIPE]) is None
    assert unit_problem("It says 220.", [RECIPE]) is None
