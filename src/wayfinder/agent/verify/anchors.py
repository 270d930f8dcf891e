"""A value said with the thing asked (pure): "which exit code means loop_stuck?" is answered by the
number the docs write beside ``loop_stuck`` ('2 loop_stuck'), not by another number of the same page
('under $300', 'port 8000'), nor "the default of auto_confirm" by a word of the sentence before it.

A goal that names what it asks about by an identifier (``loop_stuck``, ``auto_confirm``,
``WAYFINDER_SECRET``, ``--max-steps``: the planner's reader of docs, ``read.prose``, takes the same
marks) anchors its answer: when a page of the run writes that identifier, the answer's value must stand
with it - in one sentence, one table row, or a label's line and the line under it. A value of many
words (a list, a sentence) and a page that never writes the identifier are left to the other checks:
a right answer read where the identifier is written is never refused here.

A number answering "which <kind>" ("what exit code does it return when the budget is exhausted") is
anchored by the kind the same way: when the run's pages say that kind somewhere (a sentence, a row
with its table's header, a label's line and the next), the number must stand in one of those places -
'8000' from 'serve --port 8000' or '1500' from '<= 1,500 tokens' is a number of another kind. A kind
the pages never write, a kind of many words and a proper name ('the ISBN of An Observatory in Lisbon'
asks about a record, not a kind) are left to the other checks. A one-word answer ("which checkpointer
does it save runs with?") is anchored the same way, closer: in prose it must stand within a few words of
the kind's word in one clause ('LangGraph's SQLite checkpointer'; a bracket is a clause apart), in a
table row or a label pair anywhere - 'Every' and 'checkpointed' of 'Every run is checkpointed after
every node visit' are words of the sentence, not the checkpointer it names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.reading import content_words, lemmas, terms, value_words
from wayfinder.read.prose import _IDENT as IDENTIFIER_RE  # the one mark of an identifier in prose
from wayfinder.read.prose import code_answer, sentences

_CLAUSE_RE = re.compile(r"[;()\[\]{}]|\s[-–—]\s")  # a sentence's clauses: a bracket is a clause apart
_SHORT = 40  # a label's line: a label and its value on two short lines, neither a table row
# the words an answer frames its value with ('It is Every.': 'every' is a stop word, and the value;
# 'The answer is 3', "I think it's low")
ANSWER_FRAME = frozenset(
    {"it", "is", "its", "it's", "are", "they", "was", "were", "the", "this", "that", "a", "an", "answer"}
    | {"i", "think", "believe", "value"}
)


def _has(text: str, token: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", text, re.I) is not None


def _row_cut(line: str) -> str | None:
    """The cell separator of a table row's line (a tab, or the ' | ' of a summarised grid), or None."""
    return "\t" if "\t" in line else (" | " if " | " in line else None)


def _contexts(entry: PageEntry) -> list[str]:
    """The stretches of the page a value is said in: each sentence of a line (a row is one line, with
    the first row of its table: its header), and a short line with the short line before it."""
    lines = [line.strip() for line in entry.text.splitlines() if line.strip()]
    out: list[str] = []
    head = ""
    for before, line in zip(["", *lines], lines, strict=False):
        cut = _row_cut(line)
        if cut is None:
            out.extend(sentences(line))
            continue
        head = line if _row_cut(before) != cut else head
        out.append(line if line == head else f"{head} {line}")
    out += [f"{a} {b}" for a, b in pairwise(lines) if max(len(a), len(b)) <= _SHORT and not _row_cut(a + b)]
    return out


