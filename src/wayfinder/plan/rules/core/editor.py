"""Change a record in an app's own editor, where no HTML form holds the fields (pure).

Single-page editors (a block editor, a wiki's rich editor, a board's card) keep the record's fields as
``contenteditable`` boxes and text fields outside any ``<form>``, and their save control ("Save",
"Update", "Save draft") anywhere on the page. What a person does there:

1. a dialog the app opened over the editor on its own (a welcome guide, a tour) is closed first, by
   its close control, once;
2. each named field gets its value (a contenteditable box is typed into like a text field; a body that
   has no text box until its placeholder is pressed - a block editor's 'Add default block' - is made by
   pressing it, ``blocks.py``; a field in a
   folded panel - a sidebar's 'Tags' - is reached by opening the panel its toggle names; a tags box
   takes the word with Enter, beside the tags it has; a value that is a tick box of the field's panel,
   'Travel' in 'Categories', is ticked), then the page's own save control sends it; a
   field once typed is not typed again (an editable box does not report its value);
3. a status the record takes by a control of its own ("publish the draft": Publish; "approve the
   comment": Approve; "send it in for review": Submit for Review) is set by that control when the page
   has no field for the status; when the app then shows a second control of the same name (a
   pre-publish panel's "Publish", a confirm dialog's "Approve"), the goal asked for it, so it is
   pressed too. When no control names the state, the folded panel of the record's states is opened
   first (a toggle with aria-expanded=false named 'Publish', 'Submit' or 'Status': a contributor's
   block editor keeps 'Submit for Review' in its publish panel), and the control in it is the last
   press;
4. a new record made in an editor (a block editor's 'Add New Post') gets its fields the same way and
   then the state the goal asks for, else the page's save control ('Save draft').

Never pressed for a change of a field: a control that publishes or deletes (a draft renamed stays a
draft). Success is judged by the verifier from what the page shows after saving
(``agent/verify/records.py``).
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.text.lemmas import is_verb, lemma, verb_lemma
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, text_score, tokens
from wayfinder.plan.rules.core.blocks import placeholder, press, written_box
from wayfinder.plan.rules.core.forms import type_into
from wayfinder.plan.rules.core.record_forms import fields_for
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import FieldValue, Work

CLOSE_WORDS = ("close", "close dialog", "close guide", "dismiss", "skip", "skip tour", "no thanks", "×", "✕")
STATE_FIELDS = ("status", "state")
# what a field change never presses: it would publish, delete or throw the change away
_NOT_SAVE = ("publish", "delete", "trash", "move to trash", "cancel", "discard", "preview", "close")
_CONTROLS = frozenset({"button", "link", "other"})
# what the folded panel of a record's states is called (its toggle): 'Publish', 'Submit', 'Status'
_STATE_PANELS = ("publish", "submit", "status", "state", "workflow", "review")


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
    si: StepInput[Work],
    values: tuple[FieldValue, ...],
    words: tuple[str, ...],
    what: str,
    *,
    then: FieldValue | None = None,
) -> Outcome | None:
    """The next step of changing ``values`` in the page's editor, then giving the record the state
    ``then`` (a new post 'sent in for review') or saving it; None when this page is no editor for
    them (a field is missing, or no save control)."""
    state = _state_control(si, values)
    if state is not None:
        return state
    typed: list[str] = si.state.setdefault("editor_typed", [])
    fields, missing = _boxes(si, values, typed)
    save = _save_control(si, words)
    if missing:
        unfolded = next((out for fv in missing if (out := _unfold(si, fv)) is not None), None)
        spot = placeholder(si, missing)
        if unfolded is not None or spot is None or (save is None and then is None):
            return unfolded
        # what has a box is written before the body's placeholder is pressed: making the body's box
        # may turn the editor's side panel to the new block's settings (a post's 'Categories' gone)
        return _type_next(si, values, fields, typed) or press(si, spot)
    if save is None and then is None:
        return None
    typing = _type_next(si, values, fields, typed)
    if typing is not None:
        return typing
    if then is not None:
        return _state_control(si, (then,))
    if save is None or save.disabled:
        return None
    return act(Click(element_id=save.id), f"Pressing {quote(save.label)} to save {what}", finishes=True)


def _type_next(
    si: StepInput[Work], values: tuple[FieldValue, ...], fields: list[Element | None], typed: list[str]
) -> Outcome | None:
    """The next value with a box that was not written yet, written (typed, added as a token, ticked)."""
    for i, (fv, el) in enumerate(zip(values, fields, strict=True)):
        if el is not None and f"v{i}" not in typed:
            typed.append(f"v{i}")
            if _token_box(el):  # Enter makes the typed word a token (a tag) of the box
                return act(
                    TypeText(element_id=el.id, text=fv.value, submit=True),
                    f"Adding {quote(fv.value)} in {quote(el.label or fv.field)}, as the goal asks",
                )
            if element_kind(el) == "checkbox":
                if el.aria.checked:
                    continue  # the record is in it already
                return act(
                    Click(element_id=el.id),
                    f"Ticking {quote(el.label)} in {quote(fv.field)}, as the goal asks",
                )
            return type_into(el, fv.value, "in the editor, as the goal asks")
    return None


def _boxes(
    si: StepInput[Work], values: tuple[FieldValue, ...], typed: list[str]
) -> tuple[list[Element | None], list[FieldValue]]:
    """The box of each value (None for one typed already that no longer says what it is: a block that
    took its text is named by it, or a tick box of a panel since closed), and the values not typed
    yet that have no box."""
    pool = _editor_fields(si)
    boxes: list[Element | None] = []
    missing: list[FieldValue] = []
    for i, fv in enumerate(values):
        taken = {el.id for el in boxes if el is not None}
        found = _value_boxes(si, fv) or fields_for(fv, pool, taken) or written_box(si, fv, taken)
        if not found and f"v{i}" not in typed:
            missing.append(fv)
        boxes.append(found[0] if found else None)
    return boxes, missing


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
        if text_score(fv.field, el.label) >= 0.9 or _same_words(fv.field, el.label):
            opened.append(_key(el))
            si.state.setdefault("unfolded_fields", []).append(norm(fv.field))
            return act(
                Click(element_id=el.id), f"Opening {quote(el.label)}, the panel that holds {quote(fv.field)}"
            )
    return None


def _same_words(a: str, b: str) -> bool:
    """The same words up to their forms ('category' and 'Categories')."""
    return bool(tokens(a)) and [lemma(w) for w in tokens(a)] == [lemma(w) for w in tokens(b)]


def _value_boxes(si: StepInput[Work], fv: FieldValue) -> list[Element]:
    """'put the post in the Travel category': the tick box named by the value, in the panel of the
    field opened for it (a sidebar's 'Categories'), or whose own name says the field
    ('post_category[]'); a box named by the value anywhere else is no evidence."""
    boxes = [
        el
        for el in si.usable()
        if element_kind(el) == "checkbox" and el.label and norm(el.label) == norm(fv.value)
    ]
    if norm(fv.field) in si.state.get("unfolded_fields", []):
        return boxes[:1] if len(boxes) == 1 else []
    field = [lemma(w) for w in tokens(fv.field)]
    return [el for el in boxes if field and all(w in _name_words(el) for w in field)][:1]


def _name_words(el: Element) -> set[str]:
    return {lemma(w) for w in re.split(r"[^a-z]+", f"{el.name or ''} {el.dom_id or ''}".lower()) if w}


def is_state(fv: FieldValue) -> bool:
    """The value is a state of the record ('published', 'pending review'), not one of its fields."""
    return norm(fv.field) in STATE_FIELDS and bool(fv.value)


def names_state(label: str, fv: FieldValue) -> bool:
    """A control named by the state it gives the record: its verb ('published': 'Publish'), a verb
    that puts it there ('draft': 'Switch to draft'), or, for a state of several words, a short label
    ending in the state's last word ('pending review': 'Submit for Review', 'Send for review')."""
    if not is_state(fv) or not label:
        return False
    state, have = norm(fv.value).split(), norm(label).split()
    if len(state) == 1:
        return norm(label) == verb_lemma(state[0]) or _verb_to_state(have, state[0])
    return 1 < len(have) <= 4 and verb_lemma(have[-1]) == verb_lemma(state[-1])


_TO_STATE = frozenset({"to", "as", "into", "back"})


def _verb_to_state(have: list[str], state: str) -> bool:
    """A verb that puts the record into the state it then names: 'Switch to draft' (a block editor's
    published post), 'Revert to draft', 'Move to draft', 'Mark as spam', 'Save as draft'."""
    if not 2 <= len(have) <= 4 or have[-1] != state or not is_verb(have[0]):
        return False
    return all(w in _TO_STATE for w in have[1:-1])


def _state_control(si: StepInput[Work], values: tuple[FieldValue, ...]) -> Outcome | None:
    """'publish the draft': the page's own control named by the state's verb, when no field of the
    page holds the status; a second control of that name the press brought up is pressed too."""
    if len(values) != 1 or not is_state(values[0]) or fields_for(values[0], _editor_fields(si)):
        return None
    pressed: list[str] = si.state.setdefault("state_pressed", [])
    named = [
        el  # a menu's item too ('Send for review' in a Status menu); a disabled one is counted
        for el in si.obs.elements
        if element_kind(el) in {*_CONTROLS, "option"} and names_state(el.label, values[0])
    ]
    usable = {el.id for el in si.usable()}
    controls = [el for el in named if el.id in usable]
    fresh = [el for el in controls if _key(el) not in pressed]
    if pressed and not fresh and len(named) > int(si.state.get("state_seen", 0)) and controls:
        fresh = controls[-1:]  # the panel's own 'Publish', named like the page's that opened it
    if not pressed and len(fresh) > 1:
        return None  # one per record of a list: which one is the goal's is not known here
    if not fresh and pressed and named and len(pressed) == 1:
        # the control pressed is still there and nothing followed it: the change is not confirmed
        return fail(
            f"{quote(named[0].label)} was pressed but the page does not show the record {values[0].value}"
        )
    if not fresh:
        return complete() if pressed else _state_panel(si, values[0])
    el = fresh[-1] if pressed else fresh[0]  # a confirm panel's control comes after the page's own
    pressed.append(_key(el))
    si.state["state_seen"] = len(named)
    if len(pressed) > 2:
        return complete()
    again = " again, in the panel it opened" if len(pressed) == 2 else ""
    in_panel = " (in the panel of states it opened)" if si.state.get("state_panel") else ""
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)}{again}{in_panel}: the goal asks for the record to be {values[0].value}",
        finishes=len(pressed) == 2 or bool(in_panel),
    )


