"""A change to records said the ways people say it (helper A's bulk goals, session 12): the value with its
field after it ('as high priority', 'high priority' given), and the records of a named group ('of the
Website Redesign project'), read as 'set ... to High priority' and 'in the ... project' read them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _change(goal: str) -> tuple[str, str, list[tuple[str, str]]]:
    step = parse_goal(goal).steps[-1]
    return step.object, step.scope.lower(), [(v.field, v.value.lower()) for v in step.values]


@pytest.mark.parametrize(
    "goal",
    [
        "mark all the new bugs in the Mobile App project as high priority",
        "give every new bug in the Mobile App project high priority",
        "set all the new bugs in the Mobile App project to high priority",
    ],
)
def test_a_value_with_its_field_after_it(goal: str) -> None:
    thing, scope, values = _change(goal)
    assert thing.startswith("new bug") and scope == "mobile app project"
    assert values == [("priority", "high")]


def test_marking_as_a_state_still_sets_the_status() -> None:
    assert _change("mark issue 27 as resolved")[2] == [("status", "resolved")]


def test_giving_to_a_person_still_assigns() -> None:
    assert _change("give issue 6 to Alice Moreau")[2] == [("assignee", "alice moreau")]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["issue 5", "every open bug", "all the new tickets", 'the "Login bug" issue']),
    st.sampled_from(["high", "low", "urgent", "normal"]),
    st.sampled_from(["priority", "severity"]),
    st.sampled_from(["give {r} {v} {f}", "give {r} a {v} {f}", "mark {r} as {v} {f}"]),
)
def test_generated_values_given_with_their_field(record: str, value: str, field: str, form: str) -> None:
    values = _change(form.format(r=record, v=value, f=field))[2]
    assert values == [(field, value)]


@pytest.mark.parametrize(
    ("goal", "thing", "scope"),
    [
        (
            "put all the feedback issues of the Website Redesign project back to new",
            "feedback issues",
            "website redesign project",
        ),
        (
            "close all the resolved issues of the Billing Service project",
            "resolved issues",
            "billing service project",
        ),
        ("list the members of the Chess club", "members", "chess club"),
    ],
)
def test_records_of_a_named_group_are_found_in_it(goal: str, thing: str, scope: str) -> None:
    found, where, _values = _change(goal)
    assert (found, where) == (thing, scope)


def test_an_attribute_of_a_group_is_no_scope() -> None:
    step = parse_goal("what is the due date of the Launch version of Website Redesign?").steps[-1]
    assert "due date" in " ".join(step.attributes)
