"""A field given to every record of a list narrowed by a state, shown in the changed rows (pure tables,
``agent/verify/bulk.py``, ``rows_show``): the tracker's new bugs come back under 'Successful update.'
with 'Bob Chen' in each row's Assignee cell; a blog's drafts come back under '2 posts updated.' with
'Travel' among each row's Categories ('Recipes, Travel': one item of a comma-joined list). A row still
showing another value, a row not found again, no notice, a notice seen before and a value never chosen
show nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

T = "http://tracker.test/projects/mobile/issues?set_filter=1&f[]=status_id&op[status_id]==&v[status_id][]=1"
HEAD = "#\tTracker\tStatus\tPriority\tSubject\tAssignee\tUpdated"
BUGS = [
    ("23", "Dark mode text is unreadable in the calendar"),
    ("20", "Login screen freezes on slow networks"),
    ("14", "App crashes when rotating the screen"),
]


def _bugs(step: int, said: str, assignees: list[str], url: str = T) -> PageEntry:
    rows = "\n".join(
        f"{n}\tBug\tNew\tNormal\t{subject}\t{who}\t03/2{k}/2026 09:00 AM\tActions"
        for k, ((n, subject), who) in enumerate(zip(BUGS, assignees, strict=True))
    )
    entry = page(
        url,
        f"Issues\n{said}\n{HEAD}\n{rows}",
        title="Issues - Mobile App - Tracker",
        page_type="listing",
        step=step,
    )
    return entry.model_copy(update={"chosen": ("New",)})


BEFORE = _bugs(3, "", ["Alice Moreau", "", "Dan Evans"])
AFTER = _bugs(7, "Successful update.", ["Bob Chen"] * 3, url="http://tracker.test/projects/mobile/issues")
ONE_NOT = _bugs(7, "Successful update.", ["Bob Chen", "Dan Evans", "Bob Chen"])
UNSAVED = _bugs(7, "", ["Bob Chen"] * 3)


def _click(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 7}, ok=True, element_text=label)


def _choose(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "select_option", "element_id": 9, "label": label}, ok=True)


ASSIGN = "log in as carol / ember-field-35 and assign all the new bugs in the Mobile App project to Bob Chen"
WALK = [_click(3, "Check all"), _click(4, "Bulk edit"), _choose(5, "Bob Chen"), _click(6, "Submit")]

W = "http://blog.test/wp-admin/edit.php?post_status=draft&post_type=post"
# the list table as the page writes it: the title cell apart from the row's other cells
WHEAD = "Title\tAuthor\tCategories\tTags\tDate"


def _drafts(step: int, said: str, categories: list[str]) -> PageEntry:
    rows = "\n".join(
        f"{who}\t{cats}\tsoup\tLast Modified2026/05/2{k}"
        for k, (who, cats) in enumerate(zip(["Priya Nair", "Jonas Berg"], categories, strict=True))
    )
    return page(
        f"{W}&paged=1" if said else W,
        f"Posts\n{said}\n{WHEAD}\n{rows}",
        title="Posts ‹ Blog",
        page_type="listing",
        step=step,
    )


D_BEFORE = _drafts(2, "", ["Recipes", "Community News"])
D_AFTER = _drafts(6, "2 posts updated.", ["Recipes, Travel", "Community News, Travel"])
D_ONE = _drafts(6, "2 posts updated.", ["Recipes, Travel", "Community News"])
TRAVEL = "log in as jonas / tidewater-88 and put every draft post in the Travel category"
D_WALK = [_click(3, "Select All"), _choose(4, "Edit"), _click(5, "Travel"), _click(6, "Update")]


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        (ASSIGN, [BEFORE, AFTER], WALK, True),
        (ASSIGN, [BEFORE, ONE_NOT], WALK, False),  # a row still assigned to another
        (ASSIGN, [BEFORE, UNSAVED], WALK, False),  # no notice confirms a save
        (ASSIGN, [BEFORE, AFTER], WALK[:2] + WALK[3:], False),  # Bob Chen never chosen
        (ASSIGN, [AFTER], WALK, False),  # the list of new bugs never seen before the change
        (TRAVEL, [D_BEFORE, D_AFTER], D_WALK, True),
        (TRAVEL, [D_BEFORE, D_ONE], D_WALK, False),
        (TRAVEL, [D_BEFORE, D_AFTER], [_click(3, "Select All"), _click(6, "Update")], False),
    ],
)
def test_the_changed_rows_show_the_value(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_a_notice_seen_before_the_change_confirms_nothing() -> None:
    seen = _bugs(3, "Successful update.", ["Alice Moreau", "", "Dan Evans"])
    verdict = verify_claim(
        goal_frame(ASSIGN), stop_reason="done_success", answer=None, ledger=[seen, AFTER], history=WALK
    )
    assert verdict.verified is False


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, "]),
    st.sampled_from(["", " please", " thanks"]),
    st.booleans(),
    st.sampled_from([ASSIGN, TRAVEL]),
)
def test_wrapped_wordings(opening: str, tail: str, lower: bool, goal: str) -> None:
    said = f"{opening}{goal}{tail}"
    said = said.lower() if lower else said
    ledger, history = ([BEFORE, AFTER], WALK) if goal == ASSIGN else ([D_BEFORE, D_AFTER], D_WALK)
    verdict = verify_claim(
        goal_frame(said), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is True, verdict.sentence
