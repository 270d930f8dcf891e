"""How a message is joined around its request: emoji, a dash between parts, a conjunction after a piece
that was set aside, a request opener with its subject dropped, and intensified thanks. Each shape is a
table of sentences of our own, and a generated property: any request, wrapped any of these ways, keeps
its meaning."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside

REQUESTS = (
    "how many books does the library have?",
    "add the cheapest wireless mouse to my cart",
    "what is the price of the Zephyr Tab 10?",
    "open issue #14 and set its status to In Progress",
    "find the newest deed recorded for Garcia",
    "which 4K monitor under $300 has the best rating?",
)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("how many books are there? 😊", "how many books are there?"),
        ("🛒 add the cheapest mouse to my cart", "add the cheapest mouse to my cart"),
        ("open the cart 👍🏽✨", "open the cart"),
        ("thanks a lot in advance - how many books are there?", "how many books are there?"),
        ("hi team — what is the price of the Zephyr Tab 10?", "what is the price of the Zephyr Tab 10?"),
        ("apologies for the bother, but open the cart", "open the cart"),
        ("hello there, and could you open the cart", "open the cart"),
        ("was hoping you could open the cart", "open the cart"),
        ("would like you to open the cart", "open the cart"),
        ("thank you so much for your help! open the cart", "open the cart"),
    ],
)
def test_the_message_around_the_request_is_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@pytest.mark.parametrize(
    "text",
    [
        "buy the mouse, but not the wired one",  # 'but' joins two parts of the request itself
        "find a 27 - 32 inch monitor",  # a range, not two parts
        "find the Lisbon - Porto train times",
        "need a new keyboard",  # no 'you': the person's own need is the request
    ],
)
def test_what_belongs_to_the_request_stays(text: str) -> None:
    assert set_aside(text).text == text


def test_a_name_after_a_dash_at_the_end_is_still_a_signature() -> None:
    assert set_aside("how many books are there? thanks - Ann").text == "how many books are there?"


WRAPS = st.sampled_from(
    [
        ("", " 🙏"),
        ("🙂 ", ""),
        ("", " 🚀🚀"),
        ("many thanks in advance - ", ""),
        ("thanks so much in advance — ", ""),
        ("sorry to bug you, but ", ""),
        ("so sorry, and ", ""),
        ("need you to ", ""),
        ("want you to ", ""),
        ("hey there - ", " thank you a ton!"),
    ]
)


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(request=st.sampled_from(REQUESTS), wrap=WRAPS)
def test_any_request_wrapped_any_of_these_ways_keeps_its_meaning(request: str, wrap: tuple[str, str]) -> None:
    before, after = wrap
    bare = parse_goal(request)
    wrapped = parse_goal(before + request + after)
    assert wrapped.meaning() == bare.meaning()


APOLOGIES = [
    "sorry if this is a silly question but ",
    "Apologies for the trouble, but ",
    "excuse me but ",
    "I'm so sorry if I asked this before but ",
    "pardon me, but ",
]


@pytest.mark.parametrize("apology", APOLOGIES)
@pytest.mark.parametrize(
    "goal", ["how many Acme kettles are there?", "open the cheapest kettle", "add 2 Acme kettles to my cart"]
)
def test_an_apology_joined_by_but_asks_nothing(apology: str, goal: str) -> None:
    """Whatever it apologises for, an opening apology joined to the request by 'but' is set aside."""
    assert parse_goal(apology + goal).meaning() == parse_goal(goal).meaning()


def test_an_apology_alone_is_no_request() -> None:
    assert not parse_goal("sorry but no").understood
