"""A goal that says a thing twice says it once (intent/constraints.py ``_restated_superlative``,
intent/questions.py): an appositive that restates a superlative with its measure ('the shortest book,
the one with the fewest pages') decides what is measured and leaves the thing's name; a state restated
by denying its opposite ('out, not yet returned') is the state; a passive with no doer ('how many
issues are closed') is a state of the things counted, never dropped. Sentences of our own, and
generated ones."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _last(goal: str):  # type: ignore[no-untyped-def]
    frame = parse_goal(goal)
    assert frame.understood, goal
    return frame.steps[-1] if frame.steps[-1].verb != "answer" or len(frame.steps) == 1 else frame.steps[-2]


@pytest.mark.parametrize(
    ("goal", "thing", "attribute", "direction"),
    [
        ("find the longest river, the one with the most kilometres", "river", "kilometres", "max"),
        ("open the smallest flat - the one with the fewest rooms", "flat", "rooms", "min"),
        ("show me the oldest post, the one with the earliest date", "post", "date", "min"),
        ("which is the biggest city, the one with the most residents?", "city", "residents", "max"),
    ],
)
def test_a_restated_superlative_is_measured_by_what_the_restatement_names(
    goal: str, thing: str, attribute: str, direction: str
) -> None:
    step = _last(goal)
    assert step.object == thing
    assert step.superlative is not None
    assert (step.superlative.attribute, step.superlative.direction) == (attribute, direction)


def test_a_restatement_that_says_something_else_is_not_taken_for_one() -> None:
    """'the cheapest laptop, the one with the most RAM' asks two things; the second is not silently
    swallowed as the measure of the first (nor dropped)."""
    step = _last("which is the cheapest laptop, the one with the most RAM?")
    assert step.superlative is not None and step.superlative.attribute == "price"
    assert "RAM" in step.object


@pytest.mark.parametrize(
    ("goal", "state"),
    [
        ("how many loans are out, not yet returned", "out"),
        ("how many tickets are open - not closed?", "open"),
        ("how many invoices are unpaid, not settled", "unpaid"),
        ("how many issues are closed", "closed"),
        ("how many orders were shipped?", "shipped"),
        ("how many books are checked out", "checked out"),
        ("how many comments were approved", "approved"),
    ],
)
def test_the_state_asked_is_a_filter_of_the_things_counted(goal: str, state: str) -> None:
    step = _last(goal)
    assert ("status", state) in {(f.name, f.value) for f in step.filters}


@pytest.mark.parametrize(
    "goal",
    [
        "how many records were found for Smith",
        "how many comments are shown under the soup recipe",
        "how many liens were recorded in 2021",
        "how many issues are assigned to Alice",
    ],
)
def test_a_participle_that_only_says_the_things_exist_is_no_state(goal: str) -> None:
    assert all(f.name != "status" for f in _last(goal).filters)


THINGS = st.sampled_from(["book", "river", "flat", "laptop", "post", "city"])
SUPERLATIVES = st.sampled_from(
    [("shortest", "min"), ("biggest", "max"), ("oldest", "min"), ("largest", "max")]
)
MEASURES = st.sampled_from(["pages", "rooms", "residents", "kilometres", "comments"])
JOINS = st.sampled_from([", the one with the", " - the one with the", ", i.e. the one with the"])
WRAPS = st.sampled_from(
    ["find the {g}", "hi, can you find the {g}?", "open the {g} pls", "which is the {g}?"]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(THINGS, SUPERLATIVES, MEASURES, JOINS, WRAPS)
def test_generated_restatements_measure_by_their_noun(
    thing: str, sup: tuple[str, str], measure: str, join: str, wrap: str
) -> None:
    word, direction = sup
    most = "most" if direction == "max" else "fewest"
    goal = wrap.format(g=f"{word} {thing}{join} {most} {measure}")
    step = _last(goal)
    assert step.object == thing, goal
    assert step.superlative is not None and step.superlative.attribute == measure, goal
    assert step.superlative.direction == direction, goal
