"""Numbers, ordinals and money in the text people and pages write (pure).

Money goes through ``price-parser`` (a small, well-kept library made for "$1,299.99", "1.234,56 €",
"USD 30": thousands and decimal separators in either convention, currency signs and codes); plain
numbers and number words are read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from price_parser import Price

WORD_NUMBERS: dict[str, int] = {
    "zero": 0,
    "no": 0,
    "one": 1,
    "a single": 1,
    "single": 1,
    "two": 2,
    "a couple of": 2,
    "couple of": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a dozen": 12,
    "dozen": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "fifty": 50,
    "hundred": 100,
    "a hundred": 100,
}
ORDINALS: dict[str, int] = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "last": -1,
    "final": -1,
    "second last": -2,
    "second to last": -2,
    "penultimate": -2,
    "top": 1,
}
# nouns of a place in a list: 'the top result' is the first one
LIST_PLACES = ("result", "hit", "match", "entry", "item", "row", "link", "suggestion")
TOP_PLACE_RE = re.compile(rf"top\s+(?:search\s+)?(?:{'|'.join(LIST_PLACES)})\b", re.I)
ORDINAL_RE = re.compile(
    r"\b(?P<o>second(?:\s+to)?\s+last|penultimate|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
    r"|last|final|(?P<n>\d{1,3})(?:st|nd|rd|th)"
    # 'the top result', 'the top hit': the first place of a list ('top 3', 'top-rated' are not ordinals)
    rf"|top(?=\s+(?:search\s+)?(?:{'|'.join(LIST_PLACES)})\b))\b",
    re.I,
)
NUMBER_RE = re.compile(r"(?<![\w.])[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w.])[-+]?\d+(?:\.\d+)?")
_WORD_NUMBER_RE = re.compile(
    r"\b(" + "|".join(sorted((re.escape(w) for w in WORD_NUMBERS), key=len, reverse=True)) + r")\b", re.I
)
CURRENCY_SIGNS = "$€£¥₹"
_MONEY_HINT_RE = re.compile(
    r"[$€£¥₹]|\b(?:usd|eur|gbp|jpy|inr|cad|aud|chf|dollars?|bucks|euros?|pounds?|yen|rupees?)\b", re.I
)


@dataclass(frozen=True, slots=True)
class Money:
    """An amount of money; ``currency`` as written ("$", "€", "USD"), "" when not stated."""

    amount: float
    currency: str = ""


def ordinal_value(word: str) -> int | None:
    """1-based position for 'first', '2nd', 'last' (-1), 'second to last' (-2); None otherwise."""
    key = " ".join(word.lower().split())
    if key in ORDINALS:
        return ORDINALS[key]
    match = re.fullmatch(r"(\d{1,3})(?:st|nd|rd|th)", key)
    return int(match.group(1)) if match else None


def find_ordinal(text: str) -> tuple[int, re.Match[str]] | None:
    """The first ordinal in ``text`` and its match."""
    for match in ORDINAL_RE.finditer(text):
        value = ordinal_value(match.group("o"))
        if value is not None:
            return value, match
    return None


def parse_number(text: str) -> float | None:
    """'1,234.5' -> 1234.5, '12k' -> 12000, 'seven' -> 7; None when ``text`` holds no number."""
    raw = (text or "").strip()
    match = re.fullmatch(r"([-+]?\d[\d,]*(?:\.\d+)?)\s*([kKmM])?", raw)
    if match:
        digits = match.group(1).replace(",", "")
        try:
            value = float(digits)
        except ValueError:
            return None
        scale = {"k": 1e3, "m": 1e6}.get((match.group(2) or "").lower(), 1.0)
        return value * scale
    key = " ".join(raw.lower().split())
    if key in WORD_NUMBERS:
        return float(WORD_NUMBERS[key])
    return None


def find_number(text: str) -> float | None:
    """The first number written in ``text`` (digits first, then number words)."""
    match = NUMBER_RE.search(text or "")
    if match:
        return parse_number(match.group(0))
    word = _WORD_NUMBER_RE.search(text or "")
    return float(WORD_NUMBERS[word.group(1).lower()]) if word else None


def numbers_in(text: str) -> list[float]:
    """Every digit-written number in ``text``, in order."""
    out = []
    for match in NUMBER_RE.finditer(text or ""):
        value = parse_number(match.group(0))
        if value is not None:
            out.append(value)
    return out


def looks_like_money(text: str) -> bool:
    """True when ``text`` carries a currency sign, code or word."""
    return bool(_MONEY_HINT_RE.search(text or ""))


def parse_money(text: str, *, require_currency: bool = True) -> Money | None:
    """The amount of money in ``text`` ("$1,299.99", "1.234,56 €", "USD 30", "30 dollars").

    With ``require_currency`` (the default) a bare number is not money; "k" after the number
    ("$2k") multiplies by a thousand.
    """
    if not text or (require_currency and not looks_like_money(text)):
        return None
    price = Price.fromstring(text)
    if price.amount is None:
        return None
    amount = float(price.amount)
    if re.search(r"\d\s*k\b", text, re.I):
        amount *= 1000
    currency = price.currency or ""
    if not currency:
        word = _MONEY_HINT_RE.search(text)
        currency = word.group(0) if word else ""
    return Money(amount=amount, currency=currency)
