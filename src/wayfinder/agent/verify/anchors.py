"""A value said with the thing asked (pure): "which exit code means loop_stuck?" is answered by the
number the docs write beside ``loop_stuck`` ('2 loop_stuck'), not by another number of the same page
('under $300', 'port 8000'), nor "the default of auto_confirm" by a word of the sentence before it.

A goal that names what it asks about by an identifier (``loop_stuck``, ``auto_confirm``,
``WAYFINDER_SECRET``, ``--max-steps``: the planner's reader of docs, ``read.prose``, takes the same
marks) anchors its answer: when a page of the run writes that identifier, the answer's value must stand
with it - in one sentence, one table row, or a label's line and the line under it. A value of many
words (a list, a sentence) and a page that never writes the identifier are left to the other checks:
a right answer read where the identifier is written is never refused here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from wayfinder.agent.verify.frame import FrameLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.text.reading import terms, value_words
from wayfinder.read.prose import _IDENT as IDENTIFIER_RE  # the one mark of an identifier in prose
from wayfinder.read.prose import sentences

_SHORT = 40  # a label's line: a label and its value on two short lines, neither a table row
# the words an answer frames its value with ('It is Every.': 'every' is a stop word, and the value)
_FRAME = frozenset({"it", "is", "its", "are", "they", "was", "were", "the", "this", "that", "a", "an"})


def _has(text: str, token: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", text, re.I) is not None


def _contexts(entry: PageEntry) -> list[str]:
    """The stretches of the page a value is said in: each sentence of a line (a row is one line), and
    a short line with the short line before it."""
    lines = [line.strip() for line in entry.text.splitlines() if line.strip()]
    out = [s for line in lines for s in (sentences(line) if "\t" not in line else [line])]
    out += [f"{a} {b}" for a, b in pairwise(lines) if max(len(a), len(b)) <= _SHORT and "\t" not in a + b]
    return out


def unanchored(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> str | None:
    """Why the answer's value is not the one said with the identifier the goal asks about, or None
    (see the module docstring)."""
    idents = [i for i in dict.fromkeys(IDENTIFIER_RE.findall(frame.text)) if not _has(answer, i)]
    asked = {w.lower() for w in terms(frame.text)}
    value = value_words(answer, frame.text) or [
        w for w in terms(answer) if w.lower() not in _FRAME and w.lower() not in asked
    ]
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
