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
from collections import Counter
from dataclasses import dataclass

from wayfinder.intent.text import MATCH_STOP, stem, tokens
from wayfinder.intent.text.lemmas import verb_lemma

# a sentence ends at '.', '!' or '?' - but a time's 'a.m.'/'p.m.' ends one only before a capital
_SPLIT = re.compile(r"(?<=[.!?])(?<![aApP]\.[mM]\.)\s+|(?<=[aApP]\.[mM]\.)\s+(?=[A-Z])|\n+")
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
QUESTION_STOP = frozenset(
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


def fold(word: str) -> str:
    """A word's one form for matching, verbs folded too: 'waiting', 'waits' and 'wait' are one, and so
    are 'opens' and 'open'; other words by their lemma (``stem``)."""
    verb = verb_lemma(word)
    return verb if verb != word.lower() else stem(word)


def _words(text: str) -> set[str]:
    return {fold(t) for t in tokens(text) if t not in MATCH_STOP and t not in QUESTION_STOP and len(t) > 1}


def _parts(text: str) -> set[str]:
    """Content words with identifiers split into their parts, folded ('budget_exhausted' -> budget,
    exhaust; 'waiting for a person' -> wait, person)."""
    return {fold(t) for t in tokens(text.replace("_", " ")) if t not in MATCH_STOP and len(t) > 1}


def _items(sentence: str) -> list[str]:
    """The items of an enumeration (after its colon, when it has one): split on commas and
    semicolons outside parentheses."""
    depth, body = 0, sentence
    for at, char in enumerate(sentence):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == ":" and depth <= 0:
            body = sentence[at + 1 :]
            break
    items, depth, start = [], 0, 0
    for at, char in enumerate(body):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char in ",;" and depth <= 0:
            items.append(body[start:at])
            start = at + 1
    items.append(body[start:])
    return [i.strip() for i in items if i.strip()]


_NUMBERED = re.compile(r"^(?P<n>\d+)\s+(?P<label>\S.*)$", re.S)


def _enumerated(sentence: str, question: str) -> str | None:
    """'Exit codes: 0 ok, 2 loop_stuck, 3 budget_exhausted' asked 'which code means loop_stuck' (or
    '... when the budget is exhausted'): the number of the one item whose label shares the most of
    the question's words; '' when no item does or two tie (the list answers, and says nothing);
    None when the sentence is no such list."""
    numbered = [m for m in (_NUMBERED.match(i) for i in _items(sentence)) if m]
    if len(numbered) < 3:
        return None
    want = _parts(question) - QUESTION_STOP
    labels = [(m.group("n"), want & _parts(m.group("label"))) for m in numbered]
    shared = Counter(w for _n, words in labels for w in words)  # 'run' in three labels tells little
    scored = sorted(((sum(1 / shared[w] for w in words), n) for n, words in labels), reverse=True)
    if scored[0][0] == 0 or scored[0][0] == scored[1][0]:
        return ""
    return scored[0][1]


def _listed(text: str, question: str) -> ProseAnswer | None:
    """The number of the one enumeration whose head (before its colon) shares two of the question's
    words ('Exit codes of the run: ...' asked 'what exit code do I get when it waits ...') and whose
    label the question names (``_enumerated``), when no single sentence says enough of the question."""
    want = _words(question)
    found = []
    for sentence in sentences(text):
        head = sentence.split(":", 1)[0] if ":" in sentence else ""
        number = _enumerated(sentence, question) if len(want & _words(head)) >= 2 else None
        if number:
            found.append(ProseAnswer(number, sentence))
    return found[0] if len({f.value for f in found}) == 1 else None


def _number(sentence: str, question: str) -> str | None:
    listed = _enumerated(sentence, question)
    if listed is not None:
        return listed or None
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
        anchors = [m.start() for m in re.finditer(r"\w+", sentence) if fold(m.group(0)) in want]
    if not anchors:
        return _with_unit(sentence, numbers[0], question) if len(numbers) == 1 else None
    return _with_unit(
        sentence, min(numbers, key=lambda m: min(abs(m.start() - a) for a in anchors)), question
    )


_HOW_LONG = re.compile(r"\bhow\s+long\b", re.I)
_TIME_UNIT = re.compile(
    r"\s*(?:-|–|to)?\s*(?:\d+\s*)?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b",
    re.I,
)


def _with_unit(sentence: str, number: re.Match[str], question: str) -> str:
    """A number asked 'how long' with the time unit the sentence writes after it ('simmer for 20
    minutes' -> '20 minutes', '10-15 minutes'): the number alone says no length of time."""
    if not _HOW_LONG.search(question):
        return number.group(0)
    unit = _TIME_UNIT.match(sentence, number.end())
    return sentence[number.start() : unit.end()] if unit else number.group(0)


def prose_answer(text: str, question: str) -> ProseAnswer | None:
    """The value a sentence of ``text`` gives for ``question`` (see the module docstring), or None."""
    sentence = _best_sentence(text, question)
    if sentence is None:
        return _listed(text, question) if _NUMBER_WORDS.search(question) else None
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


# What a docs page writes in code for a kind of thing asked: 'which option/flag ...' is a '--name',
# 'which (environment) variable' an UPPER_CASE name, 'the prefix ...' what stands before a '*'
# ('WAYFINDER_*', 'git-*'); any other kind is an identifier (snake_case, camelCase, dotted.name).
_OPTION = re.compile(r"(?<![\w-])--?[a-z][\w-]*\b")
_ENV = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b")
_PREFIX = re.compile(r"(?<![\w-])(?P<v>[A-Za-z][\w.-]*?[_.-])\*")
_CODE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]+\b")
CODE_KINDS: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (frozenset({"prefix"}), _PREFIX),
    (frozenset({"option", "flag", "switch", "argument", "parameter"}), _OPTION),
    (frozenset({"variable", "env", "environment"}), _ENV),
    (frozenset({"setting", "key", "function", "method", "module", "command", "field", "identifier"}), _CODE),
)


