"""A thing brought in by a statement is what the request's 'it' then names: 'Elena Rossi left a comment on
the coastal path post, please approve it' is 'approve the comment Elena Rossi left on the coastal path
post' (WordPress comments, a tracker's notes, a forum's replies). Motivated by paraphrase list 18 (the
request read as an edit of nothing) and by the stated changes of round 17 ('we own 4 copies of X now,
could you update that?'), which the same module reads. Sentences of our own and generated variants."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _meaning(text: str) -> object:
    return parse_goal(text).meaning()["steps"]


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["Elena Rossi", "Tom Reed", "priya"]),
    st.sampled_from(["comment", "review", "reply"]),
    st.sampled_from(["the coastal path post", "the Orbit lamp page"]),
    st.sampled_from(["approve", "delete", "open"]),
    st.sampled_from(["{s}, please {v} it", "{s} - can you {v} it?", "{s}. {v} that one for me"]),
)
def test_a_request_on_it_acts_on_the_thing_the_statement_brought_in(
    who: str, noun: str, where: str, verb: str, shape: str
) -> None:
    said = shape.format(s=f"{who} left a {noun} on {where}", v=verb)
    assert _meaning(said) == _meaning(f"{verb} the {noun} {who} left on {where}")


def test_after_a_sign_in_and_a_dash() -> None:
    goal = "log in as jonas (password tidewater-88) - Elena Rossi left a comment on the coastal path post, please approve it"
    login, edit = parse_goal(goal).steps
    assert login.verb == "login" and edit.verb == "edit" and edit.object == "comment"
    assert ("author", "elena rossi") in [(f.name, f.value.lower()) for f in edit.filters]
    assert edit.scope == "coastal path post"


def test_nobody_in_particular_is_no_author() -> None:
    (step,) = parse_goal("someone left a comment on my post, delete it").steps
    assert step.verb == "delete" and step.object == "comment" and not step.filters
