"""Records said with a quantifier put into a state ('set all the resolved issues of X to Closed',
'update every draft post to pending review', 'change each open ticket to High priority') are records
whose field changes - never a form field called 'the resolved issues of X' to select a value in (helper
A's bulk goals on Redmine and WordPress). A group they go into stays a group ('move all the Gardening
posts to the Travel category'); a field of one record stays that ('set the status of issue #1 to ...')."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _changed(goal: str) -> tuple[str, int | None, dict[str, str]]:
    step = parse_goal(goal).steps[-1]
    return step.verb, step.quantity, {v.field: v.value for v in step.values}


@pytest.mark.parametrize(
    ("goal", "values"),
    [
        ("set all the resolved issues of Mobile App to Closed", {"status": "Closed"}),
        (
            "as maria (password harbor-lights-42) set all the draft posts in Recipes to pending review",
            {"status": "pending review"},
        ),
        ("change all the open bugs in Mobile App to Resolved", {"status": "Resolved"}),
        ("set every open ticket to High priority", {"priority": "High"}),
        ("update each pending comment to approved", {"status": "approved"}),
    ],
)
def test_quantified_records_go_into_the_state(goal: str, values: dict[str, str]) -> None:
    assert _changed(goal) == ("edit", -1, values)


def test_a_group_and_a_field_keep_their_readings() -> None:
    assert _changed("move all the Gardening posts to the Travel category")[2] == {"category": "Travel"}
    assert _changed("set the status of issue #1 to In Progress") == ("edit", None, {"status": "In Progress"})
    assert parse_goal("set the size to L").steps[0].verb == "select"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["set", "change", "update", "switch"]),
    st.sampled_from(["all the", "every", "each", "all"]),
    st.sampled_from(["resolved issues", "draft posts", "open tickets in Billing Service"]),
    st.sampled_from(["Closed", "Rejected", "In Progress"]),
)
def test_every_wording_changes_the_records(verb: str, every: str, things: str, state: str) -> None:
    assert _changed(f"{verb} {every} {things} to {state}") == ("edit", -1, {"status": state})
