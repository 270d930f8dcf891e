"""Change a record in an app's own editor, where no HTML form holds the fields (pure).

Single-page editors (a block editor, a wiki's rich editor, a board's card) keep the record's fields as
``contenteditable`` boxes and text fields outside any ``<form>``, and their save control ("Save",
"Update", "Save draft") anywhere on the page. What a person does there:

1. a dialog the app opened over the editor on its own (a welcome guide, a tour) is closed first, by
   its close control, once;
2. each named field gets its value (a contenteditable box is typed into like a text field; a field in a
   folded panel - a sidebar's 'Tags' - is reached by opening the panel its toggle names; a tags box
   takes the word with Enter, beside the tags it has), then the page's own save control sends it; a
   field once typed is not typed again (an editable box does not report its value);
3. a status the record takes by a control of its own ("publish the draft": Publish; "approve the
   comment": Approve; "send it in for review": Submit for Review) is set by that control when the page has no field for the status; when the app
   then shows a second control of the same name (a pre-publish panel's "Publish", a confirm dialog's
   "Approve"), the goal asked for it, so it is pressed too.

Never pressed for a change of a field: a control that publishes or deletes (a draft renamed stays a
draft). Success is judged by the verifier from what the page shows after saving
(``agent/verify/records.py``).
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
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
            return _unfold(si, fv)
        fields.append(found[0])
    save = _save_control(si, words)
    if save is None:
        return None
    for i, (fv, el) in enumerate(zip(values, fields, strict=True)):
        if f"v{i}" not in typed:
            typed.append(f"v{i}")
            if _token_box(el):  # Enter makes the typed word a token (a tag) of the box
                return act(
                    TypeText(element_id=el.id, text=fv.value, submit=True),
                    f"Adding {quote(fv.value)} in {quote(el.label or fv.field)}, as the goal asks",
                )
            return type_into(el, fv.value, "in the editor, as the goal asks")
    if save.disabled:
        return None
    return act(Click(element_id=save.id), f"Pressing {quote(save.label)} to save {what}", finishes=True)


def _token_box(el: Element) -> bool:
    """A box outside any form that offers words as one types (a tags box): a combobox text field."""
    return el.form is None and el.role == "combobox" and el.tag == "input"


def _unfold(si: StepInput[Work], fv: FieldValue) -> Outcome | None:
    """A field the editor keeps in a folded panel ('Tags', 'Categories' in a sidebar): the panel's own
    toggle, named by the field, is opened once; None when there is none."""
    if not fv.field:
        return None
    opened: list[str] = si.state.setdefault("unfolded", [])
    for el in si.usable():
        if element_kind(el) not in _CONTROLS or el.aria.expanded is not False or _key(el) in opened:
            continue
        if text_score(fv.field, el.label) >= 0.9:
            opened.append(_key(el))
            return act(
                Click(element_id=el.id), f"Opening {quote(el.label)}, the panel that holds {quote(fv.field)}"
            )
    return None


def is_state(fv: FieldValue) -> bool:
    """The value is a state of the record ('published', 'pending review'), not one of its fields."""
    return norm(fv.field) in STATE_FIELDS and bool(fv.value)


def names_state(label: str, fv: FieldValue) -> bool:
    """A control named by the state it gives the record: its verb ('published': 'Publish'), or, for a
    state of several words, a short label ending in the state's last word ('pending review': 'Submit
    for Review', 'Send for review')."""
    if not is_state(fv) or not label:
        return False
    state, have = norm(fv.value).split(), norm(label).split()
    if len(state) == 1:
        return norm(label) == verb_lemma(state[0])
    return 1 < len(have) <= 4 and verb_lemma(have[-1]) == verb_lemma(state[-1])


def _state_control(si: StepInput[Work], values: tuple[FieldValue, ...]) -> Outcome | None:
    """'publish the draft': the page's own control named by the state's verb, when no field of the
    page holds the status; a second control of that name the press brought up is pressed too."""
    if len(values) != 1 or not is_state(values[0]) or fields_for(values[0], _editor_fields(si)):
        return None
    pressed: list[str] = si.state.setdefault("state_pressed", [])
    controls = [
        el for el in si.usable() if element_kind(el) in _CONTROLS and names_state(el.label, values[0])
    ]
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
