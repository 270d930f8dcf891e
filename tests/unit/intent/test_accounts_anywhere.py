"""An account set apart by a clause's punctuation - in front, behind a dash, after the question - signs in
as that name, and the request is read as it is without it (``intent/accounts.py``, the name alone before a
password in brackets: ``intent/parentheses.py``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

_REQUESTS = [
    ("how many science fiction books are there?", "count"),
    ("count the science fiction books", "count"),
    ("export the members to a spreadsheet", "download"),
    ("move the 'Login screen freezes' issue to Feedback", "edit"),
    ("who wrote The Iron Orchard of the Fjords?", "answer"),
    ("number of crime novels?", "count"),
]
_ACCOUNTS = [
    ("librarian / {p}", True),
    ("librarian, password {p}", True),
    ("librarian, pw {p}", True),
    ("librarian, {p}", False),  # a bare password only when it is a kept secret
    ("librarian ({p})", False),
]
_PLACES = ["{a}: {r}", "{a} - {r}", "{r} - {a}", "{r} {a}.", "{r}; {a}"]


def _request_steps(goal: str) -> list[tuple[str, str]]:
    return [(s.verb, s.object) for s in parse_goal(goal).steps if s.verb != "login"]


def _login(goal: str) -> dict[str, str]:
    steps = parse_goal(goal).steps
    assert steps and steps[0].verb == "login", goal
    return {v.field: v.value for v in steps[0].values}


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(_REQUESTS),
    st.sampled_from(_ACCOUNTS),
    st.sampled_from(["<secret:PW>", "north-gate-9"]),
    st.sampled_from(_PLACES),
)
def test_an_account_anywhere_signs_in_and_leaves_the_request(
    request: tuple[str, str], account: tuple[str, bool], password: str, place: str
) -> None:
    said, plain_ok = account
    if not plain_ok and not password.startswith("<secret:"):
        return  # 'librarian, north-gate-9' / 'librarian (north-gate-9)': a plain word is no password
    text, verb = request
    if place == "{r} {a}." and not text.endswith("?"):
        return  # only a question's mark sets it apart from what follows
    goal = place.format(a=said.format(p=password), r=text)
    login = _login(goal)
    assert login.get("username") == "librarian", goal
    assert login.get("password", "").lower() == password.lower(), goal
    alone = _request_steps(text)
    assert _request_steps(goal) == alone, goal
    assert alone and alone[0][0] == verb


@pytest.mark.parametrize(
    "goal",
    [
        "what happened on 12/31/2021 - the ferry day",
        "input / output: which docs page explains them?",
        "open the deed of Smith, Jones",
        "compare the prices - Sony / Bose",
    ],
)
def test_no_password_no_account(goal: str) -> None:
    assert not any(s.verb == "login" for s in parse_goal(goal).steps)


@pytest.mark.parametrize(
    "goal",
    [
        "How many members joined this year? Credentials: librarian / <secret:PW>",
        "log in as dan / north-gate-9 - how many issues are open?",
        "as bob / maple-kite-64, file a bug called 'X' in Website Redesign",
    ],
)
def test_an_account_read_where_it_stands_is_read_once(goal: str) -> None:
    logins = [s for s in parse_goal(goal).steps if s.verb == "login"]
    assert len(logins) == 1
    assert {v.field for v in logins[0].values} == {"username", "password"}


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["Kim Lee", "Tom Reed", "Ana"]),
    st.sampled_from(["kim@example.org", "t.reed+blog@mail.example.com"]),
    st.sampled_from(["{n} ({e})", "{n}, {e}"]),
    st.sampled_from(
        [
            "comment 'Lovely photos!' on 'A Day on the Coastal Path' as {who}",
            "leave a comment on the Vienna post saying 'Which carriage?' as {who}",
        ]
    ),
)
def test_written_as_a_person_with_an_address(name: str, email: str, who: str, shape: str) -> None:
    """'... as Kim Lee (kim@example.org)' gives the form's name and email, as '- my name is Kim Lee and
    my email is kim@example.org' does."""
    said = shape.format(who=who.format(n=name, e=email))
    stated = shape.replace(" as {who}", "") + f" - my name is {name} and my email is {email}"
    assert parse_goal(said).meaning() == parse_goal(stated).meaning()


@pytest.mark.parametrize("goal", ["log in as alice", "save the post as a draft", "log in as ann (pw x1)"])
def test_as_without_an_address_is_no_person(goal: str) -> None:
    assert not any(v.field == "email" for s in parse_goal(goal).steps for v in s.values)
