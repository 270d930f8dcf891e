"""A count made row by row by a column is counted again by the verifier (pure tables,
``agent/verify/row_counts.py``).

Where a list has no filter for what is asked, the planner reads every page and counts the rows whose
cell says it, with ``read.conditions`` (helper L's count by a column); the verifier counts the same rows
again from the tables the ledger keeps. Three shapes: a tracker's issue list with a Priority column
(Redmine: one page, '(1-8/8)'), a library admin's book list with a Pages column over two pages (Django
admin: '?p=2', '12 books'), a blog's list table with a Comments column (WordPress: '&paged=2'). The
right count is accepted; off by one, the unfiltered total, a page not seen, a table cut short, and a
list narrowed to another project are refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page, pager
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

TR = "http://tracker.test/projects/mobile/issues"
PRIORITIES = ["High", "Normal", "Low", "High", "Urgent", "Normal", "High", "Low"]


def _issues(url: str, priorities: list[str], title: str = "Issues - Mobile App - Tracker") -> PageEntry:
    rows = "\n".join(
        f"{30 - n}\tBug\tNew\t{p}\tIssue number {30 - n}\tAlice Moreau" for n, p in enumerate(priorities)
    )
    text = f"Issues\n#\tTracker\tStatus\tPriority\tSubject\tAssignee\n{rows}\n(1-{len(priorities)}/{len(priorities)})"
    return page(url, text, title=title, page_type="listing")


ISSUES = _issues(f"{TR}?set_filter=1&status_id=*", PRIORITIES)
OTHER_PROJECT = _issues(
    "http://tracker.test/projects/web/issues?set_filter=1&status_id=*",
    ["High", "Low", "High", "Normal", "High", "Normal", "Low", "Low"],
    title="Issues - Website - Tracker",
)

B = "http://library.test/admin/catalog/book/"


def _books(url: str, pages: list[int], step: int, links: tuple[tuple[str, str], ...]) -> PageEntry:
    rows = "\n".join(f"Book {step}-{n}\tAna Lee\t{p}\t2" for n, p in enumerate(pages))
    text = f"Select book to change\nTitle\tAuthor\tPages\tCopies\n{rows}\n12 books"
    return page(url, text, title="Select book to change | Library", page_type="grid", links=links, step=step)


BOOKS_1 = _books(B, [120, 640, 700, 310, 615, 90], 1, pager(B, 2, 1))
BOOKS_2 = _books(f"{B}?p=2", [880, 450, 601, 600, 200, 1200], 2, pager(B, 2, 2))

P = "http://blog.test/wp-admin/edit.php"


def _posts(url: str, comments: list[int], step: int, links: tuple[tuple[str, str], ...]) -> PageEntry:
    rows = "\n".join(f"Post {step}-{n}\tMaria\tNews\t{c}\t2026/11/0{n + 1}" for n, c in enumerate(comments))
    text = f"Posts\nTitle\tAuthor\tCategories\tComments\tDate\n{rows}\n8 items"
    return page(url, text, title="Posts ‹ Blog", page_type="listing", links=links, step=step)


POSTS_1 = _posts(P, [0, 5, 4, 1], 1, (("2", f"{P}?paged=2"), ("Next page ›", f"{P}?paged=2")))
POSTS_2 = _posts(f"{P}?paged=2", [7, 3, 2, 12], 2, (("1", P), ("‹ Previous page", P)))


def _verified(goal: str, answer: str, ledger: list[PageEntry]) -> bool:
    return verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger).verified


HIGH = "how many high-priority issues are there in Mobile App right now?"
LONG = "how many books have more than 600 pages?"
TALKED = "how many posts have more than 3 comments?"


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        # the rows the column says it of, counted again over every page of the list
        (HIGH, "3 (counted row by row by 'Priority' over one page of the list of issues)", [ISSUES], True),
        ("how many issues have high priority in Mobile App?", "There are 3.", [ISSUES], True),
        (
            LONG,
            "6 (counted row by row by 'Pages' over two pages of the list of books)",
            [BOOKS_1, BOOKS_2],
            True,
        ),
        (
            TALKED,
            "4 (counted row by row by 'Comments' over two pages of the list of posts)",
            [POSTS_1, POSTS_2],
            True,
        ),
        # off by one
        (HIGH, "4 (counted row by row by 'Priority' over one page of the list of issues)", [ISSUES], False),
        (HIGH, "2", [ISSUES], False),
        (LONG, "5", [BOOKS_1, BOOKS_2], False),
        (LONG, "7 books", [BOOKS_1, BOOKS_2], False),
        (TALKED, "3", [POSTS_1, POSTS_2], False),
        # the unfiltered total
        (HIGH, "8", [ISSUES], False),
        (LONG, "12 books", [BOOKS_1, BOOKS_2], False),
        (TALKED, "8 posts", [POSTS_1, POSTS_2], False),
        # a page of the list not seen: page 1 alone has 3 books over 600 pages
        (LONG, "3 (counted row by row by 'Pages' over one page of the list of books)", [BOOKS_1], False),
        (TALKED, "2", [POSTS_1], False),
        # another project's list that happens to have the same number of high-priority issues
        (HIGH, "3", [OTHER_PROJECT], False),
    ],
)
def test_a_count_by_a_column_is_counted_again(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    assert _verified(goal, answer, ledger) is verified


def test_the_ledger_keeps_every_row_of_the_pages_tables() -> None:
    assert ISSUES.tables and ISSUES.tables[0].headers[3] == "Priority"
    assert [r[3] for r in ISSUES.tables[0].rows] == PRIORITIES
    assert BOOKS_2.family == BOOKS_1.family and BOOKS_2.page == 2
    assert POSTS_2.family == POSTS_1.family and POSTS_2.page == 2  # WordPress' 'paged'


def test_a_table_cut_short_counts_nothing() -> None:
    kept = ISSUES.tables[0]
    cut = ISSUES.model_copy(update={"tables": (kept.model_copy(update={"row_count": len(kept.rows) + 5}),)})
    assert _verified(HIGH, "3", [ISSUES]) is True
    assert _verified(HIGH, "3", [cut]) is False


@settings(max_examples=40, deadline=None)
@given(
    first=st.lists(st.integers(min_value=1, max_value=1500), min_size=1, max_size=8),
    second=st.lists(st.integers(min_value=1, max_value=1500), min_size=1, max_size=8),
    bound=st.sampled_from([200, 450, 600, 1000]),
    off=st.sampled_from([-1, 1]),
)
def test_any_list_over_two_pages(first: list[int], second: list[int], bound: int, off: int) -> None:
    """Whatever the rows, the right count over both pages is accepted and a count off by one is not;
    page 1 alone backs no count unless page 2 adds no row to it."""
    one = _books(B, first, 1, pager(B, 2, 1))
    two = _books(f"{B}?p=2", second, 2, pager(B, 2, 2))
    right = sum(p > bound for p in first + second)
    goal = f"how many books have more than {bound} pages?"
    assert _verified(goal, f"{right} (counted row by row by 'Pages')", [one, two]) is True
    if right + off >= 0:
        assert _verified(goal, f"{right + off}", [one, two]) is False
    assert _verified(goal, f"{right}", [one]) is False
