"""Dates in goals and on pages (pure): single dates, their precision, and date ranges.

Written dates go through ``python-dateutil``'s parser (a standard, well-kept library that reads the
many ways pages print a date: "Jan 5, 2024", "2024-01-05", "5 March 2021", "01/05/2024"). What a
phrase means as a range ("in 2021", "before March 2020", "between 2019 and 2021") is decided here.
Relative phrases ("last week") are kept as words: a pure parser has no "today".
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, datetime

from dateutil import parser as date_parser

MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_YEAR = r"(?:19|20)\d{2}"
DATE_TEXT = (
    rf"(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}"
    rf"|(?:{MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+{_YEAR}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS})\.?,?\s+{_YEAR}"
    rf"|(?:{MONTHS})\.?,?\s+{_YEAR}|{_YEAR})"
)
DATE_RE = re.compile(rf"(?<![\w/-]){DATE_TEXT}(?![\w/-])", re.I)
_DEFAULT = datetime(2000, 1, 1)
_RELATIVE_RE = re.compile(
    r"\b(?:today|yesterday|tomorrow|(?:this|last|next|past)\s+(?:week|month|year|\d+\s+days)"
    r"|(?:in\s+)?the\s+(?:last|past)\s+\d+\s+(?:days|weeks|months|years))\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class DateRange:
    """Inclusive ISO dates ("2021-01-01"); either end may be open. ``relative`` keeps 'last week'."""

    start: str | None = None
    end: str | None = None
    relative: str = ""
    text: str = ""


def parse_date(text: str) -> date | None:
    """The date written in ``text`` ("Jan 5, 2024", "2024-01-05", "03/2021" -> its first day), or None."""
    raw = (text or "").strip().rstrip(".,")
    if not raw or not re.search(r"\d", raw):
        return None
    try:
        return date_parser.parse(raw, default=_DEFAULT, fuzzy=False).date()
    except (ValueError, OverflowError):
        return None


def date_span(text: str) -> tuple[date, date] | None:
    """The days a written date covers: '2021' -> the year, 'March 2021' -> the month, a day -> itself."""
    raw = (text or "").strip().rstrip(".,")
    if re.fullmatch(_YEAR, raw):
        year = int(raw)
        return date(year, 1, 1), date(year, 12, 31)
    day = parse_date(raw)
    if day is None:
        return None
    has_day = bool(
        re.search(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}", raw)
        or re.search(
            rf"(?:{MONTHS})\.?\s+\d{{1,2}}(?!\d)|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS})", raw, re.I
        )
    )
    if has_day:
        return day, day
    last = calendar.monthrange(day.year, day.month)[1]
    return day.replace(day=1), day.replace(day=last)


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None


# A date ends where a word or an identifier does not go on: '2022-001185' and '2021a' hold no year.
_END = r"(?![\w/]|-\w)"
_RANGE_PATTERNS: tuple[tuple[str, str], ...] = (
    ("between", rf"\bbetween\s+(?P<a>{DATE_TEXT}){_END}\s+and\s+(?P<b>{DATE_TEXT}){_END}"),
    (
        "from",
        rf"\bfrom\s+(?P<a>{DATE_TEXT}){_END}\s+(?:to|until|till|through|-|–)\s+(?P<b>{DATE_TEXT}){_END}",
    ),
    ("after", rf"\b(?:after|later\s+than)\s+(?P<a>{DATE_TEXT}){_END}"),
    ("since", rf"\b(?:since|starting(?:\s+in|\s+on)?|on\s+or\s+after)\s+(?P<a>{DATE_TEXT}){_END}"),
    ("before", rf"\b(?:before|earlier\s+than|prior\s+to)\s+(?P<a>{DATE_TEXT}){_END}"),
    ("until", rf"\b(?:until|till|up\s+to|through|on\s+or\s+before)\s+(?P<a>{DATE_TEXT}){_END}"),
    ("in", rf"\b(?:in|during|of|on|for|dated|from)\s+(?P<a>{DATE_TEXT}){_END}"),
)


def find_date_range(text: str) -> tuple[DateRange, re.Match[str]] | None:
    """The date constraint a phrase states and where: 'in 2021', 'before March 2020', 'last week'."""
    for kind, pattern in _RANGE_PATTERNS:
        match = re.search(pattern, text, re.I)
        if match is None:
            continue
        first = date_span(match.group("a"))
        if first is None:
            continue
        if kind in {"between", "from"}:
            second = date_span(match.group("b"))
            if second is None:
                continue
            return DateRange(_iso(first[0]), _iso(second[1]), text=match.group(0)), match
        start, end = first
        if kind == "after":
            return DateRange(_iso(date.fromordinal(end.toordinal() + 1)), None, text=match.group(0)), match
        if kind == "since":
            return DateRange(_iso(start), None, text=match.group(0)), match
        if kind == "before":
            return DateRange(None, _iso(date.fromordinal(start.toordinal() - 1)), text=match.group(0)), match
        if kind == "until":
            return DateRange(None, _iso(end), text=match.group(0)), match
        return DateRange(_iso(start), _iso(end), text=match.group(0)), match
    relative = _RELATIVE_RE.search(text)
    if relative:
        return DateRange(relative=relative.group(0).lower(), text=relative.group(0)), relative
    return None
