"""Three readings from helpers' fresh goals and replays, each said more than one way: a record put
'back to' a state returns to it ('put the Newsletter page back to pending review', '... back to
draft'); 'get me logged in as X' signs in as 'log in as X' does; a response is known by who left it
('the comment Elena Rossi left', 'the review Tom Reed wrote', 'the comment that ... left'), as 'the
comment by Elena Rossi' says. Sentences of our own, what must stay, and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _last(text: str) -> tuple[str, str, dict[str, str], dict[str, str]]:
    step = parse_goal(text).steps[-1]
    return (
        step.verb,
        step.object,
        {v.field: v.value for v in step.values},
        {f.name: f.value for f in step.filters},
    )


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("put the Newsletter page back to pending review", "pending review"),
        ("put the Winter Soup post back to draft", "draft"),
        ("put the About page back into draft", "draft"),
    ],
)
def test_a_record_put_back_to_a_state_returns_to_it(text: str, state: str) -> None:
    verb, _, values, _ = _last(text)
    assert (verb, values) == ("edit", {"status": state})


def test_a_thing_put_back_in_the_cart_is_no_state() -> None:
    assert _last("put the mouse back in the cart")[0] != "edit"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    get=st.sampled_from(["get me logged in", "get me signed in", "get logged in", "get us signed in"]),
    who=st.sampled_from(["carol", "ann", "jonas"]),
    then=st.sampled_from(["", " and open my orders", " please"]),
)
def test_getting_signed_in_is_signing_in(get: str, who: str, then: str) -> None:
    got = parse_goal(f"{get} as {who} with password tulip-7{then}")
    said = parse_goal(f"log in as {who} with password tulip-7{then}")
    assert got.meaning() == said.meaning()


def test_get_me_a_thing_still_finds_it() -> None:
    assert _last("get me the cheapest laptop")[0] == "find"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    noun=st.sampled_from(["comment", "review", "note"]),
    who=st.sampled_from(["Elena Rossi", "Tom Reed", "Ben Hughes"]),
    verb=st.sampled_from(["left", "wrote", "posted"]),
    that=st.sampled_from(["", "that "]),
)
def test_a_response_is_known_by_who_left_it(noun: str, who: str, verb: str, that: str) -> None:
    v, obj, values, filters = _last(f"approve the {noun} {that}{who} {verb} on the coastal path post")
    assert (v, obj, values["status"]) == ("edit", noun, "approved")
    assert filters.get("author") == who


@pytest.mark.parametrize("text", ["open the post Winter Soup Ideas", "open the book Paper Gardens"])
def test_a_record_said_after_its_kind_keeps_its_name(text: str) -> None:
    assert _last(text)[1] == text.split(maxsplit=3)[-1]


QUESTIONS = (
    "what exit code means bad input?",
    "how many issues are open?",
    "which port does the server listen on?",
)
SOURCES = ("the readme", "the docs", "the manual", "Bob")  # no page of the site: a page is opened first


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    question=st.sampled_from(QUESTIONS),
    source=st.sampled_from(SOURCES),
    where=st.sampled_from(["lead", "tail", "bare"]),
)
def test_where_the_answer_is_said_to_be_is_no_step(question: str, source: str, where: str) -> None:
    said = {
        "lead": f"according to {source}, {question}",
        "tail": f"{question[:-1]}, according to {source}?",
        "bare": f"{question[:-1]} according to {source}?",
    }[where]
    frame = parse_goal(said)
    assert frame.meaning() == parse_goal(question).meaning()
    assert any("according to" in i for i in frame.ignored)


@pytest.mark.parametrize(
    "text",
    [
        "sort the list according to price",
        "list the books according to their age?",
        "sort the issues according to priority, then open the first",
    ],
)
def test_according_to_that_orders_or_asks_stays(text: str) -> None:
    assert not any("according to" in i for i in parse_goal(text).ignored)
