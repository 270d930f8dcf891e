"""A state a record took, shown by the list it left (pure): approving Ben Hughes's pending comment takes
his row off the list of pending comments, and the list's own count of approved ones goes up by one
('Approved (7)' -> 'Approved (8)'); publishing a draft from the list of drafts does the same to
'Published (5)'. A moderation queue, a list of drafts or of open tasks shows no status on a row that
left it, so this is the evidence such a change leaves.

Backed when, on the same list (its address) seen before the action and after it: the record's entry -
its name, or the name it is known by ('Ben Hughes' for his comment) - was listed before and is gone
after, and the count the list states for the new state ('Approved (N)', 'Published (N)': the state's word
and its number in brackets, as filter links write it) rose by exactly one. A count of every row's own
('11 approved comment' in a post's bubble) is no state count; a list that still lists the record, a
count that did not move or moved by more, and a record never seen on the list before show nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.words import norm


def _state_count(entry: PageEntry, state: str) -> int | None:
    """The number the page states for the state's own list ('Approved (8)', 'Published (12)')."""
    forms = {state.lower(), lemma(state.lower())}
    for line in entry.notices:
        for match in re.finditer(r"\b([a-z][a-z ]{1,30}?)\s*\(\s*(\d[\d,]*)\s*\)", line, re.I):
            said = match.group(1).strip().lower()
            if said in forms or lemma(said) in forms:
                return int(match.group(2).replace(",", ""))
    return None


def _said(lines: Sequence[str], name: str) -> bool:
    want = norm(name)
    return bool(want) and re.search(rf"(?<![0-9a-z]){re.escape(want)}", norm(" ".join(lines))) is not None


def _shown_as(entry: PageEntry, name: str) -> str | None:
    """How the page shows the record's entry: in its own lines ('lines': a list the page's text writes
    entry by entry), only in its tables' rows ('rows'), or not at all."""
    if _said(entry.notices, name):
        return "lines"
    return "rows" if _said(entry.lines, name) else None


def _gone(entry: PageEntry, name: str, was: str) -> bool:
    """The page no longer shows the entry where it showed it before: a list written line by line is read
    in its lines only (a table's captured rows may keep a row the site hid after the action: WordPress's
    approved comment), a table in its rows."""
    return not _said(entry.notices if was == "lines" else entry.lines, name)


def left_for_state(ledger: Sequence[PageEntry], start: int, names: Sequence[str], state: str) -> str | None:
    """Where the record left its list for the state (see the module docstring), or None."""
    names = [n for n in names if norm(n)]
    if not names or len(state.split()) != 1:
        return None
    # the page an action is taken on carries the step before the action's own: the list before it
    for after in reversed([e for e in ledger if e.step >= start]):
        rose_to = _state_count(after, state)
        before = [
            e for e in ledger if e.step < start and e.url == after.url and _state_count(e, state) is not None
        ]
        if rose_to is None or not before:
            continue
        shown = [_shown_as(before[-1], n) for n in names]
        if any(how is None for how in shown) or not all(
            _gone(after, n, str(how)) for n, how in zip(names, shown, strict=True)
        ):
            continue
        was = _state_count(before[-1], state)
        if was is not None and rose_to == was + 1:
            return f"{names[0]!r} left the list on {after.url} and its count of {state} went from {was} to {rose_to}"
    return None
