"""A relative clause whose subject is a name or a record ('the loans member RL10025 has had', 'the posts
jonas wrote', 'the issues that Bob reported') narrows the things as the question 'how many loans has
member RL10025 had' does; a verb of making names the role."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@pytest.mark.parametrize(
    ("goal", "thing", "field", "value"),
    [
        ("count the loans member RL10025 has had", "loans", "name", "member RL10025"),
        ("count the loans that member RL10025 has had", "loans", "name", "member RL10025"),
        ("count the posts jonas wrote", "posts", "author", "jonas"),
        ("list the issues Bob reported", "issues", "reporter", "Bob"),
        ("how many books Ann Lee has written are there", None, None, None),
    ],
)
def test_subject_relative(goal: str, thing: str | None, field: str | None, value: str | None) -> None:
    step = parse_goal(goal).steps[-1]
    if thing is None:
        return
    assert step.object == thing
    assert (field, value) in [(f.name, f.value) for f in step.filters]


@pytest.mark.parametrize(
    "goal",
    [
        "count the authors from Japan",
        "list the jonas posts",
        "find the book Ann wrote",
        "count the things you sell",
        "how many posts tagged travel tips are there",
    ],
)
def test_no_named_subject_no_relative(goal: str) -> None:
    """A preposition, a noun before the noun, one thing (not a list), 'you' (the site) or words with a
    participle ('tagged travel') is no such clause."""
    step = parse_goal(goal).steps[-1]
    assert not any(
        f.value.lower() in {"you", "ann", "tagged travel"}
        for f in step.filters
        if f.name in {"name", "author"}
    )


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["count", "list", "show me"]),
    st.sampled_from(["loans", "orders", "comments"]),
    st.sampled_from(["member RL10025", "customer C-7731", "Priya"]),
    st.sampled_from(["has had", "has made", "had", "placed"]),
    st.sampled_from(["", "that "]),
)
def test_generated_relatives(verb: str, things: str, who: str, did: str, that: str) -> None:
    step = parse_goal(f"{verb} the {things} {that}{who} {did}").steps[-1]
    assert step.object == things
    assert who in [f.value for f in step.filters]


@pytest.mark.parametrize(
    ("goal", "field"),
    [
        ("how many books has Gideon Hargreaves written?", "author"),
        ("count the books Gideon Hargreaves has written", "author"),
        ("how many issues has Bob reported", "reporter"),
        ("list the issues Bob reported", "reporter"),
        ("how many loans has member RL10025 had", "name"),
        ("count the loans member RL10025 has had", "name"),
        # a record by its code is found by the code, whatever it did
        ("how many tickets has customer CU7781 opened?", "name"),
        ("count the tickets customer CU7781 opened", "name"),
    ],
)
def test_the_question_and_the_relative_agree_on_the_doers_role(goal: str, field: str) -> None:
    """One reader of the doer's role (``attributes.doer_role``) for the question and the relative clause."""
    assert field in [f.name for f in parse_goal(goal).steps[-1].filters]
