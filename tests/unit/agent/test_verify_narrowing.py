"""A listing asked narrowed by a word is the narrowed one (pure table).

"show me the overdue loans" is not met by the whole list of loans, nor by the returned ones, when the
listing offers "Overdue" as a filter option and its address, title and headings show it nowhere. Right
answers on pages of two shapes (an admin's sidebar filter, a blog's status links with counts) sit next
to the wrong ones, and a listing that offers no such option keeps the old word check.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://app.test"
SIDEBAR = "Filter\nBy status\nAll\nOn loan\nOverdue\nReturned\nBy borrowed\nAny date\nToday"


def _loans(query: str, count: int, heading: str = "Select loan to change") -> PageEntry:
    return page(
        f"{S}/admin/catalog/loan/{query}",
        f"{heading}\n{count} results (640 total)\n{SIDEBAR}\nBorrower\tBook\tDue\nAna Ruiz\tDune\t2025-01-02",
        title=f"{heading} | Library admin",
        page_type="grid",
    )


STATUS_LINKS = (
    "All (15) | Published (9) | Draft (4) | Pending (2)\nAll (15)\nPublished (9)\nDraft (4)\nPending (2)"
)


def _posts(query: str, heading: str = "Posts") -> PageEntry:
    return page(
        f"{S}/wp-admin/edit.php{query}",
        f"{heading}\n{STATUS_LINKS}\nTitle\tAuthor\tDate\nFerry timetable\tben\t2025-03-01",
        title=f"{heading} ‹ Blog — WordPress",
        page_type="grid",
    )


PLAIN = page(
    f"{S}/loans?view=7",
    "Loans\n62 results\nBorrower\tBook\tDue\nAna Ruiz\tDune\t2025-01-02",
    title="Loans | Library",
    page_type="grid",
)
LOANS_GOAL = "log in as librarian with password hunter2 and show me the overdue loans"


@pytest.mark.parametrize(
    ("goal", "final", "verified"),
    [
        (LOANS_GOAL, _loans("?status=overdue", 62), True),
        (LOANS_GOAL, _loans("?f=3", 62, heading="Overdue loans"), True),  # an id in the address, named above
        ("show me the overdue loans", _loans("?status__exact=overdue", 62), True),
        (LOANS_GOAL, _loans("?status=returned", 561), False),  # another option of the same filter
        (LOANS_GOAL, _loans("", 640), False),  # the whole list
        ("show me the overdue loans", _loans("?status=on_loan", 17), False),
        ("show me the draft posts", _posts("?post_status=draft"), True),
        ("show me the draft posts", _posts("?post_status=draft&post_type=post", heading="Posts"), True),
        ("show me the draft posts", _posts(""), False),
        ("show me the draft posts", _posts("?post_status=pending"), False),
        # a listing that offers no such option: the word check alone, as before
        ("show me the overdue loans", PLAIN, True),
    ],
)
def test_a_narrowed_listing_is_the_narrowed_one(goal: str, final: PageEntry, verified: bool) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=[final])
    assert verdict.verified is verified, verdict.sentence
