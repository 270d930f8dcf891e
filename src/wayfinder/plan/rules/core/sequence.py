"""Multi-step form goals: what is left to do after the last named step (pure).

A goal like "check the 3rd radio button and enter -7 into the 2nd textbox" names only the fields;
a person filling that form in would still press its one Submit button, because a form that is
filled but not sent has not done anything. ``closing_submit`` returns that click when, and only
when, every step of the goal was a form entry, the page offers exactly one button that submits,
and it has not been pressed yet. Anything else (a goal that also navigates, clicks or answers; a
page with several candidate buttons) is left alone: guessing there could send the wrong thing.
"""

from __future__ import annotations

from typing import Any

from wayfinder.actions.models import Click
from wayfinder.observe.models import Element
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.work import ChooseOption, FillIn, TickBoxes, Work

FORM_WORK = (FillIn, TickBoxes, ChooseOption)
SUBMIT_LABELS = frozenset({"submit", "send", "save", "ok", "done"})
MEMORY_FLAG = "closing_submit"


def submit_button(elements: list[Element]) -> Element | None:
    """The page's single enabled submit-like button, or None when there is none or several."""
    buttons = [
        el
        for el in elements
        if element_kind(el) == "button"
        and not el.disabled
        and ((el.input_type or "") == "submit" or norm(el.label) in SUBMIT_LABELS)
    ]
    return buttons[0] if len(buttons) == 1 else None


def closing_submit(
    ctx: PlannerContext, items: tuple[Work, ...], mem: dict[str, Any]
) -> tuple[Click, str] | None:
    """The click that sends a filled-in form the goal did not say to send, once; else None."""
    if mem.get(MEMORY_FLAG) or not items:
        return None
    if not all(isinstance(item, FORM_WORK) for item in items):
        return None
    button = submit_button(ctx.observation.elements)
    if button is None:
        return None
    mem[MEMORY_FLAG] = True
    intent = f"Pressing '{button.label}' to send the form: every field the goal names is filled in"
    return Click(element_id=button.id), intent
