"""A value read next to what was asked (pure): "what is the target median time per observation for small
pages, in ms?" is answered by the number the page writes in "small pages <= 20 ms median per
observation", not by the '10' of "--repeat 10" nor the '4' of "(chars / 4)"; "which option points
Wayfinder at an Ollama server?" by '--base-url' on the Ollama line, not by the 'export' of a shell line.

Each place the run's pages write the answer's value is read with its nearest words: the clause of its
sentence (cut at ';', ',' and brackets), or, in a table, its own column's header and its row's name, or a
short label line with the short line under it. A place is near the question when it shares a content
word with it (lemmas: 'pages' is 'page'). The answer is refused only when no place of its value shares a
single word with the question while another clause of the same pages shares two or more: the value is
then said about something else. A value of many words (a list, a sentence), a value the pages never
write, and a page whose words never meet the question's are left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from wayfinder.agent.verify.anchors import ANSWER_FRAME
from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.lemmas import lemma, verb_lemma
from wayfinder.intent.text.reading import content_words, lemmas, money_in
from wayfinder.read.prose import sentences

_CLAUSE_RE = re.compile(r"[;,()\[\]{}]|\s[-–—]\s")
_SHORT = 40  # a label's line: a label and its value on two short lines
_NEAR = 2  # the words another clause must share with the question for the value's silence to count


def _has(text: str, token: str) -> bool:
    """The token stands alone in the text: not a part of a longer word, nor the digits of a longer
    number ('4' is not in '6.4', '94' or '4.1x')."""
    return re.search(rf"(?<![\w-])(?<!\d[.,]){re.escape(token)}(?![\w-])(?![.,]\d)", text, re.I) is not None


def _clauses(line: str) -> Iterator[str]:
    for sentence in sentences(line):
        yield from (c.strip() for c in _CLAUSE_RE.split(sentence) if c.strip())


def _places(entry: PageEntry, token: str) -> Iterator[str]:
    """The nearest words of each place the page writes the token (see the module docstring)."""
    lines = [line.strip() for line in entry.text.splitlines() if line.strip()]
    header: list[str] = []
    previous = ""
    for line in lines:
        if "\t" in line:
            cells = line.split("\t")
            header = cells if "\t" not in previous else header
            for at, cell in enumerate(cells):
                if _has(cell, token):
                    named = header[at] if at < len(header) and cells is not header else ""
                    yield f"{named} {cells[0]} {cell}"
        else:
            yield from (c for c in _clauses(line) if _has(c, token))
            label = max(len(line), len(previous)) <= _SHORT  # a label over its value
            alone = len(re.findall(r"\w+", line.replace(token, " "))) <= 1  # a card's '$63.99', '8 pm'
            if (label or alone) and "\t" not in previous and _has(line, token):
                yield f"{previous} {line}"
        previous = line


def _all_clauses(entry: PageEntry) -> Iterator[str]:
    """Every clause of the page, a table's row with its header row."""
    header = previous = ""
    for line in entry.text.splitlines():
        if "\t" in line:
            header = line if "\t" not in previous else header
            yield f"{header} {line}".replace("\t", " ")
        else:
            yield from _clauses(line)
        previous = line


