"""'what' / 'which' / 'whose' questions (pure): a noun asked - an attribute of the subject ('what
priority does X have', 'what project is issue 7 in'), which one of a kind ('which monitor is the
cheapest'), what someone wrote ('what did Bob write in the last note'), or that many things listed ('what
are the four terminal reasons'). The parts come from ``intent/asking.py``; ``questions.py`` dispatches.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.asked_steps import COUNTED_RE, asked_step, np_step
from wayfinder.intent.asking import Question
from wayfinder.intent.attributes import (
    ROLE_OF_VERB,
    WRITE_VERBS,
    answer_kind_for,
    attribute_list,
    attribute_words,
)
from wayfinder.intent.constraints import read_superlative
from wayfinder.intent.count_questions import owner
from wayfinder.intent.cues import CONTAINERS, DOCUMENT_NOUNS
from wayfinder.intent.frame import Filter, Step, Superlative
from wayfinder.intent.masking import Masked
from wayfinder.intent.objects import object_step, read_object
from wayfinder.intent.question_verbs import (
    ASKED_PARTICIPLES,
    HAVE_VERBS,
    MEASURE_OF_VERB,
    PRICE_VERBS,
    SELLER_PRICE_VERBS,
    VALUE_OF_VERB,
    priced,
)
from wayfinder.intent.question_words import BE, DO, HAVE, MODALS, PREPOSITIONS
from wayfinder.intent.relative_states import question_state
from wayfinder.intent.text.lemmas import is_participle
from wayfinder.intent.text.numbers import WORD_NUMBERS


def what_step(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'what/which/whose' questions."""
    kind = re.match(r"^(?:kind|type|sort|category)\s+of\s+(?P<t>.+)$", q.asked)
    if kind:  # 'what kind of document is 2022-001185'
        step = object_step(verb, text, q.subject, masked, attributes=("type",), answer_kind="text")
        return replace(step, filters=(*step.filters, Filter("type", masked.restore(kind.group("t")))))
    if q.asked and _said_in_a_document(q):
        # 'which exit code does the readme give for bad input': the readme is where it is said, the rest
        # what the code is for
        return _which(verb, text, q.asked, q.tail, masked)
    if q.asked:
        return _what_asked(q, verb, text, masked)
    inside = _INSIDE_RE.match(q.subject) if q.head in BE and not q.verb and not q.tail else None
    if inside:  # 'what is in my cart', "what's on my wishlist": a place's contents, shown by opening it
        return object_step("find", text, inside.group("p"), masked)
    return _what_said(q, verb, text, masked)


_INSIDE_RE = re.compile(
    rf"^(?:in|on|inside)\s+(?P<p>(?:my|our)\s+\S.*|the\s+(?:{'|'.join(CONTAINERS)}|wish\s*list))$", re.I
)


# A preposition left at the end of 'what N is X in/from/on/at/under': X is in N (Quirk et al. 1985,
# 9.6 on stranded prepositions), so N is asked of X.
_HELD_PREPOSITIONS = frozenset({"in", "on", "under", "at", "from", "inside", "within"})


def _held_in(q: Question) -> str | None:
    """X of 'what N is X in' / 'which N is X recorded in' (the noun asked is one of X's: a participle may
    say how X is held in it - 'which file is the config stored in'); None for other questions."""
    held = _HELD_IN_RE.match(q.subject) if not q.verb and not q.tail else None
    if held:
        return held.group("s")
    stranded = (q.particle or q.tail).lower() if not (q.particle and q.tail) else ""
    if q.subject and q.verb and is_participle(q.verb) and stranded in _HELD_PREPOSITIONS:
        return q.subject
    return None


_HELD_IN_RE = re.compile(rf"^(?P<s>\S.*?)\s+(?:{'|'.join(sorted(_HELD_PREPOSITIONS))})$", re.I)


