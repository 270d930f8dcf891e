"""A count read on a listing narrowed by a choice the goal does not ask for is another set's count (pure
tables, ``agent/verify/unasked.py``). Three shapes: a tracker's issue list as it opens, its form's
default filter Status 'open' carried by no address (Redmine); a list narrowed by a menu its address
carries (the tracker 'Bug' as ``tracker_id=1``); a blog's view of its drafts chosen by its link
'Drafts (2)' (WordPress' ``post_status=draft``). Each backs the count of the narrowed set it names
('open issues', 'bugs', 'draft posts') and no other; the list widened (the operator 'any') backs the
whole count."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import FieldValue, PageEntry
from wayfinder.agent.verify.unasked import narrowed_by

R = "http://tracker.test/projects/billing/issues"


def _issues(url: str, total: int, fields: tuple[FieldValue, ...], step: int = 1) -> PageEntry:
    entry = page(
        url,
        f"Issues\n#\tTracker\tStatus\tSubject\n1\tBug\tNew\tInvoice totals\n({1}-{total}/{total})",
        title="Issues - Billing Service - Tracker",
        page_type="listing",
        step=step,
    )
    return entry.model_copy(update={"fields": fields})


def _status(op: str, code: str) -> tuple[FieldValue, ...]:
    return (
        FieldValue(label="Status", value="checked", kind="checkbox", key="f[]"),
        FieldValue(label="op[status_id]", value=op, kind="select", key="op[status_id]", code=code),
        FieldValue(label="Add filter", value="", kind="select", key="add_filter_select"),
    )


OPENED = _issues(R, 9, _status("open", "o"))  # the list as it opens: the form's default, no address
EDITED = _issues(R, 9, _status("any", "*"), step=2)  # the operator changed, never applied
WIDENED = _issues(f"{R}?set_filter=1&f[]=status_id&op[status_id]=*", 14, _status("any", "*"), step=3)
BUGS = _issues(
    f"{R}?set_filter=1&tracker_id=1&status_id=*",
    5,
    (
        *_status("any", "*")[:2],
        FieldValue(label="Tracker", value="checked", kind="checkbox", key="f[]"),
        FieldValue(label="op[tracker_id]", value="is", kind="select", key="op[tracker_id]", code="="),
        FieldValue(label="v[tracker_id][]", value="Bug", kind="select", key="v[tracker_id][]", code="1"),
    ),
)

W = "http://blog.test/wp-admin/edit.php"
ALL_POSTS = page(
    W, "Posts\nAll (22) | Published (20) | Drafts (2)\n22 items", title="Posts ‹ Blog", page_type="listing"
)
DRAFTS = page(
    f"{W}?post_status=draft&post_type=post",
    "Posts\nAll (22) | Published (20) | Drafts (2)\n2 items",
    title="Posts ‹ Blog",
    page_type="listing",
    links=(
        ("All (22)", "edit.php?post_type=post"),
        ("Drafts (2)", "edit.php?post_status=draft&post_type=post"),
    ),
)

ALL = "how many issues does the Billing Service project have?"
OPEN = "how many open issues does the Billing Service project have?"


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        (ALL, "9", [OPENED], False),  # the open ones, counted as all
        (OPEN, "9", [OPENED], True),
        (ALL, "14", [OPENED, EDITED, WIDENED], True),  # the filter removed
        (ALL, "9", [OPENED, EDITED], False),  # the form changed, never applied
        (ALL, "5", [BUGS], False),
        ("how many bugs does the Billing Service project have?", "5", [BUGS], True),
        ("how many posts are there on the blog?", "22", [ALL_POSTS], True),
        ("how many posts are there on the blog?", "2", [DRAFTS], False),
        ("how many draft posts are there?", "2", [DRAFTS], True),
    ],
)
def test_a_count_of_a_list_narrowed_unasked(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence


def test_what_narrows_each_list() -> None:
    assert narrowed_by(OPENED) == ["open"]
    assert narrowed_by(EDITED) == []
    assert narrowed_by(WIDENED) == []
    assert narrowed_by(BUGS) == ["Bug"]
    assert narrowed_by(DRAFTS) == ["Drafts"]
    assert narrowed_by(ALL_POSTS) == []


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, "]), st.sampled_from(["", " please", " thanks"]), st.booleans()
)
def test_wrapped_wordings(opening: str, tail: str, lower: bool) -> None:
    def said(goal: str) -> str:
        text = f"{opening}{goal}{tail}"
        return text.lower() if lower else text

    def verdict(goal: str, answer: str, ledger: list[PageEntry]) -> bool:
        return verify_claim(
            goal_frame(said(goal)), stop_reason="done_success", answer=answer, ledger=ledger
        ).verified

    assert verdict(OPEN, "9", [OPENED]) is True
    assert verdict(ALL, "9", [OPENED]) is False
    assert verdict(ALL, "14", [OPENED, EDITED, WIDENED]) is True
