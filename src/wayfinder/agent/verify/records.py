"""Records a goal writes (pure): the new record, the changed field, the added comment, seen on the site.

A goal that creates a record ("create a category named Workshops", "report a bug titled T"), changes
one ("set the status of issue #1 to In Progress", "rename A to B", "assign #6 to Alice") or adds to one
("add a note saying N", "leave a comment saying C") is done when the site shows the result on a page
seen after the value was written (typed or chosen), not when a form field holds what the agent typed:

* create: the record's own page (a heading that is its name, or a title that starts with it on a page
  that is not a search), a row of a table or a list entry whose cell is (or starts with) its name, or a
  notice the action produced that confirms and names it; a goal that gives no name needs a new notice
  that confirms;
* change: the new value beside the field's name ("Status: In Progress", "Status" then "In Progress",
  a two-cell row), or a change line the action produced ("Status changed from New to In Progress"),
  or for a status a record takes by its own control (published, approved) a new notice that confirms
  it ("Post published.") on the record's page, or, after a save a new notice confirms ("Changes
  saved."), the status in the record's own entry of a list (its row; the one item listed), or the
  record's entry moved under the heading of its state (a to-do list's 'Done': ``sections.moved_under``);
  a new name (rename) as for create; a change asked of every matching record ('all the new bugs')
  only from the list narrowed to them, every row changed (bulk.py), or each of its records' own pages;
* comment, note, append: the text shown on the page as its content.

Never evidence: a value only in a form field (the search box, the field typed into), a search's echo
("Search results for: Workshops"), a column header or a control's label (``PageEntry.lines`` leaves
those out), a notice that was on the site before the action.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.bulk import counted_change, left_narrowed_list, narrowed_rows, rows_show
from wayfinder.agent.verify.confirm import confirms
from wayfinder.agent.verify.frame import FrameLike, StepLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listed_saves import created_state, listed_state, listed_value
from wayfinder.agent.verify.record_words import NUMBER_RE as _NUMBER_RE
from wayfinder.agent.verify.record_words import STATE_FIELDS as _STATE_FIELDS
from wayfinder.agent.verify.record_words import Write, new_notices
from wayfinder.agent.verify.record_words import field_key as _field_key
from wayfinder.agent.verify.record_words import label_is as _label_is
from wayfinder.agent.verify.record_words import phrase_in as _phrase_in
from wayfinder.agent.verify.record_words import state_name as _state_name
from wayfinder.agent.verify.sections import moved_under
from wayfinder.agent.verify.state_counts import left_for_state
from wayfinder.intent.text.words import norm, squash
from wayfinder.plan.base import HistoryEntry

Entry = PageEntry

_NAMING = frozenset({"title", "name", "subject", "summary", "heading", "label", "full name", "first name"})
_BODY = frozenset({"", "text", "content", "body", "message", "description", "comment", "note", "notes"})
_NOT_WRITTEN = frozenset({"credential", "secret"})
_NOT_ACTS = frozenset({"", "done", "ask_user", "screenshot", "scroll", "wait"})
_CART_RE = re.compile(r"\b(cart|basket|bag)\b", re.I)
_KNOWN_BY = frozenset(
    {"name", "author", "by", "owner", "person", "user"}
)  # a record known by a person's name


def _values(step: StepLike) -> tuple[tuple[str, str], ...]:
    return tuple(
        (v.field, v.value)
        for v in step.values
        if getattr(v, "kind", "pair") not in _NOT_WRITTEN and not v.value.startswith("<secret:")
    )


def write_of(frame: FrameLike) -> Write | None:
    """The record the goal writes, or None when it writes none (see the module docstring). A goal that
    adds to a cart, buys or deletes is judged elsewhere."""
    for step in frame.steps:
        values = _values(step)
        if step.verb == "create":
            return Write("create", step.object, values)
        if step.verb == "edit" and values:
            known = tuple(f.value for f in step.filters if f.value and f.name in _KNOWN_BY)
            return Write("change", step.object, values, known, every=step.quantity == -1)
        if step.verb == "reply" and values:
            return Write("append", step.object, values)
        if step.verb == "add" and not _CART_RE.search(f"{getattr(step, 'destination', '')} {frame.text}"):
            return Write("append", getattr(step, "destination", "") or "", values or (("", step.object),))
    return None


def name_of(write: Write) -> str:
    """The name the new record goes by: the value given to a title/name/subject field, else to no
    field at all; '' when the goal gives none."""
    for field, value in write.values:
        key = _field_key(field)
        if key in _NAMING or key.endswith((" name", " title")):
            return value
    return next((value for field, value in write.values if not field), "")


def _starts(cell: str, value: str) -> bool:
    have, want = norm(cell), norm(value)
    return bool(want) and (have == want or have.startswith(want + " "))


def _entry_of(line: str, name: str) -> bool:
    """A list entry for the record: the line is its name, or starts with it and runs on into a next
    part the page glued to it ('Green Bean Stir FryNovember 26, 2026': the name, then its date)."""
    text, want = line.strip(), name.strip()
    if not want or norm(text) == norm(want):
        return bool(want)
    head, rest = text[: len(want)], text[len(want) :]
    return head.lower() == want.lower() and (rest[:1].isupper() or rest[:1].isdigit())


def _seen_before(ledger: Sequence[Entry], start: int) -> set[str]:
    return {norm(line) for e in ledger if e.step < start for line in e.lines}


def _page_of(entry: Entry, name: str) -> bool:
    """The page is the record's own: a heading that is its name, or a title that starts with it (after a
    record's number: 'Bug #3: Contact form ...') on a page that is not a search."""
    return any(norm(h) == norm(name) for h in entry.headings) or (
        entry.query is None and _starts(re.sub(r"^[^:]*#\d+\s*:\s*", "", entry.title), name)
    )


