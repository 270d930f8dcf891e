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
(``WRITE_VERBS``), or when one of its clauses is an order that starts with a change verb the frame's
verb table does not know and gives the new value ("raise the priority of issue #9 to Urgent", "bump
#4's priority to High": ``_ordered_change``); "what did Bob write in the last note?" names a note but
asks to read it. A clause that starts with a risky verb ("then delete it") lowers nothing either.
Reading is never a write: GET forms and navigation are rated low by the analyzers.

The names a writing goal gives (the project, page or record it names: "in the Billing Service project",
"the 'Payment reminders' page") are names, not the kind of page: ``named_words`` are the words of those
names, which the checkout rules leave out of a page's address and title (``context.py``,
``analyzers.py``), so a tracker's project called Billing is not a checkout. A risky goal names nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from wayfinder.intent import parse_goal
from wayfinder.intent.frame import RISKY_VERBS
from wayfinder.intent.verbs import split_verb, strip_lead
from wayfinder.safety.findings import Finding
from wayfinder.safety.rules import PAGE_KIND_WORDS
from wayfinder.safety.text import Words, first_match, phrase, words

# the frame's verbs that change something on the site (intent.frame.VERBS)
WRITE_VERBS = frozenset(
    {"add", "fill", "type", "select", "check", "uncheck", "submit", "create", "edit", "reply"}
)
SUBMITS = "submits a form"
SAVES = "changes settings or preferences"
PUBLISHES = "publishes content"
SENDS = "sends a message or posts publicly"


def _p(*texts: str) -> tuple[Words, ...]:
    return tuple(phrase(t) for t in texts)


@dataclass(frozen=True)
class AskedWrite:
    """Goal words that ask for a kind of write, and the findings that write may lower to low."""

    summary: str
    goal_words: tuple[Words, ...]
    lowers: frozenset[str]
    unless: str = ""  # a word that, quoted in the finding's reason, keeps it (a draft never publishes)
    only: str = ""  # a word the control's own words must say for the row to lower its finding


CHANGES = AskedWrite(
    "changes what the goal asks to change",
    _p(
        "change", "set", "update", "edit", "rename", "assign", "reassign", "mark", "move", "raise",
        "lower", "put", "make", "switch", "resolve", "reopen", "close issue", "save", "bump", "increase",
        "decrease", "tick", "check off", "cross off", "tag", "label",
    ),
    frozenset({SUBMITS, SAVES}),
)  # fmt: skip

