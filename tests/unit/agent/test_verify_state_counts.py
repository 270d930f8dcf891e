"""A state a record took, shown by the list it left (pure table): its entry gone from the list of the old
state and the list's count of the new state one up. A moderation queue of comments and a list of draft
posts, of our own; every other shape of change (nothing moved, another record moved, a count of a row's
own, a jump of two) shows nothing.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.state_counts import left_for_state
from wayfinder.plan.base import HistoryEntry

Q = "http://blog.test/admin/comments?status=pending"
HEAD = "Comments\nAll (9) | Pending ({p}) | Approved ({a}) | Spam (0)\n{n} items\n"
ROWS = {
    "ida": "Ida Brandt ida@example.org\nDoes this freeze well?\nApprove | Edit | Spam\nPumpkin Bread 4 approved comments",
    "tom": "Tom Keller tom@example.org\nCan I bake it in a loaf tin?\nApprove | Edit | Spam\nPumpkin Bread 4 approved comments",
    "lea": "Lea Varga lea@example.org\nWhich flour did you use?\nApprove | Edit | Spam\nRye Loaf 2 approved comments",
}


def _queue(step: int, approved: int, *who: str) -> PageEntry:
    text = HEAD.format(p=len(who), a=approved, n=len(who)) + "\n".join(ROWS[w] for w in who)
    return page(Q, text, title="Comments | Blog admin", page_type="listing", step=step)


D = "http://news.test/admin/posts?status=draft"


def _drafts(step: int, published: int, *titles: str) -> PageEntry:
    text = (
        f"Posts\nAll ({published + len(titles)}) | Published ({published}) | Drafts ({len(titles)})\n"
        "Title\tAuthor\tDate\n" + "\n".join(f"{t}\tNoor\tLast modified 2026/05/02" for t in titles)
    )
    return page(D, text, title="Posts | News admin", page_type="listing", step=step)


def _click(step: int) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 7}, ok=True)


APPROVE = "sign in as maria, password pw-1, and approve Tom Keller's pending comment on the pumpkin bread"
PUBLISH = 'log in as noor with password pw-2 and publish the draft "Harbour Wall Repairs Begin"'


@pytest.mark.parametrize(
    ("ledger", "verified"),
    [
        ([_queue(4, 11, "ida", "tom", "lea"), _queue(5, 12, "ida", "lea")], True),
        # the click did nothing: Tom still waits, and the count stands
        ([_queue(4, 11, "ida", "tom", "lea"), _queue(5, 11, "ida", "tom", "lea")], False),
        # another comment was approved: Tom's entry is still on the list
        ([_queue(4, 11, "ida", "tom", "lea"), _queue(5, 12, "tom", "lea")], False),
        # Tom's entry gone, but no approval counted (spammed or trashed)
        ([_queue(4, 11, "ida", "tom", "lea"), _queue(5, 11, "ida", "lea")], False),
        # two went at once: nothing tells which was approved
        ([_queue(4, 11, "ida", "tom", "lea"), _queue(5, 13, "lea")], False),
        # never seen on the list before: nothing says it left it
        ([_queue(4, 11, "ida", "lea"), _queue(5, 12, "lea")], False),
    ],
)
def test_a_comment_approved_from_the_queue(ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(APPROVE), stop_reason="done_success", answer=None, ledger=ledger, history=[_click(5)]
    )
    assert verdict.verified is verified, verdict


@pytest.mark.parametrize(
    ("after", "verified"),
    [
        (_drafts(8, 6, "Night Market Returns"), True),
        (_drafts(8, 5, "Harbour Wall Repairs Begin", "Night Market Returns"), False),
        (_drafts(8, 6, "Harbour Wall Repairs Begin"), False),
    ],
)
def test_a_draft_published_from_the_list_of_drafts(after: PageEntry, verified: bool) -> None:
    before = _drafts(7, 5, "Harbour Wall Repairs Begin", "Night Market Returns")
    verdict = verify_claim(
        goal_frame(PUBLISH),
        stop_reason="done_success",
        answer=None,
        ledger=[before, after],
        history=[_click(8)],
    )
    assert verdict.verified is verified, verdict


def test_a_rows_own_count_is_no_state_count() -> None:
    # '4 approved comments' in each row's bubble: no list's count of approved ones
    rows = "Comments\n{}".format
    before = page(Q, rows(ROWS["ida"] + "\n" + ROWS["tom"]), step=4, page_type="listing")
    after = page(Q, rows(ROWS["ida"].replace("4 approved", "5 approved")), step=5, page_type="listing")
    assert left_for_state([before, after], 5, ["Tom Keller"], "approved") is None


def test_the_page_the_action_was_taken_on_is_the_list_before_it() -> None:
    # an action at step k is taken on the page seen at step k - 1; the pages from step k on are after it
    ledger = [_queue(4, 11, "ida", "tom", "lea"), _queue(5, 12, "ida", "lea")]
    assert left_for_state(ledger, 5, ["Tom Keller"], "approved") is not None
    assert left_for_state(ledger, 4, ["Tom Keller"], "approved") is None  # both pages after the action
