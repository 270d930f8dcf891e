"""Given values are checked (pure): what the goal hands over is what the fields hold.

"type Alice into Name and click Show greeting" is not done when the Name field holds "Alice into Name",
however friendly the greeting that follows. For every value the goal gives to a named field (a typed
text, a chosen option) and every box it asks to tick, the newest page of the run that shows that field
is read (``PageEntry.fields``):

* the field holds the given value (case and spacing aside; dates and numbers by their value; an
  option by its words): evidence;
* it holds something else: the claim is refused, naming both;
* the field was never seen holding anything (a form cleared by its submit is read where it last held
  something): this rule says nothing, and the action's other evidence decides.

A value the goal gives without a field ("type hello") is evidence when some field holds it, and never
refuses a claim on its own: without a field there is nothing to compare it with. Credentials and
secrets are a sign-in's business (their fields never show a password).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.agent.verify.frame import FrameLike
from wayfinder.agent.verify.ledger import FieldValue, PageEntry
from wayfinder.intent.text.dates import parse_date
from wayfinder.intent.text.numbers import parse_number
from wayfinder.intent.text.words import identifier_words, norm, squash

_NUMBER_RE = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?")
_NOT_GIVEN = frozenset({"credential", "secret"})
_BOX_VERBS = {"check": "checked", "uncheck": ""}
_BOXES = frozenset({"checkbox", "radio"})


@dataclass(frozen=True)
class Given:
    field: str
    value: str  # for a box: "checked" or "" (ticked or not)
    box: bool = False


def given_values(frame: FrameLike) -> list[Given]:
    """The values the goal gives to fields, and the boxes it asks to tick or untick."""
    out: list[Given] = []
    for step in frame.steps:
        for value in step.values:
            if getattr(value, "kind", "pair") in _NOT_GIVEN or value.value.startswith("<secret:"):
                continue
            if step.verb in _BOX_VERBS:  # 'check the Gift wrap box': the value names the box
                out.append(Given(value.field or value.value, _BOX_VERBS[step.verb], box=True))
            else:
                out.append(Given(value.field, value.value))
        if step.verb in _BOX_VERBS and not step.values and step.object:
            out.append(Given(step.object, _BOX_VERBS[step.verb], box=True))
    return out


def _names(field: FieldValue) -> set[str]:
    return {squash(identifier_words(n)) for n in (field.label, field.key) if n}


def _same(given: str, held: str, kind: str) -> bool:
    if norm(given) == norm(held):
        return True
    if kind == "select" and norm(given) and set(norm(given).split()) <= set(norm(held).split()):
        return True  # 'M' for the option 'M (Medium)'
    day, other_day = parse_date(given), parse_date(held)
    if day is not None and day == other_day:
        return True
    if _NUMBER_RE.fullmatch(given.strip()) and _NUMBER_RE.fullmatch(held.strip()):
        return abs((parse_number(given) or 0.0) - (parse_number(held) or 0.0)) < 1e-9  # '5' and '5.00'
    return False


def _held(ledger: Sequence[PageEntry], given: Given) -> FieldValue | None:
    """The field named like ``given.field`` on the newest page that shows one, else None."""
    want = squash(identifier_words(given.field))
    if not want:
        return None
    for entry in reversed(ledger):
        for field in entry.fields:
            box = field.kind in _BOXES
            if want in _names(field) and box == given.box and (box or field.value.strip()):
                return field
    return None


def _shown(ledger: Sequence[PageEntry], value: str) -> bool:
    return any(_same(value, f.value, f.kind) for entry in ledger for f in entry.fields if f.value)


def values_check(frame: FrameLike, ledger: Sequence[PageEntry]) -> tuple[list[str], str | None]:
    """``(evidence, problem)``: the given values seen in their fields, and the first one a field
    contradicts (None when none does). See the module docstring."""
    evidence: list[str] = []
    for given in given_values(frame):
        if not given.field:
            if _shown(ledger, given.value):
                evidence.append(f"{given.value!r} is in a field")
            continue
        field = _held(ledger, given)
        if field is None:
            continue
        if given.box:
            state = "ticked" if given.value else "not ticked"
            if (field.value == "checked") == bool(given.value):
                evidence.append(f"{field.label!r} is {state}")
                continue
            return evidence, f"the {field.label!r} box is {'ticked' if field.value else 'not ticked'}"
        if _same(given.value, field.value, field.kind):
            evidence.append(f"{field.label!r} holds {given.value!r}")
        else:
            return evidence, f"the {field.label!r} field holds {field.value!r}, not {given.value!r}"
    return evidence, None
