"""Request shapes people use for the same steps: a quoted message before where it goes ('comment "X"
on issue 14'), a passive 'who' question ('who is assigned to issue 14'), 'show me the X page' (open it),
and a supposed action before a question ('if I search for X, how many ...'). Sentences of our own, each
checked against the wording the suites already read, plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _same(a: str, b: str) -> None:
    assert parse_goal(a).meaning() == parse_goal(b).meaning()


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("comment 'Fixed in build 412' on issue 14", "add a note to issue 14 saying 'Fixed in build 412'"),
        ('comment "Looks good" on issue #3', 'add a note to issue #3 saying "Looks good"'),
        (
            "comment 'Lovely photos!' on the post 'Coastal Path'",
            "comment on the post 'Coastal Path' saying 'Lovely photos!'",
        ),
    ],
)
def test_a_quoted_message_before_where_it_goes(goal: str, known: str) -> None:
    _same(goal, known)


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    who=st.sampled_from(["who is", "who's", "who was", "who has been"]),
    record=st.sampled_from(["issue #14", "issue 7", 'the ticket "Login fails"']),
)
def test_who_is_assigned_to_a_record_asks_its_assignee(who: str, record: str) -> None:
    (step,) = parse_goal(f"{who} assigned to {record}?").steps
    assert step.attributes == ("assignee",)
    assert step.object == parse_goal(f"who is {record} assigned to?").steps[0].object


def test_a_passive_who_without_a_role_verb_is_not_forced_into_one() -> None:
    (step,) = parse_goal("who is sitting on the bench").steps
    assert step.attributes != ("assignee",)


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("show me the Logitech MX Master Wireless Mouse page", "open the Logitech MX Master Wireless Mouse"),
        ("show the contact page", "open the contact page"),
        ("show me the details page of the Bose headphones", "open the Bose headphones"),
    ],
)
def test_show_me_the_page_of_a_thing_opens_it(goal: str, known: str) -> None:
    _same(goal, known)


def test_show_me_things_still_finds_them() -> None:
    assert parse_goal("show me the keyboards").steps[0].verb == "find"


@pytest.mark.parametrize(
    ("goal", "verbs"),
    [
        ("if I search for noise cancelling, how many products come up?", ["search", "count"]),
        ("when you search for lamps, how many results are there?", ["search", "count"]),
        ("if you log in as ann with password kite-9, how many orders are there?", ["login", "count"]),
    ],
)
def test_a_supposed_action_is_a_step_before_the_question(goal: str, verbs: list[str]) -> None:
    assert [s.verb for s in parse_goal(goal).steps] == verbs


def test_the_supposed_action_reads_as_the_same_request_written_after() -> None:
    _same(
        "if I search for noise cancelling, how many products come up?",
        "How many products come up when I search for noise cancelling?",
    )


@pytest.mark.parametrize(
    ("goal", "verbs"),
    [
        ("search the docs for WAYFINDER_SECRET and open the page that explains it", ["search", "open"]),
        ("search for lamps and click the result that mentions them", ["search", "click"]),
    ],
)
def test_the_page_that_explains_it_is_the_one_found(goal: str, verbs: list[str]) -> None:
    steps = parse_goal(goal).steps
    assert [s.verb for s in steps] == verbs
    assert steps[-1].refers_back and not steps[-1].object


def test_a_page_about_something_new_is_no_pronoun() -> None:
    step = parse_goal("open the page that explains the budget").steps[0]
    assert not step.refers_back


@pytest.mark.parametrize(
    ("goal", "thing", "scope"),
    [
        ("approve the pending review from Omar Haddad on Trail Shoes", "pending review", "Trail Shoes"),
        ("how many comments are there on the Coastal Path post", "comments", "Coastal Path post"),
        ("delete the reply to Ann's question", "reply", "Ann's question"),
    ],
)
def test_a_response_is_found_on_what_it_responds_to(goal: str, thing: str, scope: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert (step.object, step.scope) == (thing, scope)


def test_a_count_field_is_named_by_what_it_counts() -> None:
    step = parse_goal("change the number of copies of Paper Gardens to 5").steps[0]
    assert [(v.field, v.value) for v in step.values] == [("copies", "5")]