def _what_asked(q: Question, verb: str, text: str, masked: Masked) -> Step:
    """'what priority does X have', 'which keyboard has the highest rating': a noun is asked; the
    auxiliary says where the thing it belongs to stands."""
    asked, lemma = q.asked, q.verb_lemma
    head = q.head
    attrs = attribute_list(asked)
    is_attr = attribute_words(asked, False) is not None
    if q.subject in {"it", "they", "this", "that", "he", "she"} and lemma in HAVE_VERBS:
        return Step(verb, text, attributes=attrs, answer_kind=answer_kind_for(attrs), refers_back=True)
    state = question_state(q.aux, q.subject, q.verb, q.particle, q.tail)
    if state:  # 'which issues are open', 'which books are on loan', 'which loans have not come back yet'
        step = _which(verb, text, asked, "", masked)
        return replace(step, filters=(*step.filters, Filter("status", state)))
    if head in HAVE and q.verb == q.aux:  # 'which keyboard has the highest rating'
        return _which(verb, text, asked, q.tail, masked)
    if head in DO | MODALS or (not head and q.subject):
        # 'what priority does X have'; with a noun that names an attribute, any verb: 'what port does
        # X listen on', 'what version does X run' ask the attribute of X
        if (lemma in HAVE_VERBS or is_attr) and q.subject not in {"i", "you", "we"}:
            step = asked_step(verb, text, attrs, q.subject, masked)
            said = (
                re.sub(r"^(?:(?:on|to|at|in|with|for|from|by)\s+)+", "", q.tail)
                if lemma not in HAVE_VERBS
                else ""
            )
            said = re.sub(r"^(?:over|via|through|using|with|by|in|on)\s+", "", said)  # 'on over http': how
            return replace(step, filters=(*step.filters, Filter("about", said))) if said else step
        about = " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p)
        return _which(verb, text, asked, about, masked)
    if head in BE and q.subject.split()[:1] and q.subject.split()[0] in PREPOSITIONS:
        return asked_step(verb, text, attrs, q.subject.split(" ", 1)[-1], masked)  # 'what X is in Y'
    holder = _held_in(q) if head in BE else None
    if holder:  # 'what project is issue 7 in', 'what country is X from': the noun asked is one of X's
        return asked_step(verb, text, attrs, holder, masked)
    if head in BE and (is_attr or not q.subject):
        if not q.subject:  # 'which issues are assigned to Bob': the participle narrows what is asked
            said = " ".join(p for p in (q.verb, q.particle, q.tail) if p)
            if q.verb and read_superlative(said)[0] is not None:  # 'which lien was filed most recently'
                return _which(verb, text, asked, said, masked)
            by = q.verb and (q.particle or q.tail)
            narrowed = " ".join(p for p in (asked, q.verb, q.particle, q.tail) if p) if by else asked
            return _which(verb, text, narrowed, "", masked)
        return asked_step(verb, text, attrs, q.subject, masked)
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
        return asked_step(verb, text, attrs, held.group("x"), masked)
    if lemma in ROLE_OF_VERB or (
        is_attr and lemma not in HAVE_VERBS
    ):  # 'which brand makes the lightest tent'
        return asked_step(verb, text, attrs, q.tail, masked)
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
        return asked_step(verb, text, ("price",), sold_for, masked)
    if lemma in PRICE_VERBS and (q.particle or lemma in {"cost", "price", "run"}):
        return asked_step(verb, text, ("price",), q.subject, masked)  # 'what does X go for'
    said_by = _SAID_BY_RE.match(q.subject) if head in BE and not q.verb else None
    who = owner(said_by.group("who"), masked) if said_by else []
    if said_by and who and who[0].name == "name":  # "what was Bob's last note on issue 7": what he wrote
        step = asked_step(verb, text, ("text",), f"the {said_by.group('x')}", masked)
        return replace(step, filters=(*step.filters, Filter("author", who[0].value)))
    author = owner(q.subject, masked) if lemma in WRITE_VERBS else []
    if author and author[0].name == "name":  # 'what did Bob write in the last note on issue 7'
        step = asked_step(verb, text, ("text",), _unlead(q.tail), masked)
        return replace(step, filters=(*step.filters, Filter("author", author[0].value)))
    if lemma in WRITE_VERBS and q.subject:  # 'what does the latest note on issue 3 say (about X)'
        step = asked_step(verb, text, ("text",), q.subject, masked)
        about = re.sub(r"^about\s+", "", q.tail)
        return (
            replace(step, filters=(*step.filters, Filter("about", masked.restore(about)))) if about else step
        )
    if head in BE and q.verb and q.subject and q.tail and is_participle(q.verb.split()[-1]):
        # 'what was the last mortgage recorded for Smith', 'what is the total number of judgments
        # recorded in 2023': the participle and what follows it narrow the subject
        whole = " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p)
        if COUNTED_RE.match(q.subject):
            return np_step(verb, text, whole, masked)
        return object_step(verb, text, whole, masked, answer_kind="text")
    if head in BE and q.verb and q.subject and not q.tail and q.verb.split()[-1].lower() in ASKED_PARTICIPLES:
        # 'what is the latest recipe called', 'what are the headphones rated': X's name or rating is asked
        return asked_step(verb, text, (ASKED_PARTICIPLES[q.verb.split()[-1].lower()],), q.subject, masked)
    if head in BE and q.verb and q.subject:  # 'when the X is priced at' has a verb
        return np_step(verb, text, q.subject, masked)
    if head in DO | MODALS and lemma in VALUE_OF_VERB and q.subject and not q.tail:
        return asked_step(verb, text, (VALUE_OF_VERB[lemma],), q.subject, masked)  # 'what does X weigh'
    some = _SOME_RE.match(q.subject) if q.head in {"are", "were"} and not q.verb else None
    if some:  # 'what are the four terminal reasons (of a run)': that many things, listed
        step = object_step("list", text, some.group("np"), masked)
        return replace(step, answer_kind="list")
    return np_step(verb, text, " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p), masked)


# 'the four terminal reasons', 'the 3 newest posts' after 'what are': a number of things, each asked;
# 'of a run' after them is any run (an indefinite), not one to find
_SOME_RE = re.compile(
    rf"^(?P<np>(?:the\s+)?(?:\d+|{'|'.join(w for w in WORD_NUMBERS if w.isalpha() and WORD_NUMBERS[w] > 1)})\s+[^,]+?)"
    r"(?:\s+(?:of|for|in|on)\s+(?:a|an|any|each|every)\s+\S+)?$",
    re.I,
)


# A person's note, comment or message ("Bob's last note on issue 7", "Ann's latest reply"): what it says
# is asked, as 'what did Bob write in the last note' asks it.
_MESSAGE_NOUNS = ("notes?", "comments?", "messages?", "repl(?:y|ies)", "reviews?", "updates?", "answers?")
_SAID_BY_RE = re.compile(
    r"^(?P<who>[^'’]+?)['’]s?\s+(?P<x>(?:(?:last|latest|first|newest|most\s+recent|oldest|earliest)\s+)?"
    rf"(?:{'|'.join(_MESSAGE_NOUNS)})\b.*)$",
    re.I,
)


def _unlead(phrase: str) -> str:
    return re.sub(r"^(?:in|on|at|from|under)\s+", "", phrase.strip())


def _said_in_a_document(q: Question) -> bool:
    """'which exit code does the readme give for X': a document gives a thing that is no attribute of it
    ('what phone number does the contact page give' asks the page's phone number)."""
    said_by = q.subject.lower().split()[-1:] if q.head in DO | MODALS else []
    named = bool(said_by) and said_by[0] in DOCUMENT_NOUNS and q.verb_lemma in _SAYING_VERBS
    return named and attribute_words(q.asked, False) is None


# verbs by which a document gives an answer ('the readme gives', 'the docs list', 'the page says')
_SAYING_VERBS = frozenset(
    {
        "give",
        "say",
        "list",
        "state",
        "mention",
        "show",
        "quote",
        "recommend",
        "suggest",
        "document",
        "specify",
    }
)
# 'which exit code does wayfinder return when a run pauses': the condition is what it is about
_WHEN_RE = re.compile(r"^(?P<m>.*?)\s*\b(?:when|whenever|if|once|as\s+soon\s+as)\s+(?P<c>\S.*)$", re.I)
# 'what exit code do I get back', 'which page do you see': the asker's own getting names nothing
_ASKER_RE = re.compile(r"^(?:i|you|we|one)\s+[a-z]+(?:\s+(?:back|out|up|in|on|with|from))?$", re.I)


def _about(said: str) -> list[str]:
    """What a which-question is about: the condition it names, else its words - none when they are
    only the asker getting or seeing the thing."""
    when = _WHEN_RE.match(said)
    if when:
        return [when.group("c")]
    return [] if _ASKER_RE.match(said) else [said]


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
        about = tuple(Filter("about", a) for a in _about(said))
    # 'which command-line option ...': a page part's word ends the name of what is asked, not a role
    thing = masked.restore(asked).strip(" ?.") if subject.role and subject.text else subject.text
    return replace(step, object=thing, attributes=("name",), answer_kind="text", filters=step.filters + about)
