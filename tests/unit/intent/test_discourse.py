"""Discourse first: what carries no request is set aside (our own sentences), and kept in the frame."""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import expand_contractions, set_aside


@pytest.mark.parametrize(
    ("text", "kept", "ignored"),
    [
        ("hi there! how much is the cheapest kettle?", "how much is the cheapest kettle?", ("hi there!",)),
        ("how many Acme drills do you sell? pls", "how many Acme drills?", ("do you sell", "pls")),
        ("what's the cheapest kettle you've got?", "what is the cheapest kettle?", ("you have got",)),
        ("Hello, could you please find a desk lamp for me? Thanks!", "find a desk lamp?", None),
        ("so um, open the basket", "open the basket", ("so um",)),
        ("Well, open the basket", "open the basket", ("Well",)),
        ("How many are there, please?", "How many are there?", ("please",)),
        ("Task: find garden hoses", "find garden hoses", ("Task:",)),
        ("I kinda want a desk lamp", "I want a desk lamp", ("kinda",)),
        ("just open the basket", "open the basket", ("just",)),
        ("how many permits are on file for Ortiz", "how many permits are for Ortiz", ("on file",)),
        ("find garden hoses :)", "find garden hoses", (":)",)),
        ("quick question: how many tents are there?", "how many tents are there?", ("quick question:",)),
        ("I was wondering, is the blue kettle in stock?", "is the blue kettle in stock?", None),
        # a greeting that calls the assistant by a name, a signature, a heading before a colon
        ("Hello Pathfinder, open the basket", "open the basket", ("Hello Pathfinder",)),
        ("open the basket. Thanks, Mia", "open the basket.", None),
        ("open the basket - Mia", "open the basket", ("- Mia",)),
        ("Urgent: open the basket", "open the basket", ("Urgent:",)),
        ("Reminder: how many tents are there?", "how many tents are there?", None),
        # chat spellings of the tables' words, apologies
        ("thank u, open the basket", "open the basket", None),
        ("sorry to bug you, open the basket", "open the basket", None),
    ],
)
def test_set_aside(text: str, kept: str, ignored: tuple[str, ...] | None) -> None:
    found = set_aside(text)
    assert found.text == kept
    if ignored is not None:
        assert found.ignored == ignored


@pytest.mark.parametrize(
    "text",
    [
        "right click the icon",  # 'right' is a marker only before a comma
        "what do you have?",  # nothing would be left of the question
        "click OK",  # 'ok' opens a turn; at the end it names a button
        "thanks",  # nothing else is there: nothing to set aside for
        "add the one with the blue lid",  # 'just the one' keeps 'the one'
        "well lit desk lamps",
        "cool mist humidifiers",  # 'cool' is a marker only before a comma
        "First name: Ada",  # a field before a colon is a value, not a heading
    ],
)
def test_words_that_are_the_request_stay(text: str) -> None:
    assert set_aside(text).text == text


def test_contractions_are_written_out() -> None:
    assert expand_contractions("What's the price? I'd like it, Bob's too") == (
        "What is the price? I would like it, Bob's too"
    )


def test_the_frame_says_what_it_ignored() -> None:
    frame = parse_goal("hi! can you find garden hoses for me? thanks")
    assert frame.understood and frame.steps[0].object == "garden hoses"
    assert frame.ignored == ("hi! can you", "for me", "thanks")


def test_quoted_text_is_never_set_aside() -> None:
    frame = parse_goal('type "please hurry, thanks" into the message box')
    assert frame.steps[0].values[0].value == "please hurry, thanks"
