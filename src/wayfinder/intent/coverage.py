"""Coverage of the goal by its frame (pure): the parts of the goal no step stands for.

Issue 31's contract: a part of the goal the frame could not place must be visible, never dropped. After
the discourse layer has set aside what carries no request, each clause of the goal is read into steps.
A clause is *unplaced* when it asks for a change (its leading verb is one that changes something:
"create", "publish", "rename", "post", "delete", ...) and no step read from it has that kind of verb,
while some of its content words are held by none of its steps (object, scope, destination, filters,
given values, attributes). ``GoalFrame.unplaced`` lists such clauses as the person wrote them, so the
verifier can say "I did A; I did not understand B".

Reading verbs ("find", "show", "tell", "open") stand for one another: the question reader re-verbs them
freely, and a clause read into any reading step is placed.

A constraint is never dropped silently either: an amount of money or a date range the clause writes
that none of its steps holds (as a bound, a date range, a given value or in its object) is an unplaced
part of its own ("under $110", "in 2023"), whatever the clause's verb. A count read without it is a
count of something else.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.intent.frame import ACTION_VERBS, MEANS_VERBS, Step
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.text.bounds import find_bounds
from wayfinder.intent.text.dates import find_date_range
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.reading import money_in, money_spans, terms
from wayfinder.intent.text.words import TERM_STOP
from wayfinder.intent.verbs import split_verb, strip_lead

# Verbs the reader maps onto one another: a clause read into any verb of the same family is placed.
FAMILIES = (
    frozenset({"find", "open", "answer", "count", "list", "compare", "search", "navigate", "filter", "sort"}),
    frozenset({"type", "fill", "select", "check", "uncheck", "edit"}),
    frozenset({"create", "add", "submit", "edit"}),  # adding to a record, putting it back: an edit
    frozenset({"click", "submit", "press_key", "close", "accept"}),
    frozenset({"buy", "add"}),
    frozenset({"send", "reply", "forward"}),
)


# How credentials are written around a sign-in ('as ann with password P', 'pw', 'credentials: a / b').
_CREDENTIAL_WORDS = frozenset(
    [
        "log",
        "login",
        "logon",
        "sign",
        "signin",
        "in",
        "on",
        "into",
        "as",
        "with",
        "using",
        "via",
        "password",
        "passwd",
        "pw",
        "pwd",
        "pass",
        "passcode",
        "pin",
        "code",
        "user",
        "username",
        "userid",
        "account",
        "credentials",
        "details",
        "email",
        "e-mail",
        "token",
        "otp",
        "site",
    ]
)


def _families(verb: str) -> set[frozenset[str]]:
    return {group for group in FAMILIES if verb in group} or {frozenset({verb})}


def _held(steps: Sequence[Step]) -> set[str]:
    parts: list[str] = []
    for step in steps:
        parts += [step.object, step.scope, step.destination, step.url or "", *step.attributes]
        parts += [f"{v.field} {v.value}" for v in step.values]
        parts += [f"{f.name} {f.value}" for f in step.filters]
    return {lemma(w) for part in parts for w in terms(part)}


def clause_unplaced(clause: str, steps: Sequence[Step]) -> bool:
    """``clause`` (as written, discourse aside) asks for a change no step read from it stands for, or
    was read as a sign-in (a means) while it says more than the sign-in ('log in as ann and frobnicate
    the widget')."""
    lead = split_verb(strip_lead(clause.lower()))
    if re.match(r"^\w+\s+and\b", clause, re.I):
        lead = None  # 'book and page of the record': two nouns, not the verb 'book'
    if steps and all(step.verb in MEANS_VERBS for step in steps):
        return bool(means_rest(clause, steps))
    if lead is None or lead[0] not in ACTION_VERBS:
        return False
    wanted = _families(lead[0])
    if any(_families(step.verb) & wanted for step in steps):
        return False
    held = _held(steps)
    used = set(lead[1].split())
    loose = [w for w in terms(lead[2]) if w not in TERM_STOP and w not in used and lemma(w) not in held]
    return bool(loose)


_JOIN_RE = re.compile(r",?\s+(?:and|then|and\s+then)\s+|,\s*|\s+[-\u2013\u2014]+\s+", re.I)


def means_rest(clause: str, steps: Sequence[Step]) -> str:
    """What a clause read as a sign-in (or another means) says after it, joined by 'and', 'then', a comma
    or a dash, that the sign-in does not hold ('... and assign issue 12'); "" when nothing."""
    masked = Masked(clause)
    held = _held(steps) | _CREDENTIAL_WORDS
    joins = list(_JOIN_RE.finditer(masked.masked))
    for index, join in enumerate(joins):
        stop = joins[index + 1].start() if index + 1 < len(joins) else len(masked.masked)
        words = terms(MARK_RE.sub(" ", masked.masked[join.end() : stop]))
        if any(w not in TERM_STOP and lemma(w) not in held and w not in held for w in words):
            return masked.restore(masked.masked[join.end() :])
    return ""


def unheld_constraint(clause: str, steps: Sequence[Step]) -> str:
    """The words of an amount of money or a date range ``clause`` writes that no step holds; "" when
    every one is held (see the module docstring)."""
    texts = [s.object for s in steps] + [f"{v.field} {v.value}" for s in steps for v in s.values]
    texts += [f"{f.name} {f.value}" for s in steps for f in s.filters]
    held = {b.value for s in steps for b in s.bounds} | {a for t in texts for a in money_in(t)}
    for span in money_spans(clause):
        if span.amount not in held:  # said with its bound word when it has one ('under $110')
            around = [(a, b) for _, (a, b) in find_bounds(clause) if a <= span.start and span.end <= b]
            a, b = around[0] if around else (span.start, span.end)
            return clause[a:b].strip()
    found = find_date_range(clause)
    if found is not None and not any(s.dates for s in steps):
        written = found[1].group(0).strip()
        if not any(written.lower() in t.lower() for t in texts):
            return written
    return ""


def unplaced_parts(read: Sequence[tuple[str, Sequence[Step]]]) -> tuple[str, ...]:
    """The parts (as written) that ``clause_unplaced`` finds, in order, each once: a whole clause, or the
    rest of a sign-in clause."""
    out: list[str] = []
    for clause, steps in read:
        text = clause.strip(" .,;:!?")
        if not text:
            continue
        if not clause_unplaced(text, steps):
            loose = unheld_constraint(text, steps) if steps else ""
            if loose and loose not in out:
                out.append(loose)
            continue
        if steps and all(step.verb in MEANS_VERBS for step in steps):
            text = means_rest(text, steps).strip(" .,;:!?")
        if text and text not in out:
            out.append(text)
    return tuple(out)


__all__ = ["FAMILIES", "clause_unplaced", "unplaced_parts"]
