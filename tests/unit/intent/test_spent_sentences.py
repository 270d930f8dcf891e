"""A sentence whose markers were set aside and whose words left name nothing ('Okay, next one.', 'Sorry,
one more:', 'Need a hand with something.', 'Hey, anyone there?', 'Thanks for the help before!') goes
whole, where its leftover ('next one', 'with something') was read as a thing to find. A sentence that
names something ('Okay, the Sony one.') or carries no marker ('Then the next one.') stays. Sentences
of our own and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside

_OPENERS = (
    "Alright, another one.",
    "Ok, one more thing:",
    "Sorry, just one more:",
    "Hi, anyone there?",
    "Hello? Are you there?",
    "I need a hand with something.",
    "Need some help with something quick.",
    "Thanks for the help before!",
    "Thank you for helping yesterday.",
    "Okay, the next one!",
)
_GOALS = (
    "How many books does the library have?",
    "show me the cheapest 4K monitor",
    "who is issue 14 assigned to?",
    "open the page about the proxy settings",
)


def _meaning(text: str) -> object:
    return parse_goal(text).meaning()["steps"]


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_OPENERS), st.sampled_from(_GOALS))
def test_a_spent_opening_sentence_goes_whole(opener: str, goal: str) -> None:
    assert _meaning(f"{opener} {goal}") == _meaning(goal)


@pytest.mark.parametrize(
    "text",
    [
        "Open the first result. Then the next one.",  # no marker: the next one is a request
        "Okay, the Sony one. How much is it?",  # the leftover names the thing
        "Hi, Sony headphones. How much are they?",
    ],
)
def test_a_sentence_that_names_something_stays(text: str) -> None:
    kept = set_aside(text).text
    assert kept.split(".")[0].strip().lower() in {"open the first result", "the sony one", "sony headphones"}
    assert len([s for s in kept.split(".") if s.strip()]) == 2


def test_a_goal_of_only_a_spent_sentence_keeps_it() -> None:
    # nothing else carries content: the sentence is not set aside for nothing
    assert set_aside("Okay, next one.").text.strip(" .").lower() == "next one"


@pytest.mark.parametrize(
    "label",
    ["Quick one for you - ", "Quick one, ", "question for you: ", "Small favour for you: ", "quick q - "],
)
@pytest.mark.parametrize(
    "goal",
    ["according to the readme, what exit code means bad input?", "how many books does the library have?"],
)
def test_a_label_said_to_the_one_addressed_or_before_a_comma_goes(label: str, goal: str) -> None:
    assert _meaning(f"{label}{goal}") == _meaning(goal)


def test_an_order_word_before_a_comma_is_no_label() -> None:
    assert set_aside("first, open the cheapest monitor").text == "first, open the cheapest monitor"
