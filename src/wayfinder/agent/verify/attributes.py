"""An attribute answer checked with the planner's own reader (pure): "what priority does issue X
have?", "who wrote the post about Y?", "how long do the lentils simmer?".

The record's value is read on every page of the run by ``read.attributes`` (label/value pairs, form
fields, bylines) or, for a kind of value asked in prose, ``read.typed`` - the same readers the rules
planner answers with, so a right answer is recognised however the page printed it. The answer is
verified when a page about the record shows that value for the attribute asked. It is refused when the
record's own page prints another value under the very label asked (the answer was read for another
record, or not read at all). Anything else is left to the general text check
(``answers._verify_text``).
"""

from __future__ import annotations

from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.result import WRONG_PAGE, Verification, fail, ok
from wayfinder.intent.text.reading import contains_words, dates_in
from wayfinder.intent.text.words import norm
from wayfinder.read.attributes import best_attribute, field_attributes, label_score, text_attributes
from wayfinder.read.typed import typed_answer

_EXACT = 1.0  # the label is the very attribute asked, not a synonym or a longer label holding it


def _asked(frame: FrameLike) -> tuple[str, str, str] | None:
    """``(attribute, record, question)`` of an attribute question, else None."""
    step = main_step(frame)
    attributes = tuple(getattr(step, "attributes", ()) or ()) if step is not None else ()
    if step is None or not attributes:
        return None
    record = str(getattr(step, "scope", "") or "") or step.object
    return attributes[0], record, str(getattr(step, "text", "") or frame.text)


def read_value(entry: PageEntry, name: str, question: str) -> tuple[str, float] | None:
    """The value ``name`` has on this page and how sure the label is (1 the label itself), read the
    way the planner reads it: the page's own lines and its filled fields, then prose of the kind
    asked."""
    lines = entry.lines or tuple(entry.text.splitlines())
    fields = field_attributes((f.label, f.value) for f in entry.fields)
    found = best_attribute([*text_attributes(lines), *fields], name)
    if found is not None and found.value.text:
        return found.value.text, label_score(found.label, name)
    stated = typed_answer(entry.text, question, name)
    return (stated.value, 0.7) if stated is not None else None


def same_value(value: str, answer: str) -> bool:
    """The answer states the value: its words in order, the same digits (a phone number written
    another way) or the same calendar day."""
    have, said = norm(value), norm(answer)
    if have and (have == said or f" {have} " in f" {said} "):
        return True
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) >= 5 and digits == "".join(c for c in answer if c.isdigit()):
        return True
    days = dates_in(value)
    return bool(days) and days[0] in dates_in(answer)


def _about(entry: PageEntry, record: str) -> bool:
    return bool(record) and contains_words(
        " ".join([entry.title, *entry.headings, entry.url]), record, ratio=0.5
    )


def verify_attribute(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> Verification | None:
    """Verified when a page of the record shows the answer as the attribute asked; refused when the
    record's page prints another value under the label asked; None otherwise."""
    asked = _asked(frame)
    if asked is None:
        return None
    name, record, question = asked
    seen = [(entry, found) for entry in ledger if (found := read_value(entry, name, question)) is not None]
    matching = [entry for entry, (value, _sure) in seen if same_value(value, answer)]
    own = [entry for entry in matching if _about(entry, record)]
    if own or (matching and not record):
        where = (own or matching)[-1]
        return ok("answer", f"{name} {answer!r} read on {where.url}")
    theirs = [(entry, value) for entry, (value, sure) in seen if sure >= _EXACT and _about(entry, record)]
    if theirs:
        entry, value = theirs[-1]
        return fail(
            "answer",
            WRONG_PAGE,
            f"{entry.url} gives the {name} of {record!r} as {value!r}, not {answer!r}",
            f"the {name} of {record}",
        )
    return None
