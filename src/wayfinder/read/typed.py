"""Typed answers stated in prose (pure): when a question asks a kind of value - a duration ("how
long"), a phone number, a date ("when"), whether a thing is in stock - the value of that kind that
sits in the sentence naming what was asked.

Posts, recipes and contact pages state such facts in running text: "Simmer the lentils for 25
minutes", "call the editors on +44 20 7946 0321", "Currently out of stock". ``typed_answer(text,
question, attribute)`` reads every sentence that holds a value of the kind asked and keeps the one
that shares the most words with the question (or holds a word of the kind itself: "call" for a
phone; a cue the question says itself - 'due' - counts as one of its words); a sentence sharing none
is never the answer, so the first duration of a page is not the
answer to how long something else takes. Two different values tied for best is no answer either.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from wayfinder.intent.text import MATCH_STOP, TERM_STOP, tokens
from wayfinder.intent.text.dates import DATE_RE
from wayfinder.intent.text.phones import phone_numbers
from wayfinder.read.attributes import attribute_names
from wayfinder.read.prose import QUESTION_STOP, ProseAnswer, fold, sentences

_COUNT = r"(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty)"
_UNIT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)"
# 'a second' before another word is the ordinal ('A second worker is started'), no time
_ORDINAL_SECOND = (
    r"(?!(?<=\ba\ssecond)\s+(?!(?:or|and|to|for|later|before|after|of|per|in|on|at|is|was|will)\b)[a-z])"
)
_DURATION_RE = re.compile(
    rf"\b(?:about\s+|around\s+|roughly\s+)?{_COUNT}(?:\s*(?:-|–|to)\s*{_COUNT})?\s*{_UNIT}\b{_ORDINAL_SECOND}",
    re.I,
)
# a number with a unit's short form: '30 s', '500 ms', '10 sec', '2 h' (a bare 's' only after a space:
# '1990s' is a decade)
_SHORT_DURATION_RE = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s*(?:ms|secs?|mins?|hrs?|h)|\s+s)\b(?![-'’])")
# the unit named before the number: '--delay (seconds between pages, 1 by default)', '--timeout seconds
# (300 by default)', 'a wait in minutes, default 5'
_UNIT_FIRST_RE = re.compile(
    r"\b(?P<unit>milliseconds|seconds|minutes|hours|days)\b[^.;:()\n]{0,40}?[,(]\s*"
    r"(?:(?P<n>\d+(?:[.,]\d+)?)\s+by\s+default|default(?:\s+is|:|=)?\s*(?P<m>\d+(?:[.,]\d+)?))\b",
    re.I,
)
# A time of day: '8 pm', '9:30 a.m.', '20:00', 'noon', 'midnight' (never '8 pm' inside a longer number)
_CLOCK_RE = re.compile(
    r"(?<![\d:.])(?:(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s*(?:[ap]\.m\.|[ap]m)(?![a-z])"
    r"|(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])|\bnoon\b|\bmidnight\b)",
    re.I,
)
# The code a program ends with: 'the process exits 4', 'exits with code 2', 'returns status 3', 'exit
# status 1', 'an exit code of 64', '(exit 130)'
_EXIT_RE = re.compile(
    r"\b(?:exit(?:s|ed|ing)?(?:\s+with)?(?:\s+(?:an?\s+)?(?:exit\s+)?(?:code|status))?"
    r"|returns?(?:\s+with)?\s+(?:an?\s+)?(?:exit\s+)?(?:code|status)|return\s+code)"
    r"(?:\s+(?:of|is|=))?\s+(?P<n>\d{1,3})\b(?![.,]\d|\s*%|\s*(?:ms|s|seconds?|minutes?)\b)",
    re.I,
)
_IN_STOCK_RE = re.compile(
    r"(?<![A-Za-z])(?:in stock|available now|available to order|ships? (?:today|now)|\d+\s+left)\b", re.I
)
_NO_STOCK_RE = re.compile(
    r"(?<![A-Za-z])(?:out of stock|sold out|currently unavailable|not available|no longer available|not in stock|"
    r"back ?order(?:ed)?|pre-?order)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Kind:
    name: str
    cues: frozenset[str]  # words of the kind: a sentence holding one names what was asked
    # the values carry the kind's words ('exits 4'): a sentence holding one says no more than that
    worded: bool = False


_KINDS = {
    "duration": Kind("duration", frozenset({"long", "take", "takes", "last", "lasts", "duration", "time"})),
    "phone": Kind("phone", frozenset({"phone", "call", "telephone", "tel", "ring", "mobile", "dial"})),
    "date": Kind("date", frozenset({"date", "when", "on", "due", "published", "posted"})),
    "availability": Kind("availability", frozenset({"stock", "available", "availability"})),
    "clock": Kind("clock", frozenset({"time", "hours", "open", "opens", "close", "closes", "until", "at"})),
    "exit": Kind("exit", frozenset({"exit", "code", "status", "return"}), worded=True),
}
_ASKS = (
    # 'how many seconds/minutes ...' asks a length of time as surely as 'how long'
    (
        re.compile(
            r"\bhow\s+long\b|\bduration\b|\bhow\s+many\s+(?:more\s+)?(?:milli)?(?:seconds|minutes|hours|days)\b",
            re.I,
        ),
        "duration",
    ),
    (re.compile(r"\b(?:exit|return)\s+(?:code|status)\b", re.I), "exit"),
    (re.compile(r"\b(?:phone|telephone|tel)\b", re.I), "phone"),
    (re.compile(r"\b(?:in\s+stock|available|availability)\b", re.I), "availability"),
    # 'how late is it open', 'what time does it close', 'until when', 'opening hours': a time of day
    (
        re.compile(
            r"\bhow\s+(?:late|early)\b|\b(?:what|which)\s+time\b|\buntil\s+when\b|\bopening\s+hours?\b"
            r"|\bclosing\s+time\b",
            re.I,
        ),
        "clock",
    ),
    # 'when is X due', 'what date', and a date named by its event: 'the due date', 'the release date'
    (
        re.compile(
            r"^\W*when\b|\b(?:what|which)\s+date\b|\bwhich\s+day\b"
            r"|\b(?:due|release|publication|recording|filing|start|end|expiry|closing|opening|birth)\s+date\b",
            re.I,
        ),
        "date",
    ),
)


def asked_kind(question: str, attribute: str = "") -> str | None:
    """The kind of value a question asks for, from the attribute asked (by any name the synonym table
    gives it) or the question's own words; None for any other question."""
    names = set(attribute_names(attribute)) if attribute else set()
    for kind in ("duration", "phone", "date", "availability", "clock", "exit"):
        if kind in names:
            return kind
    for pattern, kind in _ASKS:
        if pattern.search(question):
            return kind
    return None


