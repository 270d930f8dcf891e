"""Readings (pure): which operation a clause asks for, when its cues disagree, by explicit scores.

Every cue of a clause (``intent/cues.py``) proposes a reading: an operation and the cue it rests on.
Each reading is scored from a few features of where the cue stands, and the best one is read; a test
prints the candidates with their scores (``explain``). The features and their weights are the table
``WEIGHTS``; the base strength of each kind of cue is ``BASE``.

Why these features (English clause structure, Quirk et al. 1985 ch. 10-11; Huddleston & Pullum 2002):

* an order starts with its verb and a question with its opener, so the cue that opens the clause is
  stronger (``first``); a question mark strengthens a question opener (``question mark``);
* a verb after a question opener is part of the question ('how many mice can you *open*?'), a verb
  after 'that', 'if', 'when' says which or how, not what (``in a question``, ``subordinate``);
* a verb word after an article or a preposition, or before 'and' at the start, is a noun ('the
  *order*', 'for *sale*', '*book* and page of ...'): no cue at all; a verb word right after another
  content word is the end of a compound noun ('blog *post*', 'shopping *list*'): no cue either;
* an auxiliary that also opens requests ('do', 'can', 'will') asks a question only with its mark;
* a place a thing is put ('in my cart') is the act of putting it, whoever wants it ('I'd like 3 in
  my cart'); a want ('I need a desk') is a thing to find when nothing else is asked;
* a clause with no cue at all that names a thing, or holds a superlative, a bound, a date or an
  ordinal, is a thing to find (``thing``, the weakest reading).
"""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.intent.cues import (
    FRONTED_PREPOSITIONS,
    REQUEST_AUXILIARIES,
    WH_OPENERS,
    Cue,
    find_cues,
    words_of,
)
from wayfinder.intent.text.words import FUNCTION_WORDS, word_set

