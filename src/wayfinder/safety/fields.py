"""Which input fields are sensitive, and which fields share a form with a control.

A field is sensitive when it takes a password, payment details or an identity number. The
evidence is the input type (``password``) and the words of its name, id, aria label, placeholder
and label text, which is where autocomplete-style names such as ``cc-number``, ``cc-csc`` or
``cardNumber`` show up.

The observation says which ``<form>`` an element belongs to (``Element.form``); "the same form" is
that form. When it does not (a control outside any form, hand-built observations), it is
approximated as the form fields in the same page zone (header, main, modal...) and frame, which errs
towards seeing more fields and can only raise the level. The HTML ``autocomplete`` tokens
(``cc-number``, ``cc-csc``, ``current-password``...) mark sensitive fields in any language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from wayfinder.observe.models import Element, Observation
from wayfinder.safety.findings import quote
from wayfinder.safety.text import Words, first_match, identifier_words, phrase, source_words, words

FieldKind = Literal["password", "card", "identity"]

FIELD_TAGS = frozenset({"input", "select", "textarea"})
NON_FIELD_TYPES = frozenset({"submit", "button", "reset", "image", "hidden", "checkbox", "radio"})
SUBMIT_TYPES = frozenset({"submit", "image"})
SEARCH_NAMES: tuple[Words, ...] = tuple(
    phrase(t) for t in ("q", "query", "search", "s", "keyword", "keywords")
)

_KIND_PHRASES: dict[FieldKind, tuple[Words, ...]] = {
    "password": tuple(phrase(t) for t in ("password", "passwd", "pwd", "passcode", "current password")),
    "card": tuple(
        phrase(t)
        for t in (
            "cc number",
            "cc num",
            "ccnum",
            "cardnumber",
            "card number",
            "card no",
            "credit card",
            "debit card",
            "cvc",
            "cvv",
            "cvv2",
            "csc",
            "cc csc",
            "cc exp",
            "card expiry",
            "expiration date",
            "name on card",
            "cardholder",
            "iban",
            "routing number",
            "bank account",
        )
    ),
    "identity": tuple(
        phrase(t)
        for t in (
            "ssn",
            "social security",
            "passport",
            "national id",
            "national insurance",
            "tax id",
            "taxpayer id",
            "driver license",
            "drivers license",
            "driving licence",
            "driver s license",
        )
    ),
}
KIND_NAMES: dict[FieldKind, str] = {
    "password": "password",
    "card": "payment card",
    "identity": "identity number",
}


@dataclass(frozen=True)
class SensitiveField:
    """A sensitive field and the evidence that made it so."""

    element: Element
    kind: FieldKind
    evidence: str


def describe(element: Element) -> str:
    """``[7] 'Card number'`` style reference to an element."""
    return f"[{element.id}] {quote(element.label or element.tag)}"


def _field_sources(element: Element) -> list[tuple[str, str]]:
    pairs = [
        ("name", element.name),
        ("id", element.dom_id),
        ("aria label", element.aria.label),
        ("placeholder", element.placeholder),
        ("label", element.text),
    ]
    return [(attr, text) for attr, text in pairs if text]


def is_field(element: Element) -> bool:
    """An element a person types into or picks from."""
    return element.tag in FIELD_TAGS and (element.input_type or "text") not in NON_FIELD_TYPES


def _autocomplete_kind(element: Element) -> FieldKind | None:
    """The HTML autocomplete tokens say it in every language: cc-number, cc-csc, cc-exp...; passwords."""
    for token in (element.autocomplete or "").lower().split():
        if token.startswith("cc-"):
            return "card"
        if token in ("current-password", "new-password"):
            return "password"
    return None


def sensitive_kind(element: Element) -> SensitiveField | None:
    """The sensitive kind of a field (password, card, identity) with its evidence, else None."""
    if (element.input_type or "").lower() == "password":
        return SensitiveField(element, "password", f"{describe(element)} has type=password")
    by_autocomplete = _autocomplete_kind(element)
    if by_autocomplete is not None:
        evidence = f"{describe(element)} has autocomplete={element.autocomplete}"
        return SensitiveField(element, by_autocomplete, evidence)
    for attr, text in _field_sources(element):
        tokens = source_words(attr, text)
        for kind, phrases in _KIND_PHRASES.items():
            hit = first_match(tokens, phrases)
            if hit is not None:
                ev = f'{describe(element)} {attr} {quote(text)} says "{" ".join(hit)}"'
                return SensitiveField(element, kind, ev)
    return None


def form_fields(observation: Observation, control: Element) -> list[Element]:
    """The form fields of ``control``'s form (the control included if a field): the same <form> when
    the observation says which, else the fields in the same zone and frame."""
    if control.form is not None:
        index = control.form.i
        return [
            el
            for el in observation.elements
            if is_field(el) and el.form is not None and el.form.i == index and el.frame == control.frame
        ]
    return [
        el
        for el in observation.elements
        if is_field(el) and el.zone == control.zone and el.frame == control.frame
    ]


def sensitive_fields(fields: Sequence[Element]) -> list[SensitiveField]:
    """The sensitive fields among ``fields``."""
    found = (sensitive_kind(el) for el in fields)
    return [f for f in found if f is not None]


def is_search_field(element: Element) -> bool:
    """A search box: type=search, role searchbox, a search-like name, or a label that says search."""
    if (element.input_type or "").lower() == "search" or element.role == "searchbox":
        return True
    if first_match(identifier_words(element.name), SEARCH_NAMES) or first_match(
        identifier_words(element.dom_id), SEARCH_NAMES
    ):
        return True
    label = words(element.aria.label) + words(element.placeholder)
    return "search" in label or "find" in label


def is_submit_control(element: Element) -> bool:
    """A control that certainly submits its form: input/button with type=submit or image."""
    return element.tag in {"input", "button"} and (element.input_type or "").lower() in SUBMIT_TYPES


def might_submit(element: Element) -> bool:
    """A control that may submit its form: a certain submit, or a ``<button>`` of unknown type.

    A ``<button>`` inside a form submits it unless its type says otherwise, and the observation
    records ``input_type`` only for ``<input>`` elements, so an untyped button is a possible
    submit. Possible submits get the high rules (payment fields nearby, checkout page); only
    certain ones get the generic medium "submits a form", so ordinary buttons stay low.
    """
    if is_submit_control(element):
        return True
    return element.tag == "button" and element.input_type in (None, "") and element.role in (None, "button")
