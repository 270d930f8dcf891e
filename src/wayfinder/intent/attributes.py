"""Attributes (pure): the nouns people ask about a thing, and what kind of answer each asks for.

One table for the whole package: the question reader finds these nouns anywhere in a clause ('the
price of X', "X's weight", 'what priority does X have'), ``answer_kind_for`` says whether the answer is
a price, a date, a number or a text. The kind is read from the phrase's head (its last word: 'release
date' is a date, 'shipping cost' a price), and a word that names an identifier ('phone number', 'order
number', 'ISBN') makes the answer a text, never a number to compare.

``HOW_ATTRIBUTES``: the adjectives of 'how long / tall / heavy ...' questions and the attribute each
asks (Quirk et al. 1985, 7.83: degree questions with 'how'); ``ROLE_OF_VERB``: 'who wrote X' asks X's
author, 'who makes X' its maker (agent nouns of verbs of creation and possession, Levin 1993 26.x, 13.x).
"""

from __future__ import annotations

from wayfinder.intent.frame import AnswerKind
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.words import word_set

PRICE_WORDS = word_set(
    "price cost fee tax discount balance amount total sum salary shipping subtotal fare rent"
)
DATE_WORDS = word_set("date year time deadline when released published created updated due birthday")
NUMBER_WORDS = word_set("rating score number count quantity stock ram memory storage page age population")
# Words that make a number an identifier: 'phone number', 'order number', 'ISBN' are texts.
IDENTIFIER_WORDS = word_set(
    """
    phone fax id isbn serial order document case invoice account reference record tracking card sku
    instrument permit ticket issue
    """
)
# Attribute nouns, as people write them (a modifier such as 'current' or 'total' may stand before them).
ATTRIBUTE_PHRASES: tuple[str, ...] = tuple(
    sorted(
        word_set(
            """
            price prices cost costs rating ratings score number count total amount sum balance date year time
            author authors name names title titles email e-mail phone address status state owner size weight
            color colour description id isbn sku ram memory storage battery capacity speed deadline population
            salary age stock availability reviews review shipping discount tax fee fees length duration height
            width dimensions brand model category type version location department manager assignee priority
            summary content contents text value url link username account genre publisher pages language
            format quantity assignees
            """
        )
        | {
            "phone number",
            "battery life",
            "release date",
            "publication date",
            "due date",
            "review count",
            "shipping cost",
            "first name",
            "last name",
            "full name",
        },
        key=lambda p: (-len(p.split()), p),
    )
)
ATTRIBUTE_MODIFIERS = word_set("current total full exact average listed sale regular unit")

HOW_ATTRIBUTES: dict[str, str] = {
    "long": "duration",
    "tall": "height",
    "high": "height",
    "heavy": "weight",
    "big": "size",
    "large": "size",
    "wide": "width",
    "deep": "depth",
    "old": "age",
    "far": "distance",
    "fast": "speed",
    "often": "frequency",
    "soon": "date",
    "late": "time",
}

ROLE_OF_VERB: dict[str, str] = {
    "write": "author",
    "author": "author",
    "post": "author",
    "make": "maker",
    "manufacture": "maker",
    "sell": "seller",
    "own": "owner",
    "hold": "holder",
    "have": "holder",
    "send": "sender",
    "create": "creator",
    "direct": "director",
    "publish": "publisher",
    "assign": "assignee",
    "sign": "signer",
    "open": "opener",
    "report": "reporter",
}


def answer_kind_for(attributes: tuple[str, ...], default: AnswerKind = "text") -> AnswerKind:
    """price | date | number | text for the attributes asked (one attribute; several are a text)."""
    if not attributes:
        return default
    if len(attributes) > 1:
        return "text"
    words = [lemma(w) for w in attributes[0].lower().replace("-", " ").split()]
    if not words or any(w in IDENTIFIER_WORDS for w in words):
        return "text"
    for word in reversed(words):  # the head first: 'total pages' is a number, 'shipping cost' a price
        if word in PRICE_WORDS:
            return "price"
        if word in DATE_WORDS:
            return "date"
        if word in NUMBER_WORDS:
            return "number"
    return "text"


__all__ = [
    "ATTRIBUTE_MODIFIERS",
    "ATTRIBUTE_PHRASES",
    "HOW_ATTRIBUTES",
    "IDENTIFIER_WORDS",
    "ROLE_OF_VERB",
    "answer_kind_for",
]
