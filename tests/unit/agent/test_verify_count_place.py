"""A count asked within a place ('how many issues are in Billing Service', 'how many books are in the
Science shelf') is read on a listing of that place: its address, title or headings name it, as a filter
value must be named (``counts.count_scope`` with ``frame.places_of``). The whole site's count, or
another place's, answers another question. A place that is the site itself ('in the catalogue') narrows
nothing (pure tables, two sites, wrapped wordings generated)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry


def _issues(url: str, title: str, total: int) -> PageEntry:
    text = f"Issues\n#\tTracker\tStatus\tSubject\n1\tBug\tNew\tInvoice totals\n(1-{min(total, 25)}/{total})"
    return page(url, text, title=title, page_type="listing")


TRACKER = _issues("http://tracker.test/issues?set_filter=1&status_id=*", "Issues - Tracker", 61)
BILLING = _issues(
    "http://tracker.test/projects/billing/issues?set_filter=1&status_id=*",
    "Issues - Billing Service - Tracker",
    9,
)
MOBILE = _issues(
    "http://tracker.test/projects/mobile/issues?set_filter=1&status_id=*", "Issues - Mobile App - Tracker", 14
)


def _books(url: str, heading: str, total: int) -> PageEntry:
    text = f"{heading}\n{total} books\nTitle\tAuthor\nPaper Gardens\tJoaquin Kaplan"
    return page(url, text, title=f"{heading} | Library", page_type="listing")


ALL_BOOKS = _books("http://library.test/books/", "All books", 420)
SCIENCE = _books("http://library.test/shelves/science/", "Books on the Science shelf", 37)
POETRY = _books("http://library.test/shelves/poetry/", "Books on the Poetry shelf", 12)

GARDENING = page(
    "http://blog.test/category/gardening/",
    "Category: Gardening\nPosts\n6 posts\nRaised Beds on a Budget",
    title="Gardening - Blog",
    page_type="listing",
)
ALL_POSTS = page(
    "http://blog.test/blog/", "Posts\n22 posts\nRaised Beds on a Budget", title="Blog", page_type="listing"
)


def _verified(goal: str, listing: PageEntry, answer: str) -> bool:
    return verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[listing], history=[]
    ).verified


@pytest.mark.parametrize(
    ("goal", "listing", "answer", "verified"),
    [
        ("how many issues are in Billing Service?", BILLING, "There are 9 issues.", True),
        (
            "how many issues are in Billing Service?",
            TRACKER,
            "There are 61 issues.",
            False,
        ),  # the whole tracker
        ("how many issues are in Billing Service?", MOBILE, "There are 14 issues.", False),  # another project
        ("how many issues are in Billing Service?", BILLING, "There are 10 issues.", False),  # off by one
        ("how many books are in the Science shelf?", SCIENCE, "37 books.", True),
        ("how many books are in the Science shelf?", ALL_BOOKS, "420 books.", False),
        ("how many books are in the Science shelf?", POETRY, "12 books.", False),
        ("how many books are in the catalogue?", ALL_BOOKS, "420 books.", True),  # the site itself
        ("how many posts are in Gardening?", GARDENING, "There are 6 posts.", True),
        ("how many posts are in Gardening?", ALL_POSTS, "There are 22 posts.", False),
    ],
)
def test_a_count_is_read_in_the_place_asked(
    goal: str, listing: PageEntry, answer: str, verified: bool
) -> None:
    assert _verified(goal, listing, answer) is verified


_OPENERS = st.sampled_from(["", "hi there! ", "quick question: ", "hey, "])
_CLOSERS = st.sampled_from(["", " thanks", " please", "?"])


@settings(max_examples=20, deadline=None)
@given(opener=_OPENERS, closer=_CLOSERS, lower=st.booleans())
def test_wrapped_wordings_keep_the_place(opener: str, closer: str, lower: bool) -> None:
    goal = f"{opener}how many issues are in Billing Service{closer}"
    goal = goal.lower() if lower else goal
    assert _verified(goal, BILLING, "There are 9 issues.")
    assert not _verified(goal, TRACKER, "There are 61 issues.")
