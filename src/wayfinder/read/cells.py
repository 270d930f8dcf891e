"""Typed cells (pure): a table cell or an attribute value as text, money, number and date at once.

``typed("$1,299.99")`` -> money 1299.99, number 1299.99; ``typed("Jan 5, 2024")`` -> date
2024-01-05; ``typed("4.5 out of 5")`` -> number 4.5. Readers compare and sort on these instead of
re-parsing text each time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.intent.text import find_number, parse_date, parse_money
from wayfinder.intent.text.dates import DATE_RE

_NUMERIC_RE = re.compile(
    r"^[^\w]*[-+]?\d[\d,]*(?:\.\d+)?\s*(?:%|/\s*\d+|out\s+of\s+\d+(?:\s+stars?)?|[a-zA-Z]{1,12}(?:\s+[a-zA-Z]{1,12}){0,3})?\s*\)?$"
)


@dataclass(frozen=True, slots=True)
class Cell:
    """One value as read: ``text`` always; ``money``/``number``/``date`` (ISO) when it is one."""

    text: str
    money: float | None = None
    currency: str = ""
    number: float | None = None
    date: str | None = None

    @property
    def value(self) -> float | str | None:
        """The most specific typed value (money, then number, then date), else None."""
        if self.money is not None:
            return self.money
        if self.number is not None:
            return self.number
        return self.date


def typed(text: str) -> Cell:
    """``text`` read as money, a number and a date where it is one."""
    raw = " ".join((text or "").split())
    if not raw:
        return Cell("")
    money = parse_money(raw) if len(raw) <= 40 else None
    number: float | None = money.amount if money else None
    if number is None and _NUMERIC_RE.match(raw):
        number = find_number(raw)
    day = None
    date_match = DATE_RE.search(raw) if len(raw) <= 40 else None
    near_whole = date_match is not None and (len(date_match.group(0)) >= len(raw) - 6 or number is None)
    if (
        date_match
        and near_whole
        and (not re.fullmatch(r"(?:19|20)\d{2}", date_match.group(0)) or raw == date_match.group(0))
    ):
        found = parse_date(date_match.group(0))
        day = found.isoformat() if found else None
        if day and not re.fullmatch(r"\d+(?:\.\d+)?", raw):
            number = None if money is None else number
    return Cell(
        text=raw,
        money=money.amount if money else None,
        currency=money.currency if money else "",
        number=number,
        date=day,
    )
