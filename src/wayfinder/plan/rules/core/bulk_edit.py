"""A change to several records at once through the list's own edit panel (pure).

"Publish all the draft posts", "put every draft post in the Travel category": when the list's action
menu has no choice that gives the state itself, apps offer an edit of the ticked rows, a panel of the
records' fields where '- No Change -' is every field's start:
- a CMS list (WordPress's posts): 'Bulk actions' -> 'Edit' -> 'Apply' opens an inline 'Bulk Edit' panel
  above the rows (Status, Author, Sticky selects, the categories as boxes to tick) saved by 'Update';
- a tracker (Redmine's issue list): the ticked rows' own menu -> 'Bulk edit' opens a page of the same
  fields ('(No change)') sent by 'Submit'.
The panel is what the edit opened: the controls that were not on the page before the edit was pressed
(the list's own filters - 'All Categories' - stay apart). Each value goes into its field by the field's
label ('Status' for the state); a value that is one of a group of boxes ('Travel' among the categories)
ticks that box. The panel's save is pressed once every value is set; a field or a choice the panel does
not have stops the run before anything is saved.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, norm, text_score, token_match, tokens
from wayfinder.plan.rules.core.forms import best_option, value_matches
from wayfinder.plan.rules.core.record_forms import fields_for
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ActOnAll, FieldValue

# 'Edit', 'Bulk edit', 'Edit selected', 'Edit selected posts': the choice that opens the edit panel
_EDIT_RE = re.compile(r"^(?:bulk )?edit(?: (?:selected|all|items?|records?)\b.*)?$")
_SAVE_RE = re.compile(r"^(?:update|submit|save|save changes|update all|apply changes)$")
_PANEL_KINDS = frozenset({"select", "field", "checkbox", "radio"})
_STATE_FIELDS = frozenset({"status", "state"})


def panel_values(step: ActOnAll) -> tuple[FieldValue, ...]:
    """What the panel sets: the state as the 'status' field, then the other fields the goal names."""
    state = (FieldValue(field="status", value=step.state),) if step.state else ()
    return (*state, *step.fields)


def _opens_edit(text: str) -> bool:
    words = " ".join(tokens(text))
    return bool(words) and len(words.split()) <= 4 and bool(_EDIT_RE.match(words))


def edit_option(el: Element) -> SelectOption | None:
    """The action menu's choice that opens the edit panel ('Edit', 'Bulk edit', 'Edit selected')."""
    return next((o for o in el.options if (o.value or "") not in {"", "-1"} and _opens_edit(o.text)), None)


def edit_item(items: list[Element]) -> Element | None:
    """A menu's item that opens the edit of the ticked rows ('Bulk edit', 'Edit')."""
    found = [el for el in items if element_kind(el) in {"link", "button"} and _opens_edit(el.label)]
    return min(found, key=lambda el: len(tokens(el.label)), default=None)


def _key(el: Element) -> str:
    return "|".join((el.tag, el.name or "", el.dom_id or "", " ".join(el.label.split())))


def opening(si: StepInput[ActOnAll], control: Element, why: str) -> Outcome:
    """Press the control that opens the panel, remembering what the page showed before it."""
    si.state["panel_before"] = sorted(_key(el) for el in si.usable())
    label = " ".join((control.text or control.aria.label or control.value or control.label).split())
    return act(Click(element_id=control.id), f"Pressing {quote(label or 'the control')} {why}")


def _panel(si: StepInput[ActOnAll]) -> list[Element]:
    before = set(si.state.get("panel_before", []))
    return [el for el in si.usable() if _key(el) not in before]


def _box_for(pool: list[Element], value: str) -> Element | None:
    """The box of a group that is named by the value ('Travel' among the categories)."""
    boxes = [el for el in pool if element_kind(el) in {"checkbox", "radio"}]
    exact = [el for el in boxes if norm(el.label) == norm(value)]
    if exact:
        return exact[0]
    want = tokens(value)
    named = [el for el in boxes if want and all(token_match(w, tokens(el.label)) for w in want)]
    return named[0] if len(named) == 1 else None


def _set(si: StepInput[ActOnAll], fv: FieldValue, pool: list[Element], taken: set[int]) -> Outcome | None:
    """The next action that puts ``fv`` into the panel; None once it is there."""
    selects = [el for el in pool if element_kind(el) in {"select", "field"}]
    fields = fields_for(fv, selects, taken)
    if fields and (element_kind(fields[0]) == "select" or fv.field in _STATE_FIELDS):
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
            f"Choosing {quote(option.text)} in {quote(el.label or fv.field)} for every selected one",
        )
    box = _box_for(pool, fv.value)
    if box is None:
        return give_up(f"the edit panel has no {quote(fv.field)} {quote(fv.value)}, so I saved nothing")
    taken.add(box.id)
    if box.aria.checked:
        return None
    return act(
        Click(element_id=box.id), f"Ticking {quote(box.label)} as the {fv.field} of every selected one"
    )


def _save(si: StepInput[ActOnAll], pool: list[Element]) -> Element | None:
    def said(el: Element) -> str:
        return " ".join(tokens(el.text or el.value or el.aria.label or el.label))

    buttons = [el for el in pool if element_kind(el) in {"button", "link"} and _SAVE_RE.match(said(el))]
    fields = [el for el in pool if element_kind(el) in _PANEL_KINDS]
    if not buttons or not fields:
        return None
    top = min(el.bbox.y for el in fields)
    return min(buttons, key=lambda el: (el.bbox.y < top, -text_score("update", said(el)), el.bbox.y))


def fill_panel(si: StepInput[ActOnAll]) -> Outcome:
    """In the panel the edit opened: every value set, then its save pressed (the module docstring)."""
    pool = _panel(si)
    if not any(element_kind(el) in _PANEL_KINDS for el in pool):
        return give_up(f"the edit of the selected {si.step.things}s opened no fields, so I changed none")
    taken: set[int] = set()
    for fv in panel_values(si.step):
        outcome = _set(si, fv, pool, taken)
        if outcome is not None:
            return outcome
    button = _save(si, pool)
    if button is None:
        return give_up(
            f"the edit panel has no button to save, so the selected {si.step.things}s are unchanged"
        )
    label = " ".join((button.text or button.value or button.aria.label or button.label).split())
    return act(
        Click(element_id=button.id),
        f"Pressing {quote(label)} to save the change to every selected {si.step.things}",
        finishes=True,
    )
