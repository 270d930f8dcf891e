"""Values in a text, for checking an answer against pages (pure): money, numbers, dates, the words that
carry a value, and loose containment of a phrase (case, punctuation and word forms aside).

This was the verifier's own text module (its own stop list and stemmer, which turned "status" into "statu");
it now reads through the one text module: lemmas from ``lemmas.py`` (lemminflect), money through
``parse_money`` (price-parser), dates through ``parse_date`` (dateutil), numbers through ``numbers_in``.

``terms`` is the tokenization for values: unlike ``words`` it keeps "usb-c", "in-ear", "4.5", "50%",
"2023-001185" and "1/2" whole, because in an answer or an item name such a term is one value ("In-ear"
and "Over-ear" must not both come down to "ear").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from wayfinder.intent.text.dates import DATE_RE, date_span
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.numbers import numbers_in, parse_money
from wayfinder.intent.text.words import FILLER_WORDS, FUNCTION_WORDS, REQUEST_VERBS, UI_WORDS

_TERM_RE = re.compile(r"[^\W_][\w'.%/-]*[^\W_%]%?|[^\W_]", re.UNICODE)
# Money as pages and answers write it: a currency sign or code next to an amount ("$1,299.99",
# "1.234,56 €", "USD 30", "25 dollars"); each span is read by price-parser.
_MONEY_SPAN_RE = re.compile(
    r"(?:\b(?:US|USD|EUR|GBP|CAD|AUD)\s?\$?\s?|[$€£¥₹]\s?)\d[\d.,]*"
    # a sign after the amount ("30 €") only when no amount follows it ("Tab 10 $249.99" is $249.99)
    r"|\d[\d.,]*\s?(?:[$€£¥₹](?!\s?\d)|\b(?:USD|EUR|GBP|dollars?|bucks|euros?)\b)",
    re.I,
)
# Words an answer or a phrase is made of that carry no value of their own.
ANSWER_STOP = (
    FUNCTION_WORDS
    | FILLER_WORDS
    | UI_WORDS
    | REQUEST_VERBS
    | frozenset(
        [
            "much",
            "many",
            "see",
            "seen",
            "found",
            "result",
            "results",
            "listed",
            "yes",
            "every",
            "ones",
            "get",
            "go",
            "give",
            "pages",
            "does",
            "did",
        ]
    )
)


def terms(text: str) -> list[str]:
    """Lower-case value terms of ``text`` ("In-ear", "4.5", "50%", "2023-001185" stay whole)."""
    return [t.lower().strip(".'") for t in _TERM_RE.findall(text or "") if t.strip(".'")]


@dataclass(frozen=True)
class MoneySpan:
    """An amount of money written in a text: where (``start``, ``end``), as written (``text``), and
    read (``amount``, ``currency``)."""

    start: int
    end: int
    text: str
    amount: float
    currency: str = ""


def money_spans(text: str) -> list[MoneySpan]:
    """Every amount written as money ("$1,299.99", "US $5", "1.234,56 €", "25 dollars"), in order:
    the one money reader (spans found here, each read by price-parser through ``parse_money``)."""
    out: list[MoneySpan] = []
    for match in _MONEY_SPAN_RE.finditer(text or ""):
        written = match.group(0).rstrip(".,")
        money = parse_money(written)
        if money is not None:
            out.append(
                MoneySpan(match.start(), match.start() + len(written), written, money.amount, money.currency)
            )
    return out


def first_money(text: str) -> MoneySpan | None:
    """The first amount written as money in ``text``, or None."""
    spans = money_spans(text)
    return spans[0] if spans else None


def money_in(text: str) -> list[float]:
    """Amounts written as money ("$1,299.99", "25 dollars", "30 €"), in order."""
    return [span.amount for span in money_spans(text)]


def amounts_in(text: str) -> list[float]:
    """Every number written with digits, as a magnitude ("12 products" -> 12.0, "-3" -> 3.0)."""
    return [abs(n) for n in numbers_in(text)]


def dates_in(text: str) -> list[date]:
    """The calendar days written in ``text`` ("Jan 5, 2024", "2024-01-05", "01/05/2024"); a bare year
    or month is not a day."""
    out: list[date] = []
    for match in DATE_RE.finditer(text or ""):
        span = date_span(match.group(0))
        if span is not None and span[0] == span[1]:
            out.append(span[0])
    return out


def content_words(text: str) -> list[str]:
    """The value terms of ``text`` without the words that carry no value."""
    return [w for w in terms(text) if w not in ANSWER_STOP]


def lemmas(text: str) -> set[str]:
    """The lemmas of every term of ``text``."""
    return {lemma(w) for w in terms(text)}


def value_words(answer: str, goal: str = "") -> list[str]:
    """The words of an answer that carry its value: numbers and words not in the goal or the stop list
    (so "the cheapest laptop is the Acer Swift at $459.99" -> acer, swift, $459.99's number)."""
    asked = lemmas(goal)
    return [w for w in terms(answer) if w not in ANSWER_STOP and lemma(w) not in asked]


def contains_words(text: str, phrase: str, *, ratio: float = 1.0) -> bool:
    """At least ``ratio`` of the phrase's content words occur in the text (lemmas compared)."""
    wanted = [lemma(w) for w in content_words(phrase)]
    if not wanted:
        return False
    have = lemmas(text)
    hits = sum(1 for w in wanted if w in have)
    return hits >= max(1, round(ratio * len(wanted) + 1e-9)) if ratio < 1.0 else hits == len(wanted)


__all__ = [
    "ANSWER_STOP",
    "amounts_in",
    "contains_words",
    "content_words",
    "dates_in",
    "lemmas",
    "money_in",
    "terms",
    "value_words",
]
