"""A record's form filled like a person fills it (pure): each value the goal gives into the field
whose label means it, and the form's own button that does what the goal asks.

The app skills share these: creating a record (``create.py``), changing one or adding a comment to it
(``editing.py``), an editor's fields (``editor.py``). A 'title' is also a form's Subject or Name, a
'text' its Content or Description; a value goes into its own field only once; a list's value is one of
its options; a form's buttons are ranked by what their words say ('Create' before 'Create and
continue'), never a search, filter, sign-in, preview or cancel control.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from wayfinder.actions.models import Click
from wayfinder.intent.text.lemmas import lemma
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, field_score, norm, rank_fields, text_score, tokens
from wayfinder.plan.rules.core.formfill import FIRST_NAMES, LAST_NAMES, named_field
from wayfinder.plan.rules.core.forms import EXACT_OPTION, best_option, option_score, type_into, value_matches
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import FieldValue, Work

# what a goal calls a record's name or its text, and what forms call those fields
NAMING = ("title", "name", "subject", "summary", "heading")
BODY = ("text", "content", "body", "description", "message")
_LONG = frozenset({*BODY, "comment", "notes", "note", "reply"})  # written in a text area
_SAME_FIELD = {**{w: NAMING for w in NAMING}, **{w: BODY for w in BODY}}
_NOT_CREATE = re.compile(r"\b(search|filter|find|go|apply|log ?in|sign ?in|preview|cancel)\b", re.I)
_CONTINUE = re.compile(r"\b(and|&)\s+(continue|add another|new)\b", re.I)


def fields_for(fv: FieldValue, pool: list[Element], taken: Collection[int] = ()) -> list[Element]:
    """Fields of ``pool`` (not ``taken``) for a value the goal gives, best first; a 'title' is also the
    form's Subject or Name, a 'text' its Content or Description (the words forms use for them), and a
    text goes into a text area before a one-line field."""
    field = norm(fv.field)
    names = (fv.field, *_SAME_FIELD.get(field, ())) if field else BODY
    for name in names:
        ranked = [
            el
            for el, score in rank_fields(pool, name)
            if score >= 0.65 and el.id not in taken and not _by_type_only(el, name)
        ]
        if ranked:
            if field in _LONG or not field:
                ranked.sort(key=lambda el: el.tag != "textarea")
            return ranked
    return [el for el in pool if el.id not in taken and field and adds(el, field)]


_ADD_RE = re.compile(r"^\s*add\s+(?:(?:a|an|new|another|more)\s+)*(?P<what>.+?)\s*$", re.I)


def adds(el: Element, field: str) -> bool:
    """A field named by what it adds ('Add New Tag' for the tags, 'Add a label' for labels): the words
    after 'add' are the field's, in the singular or the plural."""
    found = _ADD_RE.match(el.aria.label or el.placeholder or el.label or "")
    if found is None or element_kind(el) != "field":
        return False
    return [lemma(w) for w in tokens(found.group("what"))] == [lemma(w) for w in tokens(field)]


def _by_type_only(el: Element, name: str) -> bool:
    """A field that matches a name only through its input type (a 'text' input is no 'text' field)."""
    return (el.input_type or "").lower() == norm(name) and field_score_by_words(el, name) < 0.7


def field_score_by_words(el: Element, name: str) -> float:
    return field_score(el.model_copy(update={"input_type": None}), name)


def is_get(el: Element) -> bool:
    return el.form is not None and el.form.method.lower() == "get"


def form_buttons(si: StepInput[Work], form: int, words: tuple[str, ...]) -> list[Element]:
    """The form's own buttons that do what ``words`` say, best first ('Create' before 'Create and
    continue')."""
    pool = [
        el
        for el in si.obs.elements
        if el.form is not None
        and el.form.i == form
        and not el.disabled
        and element_kind(el) in {"button", "link", "other"}
        and el.label
        and not _NOT_CREATE.search(el.label)
    ]
    scored = [(max(text_score(w, el.label) for w in words), el) for el in pool]
    scored = [(s - (0.3 if _CONTINUE.search(el.label) else 0.0), el) for s, el in scored if s >= 0.45]
    return [el for _, el in sorted(scored, key=lambda row: (-row[0], row[1].bbox.y))]