def _words(text: str) -> set[str]:
    """Content words, verbs folded ('waiting' is 'wait', 'exits' is 'exit'): ``content_words``."""
    return content_words(text)


def _sentence_words(sentence: str) -> set[str]:
    """A sentence's words, with 'due' when it states a due date in other words (``_SAYS_DUE``)."""
    found = _words(sentence)
    return found | {fold("due")} if found & _SAYS_DUE else found


def _values(kind: str, sentence: str) -> list[str]:
    if kind == "duration":
        return _durations(sentence)
    if kind == "exit":
        return [m.group("n") for m in _EXIT_RE.finditer(sentence)]
    if kind == "phone":
        return phone_numbers(sentence)
    if kind == "date":
        return [m.group(0) for m in DATE_RE.finditer(sentence)]
    if kind == "clock":
        return [m.group(0) for m in _CLOCK_RE.finditer(sentence)]
    if kind == "availability":  # the page's own words ("Out of stock"): they answer yes or no
        stated = _NO_STOCK_RE.search(sentence) or _IN_STOCK_RE.search(sentence)
        return [stated.group(0)] if stated else []
    return []


def _durations(sentence: str) -> list[str]:
    """The lengths of time a sentence states, in its order: '20 minutes', '30 s', and a number whose
    unit was named before it ('seconds between pages, 1 by default' -> '1 second')."""
    found = {m.start(): m.group(0) for m in _DURATION_RE.finditer(sentence)}
    for m in _SHORT_DURATION_RE.finditer(sentence):
        found.setdefault(m.start(), m.group(0))
    for m in _UNIT_FIRST_RE.finditer(sentence):
        number = "n" if m.group("n") else "m"
        unit = m.group("unit").lower()
        found.setdefault(
            m.start(number), f"{m.group(number)} {unit[:-1] if m.group(number) == '1' else unit}"
        )
    return [found[at] for at in sorted(found)]


_CLAUSE_RE = re.compile(r"[,;]|\s(?:and|but|while|whereas)\s", re.I)
# What 'how late' and 'how early' lean on in a clause that holds a time: its end or its start
_LEANS = (
    (
        re.compile(r"\bhow\s+late\b|\bclos(?:e|es|ing)\b|\buntil\s+when\b", re.I),
        {"until", "till", "close", "late", "to"},
    ),
    (re.compile(r"\bhow\s+early\b|\bopen(?:s|ing)?\s+at\b", re.I), {"from", "open", "early", "at"}),
)


def content_words(text: str) -> set[str]:
    """Content words of a text, one per word, verbs folded too ('opens' and 'open', 'stays' and 'stay' are one)."""
    return {fold(t) for t in tokens(text) if t not in MATCH_STOP and len(t) > 1}


# Words that state a due date without the word 'due': a tracker's '2 days late (09/15/2026)' (Redmine),
# 'Overdue', a forge's 'expired on Mar 1, 2026' / 'Past due' (GitLab) - the date is when it was due.
_SAYS_DUE = frozenset({fold(w) for w in ("late", "overdue", "expired", "deadline")})


