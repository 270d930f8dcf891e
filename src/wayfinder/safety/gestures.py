"""The risk analyzers of press_key, select_option and drag (hover and wait only read).

- press_key: Enter or Space activates what has focus. On a field it submits the field's form (as
  ``type`` with ``submit=True``); on any other control it is judged like a click of that control.
  Without an element nobody can say what has focus, so an activating key is medium; every other key
  (Escape, Tab, arrows, characters) only moves or edits and is low.
- select_option: choosing in a payment or identity field is high (as typing into it); an option whose
  text says what a risky control says ("Delete selected", "Transfer") is medium, because the choice
  is usually followed by a button that carries it out.
- drag: dropping onto a control whose wording is risky (a "Trash" or "Delete" zone) takes that
  control's risk; other drags are low.
"""

from __future__ import annotations

from wayfinder.actions.keys import activates
from wayfinder.actions.models import Drag, PressKey, SelectOption
from wayfinder.observe.models import Element
from wayfinder.safety.analyzers import activation_findings, field_findings, field_submit_findings
from wayfinder.safety.context import RiskContext
from wayfinder.safety.fields import describe, is_field
from wayfinder.safety.findings import Finding, quote
from wayfinder.safety.rules import match_wording


def press_key_findings(action: PressKey, element: Element | None, ctx: RiskContext) -> list[Finding]:
    if not activates(action.key):
        where = f" in {describe(element)}" if element is not None else ""
        return [Finding("low", "presses a key that moves or edits", f"{action.key}{where}")]
    if action.element_id is None:
        return [
            Finding("medium", "presses a key on whatever has focus", f"{action.key} with no element given")
        ]
    if element is None:
        return [
            Finding(
                "medium",
                "presses a key on an element that cannot be judged",
                f"[{action.element_id}] is not observed",
            )
        ]
    if is_field(element) and element.tag != "select":
        return field_submit_findings(element, ctx, f"{action.key} in {describe(element)}")
    return activation_findings(element, ctx)


def select_option_findings(action: SelectOption, element: Element | None, ctx: RiskContext) -> list[Finding]:
    if element is None:
        return [
            Finding(
                "medium",
                "chooses in an element that cannot be judged",
                f"[{action.element_id}] is not observed",
            )
        ]
    found = [
        f.__class__(f.level, f.summary.replace("types into", "chooses in"), f.evidence)
        for f in field_findings(element, ctx)
    ]
    for finding in match_wording([("option", action.label)], ctx.page_words, is_link=False):
        if finding.level != "low":
            summary = f"chooses an option that {finding.summary}"
            found.append(Finding("medium", summary, f"{quote(action.label)} in {describe(element)}"))
    if not found:
        found.append(Finding("low", "chooses an option", f"{quote(action.label)} in {describe(element)}"))
    return found


def drag_findings(action: Drag, element: Element | None, ctx: RiskContext) -> list[Finding]:
    target = ctx.observation.element(action.to_element_id) if action.to_element_id is not None else None
    if target is not None:
        risky = [f for f in activation_findings(target, ctx) if f.level != "low"]
        if risky:
            how = (
                f"drops {describe(element) if element else f'[{action.element_id}]'} onto {describe(target)}"
            )
            return [Finding(f.level, f.summary, f"{how}; {f.evidence}") for f in risky]
    what = describe(element) if element is not None else f"[{action.element_id}]"
    return [Finding("low", "drags an element", what)]
