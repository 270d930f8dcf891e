"""Credentials written as 'librarian, password P' / 'dan, pw P' - the name first, then the password with
or without its word - sign in as that name, wherever the pair stands in the goal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _login_values(goal: str) -> dict[str, str]:
    login = next(s for s in parse_goal(goal).steps if s.verb == "login")
    return {v.field: v.value for v in login.values}


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["librarian", "dan", "ann.lee", "carol"]),
    st.sampled_from(["password ", "pw ", "password: ", "password is ", ""]),
    st.sampled_from(["<secret:PW>", "north-gate-9", "quartz-river-21"]),
    st.sampled_from(
        [
            "how many authors are there? {c}",
            "how many authors are there? ({c})",
            "{c} - how many authors are there",
            "who wrote The Iron Orchard of the Fjords? {c}",
        ]
    ),
)
def test_the_name_before_the_password_signs_in(user: str, word: str, password: str, shape: str) -> None:
    if not word and not password.startswith("<secret:"):
        return  # 'dan, north-gate-9' without the word: a plain value is no password (see below)
    values = _login_values(shape.format(c=f"{user}, {word}{password}"))
    assert values.get("username") == user
    assert values.get("password", "").lower() == password.lower()


@pytest.mark.parametrize(
    "goal",
    ["how many authors are there? Smith, thanks", "open the deed of Smith, Jones"],
)
def test_a_name_and_a_word_are_no_credentials(goal: str) -> None:
    assert not any(s.verb == "login" for s in parse_goal(goal).steps)
