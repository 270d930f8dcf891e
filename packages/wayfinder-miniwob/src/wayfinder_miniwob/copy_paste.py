"""Copy and paste between two elements of a page (pure): "copy the text from the 3rd text area and
paste it into the text input".

``read_copy_paste`` reads the clause into one ``type`` sub-goal whose value is looked up on the page;
``copy_source`` reads the source element's text (a text area, a paragraph or a field named by its
position) into the sub-goal's state before the product's fill skill types it into the destination.
"""

from __future__ import annotations

import re

from wayfinder.intent.forms import field_name
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.controls import ORDINAL, ordinal
from wayfinder.plan.rules.step import Outcome, StepInput
from wayfinder.plan.rules.subgoals import FieldValue, Quotes, SubGoal

_COPY_RE = re.compile(
    r"^copy\s+(?:the\s+)?(?:text|value|contents?|words?)\s+(?:from|of|in)\s+(?:the\s+)?(?P<src>.+?)"
    r"(?:\s+(?:below|above))?\s+(?:and\s+)?paste\s+(?:it\s+)?(?:into|in|to|inside)\s+(?P<dst>.+)$",
    re.I,
)


def read_copy_paste(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'copy the text from the 3rd text area and paste it into the text input': type what one
    element holds into another field (the source is read off the page when the step runs)."""
    match = _COPY_RE.match(clause)
    if match is None:
        return None
    field = field_name(q.restore(match.group("dst")))
    pair = FieldValue(field=field, value="", lookup=q.restore(match.group("src")))
    return [SubGoal(kind="type", text=q.restore(clause), fields=(pair,))]


_SOURCE_RE = re.compile(
    rf"^(?:the\s+)?(?:(?P<o>{ORDINAL})\s+)?(?P<k>text\s*area|textarea|paragraph|text\s*box|textbox|field|input)$",
    re.I,
)


def copy_source(si: StepInput) -> Outcome | None:
    """'copy the text from the 3rd text area': read that element's text once, for the fill handler.

    The value goes where the fill skill keeps values it looked up (``state['resolved']``), so the
    ordinary fill skill then types it into the destination field. Always None: the fill skill acts.
    """
    if len(si.step.fields) != 1 or si.step.all_fields:
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
