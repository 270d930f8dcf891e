"""A state denied in a count's predicate is its opposite, never the state itself ('how many issues are
not closed' counts the open ones); a value said with its field in the predicate is that field's ('how
many issues are high priority')."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        [
            ("closed", "open"),
            ("open", "closed"),
            ("returned", "out"),
            ("published", "unpublished"),
            ("paid", "unpaid"),
        ]
    ),
    st.sampled_from(
        ["are not {s}", "have not been {s}", "haven't been {s} yet", "aren't {s}", "are still not {s}"]
    ),
    st.sampled_from(["issues", "loans", "posts", "invoices"]),
)
def test_a_state_denied_is_its_opposite(pair: tuple[str, str], said: str, things: str) -> None:
    """'how many issues are not closed' counts the open ones - never the closed ones."""
    state, opposite = pair
    if state == "open" and "been" in said:
        return  # 'have been open' is no passive: 'open' is an adjective
    step = parse_goal(f"how many {things} {said.format(s=state)}?").steps[0]
    assert step.verb == "count"
    assert ("status", opposite) in [(f.name, f.value) for f in step.filters]


def test_a_state_with_no_known_opposite_stays_denied() -> None:
    step = parse_goal("how many books have not been borrowed?").steps[0]
    assert [(f.name, f.value) for f in step.filters] == [("status", "not borrowed")]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["high", "low", "urgent"]),
    st.sampled_from(["priority", "severity"]),
    st.sampled_from(["issues", "bugs in Mobile App", "tickets"]),
    st.booleans(),
)
def test_a_value_with_its_field_in_the_predicate(value: str, field: str, things: str, denied: bool) -> None:
    said = f"how many {things} are {'not ' if denied else ''}{value} {field}?"
    step = parse_goal(said).steps[0]
    assert step.verb == "count"
    want = f"not {value}" if denied else value
    assert (field, want) in [(f.name, f.value) for f in step.filters], said
    assert "status" not in [f.name for f in step.filters]


@pytest.mark.parametrize(
    ("said", "same"),
    [
        ("how many issues are high priority?", "how many high-priority issues are there?"),
        ("how many bugs are low severity?", "how many low-severity bugs are there?"),
    ],
)
def test_the_predicate_and_the_modifier_agree(said: str, same: str) -> None:
    assert parse_goal(said).steps[0].filters == parse_goal(same).steps[0].filters
