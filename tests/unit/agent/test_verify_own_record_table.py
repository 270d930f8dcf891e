"""A record's own page that also shows a table (a book's loans, an order's items) is its page, not a
list: it states the value the goal names under its own label ('ISBN: ...'); the list of results
that shows the value in a row is still refused for "open the one whose ISBN is ..."."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

L = "http://library.test/admin/catalog/book"
BOOK = page(
    f"{L}/233/change/?_changelist_filters=q%3D9783274804413",
    "A Bridge in Gdansk\nAuthor:\nGloria Ashdown\nISBN:\n9783274804413\nPages:\n444\n"
    "Loans\nMember\tBorrowed\tDue\nRL10011\t2025-02-01\t2025-03-01",
    title="A Bridge in Gdansk | View book | Library",
    page_type="grid",
)
RESULTS = page(
    f"{L}/?q=9783274804413",
    "Select book to view\n1 result\nTitle\tISBN\tPages\nA Bridge in Gdansk\t9783274804413\t444",
    title="Select book to view | Library",
    page_type="grid",
)
S = "http://shop.test/account/orders"
ORDER = page(
    f"{S}/88",
    "Order details\nTracking number: ZX81-4410\nStatus: shipped\nItem\tQty\tPrice\nMug\t2\t$10.00",
    title="Order details | Shop",
    page_type="listing",
)
ORDERS = page(
    S,
    "Your orders\nOrder\tTracking\tStatus\n#88\tZX81-4410\tshipped\n#87\tQQ10-2231\tdelivered",
    title="Your orders | Shop",
    page_type="listing",
)
BOOK_GOAL = "sign in and open the book whose ISBN is 9783274804413"
ORDER_GOAL = "pls open my order with tracking number ZX81-4410"


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (BOOK_GOAL, [RESULTS, BOOK], True),
        (BOOK_GOAL, [RESULTS], False),
        (ORDER_GOAL, [ORDERS, ORDER], True),
        (ORDER_GOAL, [ORDERS], False),
    ],
)
def test_a_record_page_with_a_table_is_its_own_page(
    goal: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.verified is verified, verdict
