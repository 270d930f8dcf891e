"""Goals typed in a hurry: contractions without their apostrophe ('Im carol', 'Id like 3'), kisses as a
sign-off ('... xx'), an address before '?!', 'log in to the site as X' (the site is no scope). Each is a
family of wordings here, not one sentence."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


@pytest.mark.parametrize(
    ("hurried", "written"),
    [
        (
            "hey, Im carol (pw ember-field-35) - bump issue 19 up to Urgent",
            "hey, I'm carol (pw ember-field-35) - bump issue 19 up to Urgent",
        ),
        (
            "im sam, password driftwood-3 - publish the draft 'Ferries'",
            "i'm sam, password driftwood-3 - publish the draft 'Ferries'",
        ),
        (
            "Id like 3 Razer DeathAdder Wired Mouse in my cart",
            "I'd like 3 Razer DeathAdder Wired Mouse in my cart",
        ),
        ("wed love the cheapest tent in the cart", "we'd love the cheapest tent in the cart"),
        ("whos issue 14 assigned to?", "who's issue 14 assigned to?"),
    ],
)
def test_contractions_without_apostrophes(hurried: str, written: str) -> None:
    assert _meaning(hurried) == _meaning(written)


def test_the_id_of_a_record_is_still_a_word() -> None:
    assert "id" in parse_goal("what is the id of the newest order?").steps[-1].attributes


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        [
            "how many open bugs does Website Redesign have?",
            "add the Bose headphones to my cart",
            "who wrote the Vienna post",
        ]
    ),
    st.sampled_from([" xx", " xxx", " xoxo", " xo"]),
)
def test_kisses_after_a_goal_add_nothing(goal: str, kisses: str) -> None:
    assert _meaning(goal + kisses) == _meaning(goal)


@pytest.mark.parametrize("mark", ["?!", "!", "?", "."])
def test_an_address_never_ends_in_a_mark(mark: str) -> None:
    values = (
        parse_goal(
            f"leave a comment on the Vienna post saying 'Nice' - name Lena Park, email lena@example.net{mark}"
        )
        .steps[-1]
        .values
    )
    assert "lena@example.net" in [v.value for v in values]


@pytest.mark.parametrize(
    ("goal", "scope"),
    [
        ("Log in to the site as jonas with password tidewater-88", ""),
        ("log in to the blog as jonas with password tidewater-88", ""),
        ("sign in to Redmine as alice with password quartz-river-21", "redmine"),
    ],
)
def test_the_login_scope_stops_before_the_account(goal: str, scope: str) -> None:
    assert parse_goal(goal).steps[0].scope.lower() == scope
