"""A person's own page named with a possessive ("Hiroshi Zimmermann's author page", "Ben Hughes's
profile"): the person is what is opened, the noun at most the kind of record they are - as "the author
Hiroshi Zimmermann" says it - while "Priya's latest post" stays one of Priya's posts."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _opened(goal: str) -> tuple[str, dict[str, str]]:
    step = parse_goal(goal).steps[-1]
    return step.object, {f.name: f.value for f in step.filters}


@pytest.mark.parametrize(
    ("goal", "who", "filters"),
    [
        ("open Hiroshi Zimmermann's author page", "Hiroshi Zimmermann", {"type": "author"}),
        ("take me to the author Hiroshi Zimmermann", "Hiroshi Zimmermann", {"type": "author"}),
        ("open Ben Hughes's profile", "Ben Hughes", {}),
        ("show me Priya's page", "Priya", {}),
        ("go to Ann Lee's member profile", "Ann Lee", {"type": "member"}),
    ],
)
def test_the_person_is_opened(goal: str, who: str, filters: dict[str, str]) -> None:
    assert _opened(goal) == (who, filters)


def test_a_thing_the_person_has_stays_theirs() -> None:
    # a post of hers is one she wrote (names.RESPONSE_NOUNS): its author, as "the post Priya wrote"
    assert _opened("open Priya's latest post") == ("post", {"author": "Priya"})


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["open", "go to", "take me to", "pull up"]),
    st.sampled_from(["Hiroshi Zimmermann", "Ben Hughes", "Ada Quill"]),
    st.sampled_from(["author page", "profile", "author profile", "page"]),
)
def test_every_wording_opens_the_person(verb: str, who: str, page: str) -> None:
    assert _opened(f"{verb} {who}'s {page}")[0] == who
