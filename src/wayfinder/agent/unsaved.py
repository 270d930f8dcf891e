"""The unsaved-edit ending (pure): text a run typed into a record's field and never sent (issue 28).

Whatever ends a run - its goal, its budget, a loop, a give-up - a person must hear when the page it
stops on still holds text the run typed and no step sent it: a new issue's subject in a form never
submitted, a wiki page's draft in its editor. ``unsaved_edit(history, last_observation)`` says so in one
sentence ("What I typed into 'Subject' on 'New issue' is not saved."), or gives None.

An edit is a successful ``type`` of some text into a field that keeps a record: a field of a form, a
text area, an editor's editable box (``role=textbox`` outside the form tags). Not an edit: a search box,
a field of a form that only reads (method GET, with no text area), a sign-in form's fields (the form
has a password field, or the field is an account's ``autocomplete=username``), a ``<secret:NAME>`` value.

Sent, after the typing: Enter pressed or a ``type`` that submits; a step that changed the address; a
press of a control that sends - a submit control of the field's own form, or a control whose label
starts with a verb of sending (``SENDING_VERBS``: 'Save', 'Create', 'Add comment', 'Post', 'Publish').

Still there: the last observation is of the page the text was typed on (its address without the
fragment), and it has the field (the same element, or an editable one of the same label) holding the
text - its value, or for an editable box, its own text or the page's. What the page no longer shows is
not claimed either way: an address left behind may have been sent by a control of any name.
"""

from __future__ import annotations

from collections.abc import Sequence

from wayfinder.agent.narration import quote
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.safety.fields import FIELD_TAGS, form_fields, is_field, is_search_field, is_submit_control

# the first word of a control that sends what was typed (a save, a new record, a comment, a post)
SENDING_VERBS = frozenset(
    {
        "save", "submit", "create", "add", "update", "post", "publish", "send", "reply", "comment",
        "apply", "confirm", "done", "ok", "finish", "commit", "upload",
    }
)  # fmt: skip
_SECRET = "<secret:"
_PREFIX = 40  # a long value is shown cut in the middle: its first characters are compared


def _fold(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def _page(url: str) -> str:
    return url.split("#", 1)[0].rstrip("/")


def _is_box(el: Element) -> bool:
    """An editor's editable box: a textbox that is not a form tag (contenteditable)."""
    return el.tag not in FIELD_TAGS and el.role == "textbox"


def _keeps_record(el: Element, obs: Observation) -> bool:
    """A field whose text is a record's: not a search box, not a reading form's, not a sign-in's."""
    if is_search_field(el):
        return False
    if _is_box(el):
        return True
    if not is_field(el):
        return False
    fields = form_fields(obs, el) if el.form is not None else [el]
    if "username" in (el.autocomplete or "").lower().split():
        return False  # a sign-in that asks the account first, the password on its next page
    if any((f.input_type or "").lower() == "password" for f in fields):
        return False
    reads = el.form is not None and el.form.method.lower() == "get"
    return not reads or any(f.tag == "textarea" for f in fields)


def _holds(el: Element, text: str, obs: Observation) -> bool:
    said = _fold(text)[:_PREFIX]
    if el.value is not None:
        return bool(said) and said in _fold(el.value)
    return _is_box(el) and (said in _fold(el.text) or said in _fold(obs.text_digest))


def _field(entry: HistoryEntry, obs: Observation) -> Element | None:
    """The field the entry typed into, as the last observation shows it: the same element (its id and
    label; an editable box's label is its text, which the typing changed), else the one editable field of
    that label."""
    label = _fold(entry.element_text)
    same = [
        el
        for el in obs.elements
        if el.id == entry.element_id and (not label or _fold(el.label) == label or _is_box(el))
    ]
    if same:
        return same[0]
    named = [
        el for el in obs.elements if label and _fold(el.label) == label and (is_field(el) or _is_box(el))
    ]
    return named[0] if len(named) == 1 else None


def _sends(later: HistoryEntry, field: Element, obs: Observation) -> bool:
    """Whether a step after the typing sent it (or may have: it left the page)."""
    if not later.ok or later.outcome == StepOutcome.REFUSED:
        return False
    if later.url_changed or (later.type == "type" and later.action.get("submit")):
        return True
    if later.type == "press_key":
        return str(later.action.get("key") or "").lower() in ("enter", "return")
    if later.type != "click":
        return False
    words = _fold(later.element_text).split()
    if words and words[0].strip(".:!") in SENDING_VERBS:
        return True
    control = next((el for el in obs.elements if el.id == later.element_id), None)
    return (
        control is not None
        and is_submit_control(control)
        and (field.form is None or (control.form is not None and control.form.i == field.form.i))
    )


def _typed(entry: HistoryEntry) -> str:
    if (
        entry.type != "type"
        or not entry.ok
        or entry.outcome == StepOutcome.REFUSED
        or entry.action.get("submit")
    ):
        return ""
    text = str(entry.action.get("text") or "")
    return "" if not text.strip() or _SECRET in text else text


def unsaved_fields(history: Sequence[HistoryEntry], obs: Observation) -> list[str]:
    """The fields (named for a person) the last observation still shows holding text the run typed and
    never sent, in the order they were typed."""
    labels: list[str] = []
    for i, entry in enumerate(history):
        text = _typed(entry)
        if not text or _page(entry.url) != _page(obs.url):
            continue
        field = _field(entry, obs)
        if field is None or not _keeps_record(field, obs) or not _holds(field, text, obs):
            continue
        if any(_sends(later, field, obs) for later in history[i + 1 :]):
            continue
        name = _name(field, entry)
        if name not in labels:
            labels.append(name)
    return labels


def _name(field: Element, entry: HistoryEntry) -> str:
    """The field as a person names it: its label quoted; an editable box that has no name of its own
    (its text is what was typed) is 'the editor'."""
    if _is_box(field):
        own = field.aria.label or field.placeholder or field.name
        return quote(own) if own else "the editor"
    return quote(field.label or entry.element_text or field.tag)


def unsaved_edit(history: Sequence[HistoryEntry], last_observation: Observation | None) -> str | None:
    """One sentence naming what the run typed and left unsent on the page it ends on, else None."""
    if last_observation is None or not history:
        return None
    labels = unsaved_fields(history, last_observation)
    if not labels:
        return None
    named = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    where = f" on {quote(last_observation.title)}" if last_observation.title.strip() else ""
    return f"What I typed into {named}{where} is not saved."
