"""A question ending on a participle that names what is asked: 'what are X rated', 'how is X rated',
'what was the deed dated', 'what is the recipe called'."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@pytest.mark.parametrize(
    ("goal", "attribute", "thing"),
    [
        ("what are the Jabra Elite Wireless Headphones rated?", "rating", "jabra elite wireless headphones"),
        ("how is the Dell XPS laptop rated?", "rating", "dell xps laptop"),
        ("how are the Sony earbuds ranked", "rank", "sony earbuds"),
        ("what was document 2022-001185 dated?", "date", "2022-001185"),
        ("what is the latest recipe called?", "name", "recipe"),
        ("what score is the Basilisk mouse given", None, None),
    ],
)
def test_the_participle_names_the_attribute(goal: str, attribute: str | None, thing: str | None) -> None:
    step = parse_goal(goal).steps[-1]
    if attribute is None:
        return
    assert step.attributes == (attribute,)
    assert thing in step.object.lower()


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["the Jabra Elite headphones", "the Razer Basilisk mouse", "the ThinkPad 16"]),
    st.sampled_from(
        ["what is {x} rated", "how is {x} rated", "what rating does {x} have", "what's {x} rated"]
    ),
    st.sampled_from(["", "?", " pls"]),
)
def test_rating_questions_agree(thing: str, shape: str, end: str) -> None:
    step = parse_goal(shape.format(x=thing) + end).steps[-1]
    assert step.attributes == ("rating",)
    assert step.object.lower() in thing.lower()
