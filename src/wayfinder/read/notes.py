"""Notes, comments and history entries of a record (pure): each one a record of its own, with its
author, its date and its text.

Trackers print a record's journal and blogs print a post's comments as a run of entries, each a
header line naming who wrote it and when, then the text:

* "Updated by Alice Moreau 8 months ago" / "#3 Commented by bob on 2026-03-02" (a tracker's history;
  its "Added by Bob Chen 9 months ago" is the record's own byline, which heads its fields, no note);
* "Ada Fischer" over "January 13, 2026 at 8:00 am" (a CMS's comment: the name, then the date line);
* "Bob Chen says:" / "bob wrote:" / "Mia commented on March 2, 2026:" (forums, older themes).

The text runs to the next header, a line of the entry's furniture ('Reply', 'Quote', 'Actions') or a
form's heading ('Leave a comment') or the page's footer ('Powered by ...'); a tracker's field changes ('Status changed from New to Closed')
are no part of what was written. ``read_notes(lines)`` lists them in page order; ``pick_note(notes,
author, ordinal)`` takes the one a question names ('the last note Bob wrote': author 'Bob', -1).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.intent.text.dates import DATE_RE
from wayfinder.intent.text.words import norm

_NAME = r"[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}"
_BY_HEADER = re.compile(
    r"^(?:#\d+\s+)?(?i:updated|commented|replied|posted|written|edited|answered)\s+(?i:by)\s+"
    rf"(?P<author>{_NAME})(?P<when>\s+(?:on\s+|at\s+)?.*?)?\.?$"
)
_SAYS_HEADER = re.compile(
    rf"^(?P<author>{_NAME})\s+(?i:says|said|wrote|writes|commented|replied)(?P<when>\s+(?:on|at)\s+.+?)?\s*:?$"
)
_AGO = re.compile(
    r"^(?:about\s+|over\s+|almost\s+|less than\s+)?(?:\d+|an?|one)\s+\w+\s+ago\b|^(?:yesterday|today|just now)\b",
    re.I,
)
# the entry's own controls, alone on a line ('Reply', 'Actions #2', '#2 Actions')
_FURNITURE = re.compile(
    r"^(?:#\d+\s+)?(?:reply|quote|actions?|edit|delete|report|permalink|like|share|cancel reply)(?:\s*#?\d+)?$",
    re.I,
)
_ENDS = re.compile(
    r"^(?:(?:leave a (?:comment|reply)|add a (?:comment|note)|post a comment|post navigation|"
    r"also available in|powered by|copyright)\b|©)",
    re.I,
)
_CHANGE = re.compile(r"\b(?:changed from|set to|deleted \(|added$|changed to)\b", re.I)
_NAME_LINE = re.compile(rf"^{_NAME}$")
MAX_NOTE_LINES = 8
# what a question calls such an entry ('the last note on issue 7', 'the first comment under the post')
NOTE_WORDS = frozenset(
    {"note", "notes", "comment", "comments", "reply", "replies", "journal", "update", "updates"}
)
# what it asks of one when it asks what was written ('' when it names no attribute at all)
WRITTEN = frozenset({"", "text", "content", "body", "words", "note", "comment", "message"})


@dataclass(frozen=True, slots=True)
class Note:
    author: str
    date: str
    text: str


def _dated(line: str) -> bool:
    """A line that is a date (and maybe its time): 'January 13, 2026 at 8:00 am', '8 months ago'."""
    match = DATE_RE.search(line)
    if match is not None and len(match.group(0)) >= len(line) * 0.5 and len(line) <= 40:
        return True
    return bool(_AGO.search(line)) and len(line) <= 30


def _header(lines: Sequence[str], index: int) -> tuple[str, str, int] | None:
    """``(author, date, lines the header takes)`` when a note starts at ``lines[index]``."""
    line = lines[index]
    for pattern in (_BY_HEADER, _SAYS_HEADER):
        match = pattern.match(line)
        if match is not None:
            when = (match.group("when") or "").strip(" .:")
            return match.group("author").strip(" .,"), when, 1
    nxt = lines[index + 1] if index + 1 < len(lines) else ""
    if (
        _NAME_LINE.match(line)
        and len(line) <= 40
        and not _FURNITURE.match(line)
        and nxt
        and _dated(nxt)
        and not _dated(line)
    ):
        return line.strip(), nxt.strip(), 2
    return None


def read_notes(lines: Sequence[str]) -> list[Note]:
    """The notes, comments and history entries of a page's lines, in page order (see the module)."""
    lines = [" ".join(ln.split()) for ln in lines]
    notes: list[Note] = []
    index = 0
    while index < len(lines):
        head = _header(lines, index) if lines[index] else None
        if head is None:
            index += 1
            continue
        author, date, size = head
        index += size
        said: list[str] = []
        while index < len(lines) and len(said) < MAX_NOTE_LINES:
            line = lines[index]
            if line and (_header(lines, index) is not None or _FURNITURE.match(line) or _ENDS.match(line)):
                break
            if line and not _CHANGE.search(line):
                said.append(line)
            index += 1
        if said:
            notes.append(Note(author, date, " ".join(said)))
    return notes


def asks_note(thing: str, attribute: str) -> bool:
    """The question asks what a note says: its thing is a note or a comment ('last note', 'comment')
    and the attribute asked is its text ('who wrote the last comment' asks its author instead)."""
    return bool(set(norm(thing).split()) & NOTE_WORDS) and norm(attribute) in WRITTEN


def by_author(note: Note, author: str) -> bool:
    """The note is by ``author``: every word of the name asked is a word of the note's author ('Bob'
    for 'Bob Chen', 'bob')."""
    want = norm(author).split()
    have = norm(note.author).split()
    return bool(want) and all(w in have for w in want)


def pick_note(notes: Sequence[Note], author: str = "", ordinal: int = -1) -> Note | None:
    """The note a question names: by ``author`` when one is given, the ``ordinal``-th of them (1 the
    first, -1 the last)."""
    mine = [n for n in notes if not author or by_author(n, author)]
    if not mine or ordinal == 0:
        return None
    position = ordinal - 1 if ordinal > 0 else ordinal
    return mine[position] if -len(mine) <= position < len(mine) else None