def _one_value(kind: str, sentence: str, values: list[str], question: str) -> str | None:
    """The value of a sentence that holds several ('opens at 9 am on weekdays and stays open until 8
    pm on Thursdays'): the one in the clause sharing most words with the question - and, for a time of
    day asked 'how late' or 'how early', the clause's word for an end or a start. Two clauses alike
    with different values answer nothing (None)."""
    if len({_same(kind, v) for v in values}) < 2:
        return values[0]
    want = content_words(question)
    leaning = next(
        ((i, words) for i, (pattern, words) in enumerate(_LEANS) if pattern.search(question)), None
    )
    lean = leaning[1] if leaning else set()
    to_end = leaning is not None and leaning[0] == 0  # 'from noon to 18:00': how late is its last
    clauses = [(c, held) for c in _CLAUSE_RE.split(sentence) if (held := _values(kind, c))]
    words = [content_words(c) for c, _held in clauses]
    # a word of the question is as telling as it is rare among the clauses ('open' said twice tells
    # less than 'Thursdays' said once)
    spread = {w: sum(w in have for have in words) for w in want}
    scored: list[tuple[float, str]] = []
    for (clause, held), have in zip(clauses, words, strict=True):
        leaned = lean & (have | set(tokens(clause)))
        score = sum(1 / spread[w] for w in want & have) + 1.5 * len(leaned)
        scored.append((score, held[-1] if to_end else held[0]))
    if not scored:
        return values[0]
    top = max(score for score, _v in scored)
    kept = {_same(kind, v): v for score, v in scored if score == top}
    return next(iter(kept.values())) if len(kept) == 1 else None


_UNIT_WORDS = frozenset(
    {"second", "minute", "hour", "day", "week", "month", "year", "millisecond", "ms", "sec", "min", "hr"}
)
_UNIT_OF = {"ms": "ms", "mi": "min", "se": "s", "s": "s", "h": "h", "hr": "h", "ho": "h", "d": "d", "da": "d"}


def _same(kind: str, value: str) -> str:
    """What two values must share to be the same answer (in stock or not, for availability; the
    same number of the same unit, however written, for a length of time: '30 s' is '30 seconds')."""
    if kind == "availability":
        return "no" if _NO_STOCK_RE.search(value) else "yes"
    short = re.fullmatch(r"(\d+(?:[.,]\d+)?)\s*([a-z]+)", value.strip().lower())
    if kind == "duration" and short:
        unit = short.group(2)
        return f"{short.group(1)} {_UNIT_OF.get(unit[:2], _UNIT_OF.get(unit[:1], unit))}"
    return value.lower()


def kind_words(kind: str) -> set[str]:
    """The words of a kind of value ('exit', 'code', 'status' for an exit code), folded."""
    return {fold(c) for c in _KINDS[kind].cues}


def question_words(question: str, kind: str) -> set[str]:
    """The words of ``question`` that say what it is about, folded: not the question's own words
    ('how many', 'when', 'so', 'do'), the kind's words, nor the unit it counts in ('how many
    seconds')."""
    asking = {fold(w) for w in QUESTION_STOP | TERM_STOP | {"more"}} | kind_words(kind)
    asking |= _UNIT_WORDS if kind == "duration" else set()
    return _words(question) - asking


def typed_answer(text: str, question: str, attribute: str = "") -> ProseAnswer | None:
    """The value of the kind ``question`` asks for, read from the sentence of ``text`` that names
    what was asked (see the module docstring), or None. A word of the question counts as much as it
    is rare among the sentences that hold such a value: on a page about workers, 'worker' tells less
    than 'killed'."""
    kind = asked_kind(question, attribute)
    if kind is None:
        return None
    cues = set() if _KINDS[kind].worded else kind_words(kind)
    want = question_words(question, kind)
    said = cues & _words(question)  # the cue the question itself says ('due'): what it asks of the kind
    held = [(s, v, _sentence_words(s)) for s in sentences(text) if (v := _values(kind, s))]
    spread = Counter(w for _s, _v, have in held for w in have & (want | said))
    # a word of the kind ('long', 'time') only tells two sentences apart that share the same words
    best: list[tuple[tuple[float, bool], str, str]] = []
    for sentence, values, have in held:
        score = (round(sum(2 / spread[w] for w in (want | said) & have), 6), bool(cues & have))
        if score == (0, False):
            continue
        value = _one_value(kind, sentence, values, question) or ""  # '': the sentence cannot tell
        if not best or score > best[0][0]:
            best = [(score, value, sentence)]
        elif score == best[0][0]:
            best.append((score, value, sentence))
    if not best or len({_same(kind, value) for _s, value, _t in best}) > 1 or not best[0][1]:
        return None
    _score, value, sentence = best[0]
    return ProseAnswer(value.strip(), sentence)
