"""Count questions (pure): 'how many X ...', 'the number of X ...' as a count step.

What is counted is the noun asked; the rest of the question says which of them: whose they are ('for
Smith', 'member RL10025', 'the Billing Service project'), a field ('for the surname Cruz'), a state
('how many issues are closed', 'books checked out'), a doer ('assigned to Alice'), where they are
('under the soup recipe', 'on issue 7'), and the bounds and dates its tail states ('are there under
$110', 'recorded in 2023'). The parts of the question come from ``asking.parse_question``;
``questions.py`` sends count questions here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.asking import Question
from wayfinder.intent.attributes import NUMBER_WORDS, ROLE_OF_VERB, answer_kind_for, doer_role
from wayfinder.intent.constraints import read_constraints
from wayfinder.intent.filing import value_field
from wayfinder.intent.frame import Filter, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import (
    CLASSIFIER_OF,
    FIELD_ALT,
    GROUP_NOUNS,
    NAME,
    NOT_NAMES,
    SITE_NOUNS,
    STATE_PHRASES,
    VALUE_FIELDS,
    is_name,
    is_state,
    negated_state,
)
from wayfinder.intent.objects import object_step, typed_split
from wayfinder.intent.postmodifiers import pre_modifier, state_end, tag_end
from wayfinder.intent.question_words import BE, PREPOSITIONS, SUBJECT_PRONOUNS, VERB_PARTICLES
from wayfinder.intent.relative_states import question_state
from wayfinder.intent.text.bounds import find_bounds
from wayfinder.intent.text.lemmas import is_participle, lemma
from wayfinder.intent.text.words import word_set

# Words after a count that only say the things exist ('are there', 'come up', 'in total').
_EXIST_WORDS = word_set(
    "there listed shown found displayed available returned recorded filed registered created posted"
    " published exist remain match matched appear show come up left total altogether file"
)
_JOINS = frozenset({"and", "or", "but", ""})
_ADVERBS = word_set("still currently now already today nowadays")


def owner(phrase: str, masked: Masked) -> list[Filter]:
    """Whose the things are: 'Smith', 'member RL10025', 'the Billing Service project'; none for the site
    or the person asking ('you', 'the store', 'this portal', 'the index')."""
    words = phrase.lower().split()
    bare = [w for w in words if w not in {"the", "a", "an", "this", "that", "your", "our"}]
    if not bare or bare[0] in NOT_NAMES - {"new", "old"}:
        return []
    raw = " ".join(phrase.split()[len(words) - len(bare) :])
    typed = typed_split(raw)
    if typed is not None and (len(bare) == len(words) or any(ch.isdigit() for ch in typed[1])):
        return [Filter("name", masked.restore(raw))]  # 'member RL10025', 'the customer C-7731
    if len(bare) > 1 and bare[-1] in GROUP_NOUNS:  # 'the Billing Service project': a project named so
        return [Filter(bare[-1], masked.restore(" ".join(raw.split()[:-1])))]
    if bare[-1] in SITE_NOUNS:  # 'the store', 'this portal'; 'Website Redesign' is a name, not the site
        return []
    if len(bare) == len(words) and is_name(raw):
        return [Filter("name", masked.restore(raw))]
    return []


_FOR_FIELD_RE = re.compile(
    rf"\b(?:for|with|by|under|named|called)\s+(?:the|a|an)\s+(?P<f>{FIELD_ALT})\s+(?P<v>.+)$", re.I
)
_FOR_NAME_RE = re.compile(rf"\b(?:for|by|of|from|named|called|under)\s+(?P<n>{NAME})$", re.I)
_SCOPE_RE = re.compile(r"\b(?:under|on|in|inside|within)\s+(?P<s>(?:the|this)\s+.+)$", re.I)


# 'pairs of running shoes', 'packs of batteries', 'bottles of wine': a unit of the thing, then the
# thing; never a name after 'of'
_CLASSIFIER_OF_RE = re.compile(rf"^(?:(?:the|a)\s+)?{CLASSIFIER_OF}", re.I)


def _count_tail(tail: str, masked: Masked, filters: list[Filter]) -> str:
    """What a count's words after its noun say: 'for the surname Cruz' (a field), 'for Smith' (a name),
    'in the Gardening category' (a group), 'under the soup recipe' (a scope); the rest is returned."""
    stated = state_end(tail, filters)  # 'monitors out of stock': a condition, never a name after 'of'
    if stated != tail:
        return stated
    field = _FOR_FIELD_RE.search(tail)
    if field:
        filters.append(Filter(" ".join(field.group("f").lower().split()), masked.restore(field.group("v"))))
        return tail[: field.start()].strip()
    named = _FOR_NAME_RE.search(tail) if not _CLASSIFIER_OF_RE.match(tail) else None
    before = tail[: named.start()].split() if named else []
    if named and is_name(named.group("n")) and not (before and is_participle(before[-1])):
        # 'books by Mary Shelley', 'authors from Japan': where they come from, read as the constraint
        # reader reads 'by' and 'from' everywhere else ('count the authors from Japan')
        who = "author" if re.match(r"(?:by|from)\b", named.group(0), re.I) else "name"
        filters.append(Filter(who, masked.restore(named.group("n"))))
        return tail[: named.start()].strip()
    scoped = _SCOPE_RE.search(tail)
    if scoped:
        group = owner(scoped.group("s"), masked)
        if group and group[0].name in GROUP_NOUNS:
            filters.extend(group)
            return tail[: scoped.start()].strip()
    return tail


def _be_predicate(q: Question, masked: Masked, filters: list[Filter]) -> str:
    """What 'how many X are <predicate>' says of X: a condition ('in stock', 'closed': a status), or a
    place ('are there under the recipe', 'in the Travel category'); returns the scope, if any."""
    pred = " ".join(p for p in (q.subject, q.verb, q.particle, q.tail) if p)
    words = [w for w in pred.split() if w not in _ADVERBS]
    while words and words[-1].lower().strip(",") in _JOINS:  # 'in stock and <a bound>'
        words.pop()
    while words and words[0].lower().strip(",") in _JOINS:  # '<a bound> and in stock'
        words.pop(0)
    cut = _state_then_place(words)
    if cut:  # 'how many issues are open in Mobile App': a state, then where
        filters.append(Filter("status", " ".join(words[:cut]).lower()))
        rest = _count_tail(" ".join(words[cut:]), masked, filters)
        return _scope(rest, masked) or _named_place(rest, masked)
    if " ".join(words).lower() in STATE_PHRASES:  # 'how many monitors are in stock'
        filters.append(Filter("status", " ".join(words).lower()))
    elif q.verb == "there" or (words and words[0] in PREPOSITIONS):
        rest = _count_tail(q.tail if q.verb == "there" else " ".join(words), masked, filters)
        return _scope(re.sub(r"^on\s+file\b\s*", "", rest), masked)
    elif words and value_field(" ".join(words), "")[1]:  # 'how many issues are high priority': a
        # value said with its field, as 'high-priority issues' and 'issues that have high priority' say
        value, field = value_field(" ".join(words), "")
        filters.append(Filter(field, value.lower()))
    elif words and not all(w in _EXIST_WORDS for w in words):
        filters.append(Filter("status", _NEGATED_RESTATEMENT.sub("", " ".join(words)).lower()))
    return ""


def _state_first(thing: str, filters: list[Filter]) -> str:
    """'how many open bugs' = 'how many bugs are open', 'how many high-priority issues': what stands
    before the noun narrows it (postmodifiers.pre_modifier, one-word states included; 'new', 'used' and
    'free' before a noun name a kind of thing as often)."""
    return pre_modifier(thing, filters, words=True)


def _state_then_place(words: list[str]) -> int:
    """How many leading words are a state when a place phrase follows them ('open in Mobile App',
    'on loan at the Central branch'); 0 when they are not."""
    for n in range(min(3, len(words) - 2), 0, -1):
        if is_state(" ".join(words[:n])) and words[n].lower() in PREPOSITIONS:
            return n
    return 0


def _named_place(rest: str, masked: Masked) -> str:
    """'in Mobile App': a place named by a name (its kind unsaid) is where the things are."""
    named = re.match(r"^(?:in|on|at|under|within|inside)\s+(?P<s>.+)$", rest, re.I)
    return masked.restore(named.group("s")) if named and is_name(named.group("s")) else ""


def _measured(q: Question) -> bool:
    """'how many pages is Hidden Kingdoms', 'how many calories is the salad': a plural asked with a
    singular 'is' and no verb measures the one thing named (its pages), where 'how many issues are open'
    counts; a state ('is open') or a pronoun of many is no such thing."""
    return (
        q.aux.lower() in {"is", "was"}
        and not q.verb
        and bool(q.subject)
        and len(q.asked.split()) == 1
        and not is_state(q.subject)
        and q.subject.lower() not in {"there", "they", "these", "those", "that", "this"}
    )


def _had(q: Question) -> tuple[str, str] | None:
    """'how many pages does An Observatory in Lisbon have', 'how many copies of T do we own': a noun that
    names a number a thing has (``NUMBER_WORDS``), had by one thing, is the thing's attribute (attribute,
    thing); things of their own ('how many comments / reviews does X have') are counted where they are."""
    if q.verb_lemma not in {"have", "own", "hold", "stock"}:
        return None
    first, _, rest = q.asked.partition(" ")
    if not q.subject and rest and lemma(first.lower()) in NUMBER_WORDS:  # 'how many pages Paper Gardens has'
        return first.lower(), rest
    if not q.subject:
        return None
    of = re.match(r"^(?P<a>\w+)\s+of\s+(?P<x>\S.*)$", q.asked)
    if (
        of
        and q.subject.lower() in {"we", "you", "they", "i"}
        and lemma(of.group("a").lower()) in NUMBER_WORDS
    ):
        return of.group("a").lower(), of.group("x")
    whole_site = q.subject.split()[-1].lower() in SITE_NOUNS  # 'how many pages does this site have'
    if (
        lemma(q.asked.lower()) in NUMBER_WORDS
        and q.subject.lower() not in SUBJECT_PRONOUNS
        and not whole_site
    ):
        return q.asked.lower(), q.subject
    return None


def count_step(q: Question, verb: str, text: str, masked: Masked, dates: object) -> Step:
    """The count step of question ``q``; ``dates``: a date range already cut out of the question. 'how
    many pages is Hidden Kingdoms' is no count: the book's pages are asked."""
    had = _had(q)
    if _measured(q) or had:
        attrs, thing = ((had[0],), had[1]) if had else ((q.asked.lower(),), q.subject)
        kind = "number" if had else answer_kind_for(attrs)  # 'how many' asks a number
        return object_step("answer", text, thing, masked, attributes=attrs, answer_kind=kind)
    return _count(q, verb, text, masked, dates)


def _tagged(q: Question, filters: list[Filter]) -> Question:
    """'how many posts are tagged budget', 'have the label bug': a predicate that is all a tag (in
    ``filters``) leaves nothing else to read. 'have been closed': the passive of a state, as 'are'."""
    if q.aux.lower().endswith(" been"):
        q = replace(q, aux="are")
    said = " ".join(p for p in (q.verb, q.particle, q.tail) if p) if not q.subject else ""
    said = q.subject if q.head in BE and not q.verb else said
    if said and not tag_end(f" {said}", filters):
        return replace(q, subject="", verb="", particle="", tail="")
    return q


def _count(q: Question, verb: str, text: str, masked: Masked, dates: object) -> Step:
    step = _count_said(q, verb, text, masked, dates)
    # with a date range the participle is the event dated ('published between X and Y'), no state
    state = question_state(q.aux, q.subject, q.verb, q.particle, q.tail) if step.dates is None else None
    if state and any(f.name == "status" for f in step.filters):  # 'are awaiting review': said so
        return replace(
            step, filters=tuple(replace(f, value=state) if f.name == "status" else f for f in step.filters)
        )
    if state:
        # 'how many loans have not come back yet': the whole predicate says the state
        bare = _affirmed(
            replace(q, aux="are", subject="", verb="", particle="", tail=""), verb, text, masked, dates
        )
        return replace(bare, filters=(*bare.filters, Filter("status", state)))
    return step


def _count_said(q: Question, verb: str, text: str, masked: Masked, dates: object) -> Step:
    aux = q.aux.split()
    if "not" not in (w.lower() for w in aux):
        step = _affirmed(q, verb, text, masked, dates)
        said = tuple(  # 'are still not closed': the denial said inside the predicate
            replace(f, value=negated_state(f.value[4:]))
            if f.name == "status" and f.value.startswith("not ")
            else f
            for f in step.filters
        )
        return replace(step, filters=said)
    # 'how many issues are not closed', 'loans that have not been returned': the state denied
    q = replace(q, aux=" ".join(w for w in aux if w.lower() != "not"))
    step = _affirmed(q, verb, text, masked, dates)
    states = [f for f in step.filters if f.name in VALUE_FIELDS]  # 'are not high priority': not 'high'
    if states:
        denied = states[-1]
        value = negated_state(denied.value) if denied.name == "status" else f"not {denied.value}"
        return replace(
            step, filters=tuple(replace(f, value=value) if f is denied else f for f in step.filters)
        )
    if q.verb and is_participle(q.verb.split()[-1]):  # 'have not been returned': a participle that said
        # only that the things exist says, denied, the state they are in
        return replace(step, filters=(*step.filters, Filter("status", negated_state(q.verb.split()[-1]))))
    return step


def _affirmed(q: Question, verb: str, text: str, masked: Masked, dates: object) -> Step:
    filters: list[Filter] = []
    scope = ""
    q = _tagged(q, filters)
    # bounds and dates anywhere after the verb hold for what is counted ('are there under $110',
    # 'recorded in 2023'); the rest of the tail is read as before
    # ('how many keyboards are under $60': with no verb the predicate is the subject's place)
    said = q.tail or ("" if q.verb else q.subject)
    stated, tail = read_constraints(said, with_filters=False) if said else (None, "")
    # 'priced below $40', 'rated above 4 stars': a participle left alone by a bound is what it measures
    measured = stated is not None and bool(stated.bounds) and len(tail.split()) <= 1
    if stated is not None and (stated.bounds or stated.dates):
        q = replace(q, tail=tail.strip()) if q.tail else replace(q, subject=tail.strip())
        dates = dates if dates is not None else stated.dates
    asked = _EXIST_END_RE.sub("", q.asked)
    bounded = find_bounds(asked)  # 'how many kettles under 40 dollars': a bound, never a name after 'under'
    for _bound, (start, end) in reversed(bounded):
        asked = f"{asked[:start]} {asked[end:]}".strip()
    asked = _SAME_KIND_RE.sub("", asked)  # 'how many different kettles': the kettles
    last = asked.split()[-1].lower() if len(asked.split()) > 1 else ""
    if last in _EXIST_WORDS and is_participle(last):  # 'how many liens recorded (in 1990) are there'
        asked = asked.rsplit(None, 1)[0]
    thing = _state_first(_count_tail(asked, masked, filters), filters)
    head = q.head
    # 'issues assigned to Alice' without an auxiliary is the same passive, reduced (no 'are')
    reduced = not head and not q.subject and is_participle(q.verb.split()[-1]) if q.verb else False
    passive = (head in BE or reduced) and q.verb and q.verb != "there" and not q.subject
    if passive:  # 'issues assigned to Alice', 'records found for Smith', 'comments shown under X'
        by = re.match(r"^(?:to|by)\s+(?P<n>.+)$", " ".join(p for p in (q.particle, q.tail) if p))
        if by and is_name(by.group("n")):
            filters.append(Filter(ROLE_OF_VERB.get(q.verb_lemma, "name"), masked.restore(by.group("n"))))
        else:
            scope = _scope(_count_tail(q.tail, masked, filters), masked)
        # 'books written in German', 'posts filed under Gardening': a verb before where or what in is no
        # state of the things; 'issues closed in Mobile App' names one (names.is_state)
        related = bool(q.tail) and q.tail.lower() not in VERB_PARTICLES and not is_state(q.verb)
        if (
            head in BE
            and not by
            and not measured
            and not related
            and q.verb.split()[-1].lower() not in _EXIST_WORDS
        ):
            # 'how many issues are closed', 'books are checked out': the participle is their state
            adverb = q.tail if q.tail.lower() in VERB_PARTICLES else ""  # 'checked out', 'signed up'
            filters.append(Filter("status", " ".join(p for p in (q.verb, q.particle, adverb) if p).lower()))
    elif head in BE and not measured:
        scope = _be_predicate(q, masked, filters)
    elif q.verb:
        owned = owner(q.subject, masked) if q.subject else []
        filters.extend(  # 'how many books has Ann Lee written': she is their author
            replace(f, name=role) if f.name == "name" and (role := doer_role(q.verb_lemma, f.value)) else f
            for f in owned
        )
        tail = _valued_tail(q, masked, filters)
        scope = _scope(_count_tail(tail, masked, filters), masked) or ("" if owned else _holder(q, masked))

    step = object_step(verb, text, thing, masked, answer_kind="count", filters=filters)
    if stated is not None and stated.bounds:
        step = replace(step, bounds=(*step.bounds, *stated.bounds))
    if bounded:
        step = replace(step, bounds=(*step.bounds, *(b for b, _ in bounded)))
    if dates is not None and step.dates is None:
        step = replace(step, dates=dates)  # type: ignore[arg-type]
    step = replace(step, scope=scope) if scope else step
    # 'the number of crime novels in the catalogue': a count over the site itself, however it is said
    # (the count's place reading, ``translate_parts.count_item``, drops such a place too)
    place = [
        w for w in step.scope.lower().split() if w not in {"the", "this", "your", "our", "whole", "entire"}
    ]
    return replace(step, scope="") if place and set(place) <= SITE_NOUNS else step


def _valued_tail(q: Question, masked: Masked, filters: list[Filter]) -> str:
    """'how many issues have high priority': a value said with its field after 'have' is the things'
    (added to ``filters``); the rest of the tail is returned."""
    words = q.tail.split()
    value, field = value_field(" ".join(words[:2]), "") if q.verb_lemma == "have" else ("", "")
    if not field or q.subject:
        return q.tail
    filters.append(Filter(field, masked.restore(value).lower()))
    return " ".join(words[2:])


_HOLDING_VERBS = frozenset({"have", "get", "hold", "contain", "show", "list"})


def _holder(q: Question, masked: Masked) -> str:
    """'how many comments does the red lentil soup recipe have': a thing that holds them is where they
    are counted ('' for the site itself: 'the store', or 'this office' - 'this' points at where the person
    is -, or a thing no definite phrase names)."""
    held = re.match(r"^the\s+(?P<x>\S.*)$", q.subject, re.I)
    if (
        held is None
        or q.verb_lemma not in _HOLDING_VERBS
        or held.group("x").split()[-1].lower() in SITE_NOUNS
    ):
        return ""
    return masked.restore(held.group("x"))


# 'out, not yet returned', 'open - not closed': a state restated by denying its opposite says no more
_NEGATED_RESTATEMENT = re.compile(
    r"(?<=\w)\s*(?:,|\s-+|\s\u2013)\s*(?:and\s+|but\s+)?not\s+(?:yet\s+)?\w+(?:\s+\w+)?$", re.I
)
# 'how many different / distinct kettles': the count of the things themselves, said twice
_SAME_KIND_RE = re.compile(r"^(?:different|distinct|separate|individual)\s+(?=\w)", re.I)
_EXIST_END_RE = re.compile(r"\s+(?:match(?:es|ed)?|appear|exist|remain)$", re.I)


def _scope(rest: str, masked: Masked) -> str:
    """'under the soup recipe', 'on issue 7': where the things are, when it is not the site itself."""
    # 'turned up for the clean-up day', 'came to the repair cafe', 'at the summer market': the one event
    # or place the things are counted at (a definite one), whose page states their number
    scoped = (
        _SCOPE_RE.match(rest)
        or re.match(r"^(?:on|in|under)\s+(?P<s>.+)$", rest)
        or re.match(r"^(?:(?:up|out|along)\s+)?(?:to|for|at)\s+(?P<s>(?:the|this)\s+.+)$", rest, re.I)
    )
    if scoped is None or _is_site(scoped.group("s")):
        return ""
    group = owner(scoped.group("s"), masked)
    if group and group[0].name in GROUP_NOUNS:  # read as a filter by _count_tail
        return ""
    return masked.restore(re.sub(r"^(?:the|this)\s+", "", scoped.group("s")))


def _is_site(phrase: str) -> bool:
    return any(w in SITE_NOUNS for w in phrase.lower().split())


__all__ = ["count_step", "owner"]