def field_of(fv: FieldValue, pool: list[Element], taken: Collection[int] = ()) -> Element | None:
    """The field of ``pool`` a value goes into: the field the goal names, unless that is a list with no
    option meaning the value and one other list or radio group of the form holds it - 'make X Urgent'
    read as a status goes into the form's Priority when only Priority offers 'Urgent'."""
    named = fields_for(fv, pool, taken)
    el = named[0] if named else None
    if el is not None and (element_kind(el) != "select" or best_option(el, fv.value, exact=True)):
        return el
    if not fv.value:
        return el
    holders = _holders(fv.value, [c for c in pool if c.id not in taken and c is not el])
    return holders[0] if len(holders) == 1 else el


def _holders(value: str, pool: list[Element]) -> list[Element]:
    """The lists whose options hold ``value`` and the radio buttons it names, one per radio group."""
    out: list[Element] = []
    groups: set[str] = set()
    for el in pool:
        kind = element_kind(el)
        if kind == "select" and best_option(el, value, exact=True) is not None:
            out.append(el)
        elif kind == "radio" and option_score(value, el.label) >= EXACT_OPTION:
            group = el.name or f"#{el.id}"
            if group not in groups:
                groups.add(group)
                out.append(el)
    return out


def fill_form(si: StepInput[Work], form: int, values: tuple[FieldValue, ...], why: str) -> Outcome | None:
    """The next value of ``values`` to put into its field of ``form`` (each value its own field); None
    when every one is there."""
    pool = [el for el in si.usable() if el.form is not None and el.form.i == form]
    slots: dict[str, int] = si.state.setdefault("slots", {})
    for i, fv in enumerate(name_parts(values, pool)):
        key = f"v{i}"
        el = field_of(fv, pool, {v for k, v in slots.items() if k != key})
        if el is None:
            return give_up(f"the form has no {quote(fv.field or 'text')} field, so I did not send it")
        slots[key] = el.id
        if element_kind(el) == "radio":
            if el.aria.checked:
                continue
            return act(Click(element_id=el.id), f"Choosing {quote(el.label)} {why}")
        if value_matches(el, fv.value):
            continue
        if element_kind(el) == "select" and best_option(el, fv.value) is None:
            return give_up(f"{quote(el.label or fv.field)} has no option {quote(fv.value)}")
        return type_into(el, fv.value, why)
    return None


_WHOLE_NAME = frozenset({"name", "full name", "your name"})


def name_parts(values: tuple[FieldValue, ...], pool: list[Element]) -> tuple[FieldValue, ...]:
    """A person's name given whole ('Marta Lindgren') for a form that asks for it in parts: its First
    name field takes the words before the last, its Last name field the last word, when the form has
    both and no field for the whole name (an admin's author or member form, a sign-up form)."""
    if any(norm(el.label or el.aria.label or "") in _WHOLE_NAME for el in pool):
        return values
    out: list[FieldValue] = []
    for fv in values:
        out.extend(_parts(fv, pool) or (fv,))
    return tuple(out)


def _parts(fv: FieldValue, pool: list[Element]) -> tuple[FieldValue, FieldValue] | None:
    words = fv.value.split()
    if norm(fv.field) not in _WHOLE_NAME or not 2 <= len(words) <= 4:
        return None
    if not all(w[:1].isupper() for w in words):
        return None
    first, last = named_field(pool, FIRST_NAMES), named_field(pool, LAST_NAMES)
    if first is None or last is None or first.id == last.id:
        return None
    return (
        FieldValue(field=first.label, value=" ".join(words[:-1]), exact=True),
        FieldValue(field=last.label, value=words[-1], exact=True),
    )


def sends_form(el: Element) -> bool:
    """A button that sends the form it is in (a POST form's 'Create'): it makes a record of what the
    form holds now, so it is never the control that opens a new record or the record's form."""
    kind = (el.input_type or ("submit" if el.tag == "button" else "")).lower()
    return el.form is not None and el.tag in {"button", "input"} and kind in {"submit", "image"}
