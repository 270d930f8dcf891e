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

import re

from wayfinder.intent.constraints import read_superlative
from wayfinder.intent.frame import AnswerKind
from wayfinder.intent.names import CLASSIFIER_NOUNS
from wayfinder.intent.text.lemmas import is_participle, lemma
from wayfinder.intent.text.words import word_set

PRICE_WORDS = word_set(
    "price cost fee tax discount balance amount total sum salary shipping subtotal fare rent"
)
# ('time' is a clock time as often: 'what time does it close', 'how late is it open' ask a text)
DATE_WORDS = word_set("date year deadline when released published created updated due birthday")
NUMBER_WORDS = word_set(
    "rating score number count quantity stock ram memory storage page age population copy"
)
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
            format quantity assignees hours port license currency timezone host website copies
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
    "early": "time",
    # degree words of money ('how pricey / expensive / costly is X'): its price
    "pricey": "price",
    "expensive": "price",
    "costly": "price",
    "cheap": "price",
}

ROLE_OF_VERB: dict[str, str] = {
    "write": "author",
    "author": "author",
    "post": "author",
    "leave": "author",  # 'the comment Elena Rossi left', 'who left this review': its author
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
    "handle": "assignee",  # 'who is handling issue 14', 'who's working on it': the one it is assigned to
    "work": "assignee",
    "sign": "signer",
    "open": "opener",
    "report": "reporter",
}


def doer_role(verb: str, who: str = "") -> str:
    """The field of the one (``who``) who does ``verb`` (a lemma) to things counted or listed: 'the books
    Ann wrote', 'how many posts has jonas published' (author, publisher); '' for having ('the loans member
    X has had': the things are X's, a name), for 'assign' (the one who assigns is kept in no field), and
    for a record named by its code ('how many tickets has customer CU7781 opened': found by the code)."""
    if verb in {"have", "hold", "own", "get", "assign"} or any(ch.isdigit() for ch in who):
        return ""
    return ROLE_OF_VERB.get(verb, "")


# 'when is the Launch version due', 'when does the sale end': the date field an event is kept in, as
# trackers, shops and calendars label it ('Due date', 'Start date', 'End date', 'Expiry date'); any
# other event asks the record's 'date'.
DATE_OF_EVENT: dict[str, str] = {
    "due": "due date",
    "start": "start date",
    "begin": "start date",
    "end": "end date",
    "finish": "end date",
    "expire": "expiry date",
}


# 'who is issue 14 assigned to', 'who was the invoice sent to': the one it went to.
RECIPIENT_OF_VERB: dict[str, str] = {
    "assign": "assignee",
    "send": "recipient",
    "give": "recipient",
    "address": "addressee",
    "deliver": "recipient",
    "ship": "recipient",
    "forward": "recipient",
    "transfer": "recipient",
    "sell": "buyer",
    "lend": "borrower",
    "loan": "borrower",
}
# Verbs of writing: 'what did Bob write in the last note' asks the text, by Bob.
WRITE_VERBS = frozenset({"write", "say", "post", "comment", "reply", "note", "answer"})


# 'the most expensive pair of X', 'the first set of results', 'a kind of tea': a thing, not an attribute
_NOT_ATTRIBUTE = (
    word_set("most least best worst first second third last top one ones couple bunch list lot lots")
    | CLASSIFIER_NOUNS
)


def attribute_list(raw: str) -> tuple[str, ...]:
    """'the price and its weight' -> ('price', 'weight')."""
    parts = re.split(r"\s*(?:,|\band\b|&)\s*", raw.lower())
    return tuple(
        _timed(" ".join(re.sub(r"^(?:the|its|their)\s+", "", p).split())) for p in parts if p.strip()
    )


def _timed(attr: str) -> str:
    """'baking time', 'cooking time', 'simmering time': how long the doing takes, the duration 'how long
    does X bake' asks (an -ing form lemminflect reads as a verb; 'opening time', 'closing time' are
    clock times, nouns of their own, and stay)."""
    words = attr.split()
    if len(words) == 2 and words[1] == "time" and words[0].endswith("ing") and is_participle(words[0]):
        return "duration"
    return attr


