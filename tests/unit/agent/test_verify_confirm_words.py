"""The words a site confirms a change with (pure table): the vocabulary ('Changes saved.', 'Successful
update.') and the shape '<thing> <past participle> ...' in the site's own verb - a blog's 'Post
reverted to draft.', '1 post moved to the Trash.', a tracker's 'Issue #12 closed.', 'Issue reopened', an
admin's 'The book "Dune" was changed successfully.', a shop's 'Item archived.' - and never a line that
says the change did not happen, a byline, or a sentence with an object after its verb.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.confirm import confirmation, confirms
from wayfinder.plan.base import HistoryEntry


@pytest.mark.parametrize(
    "line",
    [
        "Post reverted to draft.",
        "1 post moved to the Trash. Undo",
        "Page restored from the Trash.",
        'The book "Dune" was changed successfully.',
        "Issue #12 closed.",
        "Issue reopened",
        "Tag renamed.",
        "Item archived.",
        "Post unpublished",
        "Comment unapproved",
        "Loan marked as returned.",
        "Changes saved.",
        "Successful update.",
        "Thank you! Your order has been placed. You will not be charged until it ships.",
    ],
)
def test_a_confirmation(line: str) -> None:
    assert confirms(line), line


@pytest.mark.parametrize(
    "line",
    [
        "Post not updated.",
        "Changes could not be saved",
        "Upload failed",
        "Nothing found",
        "No posts found.",
        "Last edited by maria",
        "Filed under Travel",
        "Ben Hughes said: great post, I loved it",
        "Your comment is awaiting moderation.",
        "Signed in successfully",
        "Recent comments",
        "Showing 1 issue",
        "The Iron Orchard of the Fjords",
        "A long paragraph of prose in which a great many words go by before anything at all is finally reverted",
    ],
)
def test_no_confirmation(line: str) -> None:
    assert not confirms(line), (line, confirmation(line))


_THINGS = ["Post", "Page", "Issue #7", "1 comment", "The member “Ann Lee”", "Tag", "Version 2.1"]
_VERBS = ["reverted", "archived", "restored", "reopened", "unpublished", "moved", "closed", "locked out"]
_TAILS = ["", ".", " to draft.", " from the Trash.", " successfully."]


@given(st.sampled_from(_THINGS), st.sampled_from(_VERBS[:-1]), st.sampled_from(_TAILS), st.booleans())
def test_generated_confirmations(thing: str, verb: str, tail: str, was: bool) -> None:
    line = f"{thing} {'was ' if was else ''}{verb}{tail}"
    assert confirms(line), line
    assert not confirms(f"{thing} {'was ' if was else ''}not {verb}{tail}"), line


def test_a_draft_goal_is_done_by_the_blogs_own_notice() -> None:
    # 'Switch to draft' pressed on the post's editor: the notice is the confirmation of status=draft
    goal = "log in as maria and set the 'Bike Lanes on Mill Road' post to draft"
    url = "http://blog.test/wp-admin/post.php?post=12&action=edit"
    before = page(url, "Bike Lanes on Mill Road\nSwitch to draft\nPublished", title="Edit Post", step=1)
    after = page(
        url,
        "Post reverted to draft.\nBike Lanes on Mill Road\nPublish",
        title="Edit Post “Bike Lanes on Mill Road”",
        step=2,
    )
    history = [HistoryEntry(step=2, action={"type": "click", "element_id": 9}, ok=True)]
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[before, after], history=history
    )
    assert verdict.verified, verdict
    failed = page(
        url, "Post not updated.\nBike Lanes on Mill Road\nSwitch to draft", title="Edit Post", step=2
    )
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[before, failed], history=history
    )
    assert not verdict.verified
