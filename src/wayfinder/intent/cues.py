"""Cues (pure): the words of a clause that say what is asked, found wherever they stand.

A clause (masked, discourse set aside, case-folded) is read as words. Each small table below maps
phrases to a *cue*: an operation the clause may ask for, with the words it was written with and where
they stand. Nothing here decides: ``intent/readings.py`` scores the cues of a clause against each
other and the best reading wins; what is left around the winning cue is the object phrase.

The tables (each phrase matched as whole words, longest first at a place):

* ``verb`` - the verb lexicon ``intent/verbs.py`` (``VERB_PHRASES``: what people write -> the frame's
  verbs, 'look up' -> search, 'put' -> add ...).
* ``question`` - question openers (``QUESTION_OPENERS``): 'how many' counts, 'what/which/who/when/where'
  and 'how much' ask, an auxiliary first ('is', 'does', 'can' ...) asks yes or no. Quirk et al. (1985)
  "A Comprehensive Grammar of the English Language" 11.4-11.14 (yes/no and wh-questions).
* ``count`` - nouns of counting before 'of' ('number of', 'count of', 'total number of').
* ``want`` - a speaker's want or search stated ('I need', 'I'm looking for', 'we'd like'): a thing to find.
* ``statement`` - a speaker's assent ('I accept', 'we agree'): Searle (1975) declaratives.
* ``destination`` - where a thing is put ('in my cart', 'to the basket'): a thing to add.
* ``attribute`` - an attribute noun asked of a thing ('the price of', 'weight of'): ``ATTRIBUTE_NOUNS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from wayfinder.intent.text.words import word_set
from wayfinder.intent.verbs import VERB_PHRASES

CueKind = Literal["verb", "question", "count", "want", "statement", "destination", "attribute"]

# Auxiliaries that open a yes/no question ('is X in stock', 'does Smith have ...').
AUXILIARIES = word_set("is are was were do does did can could has have will should")
# (phrase, operation). An auxiliary first asks yes or no; 'how much' asks a price or an amount.
QUESTION_OPENERS: tuple[tuple[str, str], ...] = (
    ("how many", "count"),
    ("how much", "answer"),
    ("what", "answer"),
    ("which", "answer"),
    ("who", "answer"),
    ("whom", "answer"),
    ("whose", "answer"),
    ("when", "answer"),
    ("where", "answer"),
    ("how", "answer"),
    *((aux, "yes_no") for aux in sorted(AUXILIARIES)),
)
# Prepositions fronted with a wh-word ('until what time is X open', 'to whom is it assigned', 'in which
# year ...'): the formal order of a stranded preposition, Quirk et al. (1985) 11.14.
# Where a person says an answer is written ('in the Lumen handbook, ...', 'which exit code does the readme
# give for bad input'): the documents a site holds.
DOCUMENT_NOUNS = word_set(
    "docs documentation manual guide handbook wiki faq help site website page pages readme reference"
)
FRONTED_PREPOSITIONS = word_set(
    "until till til at in on for by from to since during within with about after before"
)
WH_OPENERS = word_set("what which whom whose when how")
# Auxiliaries that also open a request ('do the thing', 'can you ...'): a question only with its mark.
REQUEST_AUXILIARIES = frozenset({"do", "did", "can", "could", "will", "should", "has", "have"})
COUNT_NOUNS: tuple[tuple[str, str], ...] = (
    ("number of", "count"),
    ("the number of", "count"),
    ("total number of", "count"),
    ("the total number of", "count"),
    ("count of", "count"),
    ("the count of", "count"),
    ("total count of", "count"),
    ("the total count of", "count"),
)
_SPEAKERS = ("i", "we")
WANTS: tuple[tuple[str, str], ...] = tuple(
    (f"{who} {want}", "find")
    for who in _SPEAKERS
    for want in (
        "want",
        "need",
        "would like",
        "am looking for",
        "are looking for",
        "am searching for",
        "are searching for",
        "am after",
        "are after",
        "am in the market for",
        "are in the market for",
        # a choice announced ('I'll take the Basilisk', 'we will go with the blue one')
        "will take",
        "will have",
        "will go with",
        "would go with",
    )
)
STATEMENTS: tuple[tuple[str, str], ...] = tuple(
    (f"{who} {adverb}{verb}", "accept")
    for who in _SPEAKERS
    for adverb in ("", "hereby ", "fully ", "also ")
    for verb in ("accept", "agree", "consent", "acknowledge", "confirm")
)
# Containers a thing is put into when bought: 'in my cart', 'to the basket', 'into the shopping bag'.
CONTAINERS = ("cart", "basket", "bag", "trolley", "shopping cart", "shopping basket", "shopping bag")
DESTINATIONS: tuple[tuple[str, str], ...] = tuple(
    (f"{prep} {det}{box}", "add")
    for prep in ("in", "into", "to")
    for det in ("my ", "the ", "our ")
    for box in CONTAINERS
)


@dataclass(frozen=True, slots=True)
class Word:
    key: str  # lower case, without a final full stop
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Cue:
    """A phrase of one table at one place of a clause: its kind, the operation it says, its words."""

    kind: CueKind
    op: str
    first: int  # index of its first word
    last: int  # index after its last word
    start: int  # character offsets in the clause
    end: int
    used: str  # the words as written (folded)

    @property
    def size(self) -> int:
        return self.last - self.first


_WORD_RE = re.compile(r"\ue000\d+\ue001|[^\s,;:!?()]+|[,;:!?]")


def words_of(body: str) -> list[Word]:
    """The words of a (masked) clause; punctuation marks are words of their own."""
    out = []
    for match in _WORD_RE.finditer(body):
        raw = match.group(0)
        key = raw.lower().rstrip(".") or raw
        out.append(Word(key, match.start(), match.start() + len(raw.rstrip(".")) or match.end()))
    return out


def _table(rows: tuple[tuple[str, str], ...]) -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """Phrases by their first word, longest first."""
    out: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for phrase, op in rows:
        words = tuple(phrase.split())
        out.setdefault(words[0], []).append((words, op))
    for rows_ in out.values():
        rows_.sort(key=lambda row: len(row[0]), reverse=True)
    return out


@lru_cache(maxsize=1)
def _tables() -> dict[CueKind, dict[str, list[tuple[tuple[str, ...], str]]]]:
    from wayfinder.intent.attributes import ATTRIBUTE_PHRASES

    return {
        "verb": _table(VERB_PHRASES),
        "question": _table(QUESTION_OPENERS),
        "count": _table(COUNT_NOUNS),
        "want": _table(WANTS),
        "statement": _table(STATEMENTS),
        "destination": _table(DESTINATIONS),
        "attribute": _table(tuple((p, "answer") for p in ATTRIBUTE_PHRASES)),
    }


def _longest(
    keys: list[str], at: int, table: dict[str, list[tuple[tuple[str, ...], str]]]
) -> tuple[int, str]:
    for words, op in table.get(keys[at], ()):
        n = len(words)
        if tuple(keys[at : at + n]) == words:
            return n, op
    return 0, ""


def find_cues(body: str) -> tuple[Cue, ...]:
    """Every cue of every table in ``body``, in the order they stand (a table's longest phrase at a place)."""
    words = words_of(body)
    keys = [w.key for w in words]
    found: list[Cue] = []
    for kind, table in _tables().items():
        at = 0
        while at < len(keys):
            n, op = _longest(keys, at, table)
            if not n:
                at += 1
                continue
            used = " ".join(keys[at : at + n])
            found.append(Cue(kind, op, at, at + n, words[at].start, words[at + n - 1].end, used))
            at += n
    found.sort(key=lambda cue: (cue.first, -cue.size))
    return tuple(found)


__all__ = [
    "AUXILIARIES",
    "CONTAINERS",
    "COUNT_NOUNS",
    "DESTINATIONS",
    "QUESTION_OPENERS",
    "REQUEST_AUXILIARIES",
    "STATEMENTS",
    "WANTS",
    "Cue",
    "CueKind",
    "Word",
    "find_cues",
    "words_of",
]
