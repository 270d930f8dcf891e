"""Which input fields are sensitive, and which fields share a form with a control.

A field is sensitive when it takes a password, payment details or an identity number. The
evidence is the input type (``password``) and the words of its name, id, aria label, placeholder
and label text, which is where autocomplete-style names such as ``cc-number``, ``cc-csc`` or
``cardNumber`` show up.

The observation does not say which ``<form>`` an element belongs to, so "the same form" is
approximated as: the form fields (input, select, textarea) in the same page zone (header, main,
modal...) and the same frame as the control. That errs towards seeing more fields, which can only
raise the level.
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


def sensitive_kind(element: Element) -> SensitiveField | None:
    """The sensitive kind of a field (password, card, identity) with its evidence, else None."""
    if (element.input_type or "").lower() == "password":
        return SensitiveField(element, "password", f"{describe(element)} has type=password")
    for attr, text in _field_sources(element):
        tokens = source_words(attr, text)
        for kind, phrases in _KIND_PHRASES.items():
            hit = first_match(tokens, phrases)
            if hit is not None:
                ev = f'{describe(element)} {attr} {quote(text)} says "{" ".join(hit)}"'
                return SensitiveField(element, kind, ev)
    return None


def form_fields(observation: Observation, control: Element) -> list[Element]:
    """The form fields that share ``control``'s zone and frame (the control included if a field)."""
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
