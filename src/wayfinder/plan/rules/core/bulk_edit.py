"""A change to several records at once through the list's own edit panel (pure).

"Publish all the draft posts", "put every draft post in the Travel category": when the list's action
menu has no choice that gives the state itself, apps offer an edit of the ticked rows, a panel of the
records' fields where '- No Change -' is every field's start:
- a CMS list (WordPress's posts): 'Bulk actions' -> 'Edit' -> 'Apply' opens an inline 'Bulk Edit' panel
  above the rows (Status, Author, Sticky selects, the categories as boxes to tick) saved by 'Update';
- a tracker (Redmine's issue list): the ticked rows' own menu -> 'Bulk edit' opens a page of the same
  fields ('(No change)') sent by 'Submit'.
The panel and the values put into it are ``edit_panels.py``'s (the same as a row's Quick Edit). The
panel's save is pressed once every value is set; a field or a choice the panel does not have stops the
run before anything is saved.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, tokens
from wayfinder.plan.rules.core.edit_panels import has_fields, panel, save_button, set_value
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ActOnAll, FieldValue

# 'Edit', 'Bulk edit', 'Edit selected', 'Edit selected posts': the choice that opens the edit panel
_EDIT_RE = re.compile(r"^(?:bulk )?edit(?: (?:selected|all|items?|records?)\b.*)?$")


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


def fill_panel(si: StepInput[ActOnAll]) -> Outcome:
    """In the panel the edit opened: every value set, then its save pressed (the module docstring)."""
    pool = panel(si)
    if not has_fields(pool):
        return give_up(f"the edit of the selected {si.step.things}s opened no fields, so I changed none")
    taken: set[int] = set()
    for fv in panel_values(si.step):
        outcome = set_value(si, fv, pool, taken, "for every selected one")
        if outcome is not None:
            return outcome
    button = save_button(pool)
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
