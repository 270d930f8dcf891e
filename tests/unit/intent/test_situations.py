"""The person's own situation said beside the request ('my config file isn't in the working directory -
which env var ...', 'my laptop is broken, which shop sells chargers?', 'our printer keeps jamming, ...')
is context, not an order and not a value to type; a value given with 'is' ('my name is Kim Lee') stays
a value - what follows its 'is' is an identity, never a negation or a place. Own sentences and a family."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

QUESTIONS = (
    "which env var do I set to point wayfinder at it?",
    "which shop sells chargers?",
    "how many toner cartridges do you sell?",
)


@pytest.mark.parametrize(
    ("goal", "same_as"),
    [
        (
            "my config file isn't in the working directory - which env var do I set to point wayfinder at it?",
            "which env var do I set to point wayfinder at it?",
        ),
        ("my laptop is broken, which shop sells chargers?", "which shop sells chargers?"),
        (
            "our printer keeps jamming. how many toner cartridges do you sell?",
            "how many toner cartridges do you sell?",
        ),
        (
            "how many toner cartridges do you sell? my printer is out of ink",
            "how many toner cartridges do you sell?",
        ),
    ],
)
def test_the_situation_is_context(goal: str, same_as: str) -> None:
    assert parse_goal(goal).meaning() == parse_goal(same_as).meaning()


def test_a_value_given_with_is_stays_a_value() -> None:
    step = parse_goal("my name is Kim Lee and my email is kim@example.org").steps[0]
    assert step.verb == "fill"
    assert {v.field: v.value for v in step.values} == {"name": "Kim Lee", "email": "kim@example.org"}


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["my config file", "my laptop", "our printer", "my cart"]),
    st.sampled_from(
        ["isn't in the working directory", "is broken", "keeps jamming", "is not working", "was stolen"]
    ),
    st.sampled_from([" - ", ", ", ". "]),
    st.sampled_from(QUESTIONS),
)
def test_every_situation_leaves_the_question(thing: str, state: str, join: str, question: str) -> None:
    said = f"{thing} {state}{join}{question}"
    assert parse_goal(said).meaning() == parse_goal(question).meaning(), said
