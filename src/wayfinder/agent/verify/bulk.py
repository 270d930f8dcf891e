"""A change given to every record of a list narrowed by a state, shown by the list reread (pure).

"Close all the resolved issues in Website Redesign": the tracker's list narrowed to Resolved, every row
ticked, 'Closed' chosen from the rows' menu - and the site comes back to the same list, still narrowed
to Resolved, saying 'Successful update.' over 'No data to display'. "Approve all the pending comments":
the Pending list, 'Approve', 'Apply' - '3 comments approved.' over an empty Pending list. A list
narrowed by the old state shows no status on a row that left it; its rows leaving it, after a save the
site confirms, is the evidence such a change leaves.

Backed when, after the step that chose the new state (a click, a menu's or a select's choice whose label
is the state), a page of the same list (its address without the page number: ``PageEntry.listing_key``)
that the run saw before that step - narrowed to a state the goal's record names ('resolved issues',
'pending comments') that is not the new one, and listing rows - shows a new notice that confirms a
change (not a deletion), and none of the rows it listed before. A list never seen with rows before, a
row still listed, a notice the site showed before, a deletion's notice ('3 issues deleted.') and a run
that never chose the state show nothing.

"Assign all the new bugs in Mobile App to Bob Chen", "put every draft post in the Travel category": the
rows stay listed, and each shows the new value in its cell of the field's column ('Bob Chen' under
Assignee, 'Recipes, Travel' under Categories: one item of a comma-joined list counts) under a new notice
that confirms the save ('Successful update.', '2 posts updated.'). Every row the narrowed list showed
before the value was chosen must be found so (``rows_show``); a row still showing another value, or not
found, shows nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.confirm import confirmation
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import applied_choices
from wayfinder.intent.text.lemmas import verb_lemma
from wayfinder.intent.text.reading import content_words
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.words import norm
from wayfinder.plan.base import HistoryEntry
from wayfinder.read.headers import clean_header
from wayfinder.read.tables import column_index

_CHOOSING = frozenset({"click", "select_option", "type"})
_DELETING_RE = re.compile(r"\b(delet\w*|remov\w*|trash\w*|destroy\w*)\b", re.I)


def _same(said: str, value: str) -> bool:
    """A control's label says the state: the same words, or one verb's forms ('Approve' for approved)."""
    have, want = norm(said), norm(value)
    if not have or not want:
        return False
    return have == want or (" " not in have + want and verb_lemma(have) == verb_lemma(want))


def _chose(history: Sequence[HistoryEntry], value: str) -> int | None:
    """The last step that chose the state: its label, its text or the element acted on is the state."""
    steps = [
        h.step
        for h in history
        if h.ok
        and h.type in _CHOOSING
        and any(
            _same(said, value)
            for said in (str(h.action.get("label") or ""), str(h.action.get("text") or ""), h.element_text)
        )
    ]
    return steps[-1] if steps else None


def _row_names(entry: PageEntry) -> list[str]:
    """Each data row's name: its longest cell of words (a header row, the first of its table, aside)."""
    rows = entry.rows
    data = rows[1:] or rows
    names = [
        max((c.strip() for c in row if re.search(r"[A-Za-z]{3}", c)), key=len, default="") for row in data
    ]
    return [n for n in names if len(n) >= 4]


def _narrowed_to(entry: PageEntry, record: str, value: str) -> str | None:
    """The state word of the goal's record ('resolved' of 'resolved issues') that the list shows it
    applied (its address, title, headings or chosen filter options), when it is not the new state."""
    applied = stems(" ".join([entry.url, entry.title, *entry.headings, *applied_choices(entry)]))
    new = stems(value)
    for word in content_words(record)[:-1]:
        if stems(word) & applied and not stems(word) & new:
            return word
    return None


def _new_notice(after: PageEntry, before: set[str]) -> str | None:
    """A notice the page shows that the run had not seen, which confirms a change that is no deletion."""
    return next(
        (
            line
            for line in after.notices
            if norm(line) not in before and confirmation(line) is not None and not _DELETING_RE.search(line)
        ),
        None,
    )


