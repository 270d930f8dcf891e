"""Bounds: "under $50", "at least 4 stars", "between $20 and $50", "16 GB or more" (pure).

A bound is (attribute, op, value, unit). The attribute is what is bounded: money is a price; a unit
names it ("stars" -> rating); otherwise the noun after the number ("more than 100 reviews") or the
attribute word before the comparison ("rating above 4"). A comparison word with no number after it
("under the table") is not a bound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from wayfinder.intent.text.numbers import looks_like_money, parse_money, parse_number
from wayfinder.intent.text.words import stem

BoundOp = Literal["lt", "le", "gt", "ge", "eq"]

_OPS: dict[str, BoundOp] = {
    "under": "lt",
    "below": "lt",
    "less than": "lt",
    "lower than": "lt",
    "fewer than": "lt",
    "cheaper than": "lt",
    "smaller than": "lt",
    "at most": "le",
    "no more than": "le",
    "not more than": "le",
    "up to": "le",
    "max": "le",
    "maximum": "le",
    "maximum of": "le",
    "within": "le",
    "or less": "le",
    "or under": "le",
    "or below": "le",
    "or cheaper": "le",
    "and under": "le",
    "and below": "le",
    "or fewer": "le",
    "over": "gt",
    "above": "gt",
    "more than": "gt",
    "greater than": "gt",
    "higher than": "gt",
    "larger than": "gt",
    "bigger than": "gt",
    "longer than": "gt",
    "at least": "ge",
    "no less than": "ge",
    "not less than": "ge",
    "minimum": "ge",
    "minimum of": "ge",
    "min": "ge",
    "or more": "ge",
    "or above": "ge",
    "or higher": "ge",
    "or better": "ge",
    "and up": "ge",
    "and above": "ge",
    "and over": "ge",
    "+": "ge",
    "exactly": "eq",
    # 'nothing over 100 bucks' is a ceiling, 'nothing under 4 stars' a floor
    "nothing over": "le",
    "nothing above": "le",
    "nothing more than": "le",
    "nothing pricier than": "le",
    "nothing under": "ge",
    "nothing below": "ge",
    "nothing less than": "ge",
    "not over": "le",
    "not above": "le",
    "tops": "le",
}
_BEFORE = sorted((w for w in _OPS if not w.startswith(("or ", "and ")) and w != "+"), key=len, reverse=True)
_AFTER = sorted(
    [*(w for w in _OPS if w.startswith(("or ", "and ")) or w == "+"), "max", "maximum", "tops", "at most"],
    key=len,
    reverse=True,
)
_AMOUNT = r"(?:(?:US|USD|EUR|GBP)\s*)?[$€£¥₹]?\s*\d[\d,]*(?:\.\d+)?(?:\s*k\b)?(?:\s*[$€£¥₹])?"
_UNIT = (
    r"(?:\s*(?P<unit>dollars?|bucks|euros?|usd|eur|gbp|stars?|reviews?|ratings?|gb|tb|mb|kg|g|lbs?|pounds?|"
    r"inch(?:es)?|in\.|\"|cm|mm|hours?|days?|minutes?|mins?|years?|months?|weeks?|pages?|items?|%|percent))?"
)
_NOUN_AFTER = r"(?:\s+(?:of\s+)?(?P<noun>[a-z][a-z-]{2,20}))?"
_BEFORE_ALT = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _BEFORE)
_AFTER_ALT = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _AFTER)
_BEFORE_RE = re.compile(
    rf"\b(?P<op>{_BEFORE_ALT})\s*(?:of\s+|a\s+(?:price|cost)\s+of\s+)?"
    rf"(?P<n>{_AMOUNT}){_UNIT}{_NOUN_AFTER}",
    re.I,
)
_AFTER_RE = re.compile(
    # the operator never starts inside a word: '16GB laptops' is no '16 GB lap' + 'tops' (at most)
    rf"(?P<n>{_AMOUNT}){_UNIT}{_NOUN_AFTER}?\s*(?<![a-z])(?P<op>{_AFTER_ALT})(?!\w)",
    re.I,
)
_BETWEEN_RE = re.compile(
    rf"\b(?:between|from)\s+(?P<a>{_AMOUNT}){_UNIT}\s*(?:and|to|-|–)\s*(?P<b>{_AMOUNT})(?:\s*(?P<unit2>dollars?|bucks|euros?|stars?|gb|tb|kg|lbs?))?",
    re.I,
)
_UNIT_ATTR = {
    "star": "rating",
    "review": "reviews",
    "rating": "rating",
    "gb": "storage",
    "tb": "storage",
    "mb": "size",
    "kg": "weight",
    "lb": "weight",
    "g": "weight",
    "inch": "size",
    "inche": "size",
    '"': "size",
    "cm": "size",
    "mm": "size",
    "%": "percent",
    "percent": "percent",
}
_MONEY_UNITS = {"dollar", "buck", "euro", "usd", "eur", "gbp", "pound"}
_ATTR_WORDS = (
    "price|cost|rating|ratings|score|stars|reviews|year|age|size|weight|ram|memory|storage|battery|"
    "capacity|speed|mileage|distance|duration|length|height|width|population|salary|amount|total|balance|quantity|stock"
)
_ATTR_BEFORE_RE = re.compile(
    rf"\b(?P<a>{_ATTR_WORDS})\s+(?:(?:is|of|that\s+is|which\s+is|rated|priced)\s+)?$", re.I
)
_NOT_NOUNS = frozenset(
    [
        "and",
        "or",
        "but",
        "the",
        "a",
        "an",
        "to",
        "in",
        "on",
        "at",
        "for",
        "with",
        "from",
        "by",
        "of",
        "then",
        "that",
        "which",
    ]
)


@dataclass(frozen=True, slots=True)
class Bound:
    """A limit on one attribute: ``price lt 50``. ``attribute`` is "" when the text does not say."""

    attribute: str
    op: BoundOp
    value: float
    unit: str = ""
    text: str = ""


def _amount(raw: str) -> tuple[float, bool] | None:
    money = parse_money(raw)
    if money is not None:
        return money.amount, True
    value = parse_number(re.sub(r"[^\d.,kK-]", "", raw))
    return (value, False) if value is not None else None


def _attribute(text: str, start: int, unit: str, noun: str, money: bool) -> str:
    unit_key = stem(unit.lower().rstrip(".")) if unit else ""
    if money or unit_key in _MONEY_UNITS:
        return "price"
    if unit_key in _UNIT_ATTR:
        if unit_key in {"gb", "tb"} and noun and noun.lower() not in _NOT_NOUNS:
            return stem(noun.lower())
        return _UNIT_ATTR[unit_key]
    if unit_key:
        return unit_key
    before = _ATTR_BEFORE_RE.search(text[:start])
    if before:
        return stem(before.group("a").lower())
    if noun and noun.lower() not in _NOT_NOUNS:
        return stem(noun.lower())
    return (
        "price" if looks_like_money(text) or re.search(r"\b(?:price|cost|budget|cheap)", text, re.I) else ""
    )


def find_bounds(text: str) -> list[tuple[Bound, tuple[int, int]]]:
    """Every bound stated in ``text`` with the span it covers, in order."""
    found: list[tuple[Bound, tuple[int, int]]] = []
    taken: list[tuple[int, int]] = []

    def free(span: tuple[int, int]) -> bool:
        return all(span[1] <= a or span[0] >= b for a, b in taken)

    for match in _BETWEEN_RE.finditer(text):
        low, high = _amount(match.group("a")), _amount(match.group("b"))
        if low is None or high is None:
            continue
        unit = match.group("unit") or match.group("unit2") or ""
        attr = _attribute(text, match.start(), unit, "", low[1] or high[1])
        span = match.span()
        found.append((Bound(attr, "ge", low[0], unit, match.group(0)), span))
        found.append((Bound(attr, "le", high[0], unit, match.group(0)), span))
        taken.append(span)
    for pattern in (_BEFORE_RE, _AFTER_RE):
        for match in pattern.finditer(text):
            span = match.span()
            if not free(span):
                continue
            amount = _amount(match.group("n"))
            if amount is None:
                continue
            op = _OPS[" ".join(match.group("op").lower().split())]
            unit = match.group("unit") or ""
            noun = match.group("noun") or ""
            if noun and not unit and stem(noun.lower()) == noun.lower():
                # only things counted follow a bare number: 'more than 2 loans', not 'under 150 today'
                span = (span[0], match.end("noun") - len(noun) - 1) if match.end("noun") == span[1] else span
                noun = ""
            attr = _attribute(text, match.start(), unit, noun, amount[1])
            if noun and attr != stem(noun.lower()):
                span = (span[0], match.end("noun") - len(noun) - 1) if match.end("noun") == span[1] else span
            found.append((Bound(attr, op, amount[0], unit, text[span[0] : span[1]].strip()), span))
            taken.append(span)
    found.sort(key=lambda row: row[1][0])
    return found
