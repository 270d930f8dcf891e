"""Risk follows what the person asked: a write the goal names is at the goal's own level (a table).

People send the agent into their own apps to change things: "create an issue", "set the status of
#1 to In Progress", "add a note", "approve Ben's comment", "publish the draft". The control that does
it says "Create", "Submit", "Save", "Post Comment" or "Publish", which the wording rules rate medium
(a form submission, a save) or high (publishing). When the goal asks for that kind of write in so many
words, the finding is the person's own request: it is lowered to low, with the goal's words as the
evidence. Each row below says which goal words ask for which write, and which findings that write may
lower; nothing else is ever lowered.

Only destructive, financial and irreversible acts keep asking whatever the goal says: deleting,
paying, buying, transferring, sending messages to others, changing credentials, submitting card or
identity fields, checkout forms, forms posted to another site. None of those findings is in a row's
``lowers``, and a goal whose frame is risky (``intent.frame.RISKY_VERBS``: buy, delete) lowers
nothing. A goal asks for a write only when its frame has a step that changes something
(``WRITE_VERBS``): "what did Bob write in the last note?" names a note but asks to read it. Reading is
never a write: GET forms and navigation are rated low by the analyzers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.intent import parse_goal
from wayfinder.intent.frame import RISKY_VERBS
from wayfinder.safety.findings import Finding
from wayfinder.safety.text import Words, first_match, phrase, words

# the frame's verbs that change something on the site (intent.frame.VERBS)
WRITE_VERBS = frozenset(
    {"add", "fill", "type", "select", "check", "uncheck", "submit", "create", "edit", "reply"}
)
SUBMITS = "submits a form"
SAVES = "changes settings or preferences"
PUBLISHES = "publishes content"


def _p(*texts: str) -> tuple[Words, ...]:
    return tuple(phrase(t) for t in texts)


@dataclass(frozen=True)
class AskedWrite:
    """Goal words that ask for a kind of write, and the findings that write may lower to low."""

    summary: str
    goal_words: tuple[Words, ...]
    lowers: frozenset[str]
    unless: str = ""  # a word that, quoted in the finding's reason, keeps it (a draft never publishes)


ASKED_WRITES: tuple[AskedWrite, ...] = (
    AskedWrite(
        "creates the record the goal asks for",
        _p("create", "add", "new", "report", "file", "write", "draft", "submit", "open a", "log a", "register a"),
        frozenset({SUBMITS, SAVES}),
    ),
    AskedWrite(
        "changes what the goal asks to change",
        _p(
            "change", "set", "update", "edit", "rename", "assign", "reassign", "mark", "move", "raise",
            "lower", "put", "make", "switch", "resolve", "reopen", "close issue", "save",
        ),
        frozenset({SUBMITS, SAVES}),
    ),
    AskedWrite(
        "adds the comment or note the goal asks for",
        _p("comment", "note", "reply", "leave a comment", "add a note", "append", "respond"),
        frozenset({SUBMITS, SAVES, PUBLISHES}),
    ),
    AskedWrite(
        "publishes what the goal asks to publish",
        _p("publish", "post it", "post this", "make it live", "go live"),
        frozenset({SUBMITS, SAVES, PUBLISHES}),
    ),
    AskedWrite(
        "saves the draft the goal asks for",  # a draft's 'Save Draft' control is id 'save-post'
        _p("draft"),
        frozenset({SUBMITS, SAVES, PUBLISHES}),
        unless="publish",
    ),
    AskedWrite("approves what the goal asks to approve", _p("approve", "accept"), frozenset({SUBMITS, SAVES})),
)  # fmt: skip


def asked_write(goal: str) -> list[tuple[AskedWrite, Words]]:
    """Every row whose words the goal uses, with the words; [] for a risky or a read-only goal."""
    if not goal:
        return []
    verbs = {step.verb for step in parse_goal(goal).steps}
    if verbs & RISKY_VERBS or not verbs & WRITE_VERBS:
        return []  # a goal that buys or deletes lowers nothing; a goal that only reads asks no write
    tokens = words(goal)
    found = [(row, first_match(tokens, row.goal_words)) for row in ASKED_WRITES]
    return [(row, hit) for row, hit in found if hit is not None]


def lower_asked(findings: Sequence[Finding], goal: str) -> list[Finding]:
    """``findings`` with those the goal's own write covers lowered to low (evidence kept)."""
    if not any(f.level != "low" and not f.blocked for f in findings):
        return list(findings)
    rows = asked_write(goal)
    out = []
    for finding in findings:
        row = next(
            (
                r
                for r in rows
                if finding.summary in r[0].lowers
                and not (r[0].unless and f'"{r[0].unless}' in finding.evidence.lower())
            ),
            None,
        )
        if row is None or finding.level == "low" or finding.blocked:
            out.append(finding)
            continue
        evidence = f'the goal asks for it ("{" ".join(row[1])}"); {finding.reason}'
        out.append(Finding("low", row[0].summary, evidence))
    return out
