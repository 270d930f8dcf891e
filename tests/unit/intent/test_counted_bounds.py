"""A bound on a number of things ('more than 2 loans', 'fewer than 3 comments') measures those things;
a word after a bare number that is not a plural ('under 150 today', 'under 40 please') is no measure
(intent.text.bounds.find_bounds)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.text.bounds import find_bounds


@pytest.mark.parametrize(
    ("text", "attribute"),
    [("more than 2 loans", "loan"), ("fewer than 3 comments", "comment"), ("at least 5 members", "member")],
)
def test_a_bound_on_things_counts_them(text: str, attribute: str) -> None:
    ((bound, _span),) = find_bounds(text)
    assert bound.attribute == attribute and bound.text == text


@pytest.mark.parametrize(
    ("text", "said"), [("a camera under 500 today", "under 500"), ("mice under 40 please", "under 40")]
)
def test_a_word_after_a_bare_number_is_no_measure(text: str, said: str) -> None:
    ((bound, _span),) = find_bounds(text)
    assert bound.attribute == "" and bound.text == said


@given(st.sampled_from(["loans", "comments", "reviews", "pages", "members", "posts"]), st.integers(1, 900))
def test_generated_counted_bounds(things: str, n: int) -> None:
    ((bound, _span),) = find_bounds(f"more than {n} {things}")
    assert bound.op == "gt" and bound.value == n and bound.attribute != "price"


def test_how_many_have_a_value_with_its_field() -> None:
    step = parse_goal("how many issues have high priority").steps[-1]
    assert [(f.name, f.value) for f in step.filters] == [("priority", "high")]
