"""'Search for X and open the first result' ends on a page the search lists (pure tables): not on the
results themselves (their address carries the search), and on a page that says X (a slip of one
letter in the goal aside). Two shapes: a docs site's search page, a shop's results."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

D = "http://docs.test"
S = "http://shop.test"
DOCS_RESULTS = page(
    f"{D}/search.html?q=allowed_domains",
    "Search\nSafety\nSettings",
    title="Search - Docs",
    step=2,
    page_type="search",
)
SAFETY = page(
    f"{D}/safety/",
    "Safety\nA site outside allowed_domains is refused.",
    title="Safety - Docs",
    step=3,
    page_type="detail",
)
ARCH = page(
    f"{D}/architecture/",
    "Architecture\nThe graph has nine nodes.",
    title="Architecture - Docs",
    step=3,
    page_type="detail",
)
SHOP_RESULTS = page(
    f"{S}/search?q=camera",
    "Results\nCanon EOS camera\n$499.00",
    title="Search | Shop",
    step=2,
    page_type="search",
)
CANON = page(
    f"{S}/p/canon-eos",
    "Canon EOS camera\n$499.00\nIn stock",
    title="Canon EOS camera | Shop",
    step=3,
    page_type="detail",
)
TRIPOD = page(
    f"{S}/p/tripod",
    "Travel tripod\n$59.00\nIn stock",
    title="Travel tripod | Shop",
    step=3,
    page_type="detail",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (
            "Use the docs search to look up allowed_domains and open the first result.",
            [DOCS_RESULTS, SAFETY],
            True,
        ),
        (
            "could you find where the docs talk about allowed_domains and open that page",
            [DOCS_RESULTS, SAFETY],
            True,
        ),
        ("search the shop for camera and open the first result", [SHOP_RESULTS, CANON], True),
        ("search for camra and open the first result", [SHOP_RESULTS, CANON], True),
        # the results themselves; a page that never says what was searched
        ("Use the docs search to look up allowed_domains and open the first result.", [DOCS_RESULTS], False),
        (
            "Use the docs search to look up allowed_domains and open the first result.",
            [DOCS_RESULTS, ARCH],
            False,
        ),
        ("search the shop for camera and open the first result", [SHOP_RESULTS], False),
        ("search the shop for camera and open the first result", [SHOP_RESULTS, TRIPOD], False),
    ],
)
def test_the_page_opened_is_one_the_search_lists(goal: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer="Here it is.", ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
