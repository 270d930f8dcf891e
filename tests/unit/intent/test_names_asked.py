"""Two families from list-10 paraphrases (each from two or more sites): 'what is X called' asks X's
name, as 'what is the name of X' does; and a place that is the whole site ('on the blog', 'in the
shop', 'in these docs') is no scope wherever it stands in the clause, not only at its end."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _step(goal: str) -> dict[str, object]:
    steps = parse_goal(goal).meaning()["steps"]
    assert isinstance(steps, list)
    first = steps[0]
    assert isinstance(first, dict)
    return first


@pytest.mark.parametrize(
    ("goal", "attribute", "thing"),
    [
        ("what is the latest recipe called?", "name", "recipe"),
        ("what's the cheapest drone called?", "name", "drone"),
        ("what was the oldest book in the catalogue titled?", "title", "book"),
        ("what is the newest post named", "name", "post"),
    ],
)
def test_what_a_thing_is_called_asks_its_name(goal: str, attribute: str, thing: str) -> None:
    step = _step(goal)
    assert step["attributes"] == [attribute]
    assert step["object"] == thing
    assert step["superlative"] is not None


def test_called_with_more_after_it_is_not_a_name_question() -> None:
    assert _step("what is the tag called winter used for?")["attributes"] != ["name"]


SUPERLATIVES = st.sampled_from(
    ["cheapest drone", "latest recipe", "oldest deed", "newest post", "priciest camera"]
)


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(thing=SUPERLATIVES, be=st.sampled_from(["is", "was"]), called=st.sampled_from(["called", "named"]))
def test_called_and_the_name_of_read_alike(thing: str, be: str, called: str) -> None:
    asked = _step(f"what {be} the {thing} {called}?")
    named = _step(f"what {be} the name of the {thing}?")
    assert (asked["object"], asked["attributes"], asked["superlative"]) == (
        named["object"],
        named["attributes"],
        named["superlative"],
    )


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    goal=st.sampled_from(
        [
            ("what is the latest recipe {p} called?", "what is the latest recipe called?"),
            ("how many posts {p} are tagged budget?", "how many posts are tagged budget?"),
            ("which drone {p} is the cheapest?", "which drone is the cheapest?"),
        ]
    ),
    place=st.sampled_from(["on the blog", "in the shop", "on this site", "in your store", "on the wiki"]),
)
def test_a_whole_site_place_inside_the_clause_is_no_scope(goal: tuple[str, str], place: str) -> None:
    placed, bare = goal
    assert parse_goal(placed.format(p=place)).meaning() == parse_goal(bare).meaning()


def test_a_section_of_a_site_stays_a_scope() -> None:
    assert (
        _step("how many books are in the Poetry section?")["scope"]
        or _step("how many books are in the Poetry section?")["filters"]
    )
