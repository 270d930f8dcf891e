"""A state given to every record of a list narrowed by another state, shown by the list reread (pure
tables, ``agent/verify/bulk.py``): the tracker's list narrowed to Resolved comes back saying 'Successful
update.' over no rows after 'Closed' was chosen from the rows' menu; a blog's Pending comments come back
empty under 'Changes saved.' after 'Approve' was chosen. A save never made, another state chosen,
a row still listed, a deletion's notice and a list never seen with rows show nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

T = "http://tracker.test/projects/website/issues?set_filter=1&f[]=status_id&op[status_id]==&v[status_id][]=3"
_ROWS = "#\tTracker\tStatus\tSubject\n3\tBug\tResolved\tContact form accepts empty email\n8\tFeature\tResolved\tDark mode toggle"


def _tracker(step: int, text: str) -> PageEntry:
    entry = page(
        T, f"Issues\n{text}", title="Issues - Website Redesign - Tracker", page_type="listing", step=step
    )
    return entry.model_copy(update={"chosen": ("Resolved",)})


BEFORE = _tracker(3, _ROWS)
AFTER = _tracker(5, "Successful update.\nNo data to display")
UNSAVED = _tracker(5, _ROWS)
ONE_LEFT = _tracker(
    5, "Successful update.\n#\tTracker\tStatus\tSubject\n8\tFeature\tResolved\tDark mode toggle"
)
DELETED = _tracker(5, "Successful deletion.\nNo data to display")


def _click(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 7}, ok=True, element_text=label)


CLOSE = "log in as carol / ember-field-35 and close all the resolved issues in the Website Redesign project"
CHECK_ALL = _click(3, "Check all")

C = "http://blog.test/wp-admin/edit-comments.php?comment_status=moderated"


def _pending(step: int, text: str) -> PageEntry:
    entry = page(C, f"Comments\n{text}", title="Comments ‹ Blog", page_type="listing", step=step)
    return entry.model_copy(update={"chosen": ("Pending (2)",)})


P_BEFORE = _pending(
    2,
    "Author\tComment\tIn response to\nBen Hughes\tLovely soup\tLentil soup\nAna Lee\tMore salt\tLentil soup",
)
P_AFTER = _pending(4, "Changes saved.\nNo comments found.")  # a notice that does not say the state
APPROVE = HistoryEntry(step=3, action={"type": "select_option", "element_id": 4, "label": "Approve"}, ok=True)
APPLY = _click(4, "Apply")
PENDING = "as maria (password harbor-lights-42), please approve all the pending comments"


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        (CLOSE, [BEFORE, AFTER], [CHECK_ALL, _click(4, "Closed")], True),
        (CLOSE, [BEFORE, UNSAVED], [CHECK_ALL, _click(4, "Closed")], False),
        (CLOSE, [BEFORE, AFTER], [CHECK_ALL, _click(4, "Rejected")], False),
        (CLOSE, [BEFORE, ONE_LEFT], [CHECK_ALL, _click(4, "Closed")], False),
        (CLOSE, [BEFORE, DELETED], [CHECK_ALL, _click(4, "Closed")], False),
        (CLOSE, [AFTER], [_click(4, "Closed")], False),
        (PENDING, [P_BEFORE, P_AFTER], [APPROVE, APPLY], True),
        (PENDING, [P_BEFORE, P_AFTER], [APPLY], False),
    ],
)
def test_a_list_narrowed_by_the_old_state_left_empty(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, "]), st.sampled_from(["", " please", " thanks"]), st.booleans()
)
def test_wrapped_wordings(opening: str, tail: str, lower: bool) -> None:
    goal = f"{opening}{CLOSE}{tail}"
    goal = goal.lower() if lower else goal
    history = [CHECK_ALL, _click(4, "Closed")]
    right = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[BEFORE, AFTER], history=history
    )
    wrong = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[BEFORE, UNSAVED], history=history
    )
    assert right.verified, right.sentence
    assert not wrong.verified