ASKED_WRITES: tuple[AskedWrite, ...] = (
    AskedWrite(
        "creates the record the goal asks for",
        _p("create", "add", "new", "report", "file", "write", "draft", "submit", "open a", "log a", "register a"),
        frozenset({SUBMITS, SAVES}),
    ),
    CHANGES,
    AskedWrite(
        "adds the comment or note the goal asks for",
        _p("comment", "note", "reply", "leave a comment", "add a note", "append", "respond"),
        frozenset({SUBMITS, SAVES, PUBLISHES}),
    ),
    PUBLISHING := AskedWrite(
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
    AskedWrite(  # 'send it in for review': the record's 'Send for review' hands it to the site's editors
        "sends for review what the goal asks to send for review",
        _p("for review"),
        frozenset({SUBMITS, SAVES, SENDS}),
        only="review",
    ),
)  # fmt: skip


_CLAUSE_RE = re.compile(
    r"(?:[.;!?]+(?:\s+|$)|\s*,\s*|\s+(?:and|then)\s+|\s+[-–—]\s+|[()])(?:(?:and|then)\s+)*", re.I
)
# an order with its new value: '<verb> <what> to <value>' ('switch to the next tab' has no what)
_ORDER_RE = re.compile(r"^(?P<verb>[^\W\d_]+)\s+(?!to\b)\S.*?\s+to\s+\S", re.I)


def _clauses(goal: str) -> list[str]:
    return [c for c in (strip_lead(part) for part in _CLAUSE_RE.split(goal) if part) if c]


def _ordered_change(clause: str) -> bool:
    """A clause that orders a change the verb table does not know: 'raise the priority of #9 to Urgent'."""
    match = _ORDER_RE.match(clause)
    if match is None or split_verb(clause) is not None:
        return False
    head = words(match.group("verb"))
    return any(head == row_words[:1] and len(row_words) == 1 for row_words in CHANGES.goal_words)


@lru_cache(maxsize=256)
def _risky(goal: str) -> bool:
    """The goal asks for something risky (buy, delete...): it lowers nothing and names nothing."""
    verbs = {step.verb for step in parse_goal(goal).steps}
    heads = {found[0] for c in _clauses(goal) if (found := split_verb(c)) is not None}
    return bool((verbs | heads) & RISKY_VERBS)


def _asks(goal: str) -> bool:
    """The goal asks for a write and for nothing risky (see the module docstring)."""
    if _risky(goal):
        return False  # a goal that buys or deletes lowers nothing
    verbs = {step.verb for step in parse_goal(goal).steps}
    return bool(verbs & WRITE_VERBS) or any(_ordered_change(c) for c in _clauses(goal))


# the state a write step of the goal's frame gives, and the row that write is: the frame reads 'put the X
# post live', 'make the Y page live' as published (one reading of the goal, not a second
# list of its words here; a goal the frame does not read so, lowers nothing)
_STATE_ROWS: dict[str, AskedWrite] = {"published": PUBLISHING}


def asked_write(goal: str) -> list[tuple[AskedWrite, Words]]:
    """Every row whose words the goal uses, with the words (or whose state a write step of the frame
    gives, with that step's words); [] for a risky or a read-only goal."""
    if not goal or not _asks(goal):
        return []
    tokens = words(goal)
    found = [(row, first_match(tokens, row.goal_words)) for row in ASKED_WRITES]
    rows = [(row, hit) for row, hit in found if hit is not None]
    for step in parse_goal(goal).steps:
        if step.verb not in WRITE_VERBS:
            continue
        if step.verb == "edit" and step.values and all(r is not CHANGES for r, _ in rows):
            # a change the frame reads whatever its verb ('give issue 6 to Alice', 'hand #4 over to Dan')
            rows.append((CHANGES, words(step.text)))
        for value in step.values:
            row = _STATE_ROWS.get(value.value.strip().lower()) if value.field in {"status", "state"} else None
            if row is not None and all(r is not row for r, _ in rows):
                rows.append((row, words(step.text)))
    return rows


_QUOTED_RE = re.compile(r"['\"“‘]([^'\"”’]{2,80})['\"”’]")
_CAPITALIZED_RE = re.compile(r"\b[A-Z][\w&-]*(?:\s+(?:of\s+|the\s+|&\s+)?[A-Z][\w&-]*)+")


@lru_cache(maxsize=256)
def named_words(goal: str) -> frozenset[str]:
    """The words of the names a writing goal gives: the places and records its steps name (scope,
    destination, a filter's value), its quoted phrases and its capitalized names of two words or
    more ('Billing Service'); empty for a goal that asks something risky. A question names places
    too ('how many issues the Billing Service project has'): its project's pages are no checkout."""
    if not goal or _risky(goal):
        return frozenset()
    names: list[str] = [*_QUOTED_RE.findall(goal), *_CAPITALIZED_RE.findall(goal)]
    for step in parse_goal(goal).steps:
        names += [step.scope, step.destination, *(f.value for f in step.filters)]
    return frozenset(w for name in names if _is_name(tokens := words(name)) for w in tokens)


# words that name a kind of page or a part of one, never a thing of the site ('the Checkout Form')
_PAGE_PARTS = frozenset(
    {"form", "page", "step", "details", "detail", "info", "information", "section", "screen", "address",
     "method", "options", "summary", "the", "my", "your", "our", "a", "an", "of", "and", "to", "in", "on"}
)  # fmt: skip


def _is_name(tokens: Words) -> bool:
    """A name of a thing: it has a word that is neither a page's kind (checkout, payment, billing,
    order...) nor a part of a page ('Billing Service' is a name; 'Checkout Form', 'Payment details'
    and a bare 'Billing' are not)."""
    return any(w not in PAGE_KIND_WORDS and w not in _PAGE_PARTS for w in tokens)


@lru_cache(maxsize=256)
def record_names(goal: str) -> tuple[Words, ...]:
    """The records a writing goal acts on, each as its words: the objects of its write steps ('mark
    Pay the water bill as done': 'pay the water bill'), its quoted phrases and capitalized names.
    A control labelled with a record's name ('Complete Pay the water bill', 'Delete Old invoices')
    says what it does in its other words: ``rules.match_wording`` leaves these names out of a
    control's label. Empty for a risky goal ('pay the water bill' is the person's order, not a name)."""
    if not goal or _risky(goal):
        return ()
    names: list[str] = [*_QUOTED_RE.findall(goal), *_CAPITALIZED_RE.findall(goal)]
    names += [step.object for step in parse_goal(goal).steps if step.verb in WRITE_VERBS and step.object]
    found = {tokens for name in names if len(tokens := words(name)) >= 2 and _is_name(tokens)}
    return tuple(sorted(found, key=len, reverse=True))  # the longest first: a name inside another


def without_names(tokens: Words, goal: str) -> Words:
    """``tokens`` with the words of the goal's names replaced by a separator (no phrase spans one)."""
    named = named_words(goal)
    return tuple("|" if w in named else w for w in tokens) if named else tokens


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
                and (not r[0].only or r[0].only in words(finding.evidence))
            ),
            None,
        )
        if row is None or finding.level == "low" or finding.blocked:
            out.append(finding)
            continue
        evidence = f'the goal asks for it ("{" ".join(row[1])}"); {finding.reason}'
        out.append(Finding("low", row[0].summary, evidence))
    return out
