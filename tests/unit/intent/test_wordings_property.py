"""Metamorphic property tests: every dev goal of the suites, reworded the way people wrap a request,
parses to the same frame (``GoalFrame.meaning()``: the text fields aside, case-folded).

The rewordings are the one list in ``wayfinder_bench.wordings`` (the bench uses it too); hypothesis
draws a goal and a combination of up to four of them and shrinks a failure to the smallest one.
Held-out suite files are never read here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder_bench.wordings import WORDINGS, combine, variants
from wayfinder_bench.wordings_check import dev_goals, stability

ROOT = Path(__file__).resolve().parents[3]
GOALS = dev_goals(sorted((ROOT / "bench" / "goals").glob("*/dev.yaml")))
NAMES = [w.name for w in WORDINGS]


def test_the_list_is_long_and_the_suites_are_read() -> None:
    assert len(WORDINGS) >= 30
    assert len({w.kind for w in WORDINGS}) >= 6
    assert len(GOALS) >= 100


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(goal=st.sampled_from(GOALS), names=st.lists(st.sampled_from(NAMES), min_size=1, max_size=4))
def test_combined_rewordings_keep_the_frame(goal: str, names: list[str]) -> None:
    reworded = combine(goal, names)
    assert parse_goal(reworded).meaning() == parse_goal(goal).meaning(), (goal, names, reworded)


def test_every_single_rewording_of_every_dev_goal_keeps_the_frame() -> None:
    report = stability(GOALS)
    assert report.unstable == [], report.unstable[:5]
    assert report.goal_ratio >= 0.95


@pytest.mark.parametrize(
    "goal",
    [
        'type "Hello There" into the note field',  # quoted text keeps its case and words
        "log in as ann with password <secret:ANN_PW> and open the Billing page",
        "email the report to bob@example.com",
    ],
)
def test_rewordings_leave_quotes_secrets_and_addresses_alone(goal: str) -> None:
    for _name, text in variants(goal):
        for kept in ('"Hello There"', "<secret:ANN_PW>", "bob@example.com"):
            if kept in goal:
                assert kept in text, text
