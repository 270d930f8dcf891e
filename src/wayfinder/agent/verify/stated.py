"""A value of a typed kind stated for the attribute asked (pure): "what's the primary colour in the style
guide?" is not answered by '4 px' on a page that says "The primary colour is #1B4F72".

The attribute's value is read on the pages about the record with the planner's own reader
(``read.attributes.attribute_value``: a label/value pair, a table column, or a sentence "<attribute>
is <value>", by every name the synonym table gives the attribute). A value of a recognisable kind - a
colour code, an amount of money, a date, a measure (a number with its unit), a bare number - has a
kind the answer's value must share: an answer stating it is verified; an answer whose own value is of
another kind, or of the same kind but another value, is refused. A value of no such kind (words),
or an answer with no value of a kind ('a dark blue'), is left to the other checks: text is too loose
to refuse on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.attributes import same_value
from wayfinder.agent.verify.frame import FrameLike, main_step
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.result import WRONG_PAGE, Verification, fail, ok
from wayfinder.intent.text.numbers import numbers_in
from wayfinder.intent.text.reading import contains_words, dates_in, money_spans
from wayfinder.observe.models import Observation
from wayfinder.read.attributes import attribute_names, attribute_value

# a colour code: six hex digits, or three with a letter ('#15' or '#152' is an issue's number)
_COLOUR_RE = re.compile(
    r"#[0-9a-f]{6}\b|#(?=[0-9]*[a-f])[0-9a-f]{3}\b|\brgba?\([\d\s.,%]+\)|\bhsla?\([\d\s.,%deg]+\)", re.I
)
_MEASURE_RE = re.compile(
    r"(?<![\w.])\d+(?:[.,]\d+)?\s*(?:px|pt|em|rem|%|mm|cm|m|km|in|ft|kg|g|mg|lb|ml|l|kb|mb|gb|tb|ms|s|"
    r"sec(?:onds?)?|min(?:utes?)?|h|hours?|days?|weeks?|months?|years?)\b",
    re.I,
)


def typed_value(text: str) -> tuple[str, str] | None:
    """The first value of a recognisable kind in ``text`` as ``(kind, value)``: a colour code, money, a
    date, a measure, a bare number; None for words only."""
    colour = _COLOUR_RE.search(text)
    if colour:
        return "colour", re.sub(r"\s+", "", colour.group(0).lower())
    money = money_spans(text)
    if money:
        return "money", f"{money[0].amount:.2f}"
    days = dates_in(text)
    if days:
        return "date", days[0].isoformat()
    measure = _MEASURE_RE.search(text)
    if measure:
        return "measure", re.sub(r"\s+", "", measure.group(0).lower())
    numbers = numbers_in(text)
    return ("number", f"{numbers[0]:g}") if numbers else None


def _stated(entry: PageEntry, names: Sequence[str], question: str) -> str | None:
    seen = Observation(url=entry.url or "about:blank", title=entry.title, text_digest=entry.text)
    return next((v for n in names if (v := attribute_value(seen, n, "", question))), None)


def verify_stated(frame: FrameLike, answer: str, ledger: Sequence[PageEntry]) -> Verification | None:
    """Verified when a page about the record states the attribute asked as the answer's value; refused
    when it states a value of a kind and the answer's value is of another kind or another value; None
    otherwise (see the module docstring)."""
    step = main_step(frame)
    attributes = tuple(getattr(step, "attributes", ()) or ()) if step is not None else ()
    if step is None or not attributes:
        return None
    record = str(getattr(step, "scope", "") or "") or step.object
    question = str(getattr(step, "text", "") or frame.text)
    names = list(dict.fromkeys([attributes[0], *attribute_names(attributes[0])]))
    about = [
        e
        for e in ledger
        if record and contains_words(" ".join([e.title, *e.headings, e.url]), record, ratio=0.5)
    ]
    found = [(e, v) for e in about if (v := _stated(e, names, question))]
    for entry, value in reversed(found):
        if same_value(value, answer):
            return ok("answer", f"{attributes[0]} {value!r} stated on {entry.url}")
    given = typed_value(answer)
    for entry, value in reversed(found):
        kind = typed_value(value)
        if kind is None or given is None or kind == given:
            continue
        return fail(
            "answer",
            WRONG_PAGE,
            f"{entry.url} states the {attributes[0]} of {record!r} as {value!r}, not {answer!r}",
            f"the {attributes[0]} of {record}",
        )
    return None
