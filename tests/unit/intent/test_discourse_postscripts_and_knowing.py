"""Afterthoughts and pre-questions carry no request: a postscript of thanks ('PS thank you!', 'p.s.
cheers'), thanking in advance with any thanking word ('cheers in advance'), asking whether the hearer
knows ('any clue -', 'wondering if you know:'), a request to find out that only announces its question
('could you find out for me: ...'), and 'could I get you to ...' (an opener, not a request for oneself).
Sentences of our own, what must stay, and generated products of the tables with requests of several kinds."""

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
    "download the scanned image of document 2024-001555",
)
QUESTIONS = (
    "how many books does the library have?",
    "what is the price of the Zephyr Tab 10?",
    "who wrote the post about the night train to Vienna?",
    "when is version 1.1 of the mobile app due?",
)
POSTSCRIPTS = ("PS thank you!", "p.s. thanks", "P.S. you're the best.", "PS: cheers", "pps thanks again")
IN_ADVANCE = ("cheers in advance", "ta in advance", "thanks so much in advance", "thx in advance")
KNOWING = (
    "any clue - ",
    "Got any idea, ",
    "do you have any thoughts: ",
    "Wondering if you know: ",
    "I was wondering whether you could tell me, ",
    "just wondering if you happen to know - ",
)
FINDING_OUT = (
    "Could you find out for me: ",
    "check this for me: ",
    "can you look into something for me: ",
    "figure out: ",
    "let me know: ",
)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("open the cart PS thank you!", "open the cart"),
        ("open the cart. p.s. cheers", "open the cart."),
        ("open the cart cheers in advance", "open the cart"),
        ("any clue - how many books are there?", "how many books are there?"),
        ("Wondering if you know: how many books are there?", "how many books are there?"),
        ("could you find out for me: how many books are there?", "how many books are there?"),
        ("Could I get you to open the cart", "open the cart"),
    ],
)
def test_afterthoughts_and_pre_questions_are_set_aside(text: str, kept: str) -> None:
    assert set_aside(text).text == kept


@pytest.mark.parametrize(
    ("text", "verb", "obj"),
    [
        ("can i get the cheapest laptop", "find", "laptop"),  # a request for oneself keeps its verb
        ("could I get two mice", "find", "mice"),
        ("open the PS5 page", "open", "ps5"),  # a word that only begins like a postscript stays
    ],
)
def test_what_looks_like_them_but_asks_stays(text: str, verb: str, obj: str) -> None:
    step = parse_goal(text).steps[0]
    assert (step.verb, step.object.lower()) == (verb, obj)


def test_check_alone_before_a_colon_stays() -> None:
    assert set_aside("check: newsletter").text == "check: newsletter"  # it may name a box to tick


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS + QUESTIONS),
    after=st.sampled_from(POSTSCRIPTS + IN_ADVANCE),
)
def test_a_postscript_or_thanks_in_advance_leaves_the_frame(request: str, after: str) -> None:
    assert parse_goal(f"{request} {after}").meaning() == parse_goal(request).meaning()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(question=st.sampled_from(QUESTIONS), before=st.sampled_from(KNOWING + FINDING_OUT))
def test_a_pre_question_leaves_the_question(question: str, before: str) -> None:
    worded = before + question[0].lower() + question[1:]
    assert parse_goal(worded).meaning() == parse_goal(question).meaning()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS), opener=st.sampled_from(("Could I get you to ", "can i get you to "))
)
def test_getting_the_hearer_to_act_is_an_opener(request: str, opener: str) -> None:
    assert parse_goal(opener + request[0].lower() + request[1:]).meaning() == parse_goal(request).meaning()
