"""A record to make named by its kind, a colon, then its values - 'file a bug: subject X, priority
High', 'open a support ticket in P: subject X', 'add a new category: Workshops' (one value after the
colon is the name). A one-word verb before a colon stays a field's name ('message: hello'); a verb
with its object before the colon asks. Sentences of our own and a generated family."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _made(goal: str) -> tuple[str, str, dict[str, str]]:
    step = parse_goal(goal).steps[-1]
    return step.verb, step.object, {v.field: v.value for v in step.values}


@pytest.mark.parametrize(
    ("goal", "kind", "values"),
    [
        ("file a bug: subject 'X', priority High", "bug", {"subject": "X", "priority": "High"}),
        (
            "file an issue: subject 'Y', priority Low, assignee Bob Chen",
            "issue",
            {"subject": "Y", "priority": "Low", "assignee": "Bob Chen"},
        ),
        (
            "open a support ticket in Billing Service: subject 'Z', priority Low",
            "support ticket in Billing Service",
            {"subject": "Z", "priority": "Low"},
        ),
        ("add a new category: Workshops", "category", {"name": "Workshops"}),
        ("create a new tag: 'winter'", "tag", {"name": "winter"}),
    ],
)
def test_the_kind_then_its_values(goal: str, kind: str, values: dict[str, str]) -> None:
    assert _made(goal) == ("create", kind, values)


def test_a_one_word_verb_before_a_colon_names_a_field() -> None:
    step = parse_goal("message: hello").steps[0]
    assert step.verb == "fill" and step.values[0].field == "message"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["file a bug", "file an issue", "report a bug", "create an issue", "open a new ticket"]),
    st.sampled_from(["", "please ", "hi! "]),
    st.sampled_from(["Search is slow", "Logo is blurry"]),
    st.sampled_from(["High", "Low", "Normal"]),
)
def test_every_wording_gives_the_values(verb: str, lead: str, subject: str, priority: str) -> None:
    _, _, values = _made(f"{lead}{verb}: subject '{subject}', priority {priority}")
    assert values == {"subject": subject, "priority": priority}
