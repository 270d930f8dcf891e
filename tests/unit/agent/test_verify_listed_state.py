"""A status set from a list (a quick edit, a bulk edit) is backed by the record's own entry after a save
the page confirms (pure tables, two shapes).

A blog's quick edit saves in place: the list says "Changes saved." and the post's entry, the one item
of the search, now starts its date cell with "Published" where "Last Modified" stood. A tracker's bulk
edit says "Successful update." and the issue's row shows the new status cell. Never evidence: no new
confirmation nor an entry re-rendered (the save never happened), a line the list showed before the action, another record's
row, or a list of many items where the status line belongs to no one record.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

B = "http://blog.test"
T = "http://tracker.test"
POST = "Ferry Timetable Changes"


def _blog(step: int, notice: str, date_line: str, *, count: str = "1 item", more: str = "") -> PageEntry:
    return page(
        f"{B}/admin/posts?s=Ferry+Timetable+Changes",
        f"{notice}Posts\nSearch results for: {POST}\n{count}\nTitle\tAuthor\tDate\n"
        f"{POST}{'' if 'Published' in date_line else ' — Draft'}\nEdit | Trash | View\nJonas Berg\tNews\n"
        f"{date_line}{more}",
        title="Posts",
        step=step,
    )


BLOG_BEFORE = _blog(7, "", "Last Modified2026/05/30 at 9:00 am")
BLOG_SAVED = _blog(10, "Changes saved.\n", "Published2026/05/30 at 9:00 am")
# the quick edit never saved: the entry still the draft's (a save in place re-renders it with no notice:
# test_verify_saved_in_place.py)
BLOG_UNSAVED = _blog(10, "", "Last Modified2026/05/30 at 9:00 am")
BLOG_MANY = _blog(
    10,
    "Changes saved.\n",
    "Last Modified2026/05/30 at 9:00 am",
    count="2 items",
    more="\nHarbor Walks\nEdit | Trash | View\nJonas Berg\tNews\nPublished2026/05/02 at 8:00 am",
)

ISSUES_BEFORE = page(
    f"{T}/issues?status=open",
    "Issues\n#\tTracker\tStatus\tSubject\n12\tBug\tNew\tFix login\n14\tBug\tNew\tSlow search\n(1-2/2)",
    title="Issues - Tracker",
    step=4,
)
ISSUES_SAVED = page(
    f"{T}/issues?status=open",
    "Issues\nSuccessful update.\n#\tTracker\tStatus\tSubject\n12\tBug\tClosed\tFix login\n14\tBug\tNew\tSlow search\n(1-2/2)",
    title="Issues - Tracker",
    step=7,
)
ISSUES_OTHER = page(
    f"{T}/issues?status=open",
    "Issues\nSuccessful update.\n#\tTracker\tStatus\tSubject\n12\tBug\tNew\tFix login\n14\tBug\tClosed\tSlow search\n(1-2/2)",
    title="Issues - Tracker",
    step=7,
)


def _history(last: int, label: str) -> list[HistoryEntry]:
    return [
        HistoryEntry(
            step=last - 2, action={"type": "click", "element_id": 6}, ok=True, element_text="Quick edit"
        ),
        HistoryEntry(
            step=last - 1, action={"type": "select_option", "element_id": 7, "label": label}, ok=True
        ),
        HistoryEntry(step=last, action={"type": "click", "element_id": 8}, ok=True, element_text="Update"),
    ]


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        (f'publish the draft "{POST}"', [BLOG_BEFORE, BLOG_SAVED], _history(9, "Published"), True),
        (f"please publish the post '{POST}'", [BLOG_BEFORE, BLOG_SAVED], _history(9, "Published"), True),
        (
            'set the status of "Fix login" to Closed',
            [ISSUES_BEFORE, ISSUES_SAVED],
            _history(6, "Closed"),
            True,
        ),
        (
            "change the status of 'Fix login' to closed",
            [ISSUES_BEFORE, ISSUES_SAVED],
            _history(6, "Closed"),
            True,
        ),
        # no confirmation of a save, several items listed, another record's row, nothing new
        (f'publish the draft "{POST}"', [BLOG_BEFORE, BLOG_UNSAVED], _history(9, "Published"), False),
        (f'publish the draft "{POST}"', [BLOG_BEFORE, BLOG_MANY], _history(9, "Published"), False),
        (
            'set the status of "Fix login" to Closed',
            [ISSUES_BEFORE, ISSUES_OTHER],
            _history(6, "Closed"),
            False,
        ),
        ('set the status of "Fix login" to New', [ISSUES_BEFORE, ISSUES_SAVED], _history(6, "New"), False),
    ],
)
def test_a_status_shown_in_the_records_entry_after_a_confirmed_save(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


# a rename saved in place on the search for the old name: the list now shows the new name as its entry
OLD = "Packing Light for a Week"
NEW = "Packing Light for Seven Days"


def _renamed(step: int, notice: str, shown: str, query: str = OLD) -> PageEntry:
    return page(
        f"{B}/admin/posts?s={query.replace(' ', '+')}",
        f"{notice}Posts\nSearch results for: {query}\n1 item\nTitle\tAuthor\tDate\n{shown}\n"
        "Edit | Trash | View\nJonas Berg\tTravel\nPublished2026/05/05 at 4:20 pm",
        title="Posts",
        step=step,
    )


@pytest.mark.parametrize(
    ("ledger", "verified"),
    [
        ([_renamed(7, "", OLD), _renamed(10, "Changes saved.\n", NEW)], True),
        # the search for the new name echoes it; unsaved, the old name stays
        ([_renamed(7, "", OLD), _renamed(10, "", NEW, query=NEW)], False),
        ([_renamed(7, "", OLD), _renamed(10, "", OLD)], False),
    ],
)
def test_a_rename_saved_on_the_search_for_the_old_name(ledger: list[PageEntry], verified: bool) -> None:
    goal = f"rename the post '{OLD}' to '{NEW}'"
    history = [
        HistoryEntry(step=8, action={"type": "type", "element_id": 5, "text": NEW}, ok=True),
        HistoryEntry(step=9, action={"type": "click", "element_id": 8}, ok=True, element_text="Update"),
    ]
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
