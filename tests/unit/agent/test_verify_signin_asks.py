"""A frame of sign-ins alone is not trusted when the goal's words ask more (pure tables,
``agent/verify/signin_asks.py``): the run that signed in is refused ``partly_understood`` when what is
left of the goal without its account, its words of signing in and its discourse holds a request verb
with something after it or a quoted text; a goal that asks only to sign in, however worded, is still
accepted on the signed-in page. The frames are built by hand (a login step with the account's values),
as a reader that lost the request would give them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import FrameF, StepF, Val, page
from wayfinder.agent.verify import PARTLY_UNDERSTOOD, verify_claim
from wayfinder.agent.verify.signin_asks import asks_more_than_signing_in
from wayfinder.plan.base import HistoryEntry


def _login_only(goal: str, user: str, password: str) -> FrameF:
    values = (Val("username", user), Val("password", password))
    return FrameF(text=goal, goal_kind="action", task_mode="act", steps=(StepF(verb="login", values=values),))


SIGNED_IN = page("http://app.test/", "Dashboard\nLogged in as maria\nSign out", title="Dashboard", step=3)
HISTORY = [HistoryEntry(step=2, action={"type": "click", "element_id": 4}, ok=True, element_text="Sign in")]

ASKS_MORE = [
    # the session-14 false success: the request after the colon, behind a quoted title
    (
        "maria here (password harbor-lights-42): please set the post 'New Opening Hours' to pending review",
        "maria",
        "harbor-lights-42",
    ),
    (
        "maria here (password harbor-lights-42): please set the Ferry post to pending review",
        "maria",
        "harbor-lights-42",
    ),
    ("log in as alice / quartz-river-21 and close issue 4", "alice", "quartz-river-21"),
    ("carol / ember-field-35: sign in and publish the draft about ferry times", "carol", "ember-field-35"),
    (
        "alice here, password quartz-river-21 - could you reassign the login bug to Bob Chen?",
        "alice",
        "quartz-river-21",
    ),
    (
        'log in as maria, password harbor-lights-42 and leave "Nice photos" on the coastal post',
        "maria",
        "harbor-lights-42",
    ),
    ("hi! jonas, pw tidewater-88 - approve the pending comments please", "jonas", "tidewater-88"),
    ("sign in as librarian with password <secret:PW> and count the poetry books", "librarian", "<secret:PW>"),
]

ONLY_SIGNS_IN = [
    ("log in as carol / ember-field-35", "carol", "ember-field-35"),
    ("please sign in as maria (password harbor-lights-42)", "maria", "harbor-lights-42"),
    ("hi! log me in as jonas, password tidewater-88. thanks", "jonas", "tidewater-88"),
    (
        "sign in to the admin area with username maria and password harbor-lights-42",
        "maria",
        "harbor-lights-42",
    ),
    ("(username jonas, password tidewater-88) sign in", "jonas", "tidewater-88"),
    ("log in as 'maria', password 'harbor-lights-42'", "maria", "harbor-lights-42"),
    ("sign in as librarian with password <secret:PW>, thanks!", "librarian", "<secret:PW>"),
    ("could you log in for me? user alice, password quartz-river-21", "alice", "quartz-river-21"),
]


@pytest.mark.parametrize(("goal", "user", "password"), ASKS_MORE)
def test_a_sign_in_frame_for_words_that_ask_more_is_refused(goal: str, user: str, password: str) -> None:
    frame = _login_only(goal, user, password)
    assert asks_more_than_signing_in(frame) is not None
    verdict = verify_claim(
        frame, stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HISTORY
    )
    assert verdict.verified is False
    assert verdict.reason == PARTLY_UNDERSTOOD
    assert "asks more than signing in" in verdict.sentence


@pytest.mark.parametrize(("goal", "user", "password"), ONLY_SIGNS_IN)
def test_a_goal_that_only_signs_in_is_accepted(goal: str, user: str, password: str) -> None:
    frame = _login_only(goal, user, password)
    assert asks_more_than_signing_in(frame) is None, goal
    verdict = verify_claim(
        frame, stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HISTORY
    )
    assert verdict.verified is True, verdict.sentence


def test_a_frame_with_the_request_is_left_to_the_other_checks() -> None:
    frame = FrameF(
        text="log in as alice / quartz-river-21 and close issue 4",
        goal_kind="action",
        steps=(StepF(verb="login", values=(Val("username", "alice"),)), StepF(verb="edit", object="issue 4")),
    )
    assert asks_more_than_signing_in(frame) is None


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Hello, ", "morning - "]),
    st.sampled_from(["", " please", " thanks!", ", cheers"]),
    st.booleans(),
    st.sampled_from(range(len(ONLY_SIGNS_IN))),
    st.sampled_from(range(len(ASKS_MORE))),
)
def test_wrapped_wordings(opening: str, tail: str, lower: bool, plain: int, more: int) -> None:
    for (goal, user, password), asks in ((ONLY_SIGNS_IN[plain], False), (ASKS_MORE[more], True)):
        said = f"{opening}{goal}{tail}"
        said = said.lower() if lower else said
        assert (asks_more_than_signing_in(_login_only(said, user, password)) is not None) is asks, said