def record_shown(entry: Entry, name: str, before: set[str], *, heading: bool = True) -> str | None:
    """Where the page shows the record called ``name``: its heading or title, a row, a list entry, or
    a new notice that confirms and names it (None: nowhere). With ``heading`` False only a row counts
    (the page's headings and lines may be the field the name was typed into)."""
    if heading and _page_of(entry, name):
        return f"the page of {name!r} ({entry.url})"
    for cells in entry.rows:
        if any(_starts(cell, name) for cell in cells):
            return f"a row for {name!r} on {entry.url}"
    for line in entry.notices if heading else []:
        # a search's results list the record too, unless the search was for the name itself (its echo)
        echo = entry.query is not None and _phrase_in(name, entry.query)
        if _entry_of(line, name) and norm(line) not in before and not echo:
            return f"an entry {name!r} on {entry.url}"
        if _phrase_in(name, line) and confirms(line) and norm(line) not in before:
            return f"{line!r} on {entry.url}"
    return None


def _pair_shown(entry: Entry, field: str, value: str, before: set[str]) -> str | None:
    """``field`` shown holding ``value`` on the page: 'Field: value', 'Field' then 'value', a two-cell
    row, or a new change line ('Field changed from X to value')."""
    want_field, want = squash(field), norm(value)
    if not want_field or not want:
        return None
    lines = list(entry.lines)
    for i, line in enumerate(lines):
        cells = [c for c in line.split("\t") if c.strip()] or [""]
        label, _, rest = cells[0].partition(":")
        if len(cells) >= 2 and _label_is(cells[0], field) and norm(cells[1]) == want:
            return f"{field} {value!r} on {entry.url}"
        if rest.strip() and _label_is(label, field) and norm(rest) == want:
            return f"{line.strip()!r} on {entry.url}"
        if len(cells) == 1 and _label_is(line, field) and i + 1 < len(lines) and norm(lines[i + 1]) == want:
            return f"{field} {value!r} on {entry.url}"
        if (
            norm(line) not in before
            and _label_is(line.split(" changed ")[0].split(" set ")[0], field)
            and re.search(rf"\b(changed|set)\b.*\bto\b\s+{re.escape(want)}\b", norm(line))
        ):
            return f"{line.strip()!r} on {entry.url}"
    return None


