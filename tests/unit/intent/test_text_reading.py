"""The one text module's word forms (lemminflect) and the values read in an answer or a page."""

from __future__ import annotations

from datetime import date

import pytest

from wayfinder.intent.text.lemmas import lemma, plural, verb_lemma
from wayfinder.intent.text.reading import (
    amounts_in,
    contains_words,
    content_words,
    dates_in,
    money_in,
    terms,
    value_words,
)


@pytest.mark.parametrize(
    ("word", "want"),
    [
        ("laptops", "laptop"),
        ("mice", "mouse"),
        ("batteries", "battery"),
        ("status", "status"),  # the old verifier stemmer made this "statu"
        ("statuses", "status"),
        ("analysis", "analysis"),
        ("news", "news"),
        ("glasses", "glass"),
        ("Records", "record"),
        ("thinkpads", "thinkpad"),  # unknown to the dictionary: the light rule
        ("xps", "xps"),  # a short unknown word is more often a code than a plural
        ("macos", "macos"),
        ("has", "has"),  # not a noun: nothing to fold
        ("wireless", "wireless"),
        ("in-ears", "in-ear"),
    ],
)
def test_lemma(word: str, want: str) -> None:
    assert lemma(word) == want


def test_verb_lemma_and_plural() -> None:
    assert [verb_lemma(w) for w in ("sells", "joined", "holds", "wrote")] == ["sell", "join", "hold", "write"]
    assert [plural(w) for w in ("mouse", "battery", "laptop")] == ["mice", "batteries", "laptops"]


def test_terms_keep_values_whole() -> None:
    assert terms("Jabra Elite In-ear, 4.5 stars; 50% off doc 2023-001185.") == [
        "jabra",
        "elite",
        "in-ear",
        "4.5",
        "stars",
        "50%",
        "off",
        "doc",
        "2023-001185",
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Total $1,299.99 today", [1299.99]),
        ("costs 25 dollars or USD 30", [25.0, 30.0]),
        ("Zephyr Tab 10 $249.99", [249.99]),  # the model number is not money
        ("Preis 1.234,56 €", [1234.56]),
        ("12 products, 3 pages", []),
    ],
)
def test_money_in(text: str, want: list[float]) -> None:
    assert money_in(text) == want


def test_amounts_and_dates() -> None:
    assert amounts_in("12 products, -3 left, 1,204 total") == [12.0, 3.0, 1204.0]
    assert dates_in("Filed 01/05/2024, due Jan 7, 2024, in 2023") == [date(2024, 1, 5), date(2024, 1, 7)]


def test_value_and_content_words() -> None:
    answer = "The cheapest laptop is the Acer Swift at $459.99"
    assert value_words(answer, "what's the cheapest laptop?") == ["acer", "swift", "459.99"]
    assert content_words("How many of the items are listed?") == []


@pytest.mark.parametrize(
    ("text", "phrase", "ratio", "want"),
    [
        ("Loan status: returned", "statuses", 1.0, True),
        ("Wireless mice on sale", "wireless mouse", 1.0, True),
        ("Jabra Elite Over-ear Headphones", "Jabra Elite In-ear Headphones", 1.0, False),
        ("Jabra Elite Over-ear Headphones", "Jabra Elite In-ear Headphones", 0.6, True),
        ("Nothing here", "the page", 1.0, False),  # no content words: nothing can be contained
    ],
)
def test_contains_words(text: str, phrase: str, ratio: float, want: bool) -> None:
    assert contains_words(text, phrase, ratio=ratio) is want
