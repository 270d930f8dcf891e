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

from wayfinder.intent.asking import (
    BE,
    DO,
    HAVE,
    LINKING_VERBS,
    MODALS,
    PREPOSITIONS,
    STRANDED,
    SUBJECT_PRONOUNS,
    Question,
    parse_question,
)
from wayfinder.intent.attributes import (
    DATE_OF_EVENT,
    HOW_ATTRIBUTES,
    RECIPIENT_OF_VERB,
    ROLE_OF_VERB,
    WRITE_VERBS,
    answer_kind_for,
    attribute_list,
    attribute_of,
    attribute_words,
)
from wayfinder.intent.count_questions import count_step, owner
from wayfinder.intent.cues import CONTAINERS
from wayfinder.intent.frame import Filter, Step, Superlative
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import is_state
from wayfinder.intent.object_words import PRONOUNS
from wayfinder.intent.objects import object_step, read_object
from wayfinder.intent.question_verbs import (
    HAVE_VERBS,
    MEASURE_OF_VERB,
    NAMING_PARTICIPLES,
    NOW_RE,
    PRICE_VERBS,
    SELLER_PRICE_VERBS,
    VALUE_OF_VERB,
    priced,
    restate_question,
)
from wayfinder.intent.text.dates import find_date_range
from wayfinder.intent.text.lemmas import is_participle, lemma, verb_lemma
from wayfinder.intent.yes_no import read_yes_no


def _asked_step(
    verb: str, text: str, attrs: tuple[str, ...], thing: str, masked: Masked, **kw: object
) -> Step:
    # 'what number does the contact page give': the page is named by its topic, as 'on the contact page'
    named = re.match(r"^(?:the\s+)?(?P<x>(?!(?:its|this|that|the)\b)\S.*?)\s+page$", thing, re.I)
    thing = named.group("x") if named and named.group("x").lower() not in PRONOUNS else thing
    return object_step(verb, text, thing, masked, attributes=attrs, answer_kind=answer_kind_for(attrs), **kw)


_COUNTED_RE = re.compile(r"^(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b", re.I)


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


def _np(verb: str, text: str, phrase: str, masked: Masked, *, loose: bool = True) -> Step:
    """A question whose answer is a noun phrase: 'the price of X', 'the cheapest drone', 'X'."""
    counted = parse_question(phrase) if _COUNTED_RE.match(phrase) and not _one_thing(phrase) else None
    if counted is not None:  # 'what is the number of desk lamps'
        return count_step(counted, "count", text, masked, None)
    found = attribute_of(phrase, loose=loose)
    if found is not None:
        attrs, thing, _back = found
        return _asked_step(verb, text, attrs, _page_of(thing), masked)
    return object_step(verb, text, phrase, masked, answer_kind="text")


def _page_of(thing: str) -> str:
    """'the contact page' -> 'the contact': a page is where the thing is shown, named by what it is of."""
    return re.sub(r"(?<=\w)\s+page$", "", thing.strip(), flags=re.I)


