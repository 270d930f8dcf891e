"""Pre-requests and asides: a turn that only announces a request ('would you mind helping me out?',
'could you do me a favour?', 'can I ask you something?') and a comment on why one asks ('(asking for a
friend)', 'no pressure') carry no request. Sentences of our own, what must stay, and a generated
property over the tables' product with requests of several kinds."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside
from wayfinder.intent.discourse_tables import ASIDES, PRE_REQUESTS

REQUESTS = (
    "how many books does the library have?",
    "add the cheapest wireless mouse to my cart",
    "what is the price of the Zephyr Tab 10?",
    "open issue #14 and set its status to In Progress",
    "who wrote the post about the night train to Vienna?",
    "log in as ann with password tulip-7 and open my orders",
)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Would you mind helping me out? open the cart", "open the cart"),
        ("could you do me a favour? open the cart", "open the cart"),
        ("can you help me? open the cart", "open the cart"),
        ("Can I ask you something? how many books are there?", "how many books are there?"),
        ("got a sec? how many books are there?", "how many books are there?"),
        ("sorry, but. open it", "open it"),
    ],
)
def test_pre_requests_and_asides_are_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("how many books are there? (asking for a friend)", "how many books are there?"),
        ("open the cart (no pressure)", "open the cart"),
        ("open the cart, no pressure", "open the cart"),
    ],
)
def test_an_aside_is_ignored_not_read(text: str, plain: str) -> None:
    frame = parse_goal(text)
    assert frame.meaning() == parse_goal(plain).meaning()
    assert frame.ignored


@pytest.mark.parametrize(
    "text",
    [
        "can you help me find the cheapest monitor",  # the request follows 'help me'
        "how many are there, please?",  # the question mark stays with the question
        "who can help me with my order?",  # asking who helps is the question
    ],
)
def test_what_asks_something_stays_a_request(text: str) -> None:
    assert parse_goal(text).understood


def test_help_me_with_a_task_keeps_the_task() -> None:
    frame = parse_goal("can you help me find the cheapest monitor")
    assert [s.verb for s in frame.steps] == ["find"]
    assert frame.steps[0].superlative is not None


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lead=st.sampled_from(PRE_REQUESTS),
    mark=st.sampled_from(["?", "?", ".", "!"]),
    goal=st.sampled_from(REQUESTS),
)
def test_a_pre_request_before_any_request_leaves_its_frame(lead: str, mark: str, goal: str) -> None:
    wrapped = f"{lead[:1].upper()}{lead[1:]}{mark} {goal}"
    assert parse_goal(wrapped).meaning() == parse_goal(goal).meaning()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(aside=st.sampled_from(ASIDES), goal=st.sampled_from(REQUESTS), paren=st.booleans())
def test_an_aside_after_any_request_leaves_its_frame(aside: str, goal: str, paren: bool) -> None:
    wrapped = (
        f"{goal} ({aside})" if paren else f"{goal.rstrip('?')}, {aside}{'?' if goal.endswith('?') else ''}"
    )
    assert parse_goal(wrapped).meaning() == parse_goal(goal).meaning()
