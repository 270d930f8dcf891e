"""Requests joined in ways a clause splitter does not see: credentials in a parenthesis in the middle of
a question, a question after a colon that closes a request, and 'add a <kind> called X' (a new record,
not an item to put somewhere). Tables of sentences of our own plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

CREDENTIALS = (
    "(login: ann, password: <secret:PW>)",
    "(user ann, password <secret:PW>)",
    "(username: ann / password: <secret:PW>)",
)
QUESTIONS = (
    "tell me the ISBN of The Glass Orchard",
    "count the overdue loans",
    "what is the phone number of member RL10042",
    "open the newest record for Young",
)


def _verbs(goal: str) -> list[str]:
    return [s.verb for s in parse_goal(goal).steps]


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(question=st.sampled_from(QUESTIONS), credentials=st.sampled_from(CREDENTIALS))
def test_credentials_in_a_parenthesis_inside_a_request_sign_in_first(question: str, credentials: str) -> None:
    frame = parse_goal(f"{question} {credentials}")
    alone = parse_goal(question)
    assert frame.steps[0].verb == "login"
    assert {v.field: v.value for v in frame.steps[0].values} == {"username": "ann", "password": "<secret:PW>"}
    assert [s.verb for s in frame.steps[1:]] == [s.verb for s in alone.steps]
    assert frame.steps[-1].object == alone.steps[-1].object


@pytest.mark.parametrize(
    "goal",
    [
        "log in as ann (password <secret:PW>) and count the overdue loans",
        "as ann (<secret:PW>), count the overdue loans",
        "sign in (user ann, password <secret:PW>) and count the overdue loans",
    ],
)
def test_a_sign_in_clause_reads_its_own_parenthesis(goal: str) -> None:
    assert _verbs(goal) == ["login", "count"]


@pytest.mark.parametrize(
    ("goal", "verbs"),
    [
        ("log in as ann (password <secret:PW>): how many loans are overdue?", ["login", "count"]),
        ("sign in as bob with password kite-9: which issue is the newest?", ["login", "answer"]),
        ("open the Travel category: what is the newest post?", ["open", "answer"]),
    ],
)
def test_a_question_after_a_colon_that_closes_a_request_is_a_step(goal: str, verbs: list[str]) -> None:
    assert _verbs(goal) == verbs


@pytest.mark.parametrize(
    "goal",
    [
        "comment on issue 3: how do I reset it?",  # the colon opens the message
        "reply to the post saying: what a lovely view",
        "Question: how many loans are overdue?",  # a label, not a request
    ],
)
def test_a_colon_that_opens_a_message_or_closes_a_label_does_not_split(goal: str) -> None:
    assert len(parse_goal(goal).steps) == 1


@pytest.mark.parametrize(
    ("goal", "kind", "name"),
    [
        ("add a category called Workshops", "category", "Workshops"),
        ("add a genre named Graphic novels", "genre", "Graphic novels"),
        ("add an author named Ann Lee", "author", "Ann Lee"),
        ("add a project called Moonbase", "project", "Moonbase"),
    ],
)
def test_add_a_kind_called_x_makes_a_new_record(goal: str, kind: str, name: str) -> None:
    (step,) = parse_goal(goal).steps
    assert (step.verb, step.object) == ("create", kind)
    assert [(v.field, v.value) for v in step.values] == [("name", name)]
    assert parse_goal(goal).meaning() == parse_goal(goal.replace("add", "create", 1)).meaning()


def test_add_with_a_destination_puts_a_thing_somewhere() -> None:
    assert parse_goal("add a mouse called Basilisk to my cart").steps[0].verb == "add"


def test_a_tag_added_to_a_record_changes_the_record() -> None:
    """'add a tag called urgent to issue 5' tags issue 5 (record_writes.filed_in_group), as 'tag issue 5
    with urgent' does; it puts no thing called 'tag' anywhere."""
    (step,) = parse_goal("add a tag called urgent to issue 5").steps
    assert (step.verb, step.object) == ("edit", "issue 5")
    assert [(v.field, v.value) for v in step.values] == [("tags", "urgent")]


@pytest.mark.parametrize("user", ["librarian", "ann", "bob.smith@example.org"])
@pytest.mark.parametrize(
    "join", [" - number of books in German", ". open my orders", " - how many loans are overdue?"]
)
def test_a_name_then_a_secret_is_who_signs_in(user: str, join: str) -> None:
    login = parse_goal(f"{user}, <secret:PW>{join}").steps[0]
    assert login.verb == "login"
    assert [(v.field, v.value) for v in login.values] == [("username", user), ("password", "<secret:PW>")]


def test_a_named_field_then_a_secret_is_no_sign_in() -> None:
    assert parse_goal("card: <secret:CARD>, open my orders").steps[0].verb != "login"
