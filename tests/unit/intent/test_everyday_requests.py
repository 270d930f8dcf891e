"""Everyday ways of asking that the reader missed, each a class of wordings rather than one sentence:
degree words of money ('how pricey is X'), a choice announced ('I'll take X'), asking to be given a
thing ('can I get X'), carting verbs ('stick X in my cart'), getting a thing into the cart, a new
record's given values ('a new issue called X with priority Low'), a possessive field ('issue 7's
status'), a participle that narrows a question's subject, and a message given unquoted ('... saying
works for me', 'comment on issue 3: fixed'), which is the person's own words and never discourse."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside


def _steps(goal: str) -> list[tuple[str, str]]:
    frame = parse_goal(goal)
    assert frame.understood, (goal, frame.reason)
    return [(s.verb, s.object) for s in frame.steps]


@pytest.mark.parametrize("degree", ["pricey", "expensive", "costly", "cheap"])
@pytest.mark.parametrize("thing", ["the Acme kettle", "a Zephyr Tab 10"])
def test_a_degree_word_of_money_asks_the_price(degree: str, thing: str) -> None:
    step = parse_goal(f"how {degree} is {thing}?").steps[0]
    assert step.attributes == ("price",)
    assert step.object in {"Acme kettle", "Zephyr Tab 10"}


@pytest.mark.parametrize(
    "goal",
    [
        "I'll take the Acme kettle, add it to the cart",
        "we will take the Acme kettle - put it in my basket",
        "I'll go with the Acme kettle. Add it to my cart",
    ],
)
def test_a_choice_announced_names_what_the_next_step_acts_on(goal: str) -> None:
    steps = parse_goal(goal).steps
    assert [s.verb for s in steps] == ["find", "add"]
    assert steps[0].object == "Acme kettle" and steps[1].refers_back


@pytest.mark.parametrize(
    ("goal", "verb", "quantity"),
    [
        ("can I get two Acme kettles in my cart", "add", 2),
        ("could I have the Acme kettle in my basket please", "add", None),
        ("get three Acme kettles into the cart", "add", 3),
        ("stick the Acme kettle in my cart", "add", None),
        ("pop two Acme kettles in the basket", "add", 2),
        ("can I get the cheapest Acme kettle?", "find", None),
    ],
)
def test_asking_for_a_thing_in_the_cart_carts_it(goal: str, verb: str, quantity: int | None) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.quantity) == (verb, quantity)
    assert step.object == "Acme kettle" or step.object == "Acme kettles"


def test_a_new_record_s_given_values_are_values_not_filters() -> None:
    step = parse_goal("create a new issue called Broken footer with priority Low").steps[0]
    assert step.verb == "create"
    assert {(v.field, v.value) for v in step.values} == {("name", "Broken footer"), ("priority", "Low")}
    assert not [f for f in step.filters if f.name == "priority"]


@pytest.mark.parametrize(
    ("goal", "obj", "field", "value"),
    [
        ("change issue 7's status to closed", "issue 7", "status", "closed"),
        ("update the Acme kettle's price to $20", "Acme kettle", "price", "$20"),
    ],
)
def test_a_possessive_field_names_the_record_and_its_field(
    goal: str, obj: str, field: str, value: str
) -> None:
    step = parse_goal(goal).steps[0]
    assert step.verb == "edit" and step.object == obj
    assert [(v.field, v.value) for v in step.values] == [(field, value)]


@pytest.mark.parametrize(
    ("goal", "name"),
    [
        ("what was the last mortgage recorded for Smith?", "Smith"),
        ("what is the newest lien filed under Okafor?", "Okafor"),
    ],
)
def test_a_participle_after_the_subject_narrows_it(goal: str, name: str) -> None:
    step = parse_goal(goal).steps[0]
    assert ("name", name) in {(f.name, f.value) for f in step.filters}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("add a note to issue 14 saying works for me", "add a note to issue 14 saying works for me"),
        ("please leave a comment saying thanks for the fix", "leave a comment saying thanks for the fix"),
        ("comment on issue 3: works for me, thanks!", "comment on issue 3: works for me"),
        ("hi, reply to Ann with the text see you here", "reply to Ann with the text see you here"),
    ],
)
def test_an_unquoted_message_is_the_person_s_own_words(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    message=st.sampled_from(
        ["works for me", "fixed in build 12 please check", "thanks, looks good now", "ok here"]
    ),
    shape=st.sampled_from(
        [
            "add a note to issue 14 saying {m}",
            "comment on issue 14: {m}",
            "leave a comment on issue 14 with the text {m}",
        ]
    ),
)
def test_any_unquoted_comment_keeps_its_whole_text(message: str, shape: str) -> None:
    step = parse_goal(shape.format(m=message)).steps[-1]
    assert step.verb == "reply"
    assert [v.value for v in step.values if v.field == "message"] == [message]


def test_after_a_quoted_message_the_discourse_is_still_set_aside() -> None:
    goal = "leave a comment on issue 3 saying 'works for me' - thanks so much!"
    plain = "leave a comment on issue 3 saying 'works for me'"
    assert parse_goal(goal).meaning() == parse_goal(plain).meaning()


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    place=st.sampled_from(
        [
            "In the docs, ",
            "on the portal, ",
            "At the library website, ",
            "in the Acme store, ",
            "On this site, ",
        ]
    ),
    goal=st.sampled_from(
        [
            "how many deeds were recorded for Smith?",
            "what exit code does the tool return when it times out?",
            "open the book Paper Gardens",
            "who wrote Paper Gardens?",
        ]
    ),
)
def test_a_place_phrase_naming_the_site_asks_nothing(place: str, goal: str) -> None:
    """The site is where every request is: 'In the Wayfinder docs, what ...' is no step to open."""
    assert parse_goal(place + goal).meaning() == parse_goal(goal).meaning()


@pytest.mark.parametrize(
    "goal", ["in the Sony section, what is the cheapest item?", "on the cart page, click checkout"]
)
def test_a_place_on_the_site_is_not_set_aside(goal: str) -> None:
    assert not parse_goal(goal).ignored