def _state_panel(si: StepInput[Work], state: FieldValue) -> Outcome | None:
    """No control names the state: the folded panel of the record's states, opened once (its toggle
    says aria-expanded=false and is named 'Publish', 'Submit', 'Status' ...); None when there is none."""
    if si.state.get("state_panel"):
        return None
    for el in si.usable():
        if element_kind(el) not in _CONTROLS or el.aria.expanded is not False or len(el.label) > 30:
            continue
        if any(text_score(w, el.label) >= 0.9 for w in _STATE_PANELS):
            si.state["state_panel"] = _key(el)
            return act(
                Click(element_id=el.id),
                f"Opening {quote(el.label)}, the folded panel that holds the record's states: the goal "
                f"asks for it to be {state.value}",
            )
    return None


# what an editor's save control for a new record says when the goal gives no state
_NEW_SAVE = ("save", "save draft", "save as draft", "create", "done")
_NEW_WORDS = frozenset({"new", "add", "create"})


def new_record_page(si: StepInput[Work], thing: str) -> bool:
    """The page is the editor of a new record of the kind: its title or main heading says so ('Add New
    Post', 'New page', 'Create issue')."""
    want = tokens(thing)[-1:]
    if not want:
        return False
    for text in (si.obs.title.split("‹")[0].split(" - ")[0], *si.obs.headings[:1]):
        have = tokens(text)
        if have and have[0] in _NEW_WORDS and (want[0] in have or f"{want[0]}s" in have):
            return True
    return False


def new_in_editor(
    si: StepInput[Work], thing: str, values: tuple[FieldValue, ...], state: FieldValue | None
) -> Outcome | None:
    """One step of making a new record in an editor (no form holds its fields): a dialog over it is
    closed, each value goes into its field, then the control of the state the goal asks for ('Submit
    for Review', reached through the folded publish panel) or the save control; None when this page
    is no such editor."""
    if not new_record_page(si, thing):
        return None
    closed = close_tour(si)
    if closed is not None:
        return closed
    made = edit_in_editor(si, values, _NEW_SAVE, f"the new {thing or 'record'}", then=state)
    if made is not None:
        return made
    if state is not None and si.state.get("editor_typed"):
        return give_up(
            f"I wrote the new {thing or 'record'} in the editor, but found no control that makes it "
            f"{state.value}; it is not saved"
        )
    return None
