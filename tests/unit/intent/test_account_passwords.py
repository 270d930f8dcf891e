"""Sign-ins written the way people write them in apps (helper A's fresh WordPress and Redmine goals,
round 10): the password alone in a parenthesis after the account ('log in as jonas (tidewater-88)',
'as priya (saffron-road-17) publish ...'), the request after it kept even when it says 'with the text
X', and 'log a bug' filing a record as 'file a bug' does."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _steps(goal: str) -> list[dict[str, object]]:
    steps = parse_goal(goal).meaning()["steps"]
    assert isinstance(steps, list)
    return steps


def _values(step: dict[str, object]) -> dict[str, str]:
    values = step.get("values") or []
    assert isinstance(values, list)
    return {v["field"]: v["value"] for v in values}


@pytest.mark.parametrize(
    "goal",
    [
        "log in as jonas (tidewater-88) and open the cart",
        "as jonas (tidewater-88) open the cart",
        "sign in as jonas (tidewater-88), then open the cart",
    ],
)
def test_a_lone_password_after_the_account_signs_in(goal: str) -> None:
    login, rest = _steps(goal)
    assert login["verb"] == "login"
    assert _values(login) == {"username": "jonas", "password": "tidewater-88"}
    assert (rest["verb"], rest["object"]) == ("open", "cart")


@pytest.mark.parametrize(
    "goal", ["as ann (admin) open the cart", "add 2 mice (the wireless ones) to my cart"]
)
def test_words_in_a_parenthesis_are_no_password(goal: str) -> None:
    assert all("password" not in _values(step) for step in _steps(goal))


def test_the_request_after_a_sign_in_keeps_its_with_the_text_value() -> None:
    goal = "as priya (pw saffron-road-17) publish a new post 'Nettle Soup' with the text 'Pick the tops.'"
    login, create = _steps(goal)
    assert _values(login) == {"username": "priya", "password": "saffron-road-17"}
    assert create["verb"] == "create"
    # a quoted text whole; 'publish a new post' makes it published
    assert _values(create) == {"title": "nettle soup", "text": "pick the tops.", "status": "published"}


NAMES = st.sampled_from(["jonas", "priya", "alice", "dan.evans", "kim@example.org"])
SECRETS = st.builds(
    lambda word, n, sep: f"{word}{sep}{n}",
    st.sampled_from(["tidewater", "maple", "quartz", "ember"]),
    st.integers(min_value=1, max_value=999),
    st.sampled_from(["-", "_", "!", ""]),
)
REQUESTS = st.sampled_from(
    [
        ("open issue 14", ("open", "issue 14")),
        ("count the posts tagged budget", ("count", "posts")),
        ("publish the draft 'Ferry Timetable'", ("edit", "ferry timetable")),
    ]
)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(name=NAMES, secret=SECRETS, request=REQUESTS, lead=st.sampled_from(["log in as", "as", "sign in as"]))
def test_any_account_with_its_password_in_parentheses_signs_in_before_the_request(
    name: str, secret: str, request: tuple[str, tuple[str, str]], lead: str
) -> None:
    text, (verb, _obj) = request
    joiner = " and " if lead != "as" else " "
    steps = _steps(f"{lead} {name} ({secret}){joiner}{text}")
    assert steps[0]["verb"] == "login"
    assert _values(steps[0]) == {"username": name, "password": secret.lower()}
    assert steps[1]["verb"] == verb


@pytest.mark.parametrize("verb", ["log", "file", "report"])
def test_logging_a_bug_files_one(verb: str) -> None:
    (step,) = _steps(f"{verb} a bug in the Mobile App project called 'Crash on start'")
    assert (step["verb"], step["object"]) == ("create", "bug")
