"""An edit panel an app opens in place, and the values put into it (pure).

Apps change records in a panel drawn into the page, not on a page of its own: a CMS list's inline
'Bulk Edit' of the ticked rows and its 'Quick Edit' of one row, a contact table's row turned into
inputs by its 'Edit' button. The panel is what the control opened: the controls that were not on the
page before it was pressed (the list's own filters stay apart). Each value goes into its field by the
field's label ('Status' for the state): a list's choice, a text typed, and a value that is one of a
group of boxes ('Travel' among the categories) ticks that box. A text box that holds a list ('soup,
budget' under 'Tags') is added to, never replaced. The panel's own save ('Update', 'Save', 'Submit')
is the button of the panel at or below its first field. The bulk change (``bulk_edit.py``) and the
change of one row (``row_edit.py``) use them.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.text.lemmas import lemma
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, text_score, token_match, tokens
from wayfinder.plan.rules.core.forms import best_option, value_matches
from wayfinder.plan.rules.core.record_forms import fields_for
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import FieldValue

SAVE_RE = re.compile(r"^(?:update|submit|save|save changes|update all|apply changes|ok|done)$")
PANEL_KINDS = frozenset({"select", "field", "checkbox", "radio"})
STATE_FIELDS = frozenset({"status", "state"})


def said(el: Element) -> str:
    """What a control says, in words."""
    return " ".join(tokens(el.text or el.value or el.aria.label or el.label))


def key(el: Element) -> str:
    return "|".join((el.tag, el.name or "", el.dom_id or "", " ".join(el.label.split())))


def opening(si: StepInput[Any], control: Element, why: str) -> Outcome:
    """Press the control that opens the panel, remembering what the page showed before it."""
    si.state["panel_before"] = sorted(key(el) for el in si.usable())
    label = " ".join((control.text or control.aria.label or control.value or control.label).split())
    return act(Click(element_id=control.id), f"Pressing {quote(label or 'the control')} {why}")


def panel(si: StepInput[Any]) -> list[Element]:
    """The controls the edit opened (not on the page before it was pressed)."""
    before = set(si.state.get("panel_before", []))
    return [el for el in si.usable() if key(el) not in before]


def has_fields(pool: list[Element]) -> bool:
    return any(element_kind(el) in PANEL_KINDS for el in pool)


def _box_for(pool: list[Element], value: str) -> Element | None:
    """The box of a group that is named by the value ('Travel' among the categories)."""
    boxes = [el for el in pool if element_kind(el) in {"checkbox", "radio"}]
    exact = [el for el in boxes if norm(el.label) == norm(value)]
    if exact:
        return exact[0]
    want = tokens(value)
    named = [el for el in boxes if want and all(token_match(w, tokens(el.label)) for w in want)]
    return named[0] if len(named) == 1 else None


def _items(text: str) -> list[str]:
    return [norm(part) for part in text.split(",") if part.strip()]


def holds_list(el: Element) -> bool:
    """A text box of several values: its label a plural ('Tags', 'Labels') or its text a list ('a, b')."""
    words = re.findall(r"[a-z]+", el.label.lower())
    plural = bool(words) and words[-1].endswith("s") and lemma(words[-1]) != words[-1]
    return plural or len(_items(el.value or "")) >= 2


def _typed(el: Element, fv: FieldValue, whose: str) -> Outcome | None:
    """A text field of the panel: the value typed (a list's text box gets it added to what it holds)."""
    now = el.value or ""
    label = el.label or fv.field
    if holds_list(el) and now.strip():
        if norm(fv.value) in _items(now):
            return None
        text = f"{now.rstrip().rstrip(',')}, {fv.value}"
        return act(
            TypeText(element_id=el.id, text=text), f"Adding {quote(fv.value)} to {quote(label)} {whose}"
        )
    if value_matches(el, fv.value):
        return None
    return act(
        TypeText(element_id=el.id, text=fv.value), f"Typing {quote(fv.value)} into {quote(label)} {whose}"
    )


def set_value(
    si: StepInput[Any], fv: FieldValue, pool: list[Element], taken: set[int], whose: str
) -> Outcome | None:
    """The next action that puts ``fv`` into the panel; None once it is there."""
    del si
    fields = fields_for(fv, [el for el in pool if element_kind(el) in {"select", "field"}], taken)
    if fields and (element_kind(fields[0]) == "select" or fv.field in STATE_FIELDS):
        el = fields[0]
        taken.add(el.id)
        if value_matches(el, fv.value):
            return None
        option = best_option(el, fv.value)
        if option is None:
            return give_up(
                f"{quote(el.label or fv.field)} has no choice {quote(fv.value)}, so I saved nothing"
            )
        if option.selected:
            return None
        return act(
            TypeText(element_id=el.id, text=option.text),
            f"Choosing {quote(option.text)} in {quote(el.label or fv.field)} {whose}",
        )
    box = _box_for(pool, fv.value)
    if box is None and fields:
        taken.add(fields[0].id)
        return _typed(fields[0], fv, whose)
    if box is None:
        return give_up(f"the edit panel has no {quote(fv.field)} {quote(fv.value)}, so I saved nothing")
    taken.add(box.id)
    if box.aria.checked:
        return None
    return act(Click(element_id=box.id), f"Ticking {quote(box.label)} as the {fv.field} {whose}")


def missing(fv: FieldValue, pool: list[Element]) -> bool:
    """The panel has no place for ``fv``: no field by its name and no box named by its value."""
    fields = fields_for(fv, [el for el in pool if element_kind(el) in {"select", "field"}])
    return not fields and _box_for(pool, fv.value) is None


def save_button(pool: list[Element]) -> Element | None:
    """The panel's save: a button saying so, at or below the panel's first field, 'Update' first."""
    buttons = [el for el in pool if element_kind(el) in {"button", "link"} and SAVE_RE.match(said(el))]
    fields = [el for el in pool if element_kind(el) in PANEL_KINDS]
    if not buttons or not fields:
        return None
    top = min(el.bbox.y for el in fields)
    return min(buttons, key=lambda el: (el.bbox.y < top, -text_score("update", said(el)), el.bbox.y))
