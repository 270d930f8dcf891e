"""Openers that take a gerund ('would you mind adding ...'), a place adverb that ends a request ('...
here'), sized labels ('quick q:'), and verbs that put a thing on screen or move a value. Each is a table
of sentences of our own plus a generated property: a request, reworded this way, keeps its meaning."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lemminflect import getInflection

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside

# Requests that start with their verb (the gerund property needs the verb first).
REQUESTS = (
    "add the cheapest wireless mouse to my cart",
    "open issue #14 and set its status to In Progress",
    "find the newest deed recorded for Garcia",
    "check the price of the Zephyr Tab 10",
    "search for desk lamps under $40",
    "count the open bugs in the Mobile project",
    "change the title of the post 'Autumn soups' to 'Winter soups'",
)
QUESTIONS = (
    "how many books does the library have?",
    "what is the price of the Zephyr Tab 10?",
    "which 4K monitor under $300 has the best rating?",
    "is the Acme kettle in stock?",
)


def _gerund(request: str) -> str:
    verb, rest = request.split(" ", 1)
    return f"{getInflection(verb, tag='VBG')[0]} {rest}"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("would you mind adding the mouse to my cart?", "add the mouse to my cart?"),
        ("do you mind opening the cart", "open the cart"),
        ("Would you mind checking how many kettles there are", "check how many kettles there are"),
        ("how about searching for lamps", "search for lamps"),
        ("could you try looking up the Acme drill", "look up the Acme drill"),
        ("hi! would you mind setting issue 4 to Closed", "set issue 4 to Closed"),
    ],
)
def test_a_gerund_after_its_opener_is_the_request_verb(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@pytest.mark.parametrize(
    "text",
    [
        "how about the cheapest one?",  # no gerund: nothing is set aside here
        "would you mind shipping costs?",  # 'ship' does not start a request
        "try the blue one",
    ],
)
def test_without_a_request_gerund_the_opener_is_not_read_as_one(text: str) -> None:
    assert "add" not in set_aside(text).text.split()[:1]
    assert set_aside(text).text.split()[-1] == text.split()[-1]


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS),
    opener=st.sampled_from(["would you mind ", "Would you mind ", "do you mind ", "hey, would you mind "]),
    end=st.sampled_from(["", "?", " please?", " - thanks!"]),
)
def test_any_request_asked_with_mind_and_a_gerund_keeps_its_meaning(
    request: str, opener: str, end: str
) -> None:
    assert parse_goal(opener + _gerund(request) + end).meaning() == parse_goal(request).meaning()


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("how many mice are there here?", "how many mice are there?"),
        ("place my order here", "place my order"),
        ("what is the price of the Acme kettle over here?", "what is the price of the Acme kettle?"),
        ("click here", "click here"),  # a link's own words
        ("tap right here", "tap right here"),
        ("how far is the depot from here?", "how far is the depot from here?"),
    ],
)
def test_a_place_adverb_that_ends_a_request_is_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    goal=st.sampled_from(REQUESTS + QUESTIONS),
    here=st.sampled_from([" here", " over here", " in here", " right here", " here please"]),
)
def test_any_goal_ending_in_here_keeps_its_meaning(goal: str, here: str) -> None:
    mark = goal[-1] if goal[-1] in "?!." else ""
    placed = goal[: len(goal) - len(mark)] + here + mark
    assert parse_goal(placed).meaning() == parse_goal(goal).meaning()


@pytest.mark.parametrize(
    "label", ["quick q: ", "Small question: ", "a quick question: ", "one q: ", "random qn: "]
)
@pytest.mark.parametrize("question", QUESTIONS)
def test_a_sized_question_label_is_set_aside(label: str, question: str) -> None:
    assert parse_goal(label + question).meaning() == parse_goal(question).meaning()


def test_a_value_after_a_colon_is_not_a_label() -> None:
    assert set_aside("type the answer: small question").text == "type the answer: small question"


@pytest.mark.parametrize(
    ("goal", "field", "value"),
    [
        ("raise the priority of issue 5 to High", "priority", "High"),
        ("lower the price of the Acme drill to $20", "price", "$20"),
        ("increase the quantity of the kettle in my cart to 3", "quantity", "3"),
        ("please bump the priority of issue 9 to Urgent", "priority", "Urgent"),
    ],
)
def test_verbs_that_move_a_value_change_the_record(goal: str, field: str, value: str) -> None:
    step = parse_goal(goal).steps[0]
    assert step.verb == "edit"
    assert [(v.field, v.value) for v in step.values] == [(field, value)]


def test_raising_an_issue_still_files_one() -> None:
    assert parse_goal("raise an issue about the login page").steps[0].verb == "create"


@pytest.mark.parametrize("verb", ["pull up", "bring up", "open"])
def test_pulling_up_a_chosen_record_opens_it(verb: str) -> None:
    step = parse_goal(f"{verb} the most recent mortgage for Phillips").steps[0]
    assert step.verb == "open"
    assert step.object == "mortgage"
    assert step.superlative is not None and step.superlative.direction == "max"


@pytest.mark.parametrize(
    "page",
    ["open the product page", "pull up the product page", "open the page", "bring up its details page"],
)
def test_the_page_after_a_find_is_the_page_of_what_was_found(page: str) -> None:
    steps = parse_goal(f"find the cheapest Acme kettle under $50 and {page}").steps
    assert [s.verb for s in steps] == ["find", "open"]
    assert steps[1].refers_back and not steps[1].object


def test_a_page_alone_does_not_say_what_to_open() -> None:
    assert not parse_goal("open the product page").understood


@pytest.mark.parametrize(
    ("goal", "name"), [("open the About us page", "About us"), ("go to the about me page", "about me")]
)
def test_an_about_page_keeps_its_name(goal: str, name: str) -> None:
    assert parse_goal(goal).steps[0].object == name