def left_narrowed_list(
    ledger: Sequence[PageEntry], history: Sequence[HistoryEntry], record: str, value: str
) -> str | None:
    """Where every row of the list narrowed by the old state left it for the new one (see the module
    docstring), or None."""
    chose = _chose(history, value)
    if chose is None:
        return None
    before = {norm(line) for e in ledger if e.step < chose for line in e.lines}
    for after in reversed([e for e in ledger if e.step >= chose]):
        notice = _new_notice(after, before)
        if notice is None:
            continue
        earlier = [
            e for e in ledger if e.step < chose and e.listing_key == after.listing_key and _row_names(e)
        ]
        if not earlier:
            continue
        state = _narrowed_to(earlier[-1], record, value)
        rows = _row_names(earlier[-1])
        shown = norm(" ".join(after.lines))
        if state is None or any(norm(name) in shown for name in rows):
            continue
        return (
            f"{notice.strip()!r} on {after.url}, and the {len(rows)} row(s) of the list narrowed to "
            f"{state!r} are gone from it"
        )
    return None


def _holds(cell: str, value: str) -> bool:
    """The cell says the value, whole or as one item of a comma-joined list ('Recipes, Travel')."""
    return norm(value) in {norm(part) for part in (cell, *cell.split(","))}


def _cell(rows: Sequence[Sequence[str]], at: int, field: str) -> str | None:
    """The row's cell of the field's column under the nearest header line above it that names the field;
    a row with fewer cells than its header lacks leading ones (a checkbox's or a title's cell the page
    writes apart), one with more has trailing ones (a row's 'Actions')."""
    for header in reversed(rows[:at]):
        index = column_index(tuple(clean_header(c) for c in header), field)
        if index is None:
            continue
        row = rows[at]
        shift = min(0, len(row) - len(header))
        return row[index + shift] if 0 <= index + shift < len(row) else None
    return None


def _shows_value(after: PageEntry, name: str, field: str, value: str) -> bool | None:
    """Whether the row that names the record shows the value in the field's column (None: no such row)."""
    rows = after.rows
    said = [_cell(rows, at, field) for at, row in enumerate(rows) if norm(name) in norm(" ".join(row))]
    cells = [c for c in said if c is not None]
    return any(_holds(c, value) for c in cells) if cells else None


def narrowed_rows(ledger: Sequence[PageEntry], until: int, record: str, value: str) -> list[str]:
    """The names of the rows of the list narrowed by the record's state ('new bugs': the list narrowed to
    New) last seen before step ``until``, or [] when no such list was seen."""
    narrowed = [e for e in ledger if e.step < until and _row_names(e) and _narrowed_to(e, record, value)]
    return _row_names(narrowed[-1]) if narrowed else []


def rows_show(
    ledger: Sequence[PageEntry],
    history: Sequence[HistoryEntry],
    record: str,
    values: Sequence[tuple[str, str]],
) -> str | None:
    """Where every row of the list narrowed by the record's state shows each value given in its field's
    column, under a new notice that confirms the save (see the module docstring), or None."""
    chosen = [_chose(history, value) for _field, value in values]
    if not values or any(step is None for step in chosen):
        return None
    chose = min(step for step in chosen if step is not None)
    before = {norm(line) for e in ledger if e.step < chose for line in e.lines}
    names = narrowed_rows(ledger, chose, record, values[0][1])
    if not names:
        return None
    for after in reversed([e for e in ledger if e.step >= chose]):
        notice = _new_notice(after, before)
        if notice is None:
            continue
        if all(_shows_value(after, name, field, value) for name in names for field, value in values):
            shown = ", ".join(f"{field} {value!r}" for field, value in values)
            return f"{notice.strip()!r} on {after.url}, and the {len(names)} row(s) changed show {shown}"
    return None


def counted_change(
    ledger: Sequence[PageEntry], history: Sequence[HistoryEntry], record: str, value: str
) -> str | None:
    """Where a new notice that confirms the state counts as many records as the list narrowed by the old
    state stated before the state was chosen ('3 comments approved.' after a Pending list of '3 items'):
    the site's own count of the change, when the list's rows are not read as a table. A count that
    differs (one comment of three approved) shows nothing."""
    chose = _chose(history, value)
    if chose is None:
        return None
    narrowed = [e for e in ledger if e.step < chose and e.total and _narrowed_to(e, record, value)]
    if not narrowed:
        return None
    total = narrowed[-1].total
    before = {norm(line) for e in ledger if e.step < chose for line in e.lines}
    for after in reversed([e for e in ledger if e.step >= chose]):
        for line in after.notices:
            if norm(line) in before or confirmation(line) is None or _DELETING_RE.search(line):
                continue
            counted = [int(n) for n in re.findall(r"\b\d+\b", line)]
            if counted == [total] and any(_same(word, value) for word in re.findall(r"[A-Za-z]+", line)):
                return f"{line.strip()!r} on {after.url}: the {total} record(s) the narrowed list stated"
    return None
