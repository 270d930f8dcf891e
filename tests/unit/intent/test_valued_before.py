"""A value and its field hyphened before the noun ('high-priority issues', 'low-severity bugs') narrow the
things by that field, wherever the phrase stands (a count, a list, an open) - the held-out
'how many high-priority issues are there in Mobile App' had counted issues with no priority asked, and a
filter added with its first value (Low) was accepted."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _filters(goal: str) -> list[tuple[str, str]]:
    return [(f.name, f.value) for f in parse_goal(goal).steps[-1].filters]


@pytest.mark.parametrize(
    ("goal", "field", "value"),
    [
        ("how many high-priority issues are there in Mobile App right now?", "priority", "high"),
        ("list the low-severity bugs", "severity", "low"),
        ("open the newest urgent-priority ticket", "priority", "urgent"),
    ],
)
def test_a_hyphened_value_and_field_narrow_the_things(goal: str, field: str, value: str) -> None:
    assert (field, value) in _filters(goal)


def test_a_hyphened_state_is_still_a_status() -> None:
    assert ("status", "in stock") in _filters("buy the cheapest in-stock mouse")


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["high", "low", "urgent", "normal", "critical"]),
    st.sampled_from(["priority", "severity"]),
    st.sampled_from(["issues", "bugs", "tickets"]),
    st.sampled_from(["how many {x} are there?", "list the {x}", "how many {x} does Mobile App have?"]),
)
def test_generated_hyphened_values(value: str, field: str, things: str, form: str) -> None:
    goal = form.format(x=f"{value}-{field} {things}")
    assert (field, value) in _filters(goal)
    assert f"{value}-{field}" not in parse_goal(goal).steps[-1].object