def _shape(kind: str) -> re.Pattern[str] | None:
    """The shape of what ``kind`` names in code (its last word that the table knows), or None."""
    for word in reversed([stem(t) for t in tokens(kind)]):
        for names, shape in CODE_KINDS:
            if word in {stem(n) for n in names}:
                return shape
    return None


def names_code(question: str) -> bool:
    """The question names something in code ('auto_confirm', 'HTTP_PROXY'): a sentence that answers
    it must name it too, so it may be read from any page's prose."""
    return _IDENT.search(question) is not None


def code_names(text: str) -> list[str]:
    """The identifiers ``text`` writes in code ('loop_stuck', 'autoConfirm', 'HTTP_PROXY'), in order,
    each once: the one mark of an identifier in prose, for the readers and the verifier alike."""
    return list(dict.fromkeys(_IDENT.findall(text)))


def code_answer(text: str, question: str, kind: str) -> ProseAnswer | None:
    """'which command-line option points it at a server', 'the prefix its environment variables
    start with': the one name written in code, of the shape the kind asked calls for, in the sentence
    that shares the most of the question's other words (a third of them at least). A sentence that
    names two such things answers nothing; the next best sentence may."""
    shape = _shape(kind)
    if shape is None:
        return None
    named = {m.group(0).lower() for m in _IDENT.finditer(question)}
    about = _parts(question) - _parts(kind) - QUESTION_STOP
    need = max(1, -(-len(about) // 3))
    scored = []
    for sentence in sentences(text):
        share = len(about & _parts(sentence))
        if share >= need:
            scored.append((share, sentence))
    for _share, sentence in sorted(scored, key=lambda s: -s[0]):
        # a sentence naming two of them may still say which one in one of its clauses
        clauses = sorted(sentence.split(";"), key=lambda c: -len(about & _parts(c)))
        for part in (sentence, clauses[0]):
            found = {m.group("v") if "v" in shape.groupindex else m.group(0) for m in shape.finditer(part)}
            found = {f for f in found if f.lower() not in named}
            if len(found) == 1 and about & _parts(part):
                return ProseAnswer(found.pop(), sentence)
    return None


def prose_list(text: str, things: str, headings: tuple[str, ...] = ()) -> ProseAnswer | None:
    """'list the terminal reasons': the names a page gives for the things asked - the entries of the
    list under a heading naming them (the lines up to the next heading, each up to its ':' or ' - '),
    else the names written in code in the one sentence that names them ('one of four terminal
    reasons - goal_satisfied, goal_failed, ...')."""
    want = _parts(things) - QUESTION_STOP
    if not want:
        return None
    lines = [line.strip() for line in (text or "").split("\n")]
    heads = {" ".join(h.replace("¶", " ").split()).lower() for h in headings}
    for at, line in enumerate(lines):
        name = " ".join(line.replace("¶", " ").split()).lower()
        if name in heads and want <= _parts(line):
            entries = []
            for entry in lines[at + 1 :]:
                if " ".join(entry.replace("¶", " ").split()).lower() in heads:
                    break
                head = re.split(r":\s|\s[-–—]\s|\t", entry, maxsplit=1)[0].strip()
                if head and len(head) <= 60:
                    entries.append(head)
            if len(entries) >= 2:
                return ProseAnswer("; ".join(entries), line)
    phrase = re.compile(
        r"(?<![\w_])" + r"\s+".join(re.escape(stem(t)) + r"\w*" for t in tokens(things) if stem(t) in want),
        re.I,
    )
    for sentence in sentences(text):
        if not phrase.search(sentence):
            continue
        named = list(dict.fromkeys(m.group(0) for m in _IDENT.finditer(sentence)))
        if len(named) >= 2:
            return ProseAnswer("; ".join(named), sentence)
    return None
