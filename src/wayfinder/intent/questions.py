"""Questions (pure): the step a question asks for, from its parts (``intent/asking.py``).

The parts say what is asked: 'how many' counts the asked noun; 'how much' asks a price, or an amount of
the attribute named after it; 'how long / heavy ...' the attribute of its adjective; 'what/which' + an
attribute noun asks that attribute of the subject, + another noun asks which one (its name); 'who' + a
verb asks the role of the verb ('wrote' -> author); 'when' a date; an auxiliary first yes or no. What
the question says about the thing - an owner ('does Smith have', 'the Billing Service project has'), a
state ('are overdue'), where it is ('under the soup recipe', 'on issue 7'), who wrote it - becomes its
filters and scope; the object phrase is what is left of the noun asked about.

``read_asked`` reads the part after an asking verb ('tell me the price of X', 'find out how many X').
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.asked_steps import asked_step, np_step, page_of
from wayfinder.intent.asking import Question, parse_question
from wayfinder.intent.attributes import (
    DATE_OF_EVENT,
    HOW_ATTRIBUTES,
    RECIPIENT_OF_VERB,
    ROLE_OF_VERB,
    attribute_list,
    attribute_of,
)
from wayfinder.intent.count_questions import count_step
from wayfinder.intent.frame import Filter, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.objects import object_step, read_object
from wayfinder.intent.question_verbs import (
    ASKED_PARTICIPLES,
    HAVE_VERBS,
    NOW_RE,
    PRICE_VERBS,
    priced,
    restate_question,
)
from wayfinder.intent.question_words import BE, LINKING_VERBS, STRANDED, SUBJECT_PRONOUNS
from wayfinder.intent.text.dates import find_date_range
from wayfinder.intent.text.lemmas import is_participle, verb_lemma
from wayfinder.intent.what_questions import what_step
from wayfinder.intent.yes_no import read_yes_no


def _who(q: Question, verb: str, text: str, masked: Masked) -> Step:
    lemma = q.verb_lemma
    held = q.subject if q.aux and not q.verb and verb_lemma(q.aux) == "have" else ""
    if (
        held and not read_object(held, masked).constraints.superlative
    ):  # 'who has card N': its holder ('who has the most')
        return object_step(verb, text, held, masked, attributes=(ROLE_OF_VERB["have"],), answer_kind="text")
    if q.verb and not q.aux:  # 'who wrote X', 'who holds card N'
        role = ROLE_OF_VERB.get(lemma, q.verb.lower())
        return object_step(verb, text, q.tail, masked, attributes=(role,), answer_kind="text")
    doing = q.subject.split(None, 1) if q.head in BE and not q.verb and q.subject else []
    doer = ROLE_OF_VERB.get(verb_lemma(doing[0])) if doing and doing[0].lower().endswith("ing") else None
    if doer and len(doing) > 1:  # 'who is working on issue 14', 'who's handling issue 12': 'who' does it
        thing = re.sub(r"^(?:on|with)\s+", "", doing[1])
        return object_step(verb, text, thing, masked, attributes=(doer,), answer_kind="text")
    if q.verb and q.subject:  # 'who is issue #14 assigned to', 'who was it written by'
        roles = RECIPIENT_OF_VERB if q.particle == "to" else ROLE_OF_VERB
        role = roles.get(lemma, ROLE_OF_VERB.get(lemma, lemma))
        return object_step(verb, text, q.subject, masked, attributes=(role,), answer_kind="text")
    passive = _WHO_PASSIVE_RE.match(q.subject) if q.aux and not q.verb else None
    if passive and is_participle(passive.group("v")):  # 'who is assigned to issue #14': 'who' is the one
        base = verb_lemma(passive.group("v"))
        roles = RECIPIENT_OF_VERB if passive.group("p").lower() == "to" else ROLE_OF_VERB
        if base in roles:
            return object_step(
                verb, text, passive.group("o"), masked, attributes=(roles[base],), answer_kind="text"
            )
    return np_step(verb, text, " ".join(p for p in (q.subject, q.verb, q.tail) if p), masked)


# 'assigned to issue #14', 'sent to the Smith account': a participle, a preposition and what it is about
_WHO_PASSIVE_RE = re.compile(
    r"^(?:(?:been|being)\s+)?(?P<v>[a-z]+)\s+(?P<p>to|for|by|on)\s+(?P<o>\S.*)$", re.I
)


_STATE_END_RE = re.compile(r"\s+(?:due|open|start|end|happen|arrive|ship|\w+ed)$", re.I)


def _how_much(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'how much is X' (a price), 'how much for X', 'how much memory does X come with' (an amount)."""
    sold_for = priced(q)
    if sold_for is not None:  # 'how much for X', 'how much are you asking for X'
        return asked_step(verb, text, ("price",), sold_for, masked)
    if q.asked and q.asked.split()[0] not in {"money", "cash"}:  # 'how much memory does X come with'
        return asked_step(verb, text, attribute_list(q.asked), q.subject, masked)
    thing = q.subject if q.verb_lemma in PRICE_VERBS or not q.verb else f"{q.subject} {q.verb}"
    step = asked_step(verb, text, ("price",), thing, masked)
    return step if step.object or step.superlative else replace(step, refers_back=True)