def said_elsewhere(question: str, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why the answer's value is said about something else than the question asks, or None (see the
    module docstring)."""
    asked = _words(question)
    raw = [t.strip(".,;:!?'\"()[]") for t in answer.split()]
    value = [
        t for t in raw if re.search(r"\w", t) and t.lower() not in ANSWER_FRAME and lemma(t) not in asked
    ]
    if len(value) != 1 or money_in(value[0]):
        return None  # many words, or an amount of money (``money.py`` reads the sentence naming the thing)
    token = value[0]
    # the question's words, each with its forms: an identifier's parts are one word ('2022-001185')
    units = [u for w in dict.fromkeys(content_words(question)) if (u := _words(w) - _words(token))]
    wanted = set().union(*units) if units else set()
    pages = [e for e in ledger if _has(e.text, token)]
    if not wanted or not pages:
        return None
    for entry in pages:
        if any(wanted & _words(place) for place in _places(entry, token)):
            return None
    near = [(sum(1 for u in units if u & _words(c)), c, e) for e in pages for c in _all_clauses(e)]
    score, clause, entry = max(near, key=lambda t: t[0], default=(0, "", pages[-1]))
    if score < _NEAR:
        return None
    return f"{token!r} is said nowhere near what was asked; {entry.url} says that in {clause[:80]!r}"


_NUMBER = r"(?<![\w.,-])\d+(?![\w-])(?![.,]\d)"  # a whole number standing alone: not '127' of '127.0.0.1'


def said_of_another(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why the answer's number, asked as an attribute of a thing ('what port does the MCP server listen
    on over HTTP'), is the attribute of something else, or None: every sentence of the run's pages that
    writes it writes it in a clause that names nothing of the thing ('--port 0 for a free one'), while
    another clause of that same sentence names the thing and holds another number ('serves HTTP at
    http://127.0.0.1:8765/mcp'). A number in brackets is read with the clause the bracket follows ('at
    --timeout seconds (600 by default)'). A number whose clause names the thing, a sentence that names the thing
    nowhere else (a section's heading names it), and an answer of words are left to the other checks."""
    step = main_step(frame)
    attributes = [a for a in getattr(step, "attributes", ()) or () if a != "name"] if step else []
    if step is None or not attributes:
        return None
    value = [t.strip(".,") for t in re.findall(r"[\w.,-]+", answer) if re.fullmatch(r"\d+", t.strip(".,"))]
    asked = _words(frame.text)
    words = [
        t
        for t in re.findall(r"[A-Za-z]+", answer)
        if t.lower() not in ANSWER_FRAME and not {lemma(t), verb_lemma(t.lower())} & asked
    ]
    if len(value) != 1 or words:
        return None
    said = " ".join([step.object, *(f.value for f in step.filters or () if f.value)])
    thing = _words(said) - _words(" ".join(attributes)) - _words(value[0])
    token = value[0]
    if not thing:
        return None
    beside: list[str] = []
    for entry in ledger:
        for line in entry.text.splitlines():
            for sentence in sentences(line):
                clauses = [c.strip() for c in _CLAUSE_RE.split(sentence) if c.strip()]
                own = [c for c in _bracketed(sentence) if _has(c, token)]
                if not own:
                    continue
                if any(thing & _words(c) for c in own):
                    return None  # said with the thing
                others = [c for c in clauses if thing & _words(c) and re.search(_NUMBER, c) and c not in own]
                if not others:
                    return None  # the sentence names the thing nowhere else: left to the other checks
                beside.append(others[0])
    if not beside:
        return None
    return f"{token!r} is said beside {beside[0][:80]!r}, not of the {' '.join(sorted(thing))} asked"


def _bracketed(sentence: str) -> list[str]:
    """The sentence's clauses, a bracket's read with the clause it follows: 'at --timeout seconds (600
    by default)' says 600 of the timeout."""
    parts = _CLAUSE_RE.split(sentence)
    cuts = [m.group(0) for m in _CLAUSE_RE.finditer(sentence)]
    out: list[str] = []
    before = ""
    for at, part in enumerate(p.strip() for p in parts):
        opened = at > 0 and cuts[at - 1] in "([{"
        if part:
            out.append(f"{before} {part}" if opened and before else part)
        before = before if opened or not part else part
    return out


def _words(text: str) -> set[str]:
    """The lemmas of the text's words, an identifier's parts among them ('budget_exhausted' says
    'budget' and 'exhausted', 'auto-confirm' says 'auto' and 'confirm')."""
    return lemmas(text) | lemmas(re.sub(r"[_\-]+", " ", text))
