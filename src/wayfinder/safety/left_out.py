"""A form is not sent with a field the run was refused to fill (issue 19 item 3).

With the default ``auto_confirm``, typing a password written out in the goal is refused; a planner
that then presses "Log in" anyway sends the form with the password left empty, and a run could end
as if it had logged in. Whatever the planner, submitting the form of a field whose typing was
refused on this page is high risk: it asks, so under the default it is refused too, with the field
named. The ids come from the run's history (``agent/nodes/safety.py``); this module stays pure.
"""

from __future__ import annotations

from collections.abc import Collection

from wayfinder.actions.models import Action, Click, PressKey, TypeText
from wayfinder.observe.models import Element, Observation
from wayfinder.safety.fields import describe, form_fields, is_field, might_submit
from wayfinder.safety.findings import Finding


def _submits(action: Action, element: Element) -> bool:
    if isinstance(action, Click):
        return might_submit(element)
    if isinstance(action, TypeText):
        return action.submit
    if isinstance(action, PressKey):
        return action.key.strip().lower() == "enter" and is_field(element)
    return False


def left_out_findings(
    action: Action, element: Element | None, observation: Observation, refused: Collection[int]
) -> list[Finding]:
    """High when ``action`` submits the form of a field in ``refused`` (ids refused on this page)."""
    if not refused or element is None or not _submits(action, element):
        return []
    missing = [el for el in form_fields(observation, element) if el.id in refused and el.id != element.id]
    if isinstance(action, TypeText) and element.id in refused:
        missing.insert(0, element)
    if not missing:
        return []
    names = ", ".join(describe(el) for el in missing)
    evidence = f"typing into {names} was refused; {describe(element)} would send the form without it"
    return [Finding("high", "submits a form with a refused field left out", evidence)]
