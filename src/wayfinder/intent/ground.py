"""Grounding (pure): match a phrase of the goal against the strings a site shows.

The one matching primitive the planners and the verifier share. The vocabulary is whatever the page
offers as names: link texts, facet values, options, table headers, column values, labels, item names.

Matching tolerates what people do to words - case, punctuation, plurals and other word forms (lemmas
from ``intent/text/lemmas.py``), one typo in a longer word ("headphnes") - but not what tells two things
apart. **The distinguishing-token rule** (issue 31): a token that distinguishes two candidates of the
same vocabulary ("In-ear"/"Over-ear", "Wired"/"Wireless", "Pro"/"Mini", a size, a year, a model number)
must agree with the phrase. Two candidates are *near twins* when each has at most two tokens the other
lacks and they share more tokens than either lacks (or they differ by one token each and share one:
"iPad Pro"/"iPad Mini"); the tokens by which they differ are distinguishing. A candidate that holds one side of such a pair while the phrase holds the other side
is dropped. A token with a digit in the phrase (a size, a year, a model number) must be in the
candidate, with or without twins. When near twins both remain because the phrase names neither
side, ``best`` answers None: the phrase does not say which one.

Scores (0..1), shown by ``Match.score`` and tested as a table:

* ``recall`` - the share of the phrase's content tokens found in the candidate (weight 0.7);
* ``precision`` - the share of the candidate's content tokens the phrase names (weight 0.2);
* ``head`` - 0.1 when the phrase's last content token (its head noun: "wireless *mouse*") is the
  candidate's last one too, so "wireless mouse" prefers "Wireless Mouse" to "Wireless Mouse Pad";
* a typo-matched token counts 0.8 of an exact one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import OSA

from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.reading import terms
from wayfinder.intent.text.words import FILLER_WORDS, NAME_STOP

RECALL_WEIGHT = 0.7
PRECISION_WEIGHT = 0.2
HEAD_BONUS = 0.1
TYPO_CREDIT = 0.8
MIN_SCORE = 0.5
_STOP = NAME_STOP | FILLER_WORDS | frozenset({"some", "any", "my", "your", "our"})


@dataclass(frozen=True, slots=True)
class Match:
    """One candidate of the vocabulary and how well the phrase names it."""

    text: str
    index: int
    score: float
    matched: tuple[str, ...] = ()  # phrase tokens found in the candidate
    missing: tuple[str, ...] = ()  # phrase tokens the candidate lacks
    typos: tuple[str, ...] = ()  # phrase tokens matched only within one typo


@lru_cache(maxsize=8192)
def keys(text: str) -> tuple[str, ...]:
    """The content tokens of ``text`` as matching keys: value terms, lemmatized, hyphens and dots out
    ("In-ear Headphones" -> ("inear", "headphone"))."""
    return tuple(_key(t) for t in terms(text) if t not in _STOP and _key(t))


def _key(term: str) -> str:
    return lemma(term).replace("-", "").replace("'", "").replace("’", "")


def _phrase_keys(phrase: str, known: frozenset[str]) -> tuple[str, ...]:
    """The phrase's keys; two adjacent words that the vocabulary writes as one ('in ear' for
    'In-ear', 'wi fi' for 'Wi-Fi') count as that one token."""
    raw = [_key(t) for t in terms(phrase)]
    out: list[str] = []
    i = 0
    while i < len(raw):
        if i + 1 < len(raw) and raw[i] + raw[i + 1] in known and raw[i] not in known:
            out.append(raw[i] + raw[i + 1])
            i += 2
            continue
        if raw[i] and raw[i] not in _STOP:
            out.append(raw[i])
        i += 1
    return tuple(out)


def _has_digit(token: str) -> bool:
    return any(ch.isdigit() for ch in token)


def _typo_of(token: str, have: Iterable[str], known: frozenset[str]) -> str | None:
    """The token of ``have`` that ``token`` is a typo of: same first letter, no digits, one edit (two in
    a word of nine letters or more), and ``token`` is not itself a word the vocabulary uses."""
    if len(token) < 5 or _has_digit(token) or token in known:
        return None
    limit = 2 if len(token) >= 9 else 1
    for word in have:
        near = word[:1] == token[:1] and not _has_digit(word) and len(word) >= 4
        if near and OSA.distance(token, word, score_cutoff=limit) <= limit:
            return word
    return None


Twin = tuple[int, frozenset[str], frozenset[str]]


def twins(vocabulary: Sequence[str]) -> dict[int, list[Twin]]:
    """For each candidate, its near twins: (the twin's index, its own differing tokens, the twin's)."""
    sets = [frozenset(keys(v)) for v in vocabulary]
    out: dict[int, list[Twin]] = {}
    for i, a in enumerate(sets):
        for j in range(i + 1, len(sets)):
            b = sets[j]
            mine, theirs = a - b, b - a
            if not mine or not theirs or len(mine) > 2 or len(theirs) > 2:
                continue
            shared = len(a & b)
            if not (shared > max(len(mine), len(theirs)) or (len(mine) == len(theirs) == 1 and shared)):
                continue
            out.setdefault(i, []).append((j, mine, theirs))
            out.setdefault(j, []).append((i, theirs, mine))
    return out


def _disagrees(phrase: set[str], own: set[str], pairs: list[Twin]) -> bool:
    if any(_has_digit(t) and t not in own for t in phrase):
        return True  # a size, a year, a model number the candidate does not have
    return any(mine - phrase and theirs & phrase for _, mine, theirs in pairs)


def _score(phrase: tuple[str, ...], cand: tuple[str, ...], known: frozenset[str]) -> Match | None:
    have = set(cand)
    matched: list[str] = []
    missing: list[str] = []
    typos: list[str] = []
    credit = 0.0
    for token in phrase:
        if token in have:
            matched.append(token)
            credit += 1.0
        elif _typo_of(token, have, known) is not None:
            matched.append(token)
            typos.append(token)
            credit += TYPO_CREDIT
        else:
            missing.append(token)
    if not matched:
        return None
    recall = credit / len(phrase)
    precision = min(1.0, credit / len(cand))
    head = HEAD_BONUS if phrase[-1] in matched and _same_head(phrase[-1], cand[-1], known) else 0.0
    score = round(RECALL_WEIGHT * recall + PRECISION_WEIGHT * precision + head, 4)
    return Match("", -1, score, tuple(matched), tuple(missing), tuple(typos))


def _same_head(token: str, last: str, known: frozenset[str]) -> bool:
    return token == last or _typo_of(token, (last,), known) is not None


def match(phrase: str, vocabulary: Sequence[str], *, min_score: float = MIN_SCORE) -> list[Match]:
    """The candidates ``phrase`` names, best first; those that disagree with it on a distinguishing
    token are left out (see the module docstring)."""
    cands = [keys(v) for v in vocabulary]
    known = frozenset(k for c in cands for k in c)
    wanted = _phrase_keys(phrase, known)
    if not wanted:
        return []
    pairs = twins(vocabulary)
    want_set = set(wanted)
    out: list[Match] = []
    for index, (text, cand) in enumerate(zip(vocabulary, cands, strict=True)):
        if not cand:
            continue
        scored = _score(wanted, cand, known)
        if scored is None or scored.score < min_score:
            continue
        if _disagrees(want_set, set(cand), pairs.get(index, [])):
            continue
        out.append(Match(text, index, scored.score, scored.matched, scored.missing, scored.typos))
    out.sort(key=lambda m: (-m.score, m.index))
    return out


def best(phrase: str, vocabulary: Sequence[str], *, min_score: float = MIN_SCORE) -> Match | None:
    """The one candidate ``phrase`` names, or None: nothing matches, two different candidates tie, or
    a near twin of the top candidate is left that the phrase does not tell apart from it ('Jabra Elite
    headphones' with both the In-ear and the Over-ear model on the page)."""
    found = match(phrase, vocabulary, min_score=min_score)
    if not found:
        return None
    top = found[0]
    if len(found) > 1 and found[1].score == top.score and keys(found[1].text) != keys(top.text):
        return None
    left = {m.index for m in found[1:]}
    if any(index in left for index, _, _ in twins(vocabulary).get(top.index, [])):
        return None
    return top


def names(phrase: str, name: str, *, others: Sequence[str] = (), min_score: float = MIN_SCORE) -> bool:
    """``name`` (a page title, a row, a cart line) names the thing ``phrase`` names.

    It matches with no distinguishing token against ``others`` (the rest of what the site shows)
    disagreeing, and, since one name alone shows no twins: a phrase word the name lacks is allowed
    only when the name has no word of its own in its place ("In-ear" missing where "Over-ear" stands
    is another product; "Wireless" missing from a name that adds nothing is the same one).
    """
    vocabulary = [name, *[o for o in others if o != name]]
    found = next((m for m in match(phrase, vocabulary, min_score=min_score) if m.index == 0), None)
    if found is None:
        return False
    if not found.missing:
        return True
    known = frozenset(keys(name))
    wanted = set(_phrase_keys(phrase, known))
    extra = [k for k in keys(name) if k not in wanted and not any(_typo_of(w, (k,), known) for w in wanted)]
    return not extra


__all__ = ["HEAD_BONUS", "MIN_SCORE", "Match", "best", "keys", "match", "names", "twins"]
