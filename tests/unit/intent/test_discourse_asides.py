"""Discourse that hides in shapes the word tables alone do not see: a parenthesis holding only thanks or
politeness, a closing tag question ('..., ok?'), a request opener used as a label before a colon
('need to know: ...'), an opener with its subject dropped ('need to know', 'was wondering'), and text
smileys. Each shape: sentences of our own, what must stay, and a generated property."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside
from wayfinder.intent.discourse_marks import is_discourse

REQUESTS = (
    "how many books does the library have?",
    "add the cheapest wireless mouse to my cart",
    "what is the price of the Zephyr Tab 10?",
    "open issue #14 and set its status to In Progress",
    "find the newest deed recorded for Garcia",
    "which 4K monitor under $300 has the best rating?",
    "log in as ann with password tulip-7 and open my orders",
)


@pytest.mark.parametrize("text", ["thanks", "thank you so much!", "if you can", "no rush", "please"])
def test_a_parenthesis_of_thanks_or_politeness_is_discourse(text: str) -> None:
    assert is_discourse(text)


@pytest.mark.parametrize("text", ["2 of them", "username bob, password tulip", "the blue one", "Ann"])
def test_a_parenthesis_that_says_something_is_not(text: str) -> None:
    assert not is_discourse(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("add the mouse to my cart, ok?", "add the mouse to my cart"),
        ("open the cart okay?", "open the cart"),
        ("order 2 mice and check out ok?", "order 2 mice and check out"),
        ("open the page that explains it ok?", "open the page that explains it"),
        ("is the mouse in stock, right?", "is the mouse in stock?"),
        ("how many books are there, yeah?", "how many books are there?"),
        ("Need to know: how many books are there?", "how many books are there?"),
        ("I was wondering: how many books are there?", "how many books are there?"),
        ("Hey there :) open the cart", "open the cart"),
        ("Evening all - open the cart", "open the cart"),
        ("morning folks, open the cart", "open the cart"),
        ("open the cart. Thanks in adv.", "open the cart."),
        ("open the cart [pls]", "open the cart"),
        ("I wanted to ask, how many books are there?", "how many books are there?"),
        ("Tell me something: how many books are there?", "how many books are there?"),
        ("open the cart ;-)", "open the cart"),
    ],
)
def test_tags_labels_and_smileys_are_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@pytest.mark.parametrize(
    "text",
    [
        "is it ok?",  # the tag's word is the question
        "what is shown on the right?",  # after a function word it belongs to the request
        "turn left or right?",
        "open the one on the right?",
        "first name: Ada",  # a value after a colon, not a label
        "click the [Submit] button",  # brackets around a name keep it
    ],
)
def test_what_belongs_to_the_request_stays(text: str) -> None:
    assert set_aside(text).text == text


def test_a_parenthesis_of_thanks_is_ignored_not_read() -> None:
    frame = parse_goal("how many books does the library have? (thanks!)")
    assert frame.meaning() == parse_goal("how many books does the library have?").meaning()
    assert "(thanks!)" in frame.ignored


WRAPS = st.sampled_from(
    [
        ("", " (thanks)"),
        ("", " (please)"),
        ("", " (if you can)"),
        ("", ", ok?"),
        ("", " okay?"),
        ("need to know: ", ""),
        ("I'd like to know: ", ""),
        ("was wondering, ", ""),
        ("hey :) ", ""),
        ("", " :D"),
        ("Would you be so kind as to ", ""),
        ("could you be kind enough to ", ""),
    ]
)


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(request=st.sampled_from(REQUESTS), wrap=WRAPS)
def test_any_request_wrapped_any_of_these_ways_keeps_its_meaning(request: str, wrap: tuple[str, str]) -> None:
    before, after = wrap
    if before.endswith(": ") and not request.endswith("?"):
        return  # a question opener as a label goes before a question
    if before.startswith(("Would", "could")) and request.endswith("?"):
        return  # a request opener goes before a request
    base = parse_goal(request)
    wrapped = parse_goal(before + (request[:1].lower() + request[1:] if before else request) + after)
    assert wrapped.meaning() == base.meaning()
