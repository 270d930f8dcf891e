"""A count of the whole listing is not the count of a narrower set the run also saw (pure tables).

"How many science fiction books": the admin's book list says "420 books"; the run narrowed it by the
genre filter (``?genre__id__exact=11``, "36 results (420 total)"). The page where 420 shows names no
'science fiction' and a narrower listing of the same path was seen: 420 is the whole list's count.
A catalogue's facet (``?f=7``, "12 products") is the other shape. The narrowed count stays accepted,
and so does a count whose listing was only sorted or paged again, or a goal that narrows nothing.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

A = "http://library.test/admin/catalog/book/"
ALL_BOOKS = page(
    A,
    "Select book to change\nFilter\n1 2 3 4 5 420 books",
    title="Select book to change | Library",
    page_type="grid",
    step=4,
)
SCIFI = page(
    f"{A}?genre__id__exact=11",
    "Select book to change\nFilter\n36 results (420 total)\n36 books",
    title="Select book to change | Library",
    page_type="grid",
    step=5,
)
SCIFI_SORTED = page(
    f"{A}?genre__id__exact=11&o=-3",
    "Select book to change\nFilter\n36 results (420 total)\n36 books",
    title="Select book to change | Library",
    page_type="grid",
    step=6,
)
ALL_SORTED = page(
    f"{A}?o=2",
    "Select book to change\n1 2 3 4 5 420 books",
    title="Select book to change | Library",
    page_type="grid",
    step=5,
)

C = "http://gadgets.test/c/mice"
ALL_MICE = page(C, "Mice\n48 products\nM185\n$14.99", title="Mice | Gadgets", page_type="listing", step=2)
WIRELESS = page(
    f"{C}?f=7", "Mice\n12 products\nM185\n$14.99", title="Mice | Gadgets", page_type="listing", step=3
)


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        ("how many science fiction books are there", "36", [ALL_BOOKS, SCIFI], True),
        (
            "how many science fiction books are there",
            "There are 36 books.",
            [ALL_BOOKS, SCIFI, SCIFI_SORTED],
            True,
        ),
        ("how many books are there", "420", [ALL_BOOKS, SCIFI], True),  # nothing narrows the books
        ("how many books are there", "420", [ALL_BOOKS, ALL_SORTED], True),
        ("how many wireless mice are there", "12", [ALL_MICE, WIRELESS], True),
        ("how many mice are there", "48", [ALL_MICE, WIRELESS], True),
        # the whole listing's count for the narrower set
        ("how many science fiction books are there", "There are 420 books.", [ALL_BOOKS, SCIFI], False),
        ("how many wireless mice are there", "48", [ALL_MICE, WIRELESS], False),
    ],
)
def test_the_whole_listing_is_not_the_narrower_set(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
