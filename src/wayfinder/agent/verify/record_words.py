"""The words of a record a goal writes, as the verifier reads them on pages (pure): the write itself
(``Write``), a field's key, a phrase inside a line, the notices new since an action, a label naming a
field, and the record's own name in a status goal. Shared by ``records.py`` and ``listed_saves.py``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.words import norm, squash


@dataclass(frozen=True)
class Write:
    """What a goal writes: its kind (create, change, append), the record it names, and the values."""

    kind: str  # create | change | append
    record: str  # the record's words in the goal ('issue #1', 'Packing Light for a Week', 'category')
    values: tuple[tuple[str, str], ...]  # (field, value) as given; field '' when the goal names none
    known_by: tuple[str, ...] = ()  # the names the goal knows the record by ('Ben Hughes' for his comment)


def field_key(field: str) -> str:
    return norm(field)


def phrase_in(value: str, line: str) -> bool:
    want = norm(value)
    return bool(want) and re.search(rf"(?<![0-9a-z]){re.escape(want)}(?![0-9a-z])", norm(line)) is not None


def new_notices(entry: PageEntry, before: set[str]) -> list[str]:
    """The page's notices that no page seen before the action showed."""
    return [line for line in entry.notices if norm(line) not in before]


def label_is(text: str, want_field: str) -> bool:
    """A label names the field: the same words, or ends with them ('Issue status' for status)."""
    have = squash(text.strip().rstrip(":*"))
    return len(have) >= 2 and (have == want_field or (len(want_field) >= 4 and have.endswith(want_field)))


NUMBER_RE = re.compile(r"#?(\d+)\b")
SHORT_LABEL = 30
STATE_FIELDS = frozenset({"status", "state"})
STATE_WORDS = frozenset(
    {"the", "a", "an", "draft", "pending", "published", "unpublished", "scheduled", "private"}
)


def state_name(write: Write) -> str:
    """The record's own words in a status goal ('the draft "Ferry Timetable Changes"' -> its name)."""
    return " ".join(w for w in norm(NUMBER_RE.sub(" ", write.record)).split() if w not in STATE_WORDS)
