"""Three ways of naming the one thing asked about, each read the same in either word order:
- a date superlative said as an adverb after the event's participle ('which lien was filed most
  recently', 'whose comment was posted most recently', 'which book was published earliest');
- a quoted name and its kind in apposition ('the "X" draft' / 'the draft "X"');
- an attribute of an owner's thing ("the due date of Website Redesign's Launch version")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["which", "whose"]),
    st.sampled_from(["lien", "comment", "book", "post", "deed"]),
    st.sampled_from(["filed", "posted", "published", "written", "recorded"]),
    st.sampled_from([("most recently", "max"), ("earliest", "min"), ("least recently", "min")]),
)
def test_a_superlative_adverb_after_the_participle(
    opener: str, thing: str, event: str, adverb: tuple[str, str]
) -> None:
    step = parse_goal(f"{opener} {thing} was {event} {adverb[0]}?").steps[-1]
    assert step.object == thing
    assert step.superlative is not None
    assert (step.superlative.attribute, step.superlative.direction) == ("date", adverb[1])


def test_whose_with_a_code_still_asks_the_holder() -> None:
    step = parse_goal("whose library card is RL10042?").steps[-1]
    assert step.attributes == ("holder",) and step.superlative is None


@pytest.mark.parametrize("kind", ["draft", "issue", "post", "recipe", "ticket"])
@pytest.mark.parametrize("verb", ["publish", "open", "show me"])
def test_a_quoted_name_and_its_kind_in_either_order(kind: str, verb: str) -> None:
    before = parse_goal(f"{verb} the {kind} 'Ferry Timetable Changes'").meaning()
    after = parse_goal(f"{verb} the 'Ferry Timetable Changes' {kind}").meaning()
    assert before == after


@pytest.mark.parametrize(
    ("goal", "attribute", "thing"),
    [
        ("what's the due date of Website Redesign's Launch version?", "due date", "launch version"),
        ("what is the price of Sony's cheapest headphones", "price", "headphones"),
        ("what is A Winter in Lisbon's ISBN", "isbn", "winter in lisbon"),
    ],
)
def test_the_attribute_of_an_owners_thing(goal: str, attribute: str, thing: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.attributes == (attribute,)
    assert step.object.lower().endswith(thing)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["posts", "recipes", "issues"]),
    st.sampled_from(["vegetarian", "budget", "bug"]),
    st.sampled_from([("tagged", "tag"), ("labelled", "label"), ("labeled", "label")]),
    st.sampled_from(["how many {x} are there?", "list the {x}", "count the {x}"]),
)
def test_a_tag_hyphened_before_the_noun(noun: str, value: str, how: tuple[str, str], shape: str) -> None:
    """'vegetarian-tagged posts' is 'posts tagged vegetarian' (one tag filter, the noun alone)."""
    step = parse_goal(shape.format(x=f"{value}-{how[0]} {noun}")).steps[-1]
    assert step.object == noun
    assert [(f.name, f.value) for f in step.filters] == [(how[1], value)]