def _content_shown(entry: Entry, value: str) -> str | None:
    """A text (a comment, a note, an item) shown as the page's content, not in a field: a line of its
    own, or inside a line when it is a phrase of three words or more ('Welcome' is not shown by
    'Welcome, alice')."""
    want = norm(value)
    for line in entry.lines:
        if norm(line) == want or (len(want.split()) >= 3 and _phrase_in(value, line)):
            return f"{value!r} shown on {entry.url}"
    return None


def _start(history: Sequence[HistoryEntry], write: Write, ledger: Sequence[Entry] = ()) -> int:
    """The step from which the written record may be looked for: the last step that typed or chose one
    of the written values, else the last action that worked (-1: none did). A value typed as a search
    (the page after it searched for it: the new post's title typed into the list's search box to find
    it again) writes nothing."""
    wanted = [norm(v) for _, v in write.values if norm(v)]
    searched = {(e.step, norm(e.query)) for e in ledger if e.query}
    typed, acted = -1, -1
    for entry in history:
        if not entry.ok or entry.type in _NOT_ACTS:
            continue
        acted = entry.step
        said = norm(str(entry.action.get("text") or entry.action.get("label") or ""))
        if (entry.step, said) in searched:
            continue
        if entry.type in ("type", "select_option") and said and any(w in said for w in wanted):
            typed = entry.step
    return typed if typed >= 0 else acted


def record_evidence(
    write: Write, ledger: Sequence[Entry], history: Sequence[HistoryEntry]
) -> tuple[str | None, str]:
    """``(evidence, missing)``: where the site shows what the goal wrote, or what was not seen."""
    start = _start(history, write, ledger)
    before = _seen_before(ledger, start)
    pages = [e for e in ledger if e.step >= start] if start >= 0 else []
    name = name_of(write)
    if write.kind == "create":
        for entry in reversed(pages):
            found = (
                record_shown(entry, name, before)
                if name
                else next((n for n in new_notices(entry, before) if confirms(n)), None)
            )
            # created, then given its state where it is listed alone ('Quick Leek Soup — Draft', then
            # published by a quick edit: the entry re-rendered 'Published')
            found = found or created_state(entry, write, name, before)
            if found:
                return found, ""
        what = f"the new record {name!r}" if name else f"the new {write.record or 'record'}"
        return None, f"{what} shown on the site (its page or its row)"
    if write.kind == "change":
        if write.every:
            return _every_changed(write, ledger, history)
        return _one_changed(write, ledger, history, start)
    text = next((v for f, v in write.values if _field_key(f) in _BODY), write.values[0][1])
    for entry in reversed(pages):
        found = _content_shown(entry, text)
        if found:
            return found, ""
    return None, f"{text!r} shown on the page after saving"


def _one_changed(
    write: Write, ledger: Sequence[Entry], history: Sequence[HistoryEntry], start: int
) -> tuple[str | None, str]:
    """A change to one record: its page, its row or its entry shows the value (see the module docstring)."""
    before = _seen_before(ledger, start)
    pages = [e for e in ledger if e.step >= start] if start >= 0 else []
    name = name_of(write)
    typed_at = _typed_url(history, start)
    for entry in reversed(pages):
        found = _changed(write, entry, name, before, typed_at)
        if found:
            return found, ""
    field, value = write.values[0]
    if len(write.values) == 1 and _field_key(field) in _STATE_FIELDS:
        named = _state_name(write)
        names = write.known_by or ((named,) if len(named.split()) >= 2 else ())
        # under the list's 'Done' now, or off the list of pending ones with 'Approved (N)' one up
        # or every row gone from the list narrowed by the old state, after a confirmed save (bulk.py)
        moved = (
            moved_under(ledger, start, write.record, value)
            or left_for_state(ledger, start, names, value)
            or left_narrowed_list(ledger, history, write.record, value)
        )
        if moved:
            return moved, ""
    shown = rows_show(ledger, history, write.record, write.values)  # every row changed shows it
    if shown:
        return shown, ""
    return None, f"{field or 'the field'} shown as {value!r} after saving"


