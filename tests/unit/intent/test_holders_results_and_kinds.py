"""Readings motivated by paraphrase list 18 (dev goals said again in the lead's own words, before any
change): a person made the holder of a record's field ('make me the owner of document X', 'make Bob the
assignee of issue 5'); a new record given values by pointing back ('create a ticket ... and assign it to
Dan', '... and set its priority to High'); a field of 'it' ('open issue 5 and change its status to
closed'); what a search shows said with a verb of appearance ('whatever comes up first'); a kind on a
named part of the site ('the blog post about X', 'the wiki page about Y'); and the noun asked of a thing
held in it by a participle ('which book and page is document X recorded in'). Each from two or more
apps or wordings; sentences of our own and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _values(text: str, at: int = -1) -> dict[str, str]:
    return {v.field: v.value.lower() for v in parse_goal(text).steps[at].values}


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["me", "Bob", "Ana Lima"]),
    st.sampled_from(["owner", "assignee", "reviewer"]),
    st.sampled_from(["document 2024-001555", "issue 5", "the 'Winter Soup' post", "ticket #12"]),
)
def test_a_person_made_the_holder_of_a_field_is_an_edit(person: str, field: str, record: str) -> None:
    (step,) = parse_goal(f"make {person} the {field} of {record}").steps
    assert step.verb == "edit" and step.object
    assert _values(f"make {person} the {field} of {record}") == {field: person.lower()}


def test_make_still_makes_new_things_and_states() -> None:
    (new,) = parse_goal("make a new page called Team").steps
    assert new.verb == "create"
    (role,) = parse_goal("make Ana Lima an admin").steps
    assert role.verb == "edit" and _values("make Ana Lima an admin") == {"role": "admin"}


_CREATES = (
    "create a support ticket called 'Refund request' in Billing Service",
    "write a post called 'Hello'",
    "log a bug titled 'Crash on start' in Mobile App",
)
_GIVES = (
    ("and assign it to Dan Evans", "assignee", "dan evans"),
    ("and set its priority to High", "priority", "high"),
    ("and change its status to draft", "status", "draft"),
    ("and publish it", "status", "published"),
)


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_CREATES), st.sampled_from(_GIVES))
def test_a_new_record_given_values_by_pointing_back_is_made_with_them(
    create: str, gives: tuple[str, str, str]
) -> None:
    said, field, value = gives
    (step,) = parse_goal(f"{create} {said}").steps
    assert step.verb == "create"
    assert _values(f"{create} {said}").get(field) == value


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("open issue 5 and change its status to closed", "status", "closed"),
        ("open issue 5 and set its priority to High", "priority", "high"),
        ("find the Winter Soup post and change its category to Recipes", "category", "recipes"),
    ],
)
def test_a_field_of_it_is_an_edit_of_what_was_named(text: str, field: str, value: str) -> None:
    first, edit = parse_goal(text).steps
    assert first.object and edit.verb == "edit" and edit.refers_back and not edit.object
    assert _values(text) == {field: value}


def test_a_choice_on_a_page_stays_a_choice() -> None:
    (step,) = parse_goal("set the size to L").steps
    assert step.verb == "select"


@pytest.mark.parametrize(
    "said",
    [
        "whatever comes up first",
        "the first thing that comes up",
        "whatever shows up first",
        "the first result that pops up",
        "the first thing that appears",
    ],
)
def test_what_a_search_shows_first_is_its_first_result(said: str) -> None:
    search, opened = parse_goal(f"search the docs for checkpoints.sqlite and open {said}").steps
    assert search.verb == "search" and search.object == "checkpoints.sqlite"
    assert opened.verb == "open" and opened.refers_back and opened.ordinal == 1 and not opened.object


def test_a_named_thing_that_appears_stays_named() -> None:
    _, opened = parse_goal("search for lamps and open the lamp that comes up first").steps
    assert opened.object == "lamp" and opened.ordinal == 1


@pytest.mark.parametrize(
    ("text", "thing", "kind", "scope"),
    [
        ("find the blog post about raised beds", "raised beds", "post", "blog"),
        ("open the wiki page about onboarding", "onboarding", "page", "wiki"),
        ("open the docs page about scaling", "scaling", "page", "docs"),
        ("find the post about raised beds", "raised beds", "post", ""),
    ],
)
def test_a_kind_on_a_named_part_of_the_site_is_found_by_its_topic(
    text: str, thing: str, kind: str, scope: str
) -> None:
    (step,) = parse_goal(text).steps
    assert step.object == thing and step.scope == scope
    assert ("type", kind) in [(f.name, f.value) for f in step.filters]


@pytest.mark.parametrize(
    ("text", "thing", "asked"),
    [
        ("which book and page is document 2024-001555 recorded in?", "2024-001555", ["book", "page"]),
        ("which file is the config stored in?", "config", ["file"]),
        ("which project is issue 7 filed under?", "issue 7", ["project"]),
        ("what category is the Orbit lamp listed under?", "orbit lamp", ["category"]),
    ],
)
def test_the_noun_asked_of_a_thing_held_in_it(text: str, thing: str, asked: list[str]) -> None:
    (step,) = parse_goal(text).steps
    assert step.object.lower() == thing and list(step.attributes) == asked
