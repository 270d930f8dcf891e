"""A value of a typed kind stated for the attribute asked: "what's the primary colour?" is not answered
by '4 px' on a page that says "The primary colour is #1B4F72" (another kind of value), nor by another
colour; the stated value in any wording is accepted, and an answer in words ('dark blue') or a
value stated in words is left to the other checks. Two shapes: a wiki page of prose, a spec page of
label/value lines."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.stated import typed_value

WIKI = page(
    "http://tracker.test/projects/shopfront/wiki/Brand_Guide",
    "Brand Guide\nThe accent colour is #E07A1F and body text uses 16 px Inter. Cards have 8 px corners.\n"
    "The launch date is 2026-10-01.",
    title="Brand Guide - Shopfront - Tracker",
    page_type="detail",
)
SPEC = page(
    "http://kb.test/boards/kestrel-2",
    "Kestrel 2 board\nWeight: 35 g\nAccent colour: #0A7F5A\nReleased: March 4, 2025\nStatus: shipping",
    title="Kestrel 2 board | Knowledge base",
    page_type="detail",
)
ACCENT_WIKI = "what's the accent colour in the shopfront brand guide?"
ACCENT_SPEC = "hi, what is the accent colour of the kestrel 2 board pls"


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (ACCENT_WIKI, [WIKI], "It is #E07A1F.", True),
        (ACCENT_WIKI, [WIKI], "#e07a1f", True),
        (ACCENT_WIKI, [WIKI], "It is 16 px.", False),  # another kind of value of the same page
        (ACCENT_WIKI, [WIKI], "It is 8 px.", False),
        (ACCENT_SPEC, [SPEC], "The accent colour is #0A7F5A.", True),
        (ACCENT_SPEC, [SPEC], "35 g", False),
        (ACCENT_SPEC, [SPEC], "It is #E07A1F.", False),  # another colour (not even on the page)
        ("when is the launch date in the shopfront brand guide?", [WIKI], "October 1, 2026", True),
        ("what's the status of the kestrel 2 board?", [SPEC], "shipping", True),
    ],
)
def test_the_value_is_of_the_kind_stated_for_the_attribute(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("It is #1B4F72.", "colour"),
        ("rgb(27, 79, 114)", "colour"),
        ("Issue #152 is due on 2026-07-20.", "date"),
        ("It costs €18.", "money"),
        ("4 px", "measure"),
        ("There are 12.", "number"),
        ("dark blue", None),
    ],
)
def test_kinds_of_values(text: str, kind: str | None) -> None:
    found = typed_value(text)
    assert (found[0] if found else None) == kind
