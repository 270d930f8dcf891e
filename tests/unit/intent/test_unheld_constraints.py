"""A constraint the goal writes is never dropped silently: an amount of money or a date range that no
step holds is an unplaced part of the frame (intent/coverage.py), so a count or an answer read without
it cannot be claimed as the goal's. Sentences of our own, and generated ones: whether the reader holds
the constraint or not, it is in the steps, in ``unplaced``, or the goal is not understood at all - never nowhere."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.coverage import unheld_constraint
from wayfinder.intent.frame import Step


@pytest.mark.parametrize(
    ("clause", "part"),
    [
        ("how many mice are there under $40", "under $40"),
        ("count the liens recorded in 2021", "in 2021"),
        ("number of keyboards sold for less than 60 dollars", "less than 60 dollars"),
        ("how many tents are there", ""),
    ],
)
def test_a_constraint_no_step_holds_is_named_as_written(clause: str, part: str) -> None:
    assert unheld_constraint(clause, [Step(verb="count", text=clause, object="things")]) == part


def test_a_held_bound_or_date_is_not_named() -> None:
    goal = parse_goal("how many mice under $40 are there")
    assert goal.steps[0].bounds and unheld_constraint(goal.text, goal.steps) == ""
    dated = parse_goal("how many liens were recorded in 2021")
    assert dated.steps[0].dates and unheld_constraint(dated.text, dated.steps) == ""


NOUNS = st.sampled_from(["mice", "headphones", "deeds", "judgments", "keyboards", "books"])
OPENERS = st.sampled_from(
    [
        "how many {n} are there",
        "how many {n} do you have",
        "count the {n}",
        "what is the total number of {n}",
        "the number of {n}",
        "how many {n} were recorded",
        "how many {n} does the store carry",
    ]
)
CONSTRAINTS = st.sampled_from(
    [
        "under $110",
        "below 45 dollars",
        "for less than $80",
        "in 2023",
        "during 2019",
        "since 2020",
        "over $200",
        "before 2018",
    ]
)


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(noun=NOUNS, opener=OPENERS, constraint=CONSTRAINTS, front=st.booleans())
def test_a_written_constraint_is_held_or_unplaced_never_dropped(
    noun: str, opener: str, constraint: str, front: bool
) -> None:
    base = opener.format(n=noun)
    goal = parse_goal(f"{constraint}, {base}" if front else f"{base} {constraint}")
    held = any(s.bounds or s.dates for s in goal.steps)
    assert held or goal.unplaced or not goal.understood, (goal.text, goal.meaning())


@pytest.mark.parametrize(
    ("goal", "kind"),
    [
        ("search the shop for USB-C hubs and tell me the page title", "text"),
        ("what is the shipping address on order 12?", "text"),
        ("what is the page count of the manual?", "number"),
        ("how much is the shipping cost?", "price"),
    ],
)
def test_the_head_noun_of_an_asked_attribute_decides_its_kind(goal: str, kind: str) -> None:
    """'page title' is a title (text), though 'page' alone would be counted; 'page count' a number."""
    assert parse_goal(goal).answer_kind == kind
