"""Wrappers that stack and wrappers that judge the request: 'not urgent, but just curious, ...', 'dear Ann,
according to the readme, ...' (what one piece hid shows once the piece before it is gone), the person's own
estimate before the request ('hopefully an easy one -', 'probably a silly question:'), a label said to the
hearer ('question for you:'), chat spellings of thanks ('kthx', 'tysm'). Sentences of our own, what must
stay, and generated products of the tables with requests of several kinds."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside

REQUESTS = (
    "add the cheapest wireless mouse to my cart",
    "open issue #14 and set its status to In Progress",
    "log in as ann with password tulip-7 and open my orders",
)
QUESTIONS = (
    "how many books does the library have?",
    "who wrote the post about the night train to Vienna?",
    "when is version 1.1 of the mobile app due?",
    "what exit code means bad input?",
)
ESTIMATES = (
    "Hopefully an easy one - ",
    "probably a silly question: ",
    "This should be a quick one - ",
    "prob a dumb q: ",
)
TO_THE_HEARER = ("Question for you: ", "a quick one for you - ", "One more thing for you: ", "Q for you: ")
FIRST_PIECES = ("Not urgent, but ", "Sorry to bother you, but ", "Dear Wayfinder, ", "No rush, but ")
SECOND_PIECES = ("just curious, ", "according to the readme, ", "hey, ", "in the docs, ")
CHAT_THANKS = (" kthx", " tysm", " thanx", " kthxbye")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Hopefully an easy one - how many books are there?", "how many books are there?"),
        ("Question for you: how many books are there?", "how many books are there?"),
        ("Not urgent, but just curious, how many books are there?", "how many books are there?"),
        ("open the cart kthx", "open the cart"),
        ("Hopefully an easy one - hi! how many books are there?", "how many books are there?"),
        ("quick one - hey, how many books are there?", "how many books are there?"),
    ],
)
def test_stacked_and_judging_wrappers_are_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


def test_a_source_after_a_salutation_is_where_the_answer_is() -> None:
    plain = parse_goal("according to the readme, what exit code means bad input?")
    for opened in ("Dear Wayfinder, ", "Sorry to bother you, but ", "Not urgent, but "):
        frame = parse_goal(opened + "according to the readme, what exit code means bad input?")
        assert frame.meaning() == plain.meaning()
        assert all(step.verb != "open" for step in frame.steps)


@pytest.mark.parametrize(
    ("text", "verb", "obj"),
    [
        ("question 4 for the quiz: open it", "open", "quiz"),  # a heading that names a thing, no label
        ("open the easy one", "open", "easy one"),  # an estimate's words naming a thing stay
        ("find the question for you page", "find", "question for you page"),
    ],
)
def test_what_looks_like_them_but_names_a_thing_stays(text: str, verb: str, obj: str) -> None:
    step = parse_goal(text).steps[-1]
    assert step.verb == verb
    assert step.object.lower() == obj


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS + QUESTIONS),
    before=st.sampled_from(ESTIMATES + TO_THE_HEARER),
    after=st.sampled_from(("", *CHAT_THANKS)),
)
def test_an_estimate_or_a_label_leaves_the_frame(request: str, before: str, after: str) -> None:
    worded = before + request[0].lower() + request[1:].rstrip("?") + after
    assert parse_goal(worded).meaning() == parse_goal(request).meaning()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    question=st.sampled_from(QUESTIONS),
    first=st.sampled_from(FIRST_PIECES),
    second=st.sampled_from(SECOND_PIECES[:3]),
)
def test_wrappers_stack(question: str, first: str, second: str) -> None:
    assert parse_goal(first + second + question).meaning() == parse_goal(second + question).meaning()
