"""A page of prose that states '0 rows' in a sentence is no empty listing (the docs page that explains a
setting, found after the site's search found nothing); an empty results page still backs no find."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

D = "http://docs.test"
GOAL = "search the docs for LOG_LEVEL and open the page that explains it"
EMPTY = page(f"{D}/search.html?q=LOG_LEVEL", "Search Results\nNo results found", title="Docs", step=2)
PROSE = page(
    f"{D}/",
    "Settings\nLOG_LEVEL sets how much is logged. A script that finds nothing ends with 0 rows and says so.",
    title="Docs",
    page_type="detail",
    step=3,
)
LISTING_ZERO = page(
    f"{D}/settings/", "Settings\n0 rows\nNothing here yet.", title="Settings", page_type="listing", step=3
)


@pytest.mark.parametrize(
    ("ledger", "verified"),
    [([EMPTY, PROSE], True), ([EMPTY], False), ([EMPTY, LISTING_ZERO], False)],
)
def test_a_sentence_with_a_zero_is_no_empty_listing(ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(goal_frame(GOAL), stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.verified is verified, verdict
