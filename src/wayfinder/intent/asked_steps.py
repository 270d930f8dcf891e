"""Steps that ask a noun of a thing (pure): the attribute asked of it ('the price of X'), or X itself;
the pieces every question reader ends in (``questions.py``, ``what_questions.py``)."""

from __future__ import annotations

import re

from wayfinder.intent.asking import (
    parse_question,
)
from wayfinder.intent.attributes import (
    answer_kind_for,
    attribute_of,
)
from wayfinder.intent.count_questions import count_step
from wayfinder.intent.frame import Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.object_words import PRONOUNS
from wayfinder.intent.objects import object_step
from wayfinder.intent.text.lemmas import lemma


def asked_step(
    verb: str, text: str, attrs: tuple[str, ...], thing: str, masked: Masked, **kw: object
) -> Step:
    # 'what number does the contact page give': the page is named by its topic, as 'on the contact page'
    named = re.match(r"^(?:the\s+)?(?P<x>(?!(?:its|this|that|the)\b)\S.*?)\s+page$", thing, re.I)
    thing = named.group("x") if named and named.group("x").lower() not in PRONOUNS else thing
    return object_step(verb, text, thing, masked, attributes=attrs, answer_kind=answer_kind_for(attrs), **kw)


COUNTED_RE = re.compile(r"^(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b", re.I)


_ONE_THING_RE = re.compile(
    r"^(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+(?:the|this|that|its|his|her|their|my|your)\s+"
    r"(?P<np>[^,]+?)(?=\s+(?:for|of|in|on|from|by|under|with|at)\b|$)",
    re.I,
)


def _one_thing(phrase: str) -> bool:
    """'the number of the latest mortgage for Smith': the number a single thing carries (its document
    number), where 'the number of (the) mortgages' counts them; the head noun's number decides."""
    found = _ONE_THING_RE.match(phrase.strip())
    head = found.group("np").split()[-1].lower() if found else ""
    return bool(head) and head.isalpha() and lemma(head) == head and not head.endswith("s")


def np_step(verb: str, text: str, phrase: str, masked: Masked, *, loose: bool = True) -> Step:
    """A question whose answer is a noun phrase: 'the price of X', 'the cheapest drone', 'X'."""
    counted = parse_question(phrase) if COUNTED_RE.match(phrase) and not _one_thing(phrase) else None
    if counted is not None:  # 'what is the number of desk lamps'
        return count_step(counted, "count", text, masked, None)
    found = attribute_of(phrase, loose=loose)
    if found is not None:
        attrs, thing, _back = found
        return asked_step(verb, text, attrs, page_of(thing), masked)
    return object_step(verb, text, phrase, masked, answer_kind="text")


def page_of(thing: str) -> str:
    """'the contact page' -> 'the contact': a page is where the thing is shown, named by what it is of."""
    return re.sub(r"(?<=\w)\s+page$", "", thing.strip(), flags=re.I)
