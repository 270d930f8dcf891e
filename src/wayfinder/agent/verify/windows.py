"""A count or a list asked within a time is read on a listing narrowed to that time (pure, but for the day
a relative window is counted from).

"How many members joined this year?" is not answered by the whole member list's '160 members', nor
"the issues created in the last 7 days" by every issue: the goal frame carries the window (a step's
``dates``: 'this year' kept as words, 'in March 2026' as two ISO days), and the listing whose number or
rows answer it must show it applied that window, in one of two ways:

* it names the window where a listing names what it lists - its title, headings and the filter choices
  its address applied (``listing.applied_choices``: Django admin's chosen 'This year' link, Redmine's
  operator 'this year', a select's 'Past 7 days'); 'past' and 'last' before a number are one word;
* its address carries the window's days (``joined__gte=2026-01-01&joined__lt=2027-01-01``,
  ``v[created_on][]=2026-03-01``), or a chosen filter option writes them ('November 2026' for
  WordPress' ``m=202611``): the first day carried is the window's first (a day either side: sites count
  an end in or out), and the last is its last, or the window runs to today and no end is carried.

A relative window ('this year', 'last month', 'the past 7 days') is counted from today; 'last week' /
'last month' / 'last year' may mean the calendar period before this one or the days up to today, and
either is taken. A page that is no listing (a dashboard line '11 members joined this year') names the
window in its own words.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from datetime import date, timedelta
from typing import Protocol
from urllib.parse import parse_qsl, urlsplit

from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import applied_choices
from wayfinder.intent.text.dates import DATE_RE, date_span

Span = tuple[date, date]
_SLACK = timedelta(days=1)  # an end counted in or out ('lt 2027-01-01' ends 'this year')
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}


class WindowLike(Protocol):
    @property
    def start(self) -> str | None: ...
    @property
    def end(self) -> str | None: ...
    @property
    def relative(self) -> str: ...


def window_of(frame: FrameLike) -> WindowLike | None:
    """The time the goal's main step is asked within (its ``dates``), or None."""
    step = main_step(frame)
    dates = getattr(step, "dates", None) if step is not None else None
    if dates is None or not (dates.start or dates.end or dates.relative):
        return None
    found: WindowLike = dates
    return found


def _words(text: str) -> str:
    """The phrase as compared: lower case, 'the' and 'in' dropped, 'past' before a number is 'last'."""
    flat = " ".join(w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in {"the", "in", "within"})
    return re.sub(r"\bpast\b", "last", flat)


def said_of(text: str, window: WindowLike) -> bool:
    """The text names the relative window in its own words ('This year', 'Past 7 days')."""
    phrase = _words(window.relative)
    return (
        bool(phrase) and re.search(rf"(?<![a-z0-9]){re.escape(phrase)}(?![a-z0-9])", _words(text)) is not None
    )


def _month(day: date, back: int = 0) -> Span:
    year, month = day.year, day.month - back
    while month < 1:
        year, month = year - 1, month + 12
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def spans(window: WindowLike, today: date) -> list[Span]:
    """The days the window may cover (see the module docstring); [] for a phrase not read here."""
    if not window.relative:
        start = date.fromisoformat(window.start) if window.start else date.min
        end = date.fromisoformat(window.end) if window.end else date.max
        return [(start, end)]
    phrase = _words(window.relative)
    monday = today - timedelta(days=today.weekday())
    fixed: dict[str, list[Span]] = {
        "today": [(today, today)],
        "yesterday": [(today - timedelta(days=1),) * 2],
        "this week": [(monday, monday + timedelta(days=6))],
        "this month": [_month(today)],
        "this year": [(date(today.year, 1, 1), date(today.year, 12, 31))],
        "last week": [(monday - timedelta(days=7), monday - timedelta(days=1))],
        "last month": [_month(today, 1)],
        "last year": [(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31))],
    }
    found = list(fixed.get(phrase, []))
    unit = re.fullmatch(r"last (?:(\d+) )?(day|week|month|year)s?", phrase)
    if unit:
        days = int(unit.group(1) or 1) * _UNIT_DAYS[unit.group(2)]
        found.append((today - timedelta(days=days), today))
    return found


def carried(entry: PageEntry) -> list[Span]:
    """The days the listing's address carries (its query's dates: ISO, '01/01/2023', a year), those its
    form's fields hold (a search posted back: 'Date from' 2023-01-01, a Year select's 2023) and those its
    chosen filter options, title and headings write ('November 2026', 'Archives: March 2026')."""
    said = [value for _key, value in parse_qsl(urlsplit(entry.url).query)]
    said += [f.value for f in entry.fields if f.kind not in ("checkbox", "radio")]
    said += [*applied_choices(entry), entry.title, *entry.headings]
    return [s for text in said for m in DATE_RE.finditer(text) if (s := date_span(m.group(0))) is not None]


def _close(a: date, b: date) -> bool:
    return abs((a - b).days) <= _SLACK.days


def _fits(days: Sequence[Span], span: Span, today: date) -> bool:
    """The days carried are the window's: its first day first, its last day last (or, one day carried,
    a window that runs to today or has no first day)."""
    first, last = min(d[0] for d in days), max(d[1] for d in days)
    start, end = span
    if len(days) == 1 and days[0][0] == days[0][1]:  # one bound carried, its side unknown
        return (_close(first, start) and end >= today - _SLACK) or (_close(last, end) and start == date.min)
    return (start == date.min or _close(first, start)) and (end == date.max or _close(last, end))


def window_problem(entry: PageEntry, window: WindowLike | None, today: date | None = None) -> str | None:
    """Why the listing is not narrowed to the window the goal asks within, or None (see the module
    docstring)."""
    if window is None:
        return None
    where = " ".join([entry.title, *entry.headings, *applied_choices(entry)])
    if window.relative and said_of(where, window):
        return None
    days = carried(entry)
    day = today or date.today()
    if days and any(_fits(days, span, day) for span in spans(window, day)):
        return None
    said = window.relative or " to ".join(d for d in (window.start, window.end) if d)
    return f"that listing is not narrowed to {said!r}"