def _how_step(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'how long do the lentils simmer', 'how late does the library stay open on thursdays', 'how long do
    I bake the loaf for': the measure asked, of the thing (not of who does it), about what it does."""
    # 'how long is X', 'how long X is'; a passive asks a time ('how long is a run allowed to take')
    is_be = (q.head in BE and not q.verb) or (not q.head and q.verb in BE)
    attribute = "length" if q.how == "long" and is_be else HOW_ATTRIBUTES[q.how]
    thing, about = " ".join(p for p in (q.subject, q.tail) if p), q.verb
    if q.verb and q.tail.lower().startswith("to "):  # 'is a run asked to stop': what it is asked, about it
        thing, about = q.subject, f"{q.verb} {q.tail}"
    if q.verb_lemma in LINKING_VERBS and q.tail:  # 'how late does the library stay open on thursdays'
        thing, about = q.subject, q.tail
    elif q.subject.lower() in SUBJECT_PRONOUNS and q.tail:  # 'how long do I bake the loaf for'
        thing = re.sub(r"\s+\w+$", "", q.tail) if q.tail.split()[-1].lower() in STRANDED else q.tail
    step = asked_step(verb, text, (attribute,), thing, masked)
    if q.verb and q.verb_lemma not in HAVE_VERBS | BE:  # 'how long do the lentils simmer': about simmering
        step = replace(step, filters=(*step.filters, Filter("about", about)))
    return step


_CLOCK_UNITS = frozenset({"seconds", "secs", "minutes", "mins", "hours", "hrs"})


def _counts(q: Question) -> bool:
    """True when 'how many X' counts things, not a duration in its unit ('how many minutes ...')."""
    return q.opener in {"how many", "number of"} and not _clock_units(q)


# 'how many more seconds', 'how many extra minutes': a degree word before the unit asked
_MORE_RE = re.compile(r"^(?:more|extra|additional|further)\s+", re.I)
# 'how many seconds before it gets killed', 'how many minutes until the sale ends': the event the time
# runs up to, a clause after the unit (its subordinator at the asked noun's end, or its subject's start)
_UNTIL_RE = re.compile(r"(?:^|\s+)(?:before|until|till)$|^(?:before|until|till)\s+", re.I)
_GET_END_RE = re.compile(r"\s+(?:gets|get|got|is|are|was|were)$", re.I)


def _clock_units(q: Question) -> bool:
    """'how many minutes do the lentils simmer', 'how many more seconds before it gets killed': a
    duration in its unit ('how many hours are there in a week' counts them)."""
    asked = _MORE_RE.sub("", _UNTIL_RE.sub("", q.asked.lower()))
    event = bool(q.verb) or bool(_UNTIL_RE.match(q.subject))  # 'before the loan is overdue': a state
    return asked in _CLOCK_UNITS and event and "there" not in (q.verb, q.subject)


def _until(q: Question) -> Question:
    """The question a clock unit asks, as 'how long': 'how many more seconds before it gets killed'
    asks how long until 'it' is killed."""
    subject, verb = q.subject, q.verb
    if _UNTIL_RE.search(q.asked) or _UNTIL_RE.search(subject):
        subject = _GET_END_RE.sub("", _UNTIL_RE.sub("", subject))
    state = _STATE_RE.match(subject) if not verb else None
    if state:  # 'before the loan is overdue': the loan, about being overdue
        subject, verb = state.group("s"), state.group("a")
    return replace(q, opener="how", how="long", asked="", subject=subject, verb=verb)


_STATE_RE = re.compile(r"^(?P<s>\S.*?)\s+(?:is|are|gets|get|becomes|become)\s+(?P<a>\S.*)$", re.I)


def _asked_participle(q: Question) -> str:
    """The attribute a question's final participle asks ('rated' -> 'rating'), '' for any other verb."""
    return ASKED_PARTICIPLES.get(q.verb.split()[-1].lower(), "") if q.verb else ""


def question_step(q: Question, body: str, verb: str, text: str, masked: Masked) -> Step | None:
    """The step the parts of a question ask for, or None."""
    if q.opener in {"how many", "number of"} and _clock_units(q):
        # 'how many minutes do the lentils simmer', 'how many hours does the loaf bake for': a duration
        # asked in its unit is 'how long' (the units of a day and less; 'how many days a week' counts)
        return _how_step(_until(q), verb, text, masked)
    if q.opener in {"how many", "number of"}:
        return count_step(q, "count", text, masked, None)
    if q.opener == "how much":
        return _how_much(q, verb, text, masked)
    if q.opener == "how" and q.how:
        return _how_step(q, verb, text, masked)
    if q.opener == "how" and q.head in BE and q.subject and not q.tail and _asked_participle(q):
        # 'how is the laptop rated', 'how are the headphones ranked': the value on that scale is asked
        return asked_step(verb, text, (_asked_participle(q),), q.subject, masked)
    if q.opener in {"what", "which", "whose"}:
        return what_step(q, verb, text, masked)
    if q.opener in {"who", "whom"}:
        return _who(q, verb, text, masked)
    if q.opener == "when":
        got = q.tail.split(None, 1) if q.verb and verb_lemma(q.verb) == "get" and q.tail else []
        if got and is_participle(got[0]):  # 'when did the order get shipped': the get-passive
            q = replace(q, verb=got[0], tail=got[1] if len(got) > 1 else "")
        state = _STATE_END_RE.search(q.subject) if not q.verb else None
        event = state.group(0).strip().lower() if state else verb_lemma(q.verb) if q.verb else ""
        subject = q.subject[: state.start()] if state else q.subject
        thing = " ".join(p for p in (subject, q.tail if q.verb else "") if p)  # 'the deed ... for Smith'
        date = DATE_OF_EVENT.get(event, "date")
        return asked_step(verb, text, (date,), thing or q.tail, masked)
    if q.opener == "where":
        return asked_step(verb, text, ("location",), q.subject or q.tail, masked)
    if q.opener == "":
        return read_yes_no(body.split(" ", 1)[1] if " " in body else "", text, masked)
    return None  # 'how to repot a cactus', 'why ...': no answer a page states


_ASKING_RE = re.compile(
    r"^(?:what|which|who|whose|whom|where|when|how|is|are|was|were|do|does|did|has|have|can|could|will|should)\b",
    re.I,
)


def read_asked(
    rest: str, text: str, masked: Masked, *, verb: str = "answer", loose: bool = False
) -> Step | None:
    """What an answer-asking clause asks, after its verb ('the price of X', 'how many X', 'X's rating',
    'what the weight of X is')."""
    body = NOW_RE.sub("", re.sub(r"^(?:me|us|out)\s+", "", rest.strip().rstrip("?"), flags=re.I))
    inverted = re.match(r"^(?:what|which)\s+(?P<x>the\s+.+?)\s+(?:is|are|was|were)$", body, re.I)
    if inverted and attribute_of(inverted.group("x")) is not None:  # 'what the weight of X is'
        body = inverted.group("x")
    dates = find_date_range(body)
    q = (
        parse_question(body)
        if _ASKING_RE.match(body) or re.match(r"^(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b", body)
        else None
    )
    if q is not None and _counts(q):
        cut = f"{body[: dates[1].start()]} {body[dates[1].end() :]}".strip() if dates else body
        return count_step(parse_question(cut) or q, "count", text, masked, dates[0] if dates else None)
    if q is not None and q.opener:
        return question_step(q, body, verb, text, masked)
    found = attribute_of(body, loose=loose) if not _ASKING_RE.match(body) else None
    if found is not None and not (found[2] and not loose and body.split()[0] not in {"its", "their"}):
        attrs, thing, _back = found
        return asked_step(verb, text, attrs, page_of(thing), masked)
    return None


def read_question(clause: str, text: str, masked: Masked) -> Step | None:
    """A question clause as an answer/count step, or None when it is not a question."""
    body = re.sub(r"^tell\s+me\s+", "", clause.strip().rstrip("?").strip(), flags=re.I)
    body = restate_question(body)
    dates = find_date_range(body)
    cut = f"{body[: dates[1].start()]} {body[dates[1].end() :]}".strip() if dates else body
    q = parse_question(cut)
    if q is not None and _counts(q):
        return count_step(q, "count", text, masked, dates[0] if dates else None)
    q = parse_question(body)
    if q is None:
        return read_asked(body, text, masked, loose=True)
    return question_step(q, body, "answer", text, masked)


__all__ = ["question_step", "read_asked", "read_question"]
