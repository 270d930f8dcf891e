"""A condition stated by a prepositional phrase ('in stock', 'on loan') narrows what is counted or found
wherever it stands; 'the (total) count of X' is a count like 'the number of X'; 'when did X get
recorded' is the get-passive of 'when was X recorded'. Sentences of our own plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    state=st.sampled_from(["in stock", "on sale", "on loan", "out of stock", "in progress"]),
    thing=st.sampled_from(["monitors", "books", "issues"]),
    shape=st.sampled_from(["how many {t} are {s}?", "count the {t} {s}", "how many {t} {s} are there?"]),
)
def test_a_stated_condition_narrows_what_is_counted(state: str, thing: str, shape: str) -> None:
    (step,) = parse_goal(shape.format(t=thing, s=state)).steps
    assert step.verb == "count" and step.object == thing
    assert ("status", state) in [(f.name, f.value) for f in step.filters]


def test_a_place_is_still_a_place() -> None:
    (step,) = parse_goal("how many posts are in the Travel category").steps
    assert ("category", "Travel") in [(f.name, f.value) for f in step.filters]


@pytest.mark.parametrize(
    "goal", ["what is the count of mice?", "what's the total count of mice?", "tell me the count of mice"]
)
def test_the_count_of_things_is_a_count(goal: str) -> None:
    assert parse_goal(goal).meaning() == parse_goal("how many mice are there?").meaning()


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("when did Lee's latest lien get recorded?", "when was Lee's latest lien recorded?"),
        ("when did the order get shipped?", "when was the order shipped?"),
    ],
)
def test_the_get_passive_reads_as_the_be_passive(goal: str, known: str) -> None:
    assert parse_goal(goal).meaning() == parse_goal(known).meaning()


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("got any wireless mice below $30?", "have you got any wireless mice below $30?"),
        ("you got any HDMI cables?", "have you got any HDMI cables?"),
        ("you have any HDMI cables?", "do you have any HDMI cables?"),
        ("hi! got any HDMI cables?", "have you got any HDMI cables?"),
    ],
)
def test_a_question_without_its_auxiliary_asks_what_the_full_one_asks(goal: str, known: str) -> None:
    assert parse_goal(goal).meaning() == parse_goal(known).meaning()


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("how many keyboards are under $60?", "how many keyboards are there under $60?"),
        ("how many books are over 300 pages?", "how many books are there over 300 pages?"),
    ],
)
def test_a_bound_as_the_predicate_bounds_what_is_counted(goal: str, known: str) -> None:
    assert parse_goal(goal).meaning() == parse_goal(known).meaning()


@pytest.mark.parametrize(
    ("goal", "known"),
    [
        ("move issue #1 to In Progress", "set the status of issue #1 to In Progress"),
        ('move the card "Fix login" to Done', 'set the status of the card "Fix login" to Done'),
        ("move the Bose headphones to my cart", "add the Bose headphones to my cart"),
    ],
)
def test_moving_a_record_sets_its_status_and_moving_a_thing_to_the_cart_adds_it(
    goal: str, known: str
) -> None:
    assert parse_goal(goal).meaning() == parse_goal(known).meaning()