def unanchored(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why the answer's value is not the one said with the identifier the goal asks about, or None
    (see the module docstring)."""
    idents = [i for i in dict.fromkeys(IDENTIFIER_RE.findall(frame.text)) if not _has(answer, i)]
    value = _value_of(answer, frame.text)
    if not idents or len(value) != 1:
        return None
    written = [e for e in ledger if any(_has(e.text, i) for i in idents)]
    if not written:
        return None
    for entry in written:
        for context in _contexts(entry):
            if _has(context, value[0]) and any(_has(context, i) for i in idents):
                return None
    return f"{value[0]!r} is not said with {idents[0]!r} on {written[-1].url}"


_KIND_WORDS = 3  # a kind is named in a few words ('exit code', 'port'), not a described value


def unnamed_kind(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why the answer's number is not said as the kind the goal asks ('which exit code'), or None (see
    the module docstring)."""
    step = main_step(frame)
    if step is None or tuple(getattr(step, "attributes", ()) or ()) != ("name",):
        return None
    kind = content_words(step.object)
    if not kind or len(kind) > _KIND_WORDS or any(w[:1].isupper() for w in step.object.split()):
        return None
    value = _value_of(answer, frame.text)
    if len(value) != 1:
        return None
    number = re.fullmatch(r"\d[\d,.]*", value[0]) is not None
    wanted = lemmas(" ".join(kind))
    named = [(e, c) for e in ledger for c in _contexts(e) if wanted <= lemmas(c)]
    if number and (not named or any(_has(c, value[0]) for _e, c in named)):
        return None
    if not number and (not named or any(_names_kind(c, value[0], wanted) for _e, c in named)):
        return None
    return f"{value[0]!r} is not said as the {step.object} on {named[-1][0].url}"


def _value_of(answer: str, question: str) -> list[str]:
    """The answer's value words: those the question does not say, a stop word when it is all the
    answer gives ('It is Every.')."""
    asked = {w.lower() for w in terms(question)}
    return value_words(answer, question) or [
        w for w in terms(answer) if w.lower() not in ANSWER_FRAME and w.lower() not in asked
    ]


_NEXT_TO = 3  # a name of a kind stands within a few words of it: 'the SQLite checkpointer', 'port 8765'
_WORD_RE = re.compile(r"[\w'’.-]*\w")


def _names_kind(context: str, token: str, kind: set[str]) -> bool:
    """A word value said as the kind in this stretch: in a row or a label pair, anywhere (its header or
    label names the kind); in prose, within a few words of the kind's word in one clause of a sentence
    - 'Every run is checkpointed after every node visit (LangGraph's SQLite checkpointer)' names SQLite
    as the checkpointer, not 'Every' nor 'checkpointed'."""
    if not _has(context, token):
        return False
    if _row_cut(context) is not None or (len(context) <= 2 * _SHORT and "." not in context.rstrip(".")):
        return True
    for clause in _CLAUSE_RE.split(context):
        words = _WORD_RE.findall(clause)
        at = [i for i, w in enumerate(words) if w.lower().strip(".") == token.lower()]
        kinds = [i for i, w in enumerate(words) if lemmas(w) & kind]
        if any(abs(a - k) <= _NEXT_TO for a in at for k in kinds):
            return True
    return False


def ungiven_code(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why a name asked of a kind written in code ('which env var do I set to point wayfinder at my
    config', 'which option points it at an Ollama server') is not the one the pages give for the thing
    asked, or None. The docs reader (``read.prose.code_answer``: the one name of the kind's shape in the
    sentence sharing the most of the question's words, a third of them at least) is asked of each page
    and of each sentence that writes the answer: refused only when a page gives another name while no
    sentence writing the answer gives it ('`wayfinder portal debug RUN_DIR`' shares only the site's
    name with the question). A kind with no code shape, an answer of many words and pages that give no
    name are left to the other checks."""
    step = main_step(frame)
    asked = tuple(getattr(step, "attributes", ()) or ()) if step is not None else ()
    # 'which env var ...' asks the name of an env var; 'which flag makes X quiet' the flag of X
    kind = step.object if step is not None and asked == ("name",) else (asked[0] if len(asked) == 1 else "")
    value = value_words(answer, frame.text)
    if not kind or len(value) != 1:
        return None
    token = _bare(value[0])
    given = {_bare(g.value) for e in ledger if (g := code_answer(e.text, frame.text, kind))}
    if not given or token in given:
        return None
    for entry in ledger:
        for sentence in sentences(entry.text):
            said = code_answer(sentence, frame.text, kind) if _has(sentence, token) else None
            if said is not None and _bare(said.value) == token:
                return None
    other = sorted(given)[0]
    return f"{value[0]!r} is not the {kind} the pages give for what was asked (they give {other!r})"


def _bare(name: str) -> str:
    """A name as compared: lower case, an option's leading dashes aside ('--quiet' is 'quiet')."""
    return name.lower().lstrip("-")


# the units a number is said in, each with its written forms ('55 minutes' is '55 min' and '55-minute')
_UNITS: dict[str, tuple[str, ...]] = {
    "second": ("s", "sec", "secs", "second", "seconds"),
    "minute": ("min", "mins", "minute", "minutes"),
    "hour": ("h", "hr", "hrs", "hour", "hours"),
    "day": ("day", "days"),
    "week": ("week", "weeks", "wk", "wks"),
    "month": ("month", "months"),
    "year": ("year", "years", "yr", "yrs"),
    "degree": ("°", "°c", "°f", "degree", "degrees", "deg", "celsius", "fahrenheit"),
    "percent": ("%", "percent", "per cent"),
    "gram": ("g", "gram", "grams", "kg", "kilo", "kilos", "kilogram", "kilograms"),
    "metre": ("m", "metre", "metres", "meter", "meters", "km", "cm", "mm"),
    "pixel": ("px", "pixel", "pixels"),
    "byte": ("b", "kb", "mb", "gb", "tb", "byte", "bytes"),
    "millisecond": ("ms", "millisecond", "milliseconds"),
}
_UNIT_OF = {form: unit for unit, forms in _UNITS.items() for form in forms}
_AFTER_RE = r"\s*-?\s*(°\s*[cf]?\b|%|per cent|[a-z]+)"


def _unit(word: str) -> str | None:
    return _UNIT_OF.get(" ".join(word.lower().split()).replace("° ", "°"))


def _said(text: str, number: str) -> list[str | None]:
    """The unit each place of the text writes the number with (None: bare, or a word that is no unit)."""
    pattern = rf"(?<![\w.,]){re.escape(number)}(?![\d]|[.,]\d)(?:{_AFTER_RE})?"
    return [_unit(m.group(1) or "") for m in re.finditer(pattern, text, re.I)]


def unit_problem(answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """'It bakes 180 minutes' on a page that writes 180 only as '180 degrees': a number said with a unit
    is the page's number only where the page writes it with that unit, or bare (a table's cell under its
    unit); refused only when every place the run's pages write the number, they write it with another
    unit. None otherwise."""
    match = re.search(rf"(?<![\w.,])(\d[\d,]*(?:\.\d+)?){_AFTER_RE}", answer, re.I)
    unit = _unit(match.group(2)) if match else None
    if match is None or unit is None:
        return None
    places = [u for e in ledger for u in _said(e.text, match.group(1))]
    if not places or any(u is None or u == unit for u in places):
        return None
    other = next(u for u in places if u is not None)
    return f"{match.group(1)!r} is written as {other}s on the pages of this run, not as {unit}s"