def attribute_words(phrase: str, loose: bool) -> tuple[str, ...] | None:
    """The attributes a noun phrase names ('price', 'rating and weight', 'book and page'), or None."""
    core = re.sub(r"^(?:the|its|their|my|your|our)\s+", "", phrase.strip(), flags=re.I)
    attrs = attribute_list(core)
    if not attrs:
        return None
    for attr in attrs:
        words = attr.split()
        head = " ".join(w for w in words if w not in ATTRIBUTE_MODIFIERS) or attr
        # an English compound noun is headed by its last word: 'email address', 'fax number' (not a
        # superlative: 'the newest phone' is a phone)
        compound = words[-1] in ATTRIBUTE_PHRASES and read_superlative(attr)[0] is None
        known = head in ATTRIBUTE_PHRASES or " ".join(words[-2:]) in ATTRIBUTE_PHRASES or compound
        if known and len(words) <= 3:
            continue
        if not loose or len(words) > 3 or words[-1] in _NOT_ATTRIBUTE or not attr[:1].isalpha():
            return None
        if read_superlative(attr)[0] is not None or words[0] in {"all", "every", "each", "some", "any"}:
            return None
    return attrs


# 'the phone number from the contact page': 'from' a page or a document is where the value is read ('the
# authors from Japan' are not an attribute of Japan)
_OF_RE = re.compile(
    r"^(?P<a>.+?)\s+(?:of|for|on|in|from(?=\s+(?:the\s+|your\s+|this\s+)?[\w' -]{0,40}?"
    r"\b(?:page|section|tab|site|website|docs|documentation|readme|listing|record|profile)\b))\s+(?P<o>\S.*)$",
    re.I,
)
_POSSESSIVE_RE = re.compile(r"^(?P<o>.+?)['’]s?\s+(?P<a>[^'’]+)$", re.I)


def attribute_of(phrase: str, *, loose: bool = False) -> tuple[tuple[str, ...], str, bool] | None:
    """(attributes, the thing they are of, refers back) a noun phrase asks: 'the price of X', "X's
    weight", 'the phone number on the contact page', 'its rating'; None when it names no attribute."""
    body = phrase.strip().rstrip("?")
    # the possessive first: "A Winter in Lisbon's ISBN" is the ISBN of the whole title before "'s"
    pos = _POSSESSIVE_RE.match(body)
    if pos and _owned_of(pos.group("o")):
        pos = None  # "the due date of Website Redesign's Launch version": the due date of that version
    if pos and ("'" in body or "’" in body):
        attrs = attribute_words(pos.group("a"), False)
        if attrs is not None:
            return attrs, pos.group("o"), False
    of = _OF_RE.match(body)
    if of:
        attrs = attribute_words(of.group("a"), loose)
        inner = _OF_RE.match(re.sub(r"^(?:the|its|their)\s+", "", of.group("o"), flags=re.I))
        if attrs == ("name",) and inner and attribute_words(inner.group("a"), False) not in (None, ("name",)):
            # 'the name of the author of X' asks who the author of X is
            return attribute_of(of.group("o"), loose=loose)
        if attrs is not None:
            return attrs, of.group("o"), False
    own = re.match(r"^(?:its|their|the|my|your|our)\s+(?P<a>.+)$", body, re.I)
    if own and attribute_words(own.group("a"), False) is not None:
        return attribute_list(own.group("a")), "", True
    return None


def _owned_of(possessor: str) -> bool:
    """The part before "'s" is itself 'the <attribute> of <owner>' (an attribute asked of the owner's thing)."""
    of = re.match(r"^(?:the\s+)?(?P<a>[a-z][\w -]*?)\s+(?:of|for)\s+\S", possessor, re.I)
    return of is not None and attribute_words(of.group("a"), False) is not None


def is_attribute_phrase(body: str) -> bool:
    """'price of the most expensive laptop', 'book and page of the oldest record': a noun phrase that
    names an attribute of a thing asks for it, with or without a question mark."""
    found = attribute_of(body.rstrip("?"), loose=True)
    return found is not None and not found[2] and not re.match(r"^(?:the\s+)?(?:number|count)\s+of\b", body)


_ATTRIBUTE_HEADS = frozenset(lemma(p) for p in ATTRIBUTE_PHRASES if " " not in p)


def answer_kind_for(attributes: tuple[str, ...], default: AnswerKind = "text") -> AnswerKind:
    """price | date | number | text for the attributes asked (one attribute; several are a text)."""
    if not attributes:
        return default
    if len(attributes) > 1:
        return "text"
    words = [lemma(w) for w in attributes[0].lower().replace("-", " ").split()]
    if not words or any(w in IDENTIFIER_WORDS for w in words):
        return "text"
    head = words[-1]
    if head in _ATTRIBUTE_HEADS and head not in PRICE_WORDS | DATE_WORDS | NUMBER_WORDS:
        return "text"  # a known attribute noun heads the phrase: 'page title', 'shipping address'
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
    "RECIPIENT_OF_VERB",
    "ROLE_OF_VERB",
    "WRITE_VERBS",
    "answer_kind_for",
    "attribute_list",
    "attribute_of",
    "attribute_words",
    "is_attribute_phrase",
]
