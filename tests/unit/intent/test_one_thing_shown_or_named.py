"""'show me' one thing opens it; 'name' one thing asks its name.

'show me Robinson's most recent record' had been a find that stopped on the search results with the
record's name as the answer (the portal's record page was never opened); 'name the least expensive
monitor' had been a list of every monitor. One thing is: a superlative or ordinal of a noun said in the
singular, or a record by its number. Many things ('show me the overdue loans', 'name two authors') stay
found or listed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


@pytest.mark.parametrize(
    "thing",
    [
        "Robinson's most recent record",
        "the newest record for Robinson",
        "issue 20",
        "document 2024-001555",
        "member RL10042",
        "the cheapest 4K monitor",
    ],
)
def test_showing_one_thing_opens_it(thing: str) -> None:
    assert _meaning(f"show me {thing}") == _meaning(f"open {thing}")


@pytest.mark.parametrize(
    "things", ["the overdue loans", "the 3 cheapest tablets", "my cart", "the newest posts"]
)
def test_showing_many_things_still_finds_them(things: str) -> None:
    assert parse_goal(f"show me {things}").steps[-1].verb == "find"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["cheapest", "most expensive", "newest", "oldest", "latest"]),
    st.sampled_from(["laptop", "record", "post", "mortgage", "book"]),
    st.sampled_from(["show me", "show"]),
)
def test_generated_one_thing_shown_is_opened(adjective: str, noun: str, verb: str) -> None:
    goal = f"{verb} the {adjective} {noun}"
    assert parse_goal(goal).steps[-1].verb == "open"


@pytest.mark.parametrize(
    ("named", "asked"),
    [
        ("name the least expensive monitor", "which monitor is the least expensive?"),
        (
            "name the author of The Iron Orchard of the Fjords",
            "tell me the author of The Iron Orchard of the Fjords",
        ),
    ],
)
def test_naming_one_thing_asks_its_name(named: str, asked: str) -> None:
    a, b = parse_goal(named).steps[-1], parse_goal(asked).steps[-1]
    assert (a.verb, a.object, a.attributes, a.superlative) == (b.verb, b.object, b.attributes, b.superlative)


@pytest.mark.parametrize(("goal", "quantity"), [("name two authors from Japan", 2), ("name the authors", -1)])
def test_naming_many_lists_them(goal: str, quantity: int) -> None:
    step = parse_goal(goal).steps[-1]
    assert (step.verb, step.quantity) == ("list", quantity)
