"""Copy and paste between two elements of a page (pure): "copy the text from the 3rd text area and
paste it into the text input".

``read_copy_paste`` reads the goal's copy-and-paste clauses (the goal frame splits "copy ..." from
"paste it into ...", so they are read together) into one ``FillIn`` item whose value is looked up on
the page;
``copy_source`` reads the source element's text (a text area, a paragraph or a field named by its
position) into the item's state before the product's fill skill types it into the destination.
"""

from __future__ import annotations

import re

from wayfinder.intent.forms import field_name
from wayfinder.intent.masking import Masked, split_clauses
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.controls import ORDINAL, ordinal
from wayfinder.plan.rules.plugins import Reading
from wayfinder.plan.rules.step import Outcome, StepInput
from wayfinder.plan.rules.work import FieldValue, FillIn, Work

_COPY_RE = re.compile(
    r"^copy\s+(?:the\s+)?(?:text|value|contents?|words?)\s+(?:from|of|in)\s+(?:the\s+)?(?P<src>.+?)"
    r"(?:\s+(?:below|above))?\s+(?:and\s+)?paste\s+(?:it\s+)?(?:into|in|to|inside)\s+(?P<dst>.+)$",
    re.I,
)


def read_copy_paste(text: str, q: Masked) -> Reading | None:
    """'copy the text from the 3rd text area and paste it into the text input, then ...': type what one
    element holds into another field (the source is read off the page when the step runs), then the
    clauses after it."""
    clauses = split_clauses(q.masked)
    for n in (2, 1):  # the copy clause and its paste clause, apart or as one
        head = " and ".join(clauses[:n])
        match = _COPY_RE.match(head) if len(clauses) >= n else None
        if match is not None:
            field = field_name(q.restore(match.group("dst")))
            pair = FieldValue(field=field, value="", lookup=q.restore(match.group("src")))
            items: tuple[Work, ...] = (FillIn(text=q.restore(head), fields=(pair,)),)
            return Reading(steps=items, rest=tuple(clauses[n:]))
    return None


_SOURCE_RE = re.compile(
    rf"^(?:the\s+)?(?:(?P<o>{ORDINAL})\s+)?(?P<k>text\s*area|textarea|paragraph|text\s*box|textbox|field|input)$",
    re.I,
)


def copy_source(si: StepInput[FillIn]) -> Outcome | None:
    """'copy the text from the 3rd text area': read that element's text once, for the fill handler.

    The value goes where the fill skill keeps values it looked up (``state['resolved']``), so the
    ordinary fill skill then types it into the destination field. Always None: the fill skill acts.
    """
    if len(si.step.fields) != 1 or si.step.every_field:
        return None
    fv = si.step.fields[0]
    match = _SOURCE_RE.match(fv.lookup.strip()) if fv.lookup else None
    if match is None or "f0" in si.state.get("resolved", {}):
        return None
    noun = norm(match.group("k")).replace(" ", "")
    n = ordinal(match.group("o")) if match.group("o") else 1
    if noun == "textarea":
        pool = [el for el in si.obs.elements if el.tag.lower() == "textarea"]
    elif noun == "paragraph":
        pool = [el for el in si.obs.elements if el.tag.lower() == "p"]
    else:
        pool = [el for el in si.obs.elements if element_kind(el) == "field" and el.tag.lower() != "textarea"]
    pool.sort(key=lambda e: (e.bbox.y, e.bbox.x))
    if not pool or (n > 0 and len(pool) < n):
        return None
    src = pool[-1] if n == -1 else pool[n - 1]
    text = src.value if src.value is not None else src.text
    if text:
        si.state.setdefault("resolved", {})["f0"] = text
    return None
