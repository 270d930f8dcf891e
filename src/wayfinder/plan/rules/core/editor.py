"""Change a record in an app's own editor, where no HTML form holds the fields (pure).

Single-page editors (a block editor, a wiki's rich editor, a board's card) keep the record's fields as
``contenteditable`` boxes and text fields outside any ``<form>``, and their save control ("Save",
"Update", "Save draft") anywhere on the page. What a person does there:

1. a dialog the app opened over the editor on its own (a welcome guide, a tour) is closed first, by
   its close control, once;
2. each named field gets its value (a contenteditable box is typed into like a text field), then the
   page's own save control sends it; a field once typed is not typed again (an editable box does not
   report its value);
3. a status the record takes by a control of its own ("publish the draft": Publish; "approve the
   comment": Approve) is set by that control when the page has no field for the status; when the app
   then shows a second control of the same name (a pre-publish panel's "Publish", a confirm dialog's
   "Approve"), the goal asked for it, so it is pressed too.

Never pressed for a change of a field: a control that publishes or deletes (a draft renamed stays a
draft). Success is judged by the verifier from what the page shows after saving
(``agent/verify/records.py``).
"""

from __future__ import annotations

from wayfinder.actions.models import Click
from wayfinder.intent.text.lemmas import verb_lemma
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, text_score
from wayfinder.plan.rules.core.forms import type_into
from wayfinder.plan.rules.core.record_forms import fields_for
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, quote
from wayfinder.plan.rules.work import FieldValue, Work

CLOSE_WORDS = ("close", "close dialog", "close guide", "dismiss", "skip", "skip tour", "no thanks", "×", "✕")
STATE_FIELDS = ("status", "state")
# what a field change never presses: it would publish, delete or throw the change away
_NOT_SAVE = ("publish", "delete", "trash", "move to trash", "cancel", "discard", "preview", "close")
_CONTROLS = frozenset({"button", "link", "other"})


def close_tour(si: StepInput[Work]) -> Outcome | None:
    """A dialog over the page with a close control: closed once (a welcome guide, a tour)."""
    closed = si.state.setdefault("closed", [])
    for el in si.usable():
        if el.zone == "modal" and element_kind(el) in _CONTROLS and norm(el.label) in CLOSE_WORDS:
            key = _key(el)
            if key not in closed:
                closed.append(key)
                return act(Click(element_id=el.id), f"Closing {quote(el.label)}: a dialog over the editor")
    return None


def _key(el: Element) -> str:
    return f"{norm(el.label)}@{round(el.bbox.x)},{round(el.bbox.y)}"


def _editor_fields(si: StepInput[Work]) -> list[Element]:
    """Fields outside any form, or in a POST form: where an editor keeps the record's fields."""
    return [el for el in si.usable() if el.form is None or el.form.method.lower() != "get"]


def _save_control(si: StepInput[Work], words: tuple[str, ...]) -> Element | None:
    """The page's save control; a disabled one too (an editor enables "Update" once something changed)."""
    avoid = si.avoid()
    pool = [
        el
        for el in si.obs.elements
        if el.id not in avoid
        and element_kind(el) in _CONTROLS
        and el.label
        and len(el.label) <= 30
        and not any(text_score(w, el.label) >= 0.9 for w in _NOT_SAVE)
    ]
    scored = [(max(text_score(w, el.label) for w in words), el) for el in pool]
    scored = [(s, el) for s, el in scored if s >= 0.6]
    return max(scored, key=lambda row: row[0])[1] if scored else None


def edit_in_editor(
    si: StepInput[Work], values: tuple[FieldValue, ...], words: tuple[str, ...], what: str
) -> Outcome | None:
    """The next step of changing ``values`` in the page's editor; None when this page is no editor
    for them (a field is missing, or no save control)."""
    state = _state_control(si, values)
    if state is not None:
        return state
    pool = _editor_fields(si)
    typed: list[str] = si.state.setdefault("editor_typed", [])
    fields: list[Element] = []
    for fv in values:
        found = fields_for(fv, pool, {el.id for el in fields})
        if not found:
            return None
        fields.append(found[0])
    save = _save_control(si, words)
    if save is None:
        return None
    for i, (fv, el) in enumerate(zip(values, fields, strict=True)):
        if f"v{i}" not in typed:
            typed.append(f"v{i}")
            return type_into(el, fv.value, "in the editor, as the goal asks")
    if save.disabled:
        return None
    return act(Click(element_id=save.id), f"Pressing {quote(save.label)} to save {what}", finishes=True)


def _state_verb(fv: FieldValue) -> str:
    """The verb of a state a record takes by its own control ('published' -> 'publish'); ''."""
    if norm(fv.field) not in STATE_FIELDS or not fv.value or len(fv.value.split()) != 1:
        return ""
    return verb_lemma(norm(fv.value))


def _state_control(si: StepInput[Work], values: tuple[FieldValue, ...]) -> Outcome | None:
    """'publish the draft': the page's own control named by the state's verb, when no field of the
    page holds the status; a second control of that name the press brought up is pressed too."""
    if len(values) != 1:
        return None
    verb = _state_verb(values[0])
    if not verb or fields_for(values[0], _editor_fields(si)):
        return None
    pressed: list[str] = si.state.setdefault("state_pressed", [])
    controls = [el for el in si.usable() if element_kind(el) in _CONTROLS and norm(el.label) == verb]
    fresh = [el for el in controls if _key(el) not in pressed]
    if not pressed and len(fresh) > 1:
        return None  # one per record of a list: which one is the goal's is not known here
    if not fresh:
        return complete() if pressed else None
    el = fresh[-1] if pressed else fresh[0]  # a confirm panel's control comes after the page's own
    pressed.append(_key(el))
    if len(pressed) > 2:
        return complete()
    again = " again, in the panel it opened" if len(pressed) == 2 else ""
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)}{again}: the goal asks for the record to be {values[0].value}",
        finishes=len(pressed) == 2,
    )