def _what(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'what/which/whose' questions."""
    kind = re.match(r"^(?:kind|type|sort|category)\s+of\s+(?P<t>.+)$", q.asked)
    if kind:  # 'what kind of document is 2022-001185'
        step = object_step(verb, text, q.subject, masked, attributes=("type",), answer_kind="text")
        return replace(step, filters=(*step.filters, Filter("type", masked.restore(kind.group("t")))))
    if q.asked:
        return _what_asked(q, verb, text, masked)
    inside = _INSIDE_RE.match(q.subject) if q.head in BE and not q.verb and not q.tail else None
    if inside:  # 'what is in my cart', "what's on my wishlist": a place's contents, shown by opening it
        return object_step("find", text, inside.group("p"), masked)
    return _what_said(q, verb, text, masked)


_INSIDE_RE = re.compile(
    rf"^(?:in|on|inside)\s+(?P<p>(?:my|our)\s+\S.*|the\s+(?:{'|'.join(CONTAINERS)}|wish\s*list))$", re.I
)


def _what_asked(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'what priority does X have', 'which keyboard has the highest rating': a noun is asked; the
    auxiliary says where the thing it belongs to stands."""
    asked, lemma = q.asked, q.verb_lemma
    head = q.head
    attrs = attribute_list(asked)
    is_attr = attribute_words(asked, False) is not None
    if q.subject in {"it", "they", "this", "that", "he", "she"} and lemma in HAVE_VERBS:
        return Step(verb, text, attributes=attrs, answer_kind=answer_kind_for(attrs), refers_back=True)
    if head in HAVE and q.verb == q.aux:  # 'which keyboard has the highest rating'
        return _which(verb, text, asked, q.tail, masked)
    if head in DO | MODALS or (not head and q.subject):
        # 'what priority does X have'; with a noun that names an attribute, any verb: 'what port does
        # X listen on', 'what version does X run' ask the attribute of X
        if (lemma in HAVE_VERBS or is_attr) and q.subject not in {"i", "you", "we"}:
            step = _asked_step(verb, text, attrs, q.subject, masked)
            said = (
                re.sub(r"^(?:(?:on|to|at|in|with|for|from|by)\s+)+", "", q.tail)
                if lemma not in HAVE_VERBS
                else ""
            )
            said = re.sub(r"^(?:over|via|through|using|with|by|in|on)\s+", "", said)  # 'on over http': how
            return replace(step, filters=(*step.filters, Filter("about", said))) if said else step
        about = " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p)
        return _which(verb, text, asked, about, masked)
    if head in BE and is_state(q.subject):  # 'which issues are open', 'which books are on loan'
        step = _which(verb, text, asked, "", masked)
        return replace(step, filters=(*step.filters, Filter("status", q.subject.lower())))
    if head in BE and q.subject.split()[:1] and q.subject.split()[0] in PREPOSITIONS:
        return _asked_step(verb, text, attrs, q.subject.split(" ", 1)[-1], masked)  # 'what X is in Y'
    if head in BE and (is_attr or not q.subject):
        if not q.subject:  # 'which issues are assigned to Bob': the participle narrows what is asked
            by = q.verb and (q.particle or q.tail)
            narrowed = " ".join(p for p in (asked, q.verb, q.particle, q.tail) if p) if by else asked
            return _which(verb, text, narrowed, "", masked)
        return _asked_step(verb, text, attrs, q.subject, masked)
    if head in BE:  # 'which monitor is the cheapest one'
        return _which(verb, text, asked, " ".join(p for p in (q.subject, q.verb, q.tail) if p), masked)
    return _what_by_verb(q, verb, text, masked, attrs, is_attr)


def _what_by_verb(
    q: Question, verb: str, text: str, masked: Masked, attrs: tuple[str, ...], is_attr: bool
) -> Step:
    """'what lens comes with X', 'which brand makes X', 'which camera costs the most': the verb says
    how the noun asked stands to the rest."""
    asked, lemma = q.asked, q.verb_lemma
    held = re.match(r"^(?:with|in)\s+(?P<x>.+)$", " ".join(p for p in (q.particle, q.tail) if p))
    if lemma in HAVE_VERBS and held:  # 'what lens comes with the Orbit camera'
        return _asked_step(verb, text, attrs, held.group("x"), masked)
    if lemma in ROLE_OF_VERB or (
        is_attr and lemma not in HAVE_VERBS
    ):  # 'which brand makes the lightest tent'
        return _asked_step(verb, text, attrs, q.tail, masked)
    measure = MEASURE_OF_VERB.get(lemma)
    most = re.fullmatch(r"(?:the\s+)?(?P<w>most|least)", q.tail)
    if measure and most:  # 'which camera costs the most'
        step = object_step(verb, text, asked, masked, attributes=("name",), answer_kind="text")
        direction = "max" if most.group("w") == "most" else "min"
        return replace(step, superlative=Superlative(measure, direction, q.tail))  # type: ignore[arg-type]
    return _which(verb, text, asked, q.tail, masked)


def _what_said(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'what does X go for', 'what did Bob write in the last note on issue 7', 'what is X called'."""
    lemma = q.verb_lemma
    head = q.head
    sold_for = priced(q) if lemma in SELLER_PRICE_VERBS - {"sell", "take"} else None
    if sold_for is not None:  # 'what do you charge for X', 'what are they asking for X'
        return _asked_step(verb, text, ("price",), sold_for, masked)
    if lemma in PRICE_VERBS and (q.particle or lemma in {"cost", "price", "run"}):
        return _asked_step(verb, text, ("price",), q.subject, masked)  # 'what does X go for'
    author = owner(q.subject, masked) if lemma in WRITE_VERBS else []
    if author and author[0].name == "name":  # 'what did Bob write in the last note on issue 7'
        step = _asked_step(verb, text, ("text",), _unlead(q.tail), masked)
        return replace(step, filters=(*step.filters, Filter("author", author[0].value)))
    if lemma in WRITE_VERBS and q.subject:  # 'what does the latest note on issue 3 say (about X)'
        step = _asked_step(verb, text, ("text",), q.subject, masked)
        about = re.sub(r"^about\s+", "", q.tail)
        return (
            replace(step, filters=(*step.filters, Filter("about", masked.restore(about)))) if about else step
        )
    if head in BE and q.verb and q.subject and q.tail and is_participle(q.verb.split()[-1]):
        # 'what was the last mortgage recorded for Smith', 'what is the total number of judgments
        # recorded in 2023': the participle and what follows it narrow the subject
        whole = " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p)
        if _COUNTED_RE.match(q.subject):
            return _np(verb, text, whole, masked)
        return object_step(verb, text, whole, masked, answer_kind="text")
    if (
        head in BE
        and q.verb
        and q.subject
        and not q.tail
        and q.verb.split()[-1].lower() in NAMING_PARTICIPLES
    ):
        # 'what is the latest recipe called', 'what was the oldest book titled': X's name is asked
        return _asked_step(verb, text, (NAMING_PARTICIPLES[q.verb.split()[-1].lower()],), q.subject, masked)
    if head in BE and q.verb and q.subject:  # 'when the X is priced at' has a verb
        return _np(verb, text, q.subject, masked)
    if head in DO | MODALS and lemma in VALUE_OF_VERB and q.subject and not q.tail:
        return _asked_step(verb, text, (VALUE_OF_VERB[lemma],), q.subject, masked)  # 'what does X weigh'
    return _np(verb, text, " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p), masked)


def _unlead(phrase: str) -> str:
    return re.sub(r"^(?:in|on|at|from|under)\s+", "", phrase.strip())


def _which(verb: str, text: str, asked: str, rest: str, masked: Masked) -> Step:
    """'which keyboard has the highest rating', 'which exit code means X': the name of the one asked."""
    step = object_step(verb, text, f"{rest} {asked}".strip(), masked, answer_kind="text")
    subject = read_object(asked, masked, constraints=False)
    if not subject.text and not read_object(rest, masked, constraints=False).text:
        return replace(step, object="", attributes=("name",), refers_back=True)  # 'which one is it'
    about: tuple[Filter, ...] = ()
    if step.superlative is None and not step.bounds and rest:  # what it is about
        # a prepositional verb's particle is not what it is about: 'which code stands for X', 'refers to X'
        said = re.sub(r"^(?:for|to|of|about|with|on)\s+", "", masked.restore(rest).strip(" ?."), flags=re.I)
        about = (Filter("about", said),)
    # 'which command-line option ...': a page part's word ends the name of what is asked, not a role
    thing = masked.restore(asked).strip(" ?.") if subject.role and subject.text else subject.text
    return replace(step, object=thing, attributes=("name",), answer_kind="text", filters=step.filters + about)


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
    return _np(verb, text, " ".join(p for p in (q.subject, q.verb, q.tail) if p), masked)


# 'assigned to issue #14', 'sent to the Smith account': a participle, a preposition and what it is about
_WHO_PASSIVE_RE = re.compile(
    r"^(?:(?:been|being)\s+)?(?P<v>[a-z]+)\s+(?P<p>to|for|by|on)\s+(?P<o>\S.*)$", re.I
)


_STATE_END_RE = re.compile(r"\s+(?:due|open|start|end|happen|arrive|ship|\w+ed)$", re.I)


def _how_much(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'how much is X' (a price), 'how much for X', 'how much memory does X come with' (an amount)."""
    sold_for = priced(q)
    if sold_for is not None:  # 'how much for X', 'how much are you asking for X'
        return _asked_step(verb, text, ("price",), sold_for, masked)
    if q.asked and q.asked.split()[0] not in {"money", "cash"}:  # 'how much memory does X come with'
        return _asked_step(verb, text, attribute_list(q.asked), q.subject, masked)
    thing = q.subject if q.verb_lemma in PRICE_VERBS or not q.verb else f"{q.subject} {q.verb}"
    step = _asked_step(verb, text, ("price",), thing, masked)
    return step if step.object or step.superlative else replace(step, refers_back=True)


def _how_step(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'how long do the lentils simmer', 'how late does the library stay open on thursdays', 'how long do
    I bake the loaf for': the measure asked, of the thing (not of who does it), about what it does."""
    is_be = q.head in BE or (not q.head and q.verb in BE)  # 'how long is X', 'how long X is'
    attribute = "length" if q.how == "long" and is_be else HOW_ATTRIBUTES[q.how]
    thing, about = " ".join(p for p in (q.subject, q.tail) if p), q.verb
    if q.verb_lemma in LINKING_VERBS and q.tail:  # 'how late does the library stay open on thursdays'
        thing, about = q.subject, q.tail
    elif q.subject.lower() in SUBJECT_PRONOUNS and q.tail:  # 'how long do I bake the loaf for'
        thing = re.sub(r"\s+\w+$", "", q.tail) if q.tail.split()[-1].lower() in STRANDED else q.tail
    step = _asked_step(verb, text, (attribute,), thing, masked)
    if q.verb and q.verb_lemma not in HAVE_VERBS | BE:  # 'how long do the lentils simmer': about simmering
        step = replace(step, filters=(*step.filters, Filter("about", about)))
    return step


def question_step(q: Question, body: str, verb: str, text: str, masked: Masked) -> Step | None:
    """The step the parts of a question ask for, or None."""
    if q.opener in {"how many", "number of"}:
        return count_step(q, "count", text, masked, None)
    if q.opener == "how much":
        return _how_much(q, verb, text, masked)
    if q.opener == "how" and q.how:
        return _how_step(q, verb, text, masked)
    if q.opener in {"what", "which", "whose"}:
        return _what(q, verb, text, masked)
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
        return _asked_step(verb, text, (date,), thing or q.tail, masked)
    if q.opener == "where":
        return _asked_step(verb, text, ("location",), q.subject or q.tail, masked)
    if q.opener == "":
        return read_yes_no(body.split(" ", 1)[1] if " " in body else "", text, masked)
    return None  # 'how to repot a cactus', 'why ...': no answer a page states


_ASKING_RE = re.compile(
    r"^(?:what|which|who|where|when|how|is|are|was|were|do|does|did|has|have|can|could|will|should)\b", re.I
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
    if q is not None and q.opener in {"how many", "number of"}:
        cut = f"{body[: dates[1].start()]} {body[dates[1].end() :]}".strip() if dates else body
        return count_step(parse_question(cut) or q, "count", text, masked, dates[0] if dates else None)
    if q is not None and q.opener:
        return question_step(q, body, verb, text, masked)
    found = attribute_of(body, loose=loose) if not _ASKING_RE.match(body) else None
    if found is not None and not (found[2] and not loose and body.split()[0] not in {"its", "their"}):
        attrs, thing, _back = found
        return _asked_step(verb, text, attrs, _page_of(thing), masked)
    return None


def read_question(clause: str, text: str, masked: Masked) -> Step | None:
    """A question clause as an answer/count step, or None when it is not a question."""
    body = re.sub(r"^tell\s+me\s+", "", clause.strip().rstrip("?").strip(), flags=re.I)
    body = restate_question(body)
    dates = find_date_range(body)
    cut = f"{body[: dates[1].start()]} {body[dates[1].end() :]}".strip() if dates else body
    q = parse_question(cut)
    if q is not None and q.opener in {"how many", "number of"}:
        return count_step(q, "count", text, masked, dates[0] if dates else None)
    q = parse_question(body)
    if q is None:
        return read_asked(body, text, masked, loose=True)
    return question_step(q, body, "answer", text, masked)


__all__ = ["question_step", "read_asked", "read_question"]
