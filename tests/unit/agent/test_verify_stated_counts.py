"""A count is the number the page states for the things asked, not any number it shows (pure tables).

A listing that says '4 products' above its rows has 4, whatever its reader took it for (a grid, a
product page): a rating's '5.0', '16 GB' in a laptop's name or a price's digits count nothing. A page
that is no listing says a count in a line naming the things ('We stock 4 JBL headphones'); a number
elsewhere on it is another thing's. 'How many products come up when I search for X' is counted on the
results of that search (its address carries it, or its heading names it), never on the shop's front
page. Two shapes each, right answers next to the wrong ones.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

S = "http://shop.test"
BOOKS = "http://books.test"

JBL = page(
    f"{S}/c/headphones?brand=JBL",
    "Headphones\nBrand\nPrice\n4 products\nJBL Live Over-ear\n$288.99\n★ 5.0 In stock\nJBL Tour On-ear\n$38.99\n"
    "★ 2.9 In stock\nJBL Tune In-ear\n$49.99\n★ 3.5 In stock\nJBL Go Wireless\n$131.99\n★ 4.3 In stock",
    title="Headphones | Shop",
    page_type="detail",  # a reader's slip: the filtered grid taken for a product page
)
CRIME = page(
    f"{BOOKS}/genre/crime",
    "Crime\n3 results\nThe Glass Key\n1931 · 4 copies\nRed Harvest\n1929 · 2 copies\nMaigret\n1931 · 6 copies",
    title="Crime | Books",
    page_type="listing",
)
FRONT = page(
    f"{S}/",
    "Welcome to the shop\nTop picks\nJBL Live Over-ear Headphones\n$288.99\n★ 5.0\n"
    'HP Pavilion 13.3" Laptop\nIntel Core, 16 GB, 512 GB SSD\n$699.00',
    title="Shop",
)
ABOUT = page(
    f"{S}/about",
    "About us\nWe stock 4 JBL headphones and 12 Sony ones.\nOpen 5 days a week.",
    title="About | Shop",
)
RESULTS_Q = page(
    f"{S}/search?q=noise+cancelling",
    'Results for "noise cancelling"\n15 products\nSony WH-1000XM5\n$349.99\nBose QC Ultra\n$429.00',
    title="Search | Shop",
    page_type="listing",
)
# a client-side search: the address carries no query, the heading names the search
RESULTS_H = page(
    f"{S}/#search",
    'Search results for "noise cancelling"\n15 matches\nSony WH-1000XM5\n$349.99\nBose QC Ultra\n$429.00',
    title="Search results for noise cancelling | Shop",
    page_type="listing",
)
HOME_GRID = page(
    f"{S}/shop",
    'Featured\nHP Pavilion 13.3" 16GB Laptop\nIntel Core, 16 GB, 512 GB SSD\n$699.00\nSony WH-1000XM5\n$349.99',
    title="Shop",
    page_type="listing",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("how many JBL headphones does the store carry?", [JBL], "There are 4.", True),
        ("hey, could you tell me how many JBL ones the store carries? (headphones)", [JBL], "4", True),
        ("how many crime books are there?", [CRIME], "3 books", True),
        # a rating, a number of copies: not the count the listing states
        ("how many JBL headphones does the store carry?", [JBL], "There are 5.", False),
        ("how many crime books are there?", [CRIME], "There are 4 books.", False),
        # no listing: a count said in a line naming the things, not a number elsewhere on the page
        ("how many JBL headphones does the store carry?", [ABOUT], "4", True),
        ("how many JBL headphones does the store carry?", [ABOUT], "5", False),
        ("how many JBL headphones does the store carry?", [FRONT], "There are 5.", False),
    ],
)
def test_a_count_is_the_number_stated_for_the_things(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("How many products come up when I search for noise cancelling?", [HOME_GRID, RESULTS_Q], "15", True),
        ("how many results do I get if I search for noise cancelling", [HOME_GRID, RESULTS_H], "15", True),
        # the front page's '16 GB', the results' wrong count
        (
            "How many products come up when I search for noise cancelling?",
            [HOME_GRID, RESULTS_Q],
            "16",
            False,
        ),
        ("how many results do I get if I search for noise cancelling", [HOME_GRID, RESULTS_H], "16", False),
        ("How many products come up when I search for noise cancelling?", [HOME_GRID], "16", False),
    ],
)
def test_a_search_is_counted_on_its_results(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


B = "http://blog.test"
F = "http://forum.test"
SOUP_SEARCH = page(
    f"{B}/?s=Red+Lentil+Soup",
    'Results for "Red Lentil Soup"\nWe found 1 result for your search.\nRed Lentil Soup\nSimmer for 25 minutes.\n'
    "Recent Posts\nRecent Comments",
    title="Search Results for “Red Lentil Soup” – Kitchen Notes",
    page_type="listing",
).model_copy(
    update={
        "headings": ('Results for "Red Lentil Soup"', "Red Lentil Soup", "Recent Posts", "Recent Comments")
    }
)
SOUP_POST = page(
    f"{B}/2026/01/red-lentil-soup/",
    "Red Lentil Soup\nSimmer for 25 minutes.\n2 comments\nAda\nLovely.\nChloe\nAdded chilli.",
    title="Red Lentil Soup – Kitchen Notes",
)
THREAD_SEARCH = page(
    f"{F}/search?q=tide+tables",
    "Search: tide tables\n1 result\nTide tables for June\nLatest replies\nNewest threads",
    title="Search - Harbour Forum",
    page_type="listing",
).model_copy(update={"headings": ("Search: tide tables", "Latest replies", "Newest threads")})
THREAD = page(
    f"{F}/t/tide-tables-for-june",
    "Tide tables for June\n5 replies\nIs the June table out?",
    title="Tide tables",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (
            "How many comments are shown under the red lentil soup recipe?",
            [SOUP_SEARCH, SOUP_POST],
            "2",
            True,
        ),
        (
            "how many replies does the tide tables for june thread have",
            [THREAD_SEARCH, THREAD],
            "5 replies",
            True,
        ),
        # the search's one result, counted for comments because the sidebar says 'Recent Comments'
        (
            "How many comments are shown under the red lentil soup recipe?",
            [SOUP_SEARCH, SOUP_POST],
            "There are 1 comments.",
            False,
        ),
        ("how many replies does the tide tables for june thread have", [THREAD_SEARCH, THREAD], "1", False),
    ],
)
def test_a_searchs_results_are_named_by_the_search_not_the_sidebar(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_a_search_posted_back_is_counted_on_its_page() -> None:
    """A form sent by POST keeps its address; the results page shows the search in its field."""
    results = page(
        "http://records.test/portal/Search.aspx",
        "Document search\nLast name\nSearch\n31 records found\nSMITH JOHN\tDeed\t2021-03-04",
        title="Document search",
        fields=(("Last name", "Smith", "text"),),
    )
    empty = page(
        "http://records.test/portal/Search.aspx",
        "Document search\nLast name\nSearch",
        title="Document search",
    )
    frame = goal_frame("search the records for Smith and report the number of records")
    assert verify_claim(frame, stop_reason="done_success", answer="31", ledger=[empty, results]).verified
    wrong = verify_claim(frame, stop_reason="done_success", answer="31", ledger=[empty])
    assert not wrong.verified, wrong