def _every_changed(
    write: Write, ledger: Sequence[Entry], history: Sequence[HistoryEntry]
) -> tuple[str | None, str]:
    """A change asked of every matching record ('assign all the new bugs to Bob Chen', 'publish all the
    draft posts') is backed by the list narrowed to them only (bulk.py): every row gone from it for the new
    state, or every row showing the new value. One record's page shows one record changed, not all."""
    field, value = write.values[0]
    shown = rows_show(ledger, history, write.record, write.values)
    if shown is None and len(write.values) == 1 and _field_key(field) in _STATE_FIELDS:
        shown = left_narrowed_list(ledger, history, write.record, value) or counted_change(
            ledger, history, write.record, value
        )
    if shown:
        return shown, ""
    # or each record the narrowed list showed, changed on its own page (a list of one: the site opens
    # the record's own form for a single ticked row)
    start = _start(history, write, ledger)
    names = narrowed_rows(ledger, start, write.record, value)
    before, typed_at = _seen_before(ledger, start), _typed_url(history, start)
    pages = [e for e in ledger if e.step >= start]
    each = [
        next(
            (
                f
                for e in reversed(pages)
                if _page_of(e, n) and (f := _changed(write, e, "", before, typed_at))
            ),
            None,
        )
        for n in names
    ]
    if names and all(each):
        return "; ".join(f"{n!r}: {f}" for n, f in zip(names, each, strict=True)), ""
    return None, f"every {write.record or 'record'} asked shown with {field or 'the field'} {value!r}"


def _state_shown(entry: Entry, write: Write, field: str, value: str, before: set[str]) -> str | None:
    """A status the record took, confirmed by a new notice that says it ('Post published.', 'Comment
    approved') on the record's own page: its name in the page's title or headings, or in the notice
    ('Ferry Timetable Changes is now live.' is not needed when the heading names it)."""
    if _field_key(field) not in _STATE_FIELDS or len(value.split()) != 1:
        return None
    named = _state_name(write)
    for line in new_notices(entry, before):
        if not (confirms(line) and _phrase_in(value, line)) or _counted_state(line, value):
            continue
        if not named or _phrase_in(named, entry.heads) or _phrase_in(named, line):
            return f"{line.strip()!r} on {entry.url}"
    return None


def _counted_state(line: str, value: str) -> bool:
    """The state word counts things in that state, it confirms no change: after a number ('11 approved
    comment', '3 closed') or before one ('Approved (8)', 'Closed: 4') - a list's count bubbles and
    filter links, on any record's row."""
    word = re.escape(value)
    return re.search(rf"\d\s*{word}\b|\b{word}\s*[(:]?\s*\d", line, re.I) is not None


def _is_record(entry: Entry, record: str) -> bool:
    """The page is the record the goal names by number ('issue #1' on 'Bug #1: ...'), or names none."""
    numbers = _NUMBER_RE.findall(record)
    heads = norm(entry.heads)
    return all(re.search(rf"\b{n}\b", heads) for n in numbers)


def _typed_url(history: Sequence[HistoryEntry], start: int) -> str:
    """The address of the page the written value was typed on ('' when none was typed)."""
    return next((e.url for e in history if e.step == start and e.type in ("type", "select_option")), "")


def _changed(write: Write, entry: Entry, name: str, before: set[str], typed_at: str = "") -> str | None:
    if not _is_record(entry, write.record):
        return None
    # on the page the new name was typed on, a heading may be the edited field itself (an editor's
    # title): it shows the name saved only beside a new notice that confirms the save
    saved = entry.url != typed_at or any(confirms(n) for n in new_notices(entry, before))
    # a list of the record alone, saved in place: its entry re-rendered under the new name where the
    # old one stood (WordPress' Quick Edit gives no notice)
    saved = saved or (entry.total == 1 and norm(write.record) in before and bool(name))
    shown: list[str] = []
    for field, value in write.values:
        key = _field_key(field)
        if name and value == name:  # a new name: the record under it
            found = record_shown(entry, name, before, heading=saved)
        else:
            found = (
                _content_shown(entry, value)
                if key in _BODY
                else _pair_shown(entry, field, value, before)
                or _state_shown(entry, write, field, value, before)
                or listed_state(entry, write, field, value, before)
                or listed_value(entry, write, field, value, before)
            )
        if found is None:
            return None
        shown.append(found)
    return "; ".join(shown)
