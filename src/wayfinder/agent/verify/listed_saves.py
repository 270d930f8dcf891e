"""Values and states saved in a record's entry of a list (pure): a list's quick edit saves in place,
often with no notice, and the record's entry re-rendered is the site's word that the save happened -
'Published2026/05/30 at 9:00 am' where 'Ferry Timetable Changes — Draft' stood, 'fish, quick' in the
Tags cell of a list of that record alone, a new post written as a draft then published from the list.
Never a line the site showed before the action (``records.py`` calls these)."""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.agent.verify.confirm import confirms
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.record_words import (
    SHORT_LABEL,
    STATE_FIELDS,
    STATE_WORDS,
    Write,
    field_key,
    label_is,
    new_notices,
    phrase_in,
    state_name,
)
from wayfinder.intent.text.words import norm, strip_articles

Entry = PageEntry


def _leads(cell: str, value: str) -> bool:
    """The cell starts with the word, alone or glued to what follows ('Published2026/05/30')."""
    return re.match(rf"\s*{re.escape(value)}(?![a-z])", cell, re.I) is not None


def listed_state(entry: Entry, write: Write, field: str, value: str, before: set[str]) -> str | None:
    """A status the record took, shown in its own entry of a list after a save the page confirms with a
    new notice ('Changes saved.', 'Successful update.') or, saved in place, where the entry said another
    state before (``_was_other``): a new row that names the record with a cell
    that starts with the status ('Closed'), or, on a list of that record alone (it states 1 item), a
    new line that starts with it ('Published2026/05/30 at 9:00 am' where 'Last Modified...' stood).
    Never a line the site showed before the action, nor the cell of the name itself."""
    named = state_name(write)
    if field_key(field) not in STATE_FIELDS or not named:
        return None
    fresh = [line for line in entry.lines if norm(line) not in before]
    titled = next((line for line in fresh if _titled(line, named, value)), None)
    if entry.total == 1 and titled is not None:
        # the entry's name with its state after it ('Bike Lanes on Mill Road — Draft'): the site's own
        # rendering of the record on a list of it alone, never a form's
        return f"{titled.strip()!r}, the one item listed on {entry.url}"
    if len(value.split()) != 1:
        return None
    if not any(confirms(n) for n in new_notices(entry, before)) and not _was_other(named, value, before):
        return None
    for line in fresh:
        cells = line.split("\t")
        named_row = len(cells) > 1 and any(norm(c) == named for c in cells)
        if named_row and any(_leads(c, value) for c in cells if norm(c) != named):
            return f"the row of {named!r} shows {value!r} on {entry.url}"
    alone = entry.total == 1 and any(norm(line) == named for line in entry.notices)
    state = next((line for line in fresh if "\t" not in line and _leads(line, value)), None)
    if alone and state is not None:
        return f"{state.strip()!r} in the entry of {named!r}, the one item listed on {entry.url}"
    return None


def _titled(line: str, named: str, value: str) -> bool:
    """The line is the record's name with its state after it, the state written whole or by its first
    words ('Bird Boxes — Pending' for 'pending review', as a list's short label of the state)."""
    have = norm(line)
    if not have.startswith(f"{named} "):
        return False
    said, want = have[len(named) :].split(), norm(value).split()
    return bool(said) and said == want[: len(said)]


def created_state(entry: Entry, write: Write, name: str, before: set[str]) -> str | None:
    """The new record's entry on a list of it alone, re-rendered with the state the goal gives it
    (``_listed_state``, named by the record's own name)."""
    named = replace(write, record=name)
    states = [(f, v) for f, v in write.values if field_key(f) in STATE_FIELDS]
    return next(
        (found for f, v in states if name and (found := listed_state(entry, named, f, v, before))), None
    )


def _row_was(line: str, want: str, before: set[str]) -> bool:
    """The same row, seen before the change without the value (its first two cells the same: 'Jonas
    Berg  Recipes  quick' before 'Jonas Berg  Recipes  fish, quick'): a list that saves in place shows
    the saved row with no notice."""
    head = norm(" ".join(line.split("\t")[:2]))
    if head and any(b.startswith(head) and want not in b.split() for b in before):
        return True
    # or the whole row was seen with the value's item missing from its cell ('Jonas Berg  Travel' before
    # 'Jonas Berg  Travel, Gardening': the cell that changed is one of the first two)
    cells = [", ".join(p for p in c.split(",") if norm(p) != want) for c in line.split("\t")]
    without = norm(" ".join(cells))
    return bool(without) and without != norm(line) and without in before


def _was_other(named: str, value: str, before: set[str]) -> bool:
    """Before the change the record's entry said another state ('Ferry Timetable Changes — Draft'): a
    list that saves in place (WordPress' Quick Edit) confirms with no notice, and the entry re-rendered
    with the new state is then the site's own word that the save happened."""
    others = STATE_WORDS - {"the", "a", "an", norm(value)}
    return any(
        phrase_in(named, line) and any(re.search(rf"\b{w}\b", line) for w in others) for line in before
    )


def _names(cell: str, named: str) -> bool:
    """The cell is the record's name, alone or with its state after it ('Cycling the Old Railway Line
    — Pending': WordPress writes a post's state that is not Published beside its title); a leading
    article is no part of the name on either side ('The Secret Vineyard' names 'secret vineyard')."""
    have, named = strip_articles(norm(cell)), strip_articles(norm(named))
    rest = have[len(named) :].split() if have.startswith(f"{named} ") else None
    return have == named or (rest is not None and all(w in STATE_WORDS for w in rest))


def listed_value(entry: Entry, write: Write, field: str, value: str, before: set[str]) -> str | None:
    """A value given to a field of the one record a list shows (a quick edit's 'Tags: fish'), after a
    save a new notice confirms, or saved in place where the same row showed before without it
    (``_row_was``): the list states one item, names the record, has a column the field
    names, and a line it did not show before the action has a cell that is the value or lists it
    ('fish, quick'). A cell of the record's list that held it before the save shows no change."""
    named = state_name(write)
    if entry.total != 1 or not named:
        return None
    noticed = any(confirms(n) for n in new_notices(entry, before))
    if not any(_names(c, named) for line in entry.lines for c in line.split("\t")):
        return None
    # its column: a header cell, or a header the page writes on a line of its own (a big table's), named
    # by the field or starting with it ('Copies owned' for copies)
    heads = [c for row in entry.rows for c in row] + [n for n in entry.notices if len(n) <= SHORT_LABEL]
    if not any(label_is(c, field) or norm(c).startswith(f"{norm(field)} ") for c in heads):
        return None
    want = norm(value)
    for line in entry.lines:
        fresh = "\t" in line and norm(line) not in before
        listed = fresh and any(want in {norm(p) for p in c.split(",")} for c in line.split("\t"))
        if listed and (noticed or _row_was(line, want, before)):
            return f"{field} {value!r} in the entry of {named!r}, the one item listed on {entry.url}"
    return None
