"""Verbs of handing over (Levin 1993, 13.1): a record given to a person is assigned to them - 'give
issue 6 to Alice', 'hand the "Login bug" ticket over to Dan', 'pass #4 on to Bob' - as 'assign' says
it, in any tracker. 'give me X' stays a request to be shown X."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _assignment(goal: str) -> tuple[str, str, str]:
    step = parse_goal(goal).steps[-1]
    values = {v.field: v.value for v in step.values}
    return step.verb, step.object, values.get("assignee", "")


@pytest.mark.parametrize(
    ("goal", "thing", "who"),
    [
        ("give issue 6 to Alice Moreau", "issue 6", "Alice Moreau"),
        ("as carol, password ember-field-35, give issue 6 to Alice Moreau", "issue 6", "Alice Moreau"),
        ("hand ticket #4 over to Dan Evans", "ticket #4", "Dan Evans"),
        ("hand over issue 6 to Dan", "issue 6", "Dan"),
        ("pass issue 12 on to Bob Chen", "issue 12", "Bob Chen"),
    ],
)
def test_a_record_handed_to_a_person_is_assigned(goal: str, thing: str, who: str) -> None:
    assert _assignment(goal) == ("edit", thing, who)


def test_give_me_still_shows() -> None:
    step = parse_goal("give me the cheapest mouse").steps[0]
    assert step.verb == "find" and step.object == "mouse"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["give", "hand", "pass", "assign"]),
    st.sampled_from(["issue 6", "ticket #31", "bug 7"]),
    st.sampled_from(["", " over", " on"]),
    st.sampled_from(["Alice Moreau", "Dan Evans"]),
)
def test_every_verb_of_handing_over_assigns(verb: str, thing: str, particle: str, who: str) -> None:
    particle = "" if verb == "assign" else particle
    assert _assignment(f"{verb} {thing}{particle} to {who}") == ("edit", thing, who)