# Base strength of a reading by the kind of cue it rests on.
BASE: dict[str, float] = {
    "question": 4.0,
    "count": 3.5,
    "statement": 3.5,
    "verb": 3.0,
    "destination": 3.5,
    "attribute": 2.0,
    "pairs": 2.5,
    "url": 2.5,
    "new": 3.0,
    "thing": 0.5,
}
WEIGHTS: dict[str, float] = {
    "first": 2.0,
    "phrase": 0.5,  # per word after the first: 'look up', 'add a comment' are more specific than 'look'
    "question mark": 1.0,
    "after a request": 1.0,
    "in a question": -3.0,
    "subordinate": -3.0,
}
DETERMINERS = word_set(
    "the a an this that these those my your our their its his her some any each every no another whose"
)
_REQUEST_WORDS = word_set("please pls you and then also just now kindly")
_SUBORDINATORS = word_set("that which who whom when if where once while because whether until unless")
_PREPOSITIONS = word_set(
    "of in on at for with from by about into onto over under between among within without through per via"
)
_QUESTION_KINDS = frozenset({"question", "count", "attribute"})


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a clause: the operation, the cue it rests on (None for a shape of the whole
    clause: pairs, a URL, a bare thing), its score and the features that made it."""

    kind: str
    op: str
    cue: Cue | None
    score: float
    because: tuple[tuple[str, float], ...]


def _verb_blocked(cue: Cue, keys: list[str]) -> bool:
    """The verb word is a noun here: after an article or a preposition, before 'and' at the start of the
    clause, or after another content word (the end of a compound noun)."""
    after = keys[cue.last] if cue.last < len(keys) else ""
    if after in {":", "="} and cue.size == 1:  # 'message: hello', 'comment: nice': a field's name;
        return (
            True  # a verb with its object before the colon ('file a bug: ...', 'leave a comment: ...') asks
        )
    if cue.first == 0:
        return after in {"and", "or", "&"} and cue.size == 1
    prev = keys[cue.first - 1]
    if prev in DETERMINERS or (prev in _PREPOSITIONS and prev != "to") or prev.endswith(("'s", "’s")):
        return True
    return (
        prev not in FUNCTION_WORDS
        and prev not in _REQUEST_WORDS
        and prev.isalpha()
        and prev not in {"i", "we"}
        and cue.size == 1
    )


def _opens(cue: Cue, keys: list[str]) -> bool:
    """The cue opens the clause, after a preposition fronted with its wh-word ('until what time ...')."""
    return cue.first == 0 or (
        cue.kind in {"question", "count"}  # 'after how many seconds is X stopped'
        and cue.first == 1
        and keys[0] in FRONTED_PREPOSITIONS
        and cue.used.split()[0] in WH_OPENERS
    )


def _score(kind: str, cue: Cue | None, keys: list[str], question: bool) -> list[tuple[str, float]]:
    because = [(f"{kind} cue", BASE[kind])]
    if cue is None:
        return because
    if _opens(cue, keys):
        because.append(("first", WEIGHTS["first"]))
    if cue.size > 1:
        because.append(("phrase", WEIGHTS["phrase"] * (cue.size - 1)))
    if kind in _QUESTION_KINDS and question:
        because.append(("question mark", WEIGHTS["question mark"]))
    if kind == "verb" and cue.first > 0:
        prev = keys[cue.first - 1]
        if prev in _REQUEST_WORDS or prev == "to":
            because.append(("after a request", WEIGHTS["after a request"]))
        if prev in _SUBORDINATORS:
            because.append(("subordinate", WEIGHTS["subordinate"]))
        if keys[0] in _OPENERS:
            because.append(("in a question", WEIGHTS["in a question"]))
    return because


_OPENERS = word_set("what which who whom whose when where how is are was were does did has")


def _allowed(cue: Cue, keys: list[str], question: bool) -> bool:
    if cue.kind == "question":
        return _opens(cue, keys) and (question or cue.used not in REQUEST_AUXILIARIES)
    if cue.kind == "statement":
        return cue.first == 0
    if cue.kind == "count":
        return _opens(cue, keys)
    if cue.kind == "verb":
        return not _verb_blocked(cue, keys)
    return cue.kind == "destination"


def readings(body: str, shapes: tuple[str, ...] = ()) -> list[Reading]:
    """The candidate readings of a (masked, folded) clause, best first. ``shapes`` are readings of the
    whole clause the caller found ('pairs', 'url', 'new', 'attribute', 'thing'): they have no cue."""
    keys = [w.key for w in words_of(body)]
    question = body.rstrip().endswith("?")
    out: list[Reading] = []
    for cue in find_cues(body):
        if cue.kind == "attribute" or not _allowed(cue, keys, question):
            continue
        because = _score(cue.kind, cue, keys, question)
        out.append(Reading(cue.kind, cue.op, cue, sum(p for _, p in because), tuple(because)))
    for shape in shapes:
        because = _score(shape, None, keys, question)
        if shape != "thing":
            because.append(("first", WEIGHTS["first"]))
        if shape == "attribute" and question:
            because.append(("question mark", WEIGHTS["question mark"]))
        op = {"pairs": "fill", "url": "open", "new": "create", "attribute": "answer"}.get(shape, "find")
        out.append(Reading(shape, op, None, sum(p for _, p in because), tuple(because)))
    out.sort(key=lambda r: (-r.score, r.cue.first if r.cue else 0))
    return out


def explain(body: str, shapes: tuple[str, ...] = ()) -> list[str]:
    """The readings as lines a person reads: 'count 7.0 (question cue 4.0, first 2.0, ...)'."""
    return [explain_one(reading) for reading in readings(body, shapes)]


def explain_one(reading: Reading) -> str:
    parts = ", ".join(f"{name} {points:+.1f}" for name, points in reading.because)
    used = f" '{reading.cue.used}'" if reading.cue else ""
    return f"{reading.op}{used} {reading.score:.1f} ({parts})"


__all__ = ["BASE", "DETERMINERS", "WEIGHTS", "Reading", "explain", "explain_one", "readings"]
