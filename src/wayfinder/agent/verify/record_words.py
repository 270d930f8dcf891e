"""The words of a record a goal writes, as the verifier reads them on pages (pure): the write itself
(``Write``), a field's key, a phrase inside a line, the notices new since an action, a label naming a
field, and the record's own name in a status goal. Shared by ``records.py`` and ``listed_saves.py``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.words import norm, squash, stem, words


@dataclass(frozen=True)
class Write:
    """What a goal writes: its kind (create, change, append), the record it names, and the values."""

    kind: str  # create | change | append
    record: str  # the record's words in the goal ('issue #1', 'Packing Light for a Week', 'category')
    values: tuple[tuple[str, str], ...]  # (field, value) as given; field '' when the goal names none
    known_by: tuple[str, ...] = ()  # the names the goal knows the record by ('Ben Hughes' for his comment)
    every: bool = False  # every matching record ('all the new bugs', 'every draft post': quantity -1)


def field_key(field: str) -> str:
    return norm(field)


def phrase_in(value: str, line: str) -> bool:
    want = norm(value)
    return bool(want) and re.search(rf"(?<![0-9a-z]){re.escape(want)}(?![0-9a-z])", norm(line)) is not None


def new_notices(entry: PageEntry, before: set[str]) -> list[str]:
    """The page's notices that no page seen before the action showed."""
    return [line for line in entry.notices if norm(line) not in before]


def _folded(text: str) -> str:
    """A label's or a field's words in one word form (``stem``: 'Categories' -> 'category', 'Tags' ->
    'tag'), squashed: a list's column header names its field in the plural."""
    return squash(" ".join(stem(w) for w in words(text)))


def label_is(text: str, field: str) -> bool:
    """A label names the field: the same words, or ends with them ('Issue status' for status), in
    either number ('Categories' for category, 'Watchers' for watcher)."""
    have, want = _folded(text.strip().rstrip(":*")), _folded(field)
    return len(have) >= 2 and (have == want or (len(want) >= 4 and have.endswith(want)))


NUMBER_RE = re.compile(r"#?(\d+)\b")
SHORT_LABEL = 30
STATE_FIELDS = frozenset({"status", "state"})
STATE_WORDS = frozenset(
    {"the", "a", "an", "draft", "pending", "published", "unpublished", "scheduled", "private"}
)


def state_name(write: Write) -> str:
    """The record's own words in a status goal ('the draft "Ferry Timetable Changes"' -> its name): the
    state words around the name go, never one inside it ('Cycling the Old Railway Line')."""
    named = norm(NUMBER_RE.sub(" ", write.record)).split()
    while named and named[0] in STATE_WORDS:
        named.pop(0)
    while named and named[-1] in STATE_WORDS:
        named.pop()
    return " ".join(named)
