"""Which part of a page a value was read under, or a record sits in (pure): a page that lists several
records one after the other under their own headings (a roadmap's versions, a FAQ's questions, a
timeline's events) gives each its own value, and an answer about one of them is read in its part.

A part is a heading line of the page and the lines after it up to the next heading. A part is the
asked thing's when every content word of its heading is a word of the goal's object ('Launch' for
'the Launch version of Website Redesign'). A date is another record's when no part of the asked
thing shows it, a part of the asked thing shows another date, and the date stands under a heading
that is not the asked thing's ('Beta'). Anything else is left to the other checks: a right answer read
in its own part, or on a page without such parts, is never refused here.

A record's state may be shown by the part its entry sits in (a to-do list's 'Done', a board's
column): ``moved_under``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.reading import content_words, dates_in
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.words import norm

Part = tuple[str, list[str]]


def parts(entry: PageEntry) -> list[Part]:
    """The page's parts: (heading, the lines under it), in page order; lines before any heading left out."""
    heads = {h.strip() for h in entry.headings if h.strip()}
    out: list[Part] = []
    for line in entry.text.splitlines():
        text = line.strip()
        if text in heads:
            out.append((text, []))
        elif out:
            out[-1][1].append(text)
    return out


def _named(heading: str, obj: str) -> bool:
    words = content_words(heading)
    return bool(words) and stems(" ".join(words)) <= stems(obj)


def _days(lines: Sequence[str]) -> set[dt.date]:
    return {day for line in lines for day in dates_in(line)}


def other_record_date(obj: str, day: dt.date, pages: Sequence[PageEntry]) -> str | None:
    """Why ``day`` is another record's date on these pages (see the module docstring), else None."""
    if not obj:
        return None
    under: str | None = None
    theirs: set[dt.date] = set()
    for entry in pages:
        dated: set[str] = set()
        for heading, lines in parts(entry):
            days = _days(lines)
            if heading in dated:
                # a heading's dates are those of its first part that shows any: the page's text goes on
                # with the labels of its links, where the headings show again ('Beta', 'Launch',
                # '06/30/2026' ...) and a part runs across another record's lines
                continue
            if days:
                dated.add(heading)
            if _named(heading, obj):
                if day in days:
                    return None  # read in the asked thing's own part
                theirs |= days
            elif day in days and under is None:
                under = heading
    if under is None or not theirs:
        return None
    shown = ", ".join(sorted(d.isoformat() for d in theirs))
    return f"{day.isoformat()!r} stands under {under!r}; the part of {obj!r} shows {shown}"


def _words(text: str) -> list[str]:
    return re.findall(r"[0-9a-z]+", norm(text))


def _is_entry(line: str, record: str) -> bool:
    """The line is the record's entry: its words are the record's ('✓ Water the plants ×' for 'Water
    the plants'), or, for an entry of two words or more, the record's less a first or last word that
    says its kind ('Water the plants task', 'card Fix the fence')."""
    have, want = _words(line), _words(record)
    if not have or have == want:
        return bool(have)
    return len(have) >= 2 and len(want) == len(have) + 1 and have in (want[:-1], want[1:])


def _placed(entry: PageEntry, record: str) -> str | None:
    """The heading of the part the record's entry sits in on this page (None: not under one)."""
    return next((h for h, lines in parts(entry) if any(_is_entry(line, record) for line in lines)), None)


def moved_under(ledger: Sequence[PageEntry], start: int, record: str, state: str) -> str | None:
    """A state shown by the part a record's entry sits in: a to-do list's 'Done', a board's 'In
    progress' column. The record's entry stands under a heading that says the state on a page seen from
    ``start`` (the action) on, and on the pages seen before it, under another heading and never under
    that one: the record moved there. A record first seen under the state's heading, or never seen
    before the action, shows nothing changed."""

    def said(text: str) -> set[str]:  # 'Done', 'Done (3)': a state's words are often stop words
        return stems(" ".join(w for w in _words(text) if not w.isdigit()))

    want = said(state)
    if not want or not _words(record):
        return None

    def says(heading: str) -> bool:
        return said(heading) == want

    placed = [(e.step, _placed(e, record)) for e in ledger]
    for i in reversed(range(len(ledger))):
        step, heading = placed[i]
        if step < start or heading is None or not says(heading):
            continue
        earlier = [h for s, h in placed[:i] if s <= start and s < step and h is not None]
        if earlier and not any(says(h) for h in earlier):
            return f"{record!r} moved from under {earlier[-1]!r} to under {heading!r} on {ledger[i].url}"
    return None
