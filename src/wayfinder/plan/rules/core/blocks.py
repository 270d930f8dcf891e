"""A record's body in an editor that has no text box until its placeholder is pressed (pure).

Block editors keep an empty post's body as a placeholder, not a field: WordPress's 'Add default block'
('Type / to choose a block'), a story editor's 'Click here to start writing'. A person clicks it and
types into the box it makes - an empty block that says so ('Empty block; start writing or type forward
slash to choose a block') or an unnamed editable box where the placeholder was. ``placeholder`` finds it
and ``press`` clicks it (once, only for a body's value: a title or a tag has a field of its own);
``written_box`` finds the box the click made. The editor's skill (``editor.py``) calls both when a body has no field.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.record_forms import BODY
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import FieldValue, Work

# what an empty body says, before it has a box and once it has one: a place to start writing
WRITING_RE = re.compile(
    r"\b(?:start (?:writing|typing)|(?:type|write) (?:/|here|something)|"
    r"(?:add|insert) (?:a |an |the )?(?:default|empty) block|empty block|choose a block)",
    re.I,
)
_CONTROLS = frozenset({"button", "link", "other"})


def _is_body(fv: FieldValue) -> bool:
    return not fv.field or norm(fv.field) in BODY


def _says_write(el: Element) -> bool:
    return bool(WRITING_RE.search(el.label)) and len(el.label) <= 90


def placeholder(si: StepInput[Work], missing: list[FieldValue]) -> Element | None:
    """The body's placeholder, when every value without a box is a body's and it was not pressed yet;
    None otherwise (a title or a tag has a field of its own, never a placeholder)."""
    if not missing or not all(_is_body(fv) for fv in missing) or si.state.get("write_here"):
        return None
    return next(
        (el for el in si.usable() if element_kind(el) in _CONTROLS and _says_write(el) and el.form is None),
        None,
    )


def press(si: StepInput[Work], el: Element) -> Outcome:
    """The placeholder pressed, once, so that the editor makes the box the text goes into."""
    si.state["write_here"] = [el.bbox.x, el.bbox.y]
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)}: the editor has no box for the text until it is pressed",
    )


def written_box(si: StepInput[Work], fv: FieldValue, taken: set[int]) -> list[Element]:
    """The box the body's text goes into, once its placeholder was pressed: an editable box that says
    it is empty and waits for writing, else the unnamed text box nearest to where the placeholder was."""
    spot = si.state.get("write_here")
    if not _is_body(fv) or not spot:
        return []
    pool = [el for el in si.usable() if el.id not in taken and el.form is None]
    saying = [el for el in pool if element_kind(el) in {"field", "other"} and _says_write(el)]
    if saying:
        return saying[:1]
    unnamed = [el for el in pool if element_kind(el) == "field" and not el.label and el.tag != "input"]
    x, y = spot
    return sorted(unnamed, key=lambda el: abs(el.bbox.y - y) + abs(el.bbox.x - x))[:1]
