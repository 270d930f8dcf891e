"""An attribute answer checked with the planner's own reader (pure): "what priority does issue X
have?", "who wrote the post about Y?", "how long do the lentils simmer?".

The record's value is read on every page of the run by ``read.attributes`` (label/value pairs, form
fields, bylines) or, for a kind of value asked in prose, ``read.typed`` - the same readers the rules
planner answers with, so a right answer is recognised however the page printed it. The answer is
verified when a page about the record shows that value for the attribute asked. It is refused when the
record's own page prints another value under the very label asked (the answer was read for another
record, or not read at all). Anything else is left to the general text check
(``answers._verify_text``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.money import same_money
from wayfinder.agent.verify.result import WRONG_PAGE, Verification, fail, ok
from wayfinder.intent.text.reading import contains_words, dates_in
from wayfinder.intent.text.words import norm
from wayfinder.read.attributes import best_attribute, label_score, record_attributes
from wayfinder.read.notes import Note, asks_note, pick_note, read_notes
from wayfinder.read.typed import typed_answer

_SURE = 0.7  # the label is the attribute asked, a longer label holding it, or its synonym (not a word of one)


def _asked(frame: FrameLike) -> tuple[str, str, str] | None:
    """``(attribute, record, question)`` of an attribute question, else None."""
    step = main_step(frame)
    attributes = tuple(getattr(step, "attributes", ()) or ()) if step is not None else ()
    if step is None or not attributes:
        return None
    record = str(getattr(step, "scope", "") or "") or step.object
    return attributes[0], record, str(getattr(step, "text", "") or frame.text)


def read_value(entry: PageEntry, name: str, question: str) -> tuple[str, float] | None:
    """The value ``name`` has on this page and how sure the label is (1 the label itself), read the
    way the planner reads it: the page's own lines and its filled fields, then prose of the kind
    asked."""
    # the text the planner was shown (its digest keeps a widget's value under its label, where the
    # ledger's own lines leave out a line that is some control's label: 'Author:' over a drawn select)
    lines = tuple(entry.text.splitlines()) or entry.lines
    found = best_attribute(
        record_attributes(lines, ((f.label, f.value) for f in entry.fields)), name, question
    )
    if found is not None and found.value.text:
        return found.value.text, label_score(found.label, name, question)
    stated = typed_answer(entry.text, question, name)
    return (stated.value, 0.7) if stated is not None else None


def same_value(value: str, answer: str) -> bool:
    """The answer states the value: its words in order, the same digits (a phone number written
    another way), the same calendar day, the same amount of money ('5 euros' for '€5.00') or a
    measure's number alone ('45' for '45 seconds')."""
    have, said = norm(value), norm(answer)
    if have and (have == said or f" {have} " in f" {said} "):
        return True
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) >= 5 and digits == "".join(c for c in answer if c.isdigit()):
        return True
    days = dates_in(value)
    return (
        (bool(days) and days[0] in dates_in(answer)) or same_money(value, answer) or _unitless(value, answer)
    )


_MEASURE_RE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*[a-z]+\s*", re.I)


def _unitless(value: str, answer: str) -> bool:
    """The answer says a measure's number alone ('It is 45.' for '45 seconds', read under "how many
    seconds ..."): the one number it writes, with no unit of its own after it."""
    measure = _MEASURE_RE.fullmatch(value)
    if measure is None:
        return False
    number = measure.group(1)
    alone = rf"(?<![\d.,]){re.escape(number)}(?![\d,]|\.\d|\s*[A-Za-z%°])"
    return re.findall(r"\d+(?:\.\d+)?", answer) == [number] and re.search(alone, answer) is not None


def _about(entry: PageEntry, record: str) -> bool:
    """A page of the record: its title, headings or address hold half its words at least (a near
    namesake's page is judged by ``identity``/``named``, which know a product's name from a topic)."""
    return bool(record) and contains_words(
        " ".join([entry.title, *entry.headings, entry.url]), record, ratio=0.5
    )


def _said(note: Note, answer: str) -> bool:
    """The answer gives the note's text: all of it, or a run of at least four of its words."""
    have, said = norm(note.text), norm(answer)
    if not have or not said:
        return False
    return f" {have} " in f" {said} " or (len(said.split()) >= 4 and f" {said} " in f" {have} ")


def _said_lines(entry: PageEntry) -> Sequence[str]:
    """The lines notes are read from: the page's own words (``PageEntry.lines``), not its text with
    the labels of its links and buttons listed after it, where a name link over a date link reads as
    one more note ('Bob Chen' / '03/08/2026 02:00 PM' / 'Atom' / 'PDF')."""
    return entry.lines or tuple(entry.text.splitlines())


def verify_note(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> Verification | None:
    """'what did Bob write in the last note on issue 7': verified when the record's page shows that
    note (by that author, the one the ordinal names) with the answer's text; refused when it shows
    it with another text (an earlier note, another person's); None when no such note was seen."""
    step = main_step(frame)
    if step is None:
        return None
    attributes = tuple(getattr(step, "attributes", ()) or ())
    if not asks_note(step.object, attributes[0] if attributes else ""):
        return None  # 'who wrote the last comment' asks its author, read as an attribute
    record = str(getattr(step, "scope", "") or "")
    author = next((str(f.value) for f in step.filters if f.name == "author"), "")
    ordinal = int(getattr(step, "ordinal", 0) or 0) or -1
    pages = [e for e in ledger if not record or _about(e, record)]
    picked = [(e, n) for e in pages if (n := pick_note(read_notes(_said_lines(e)), author, ordinal))]
    if not picked:
        return None
    entry, note = picked[-1]
    if _said(note, answer):
        return ok("answer", f"the note by {note.author} ({note.date}) read on {entry.url}")
    return fail(
        "answer",
        WRONG_PAGE,
        f"{entry.url} shows that note by {note.author} as {note.text!r}, not {answer!r}",
        f"the note by {author or note.author}",
    )


def verify_attribute(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> Verification | None:
    """Verified when a page of the record shows the answer as the attribute asked; refused when the
    record's page prints another value under the label asked; None otherwise. A question about a note
    or a comment is checked against the record's notes (``verify_note``)."""
    noted = verify_note(frame, answer, ledger)
    if noted is not None:
        return noted
    asked = _asked(frame)
    if asked is None:
        return None
    name, record, question = asked
    seen = [(entry, found) for entry in ledger if (found := read_value(entry, name, question)) is not None]
    matching = [entry for entry, (value, _sure) in seen if same_value(value, answer)]
    own = [entry for entry in matching if _about(entry, record)]
    if own or (matching and not record):
        where = (own or matching)[-1]
        return ok("answer", f"{name} {answer!r} read on {where.url}")
    theirs = [(entry, value) for entry, (value, sure) in seen if sure >= _SURE and _about(entry, record)]
    if theirs:
        entry, value = theirs[-1]
        return fail(
            "answer",
            WRONG_PAGE,
            f"{entry.url} gives the {name} of {record!r} as {value!r}, not {answer!r}",
            f"the {name} of {record}",
        )
    return None
