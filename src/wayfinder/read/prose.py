"""Answers stated in prose (pure): the sentence of a page's text that answers a question, and the
value in it.

Docs, FAQs and help pages answer in sentences, not in tables or "Label: value" lines: "Targets:
small pages <= 20 ms median per observation", "the request times out after 30 seconds (default
30)", "exit codes: 0 ok, 1 failed, 2 timed out". ``prose_answer(text, question)`` finds the sentence
that shares the most words with the question - every identifier the question names
(``retry_limit``, ``HTTP_PROXY``) must be in it - and reads from it, in this order:

- a number, when the question asks for one ("how many", "which code/port/number", "in ms"): the
  number followed by the unit asked, else the one nearest the identifier or the question's words;
- a default, when the question asks for one: "(default X)", "defaults to X", "X by default",
  "name = X";
- nothing otherwise: a sentence is never answered with a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.intent.text import MATCH_STOP, stem, tokens

_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_IDENT = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]+\b")
_NUMBER_WORDS = re.compile(
    r"\b(?:how\s+many|how\s+much|how\s+long|number|code|port|count|size|version|limit|timeout|"
    r"time|age|year|percent|ms|seconds?|minutes?|hours?|days?|bytes|[kmg]b)\b",
    re.I,
)
_UNIT = re.compile(
    r"\bin\s+(ms|milliseconds|seconds?|s|minutes?|hours?|days?|bytes|kb|mb|gb|%|percent|px|pixels)\b", re.I
)
_UNIT_FORMS = {
    "ms": ("ms", "milliseconds", "millisecond"),
    "milliseconds": ("ms", "milliseconds", "millisecond"),
    "s": ("s", "seconds", "second", "sec"),
    "second": ("s", "seconds", "second", "sec"),
    "seconds": ("s", "seconds", "second", "sec"),
    "percent": ("%", "percent"),
    "%": ("%", "percent"),
    "pixels": ("px", "pixels"),
    "px": ("px", "pixels"),
}
_NUM = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.]*[A-Za-z_])")
_DEFAULT_ASKED = re.compile(r"\bdefault", re.I)
_DEFAULT_VALUE = (
    re.compile(r"\(\s*default\s*[:=]?\s*[`\"']?(?P<v>[\w.\-]+)", re.I),
    re.compile(r"\bdefaults?\s+(?:is|to|value\s+is|:|=)\s*[`\"']?(?P<v>[\w.\-]+)", re.I),
    re.compile(r"[`\"']?(?P<v>[\w.\-]+)[`\"']?\s+by\s+default\b", re.I),
)
_QUESTION_STOP = frozenset(
    {
        "what",
        "which",
        "who",
        "when",
        "where",
        "how",
        "many",
        "much",
        "tell",
        "value",
        "default",
        "mean",
        "means",
    }
)


@dataclass(frozen=True, slots=True)
class ProseAnswer:
    value: str
    sentence: str  # the sentence it was read from (evidence)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SPLIT.split(text or "") if s and s.strip()]


def _words(text: str) -> set[str]:
    return {stem(t) for t in tokens(text) if t not in MATCH_STOP and t not in _QUESTION_STOP and len(t) > 1}


def _best_sentence(text: str, question: str) -> str | None:
    idents = [i.lower() for i in _IDENT.findall(question)]
    want = _words(_IDENT.sub(" ", question))
    best: tuple[float, str] | None = None
    for sentence in sentences(text):
        low = sentence.lower()
        if any(i not in low for i in idents):
            continue
        have = _words(sentence)
        share = len(want & have) / len(want) if want else 1.0
        if (idents or share >= 0.5) and (best is None or share > best[0]):
            best = (share, sentence)
    return best[1] if best else None


def _number(sentence: str, question: str) -> str | None:
    numbers = list(_NUM.finditer(sentence))
    if not numbers:
        return None
    unit = _UNIT.search(question)
    if unit:
        forms = _UNIT_FORMS.get(unit.group(1).lower(), (unit.group(1).lower(),))
        after = [
            m
            for m in numbers
            if re.match(rf"\s*(?:{'|'.join(map(re.escape, forms))})\b", sentence[m.end() :], re.I)
        ]
        if after:
            return after[0].group(0)
        return None  # the unit asked is not the one stated: no guess
    anchors = [m.start() for i in _IDENT.findall(question) for m in re.finditer(re.escape(i), sentence, re.I)]
    if not anchors:
        want = _words(question)
        anchors = [m.start() for m in re.finditer(r"\w+", sentence) if stem(m.group(0).lower()) in want]
    if not anchors:
        return numbers[0].group(0) if len(numbers) == 1 else None
    return min(numbers, key=lambda m: min(abs(m.start() - a) for a in anchors)).group(0)


def prose_answer(text: str, question: str) -> ProseAnswer | None:
    """The value a sentence of ``text`` gives for ``question`` (see the module docstring), or None."""
    sentence = _best_sentence(text, question)
    if sentence is None:
        return None
    if _DEFAULT_ASKED.search(question):
        for pattern in _DEFAULT_VALUE:
            match = pattern.search(sentence)
            if match:
                return ProseAnswer(match.group("v").strip(".`'\""), sentence)
        for ident in _IDENT.findall(question):  # 'name = "low"' in a config example
            match = re.search(rf"{re.escape(ident)}\s*[=:]\s*[`\"']?(?P<v>[\w.\-]+)", sentence)
            if match:
                return ProseAnswer(match.group("v"), sentence)
        return None
    if _NUMBER_WORDS.search(question):
        value = _number(sentence, question)
        return ProseAnswer(value, sentence) if value is not None else None
    return None
