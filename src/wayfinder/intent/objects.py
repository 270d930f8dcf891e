"""Object phrases (pure): what is sought or acted on, without the words around it.

"me a wireless mouse" -> "wireless mouse"; "the Sony headphones to my cart" -> "Sony headphones"
(destination "cart"); "on the 'Submit' button" -> "Submit" (role button, exact). Constraints come
out through ``intent/constraints.py`` first.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.attributes import answer_kind_for, attribute_words
from wayfinder.intent.constraints import read_constraints
from wayfinder.intent.frame import Filter, Step, Superlative
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.names import (
    GROUP_NOUNS,
    KIND_NOUNS,
    MONEY_RECORDS,
    NAME,
    NAME2,
    RESPONSE_NOUNS,
    SITE_NOUNS,
    is_code,
    is_name,
    is_whole_site,
)
from wayfinder.intent.object_words import PRONOUNS, ObjectPhrase, clean, page_for, person_page, role_from
from wayfinder.intent.postmodifiers import bare_participle, pre_modifier, take_narrowers
from wayfinder.intent.relative_states import emptied_relative, relative_state
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.numbers import WORD_NUMBERS
from wayfinder.intent.text.words import FUNCTION_WORDS
from wayfinder.intent.values import paren_values

# Words that count things rather than name them, after a quantity ('two X units', '3 X pieces').
_CLASSIFIER_RE = re.compile(r"\s+(?:units?|pieces?|pcs|items?|copies|copy|of\s+(?:them|those|these))$", re.I)
_SECTION_RE = re.compile(r"\s+(?:section|category|department|area|aisle|listing|list)$", re.I)
# 'member RL10042', 'document 2024-001555', 'the author Hiroshi Zimmermann': a kind, then its name or code
_TYPED_NAME_RE = re.compile(rf"^(?P<t>[a-z][a-z-]{{2,20}}(?:\s+[a-z][a-z-]{{2,20}})?)\s+(?P<n>{NAME})$", re.I)
_NOT_TYPES = frozenset(
    {"the", "a", "an", "cheap", "new", "used", "good", "best", "all", "some", "any", "my", "our"}
)
_DEST_RE = re.compile(
    r"\s+(?:to|into|in|onto)\s+(?:the\s+|my\s+|your\s+|our\s+)?(?P<d>(?:shopping\s+)?(?:cart|basket|bag|trolley)|wish\s*list|favou?rites"
    r"|watch\s*list|reading\s+list|compare(?:\s+list)?|comparison|list|collection|playlist|library|order)\b",
    re.I,
)
_FROM_DEST_RE = re.compile(
    r"\s+from\s+(?:the\s+|my\s+|your\s+)?(?P<d>(?:shopping\s+)?(?:cart|basket|bag)|wish\s*list|favou?rites|list|order)\b",
    re.I,
)


_POSSESSOR_RE = re.compile(rf"^(?P<who>{NAME2})['’]s?\s+(?P<o>.+)$", re.I)
_OWN_RE = re.compile(r"^(?:its|their|his|her)\s+(?P<o>.+)$", re.I)
_PURPOSE_RE = re.compile(
    r"\s+(?:in\s+order\s+)?to\s+(?:close|open|delete|mark|select|submit|confirm|remove|star|save|finish|see|show|view|"
    r"reveal|expand|hide|continue|proceed|go|get|send|start|stop|dismiss|accept|find|read|make|complete|check|sign|log)\b.*$",
    re.I,
)
_SCOPE_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:in|on|within|inside|from|under|among)\s+(?:the|this|my|your|our)\s+(?P<s>[\w\s-]{1,30})$",
    re.I,
)
# 'the feedback issues of the Website Redesign project': things in the plural of a named group are found
# in it, as 'in the Website Redesign project' says
_MEMBERS_OF_RE = re.compile(
    rf"^(?P<o>.+?s)\s+of\s+the\s+(?P<s>\S[\w\s-]{{0,30}}\s+(?:{'|'.join(sorted(GROUP_NOUNS))}))$", re.I
)
# 'the last note on issue 7', 'the comments under post #12': a record named by its kind and number
_RECORD_SCOPE_RE = re.compile(
    rf"^(?P<o>.+?)\s+(?:in|on|under)\s+(?P<s>(?:{'|'.join(sorted(KIND_NOUNS))})\s+#?\d[\w/-]*)$", re.I
)
# 'the pending review on Trail Shoes', 'the comment under "Coastal Path"': a response is found on the
# thing it responds to, whatever names that thing
_RESPONSE_ON_RE = re.compile(
    r"^(?P<o>(?:[\w-]+\s+)?(?:comment|review|note|reply|replies|answer|rating|message)s?)\s+(?:on|under|about|to)\s+"
    r"(?:the\s+)?(?P<s>\S.*)$",
    re.I,
)
# 'the Launch version of Website Redesign', 'the Intro section of the User Guide': a named group (a
# version, a section, a category) of a named owner, which is where it is found
_GROUP_OF_RE = re.compile(
    rf"^(?P<o>(?:the\s+)?\S.*?\s+(?:{'|'.join(sorted(GROUP_NOUNS))}))\s+(?:of|in|for)\s+(?:the\s+)?(?P<s>\S.*)$",
    re.I,
)


def _group_of(text: str) -> re.Match[str] | None:
    found = _GROUP_OF_RE.match(text)
    if found is None or not is_name(found.group("s")) or found.group("s").lower() in SITE_NOUNS:
        return None
    named = re.sub(r"^the\s+", "", found.group("o"), flags=re.I).split()[:-1]
    return found if named and all(w.lower() not in FUNCTION_WORDS for w in named) else None


_ON_EACH_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:on|for|of|in|next\s+to|beside|under|below)\s+(?P<q>all|every|each|both)\s+(?:of\s+)?(?:the\s+|their\s+)?(?P<s>.+)$",
    re.I,
)


def _take_destination(text: str, phrase: ObjectPhrase) -> str:
    dest = _DEST_RE.search(text) or _FROM_DEST_RE.search(text)
    if dest is None:
        return text
    phrase.destination = re.sub(r"^shopping\s+", "", " ".join(dest.group("d").lower().split()))
    return text[: dest.start()] + text[dest.end() :]


def _take_context(text: str, masked: Masked, phrase: ObjectPhrase, each: bool) -> str:
    """'its price' (refers back), "Bob's email" (a name filter), 'Ann in the contact book' (a scope)."""
    own = _OWN_RE.match(clean(text))
    if own:
        phrase.refers_back = True
        text = own.group("o")
    whose = _POSSESSOR_RE.match(masked.restore(clean(text))) if not masked.is_exact(clean(text)) else None
    kind = person_page(whose.group("o")) if whose else None
    after = page_for(clean(text)) if whose is None and not masked.is_exact(clean(text)) else None
    if after is not None:  # 'the author page for Elena Nakamura': Elena Nakamura, an author
        phrase.constraints.filters.append(Filter("type", after[0]))
        text = after[1]
    elif whose and kind is not None:  # "Ben Hughes's author page": Ben Hughes, an author
        phrase.constraints.filters.extend([Filter("type", kind)] if kind else [])
        text = whose.group("who")
    elif whose:  # "Smith's latest deed": Smith's; "Elena Rossi's comment", "Priya's post": written by them
        head = re.split(r"\s+(?:of|on|for|about|under|to)\s+", whose.group("o").strip(), maxsplit=1)[
            0
        ].split()
        written = bool(head) and lemma(head[-1]) in RESPONSE_NOUNS  # "Tom Reed's review of the lamp"
        phrase.constraints.filters.append(Filter("author" if written else "name", whose.group("who")))
        text = whose.group("o")
    scoped = (
        _SCOPE_RE.match(clean(text))
        or _RECORD_SCOPE_RE.match(clean(text))
        or _RESPONSE_ON_RE.match(clean(text))
        or _MEMBERS_OF_RE.match(clean(text))
        or _group_of(clean(text))
        if not each
        else None
    )
    if scoped and is_whole_site(scoped.group("s")):  # 'the latest recipe on the blog': where all is anyway
        text = scoped.group("o")
    elif scoped and not re.search(r"\b(?:page|site|website|list|results?)$", scoped.group("s"), re.I):
        phrase.scope = masked.restore(scoped.group("s")).strip()
        text = scoped.group("o")
    named = re.search(_NAMED, text, re.I)
    return named.group("n") if named else text


# one record of a kind named by what it is about ('the post about X', 'the issue regarding Y', 'the blog
# post about X', 'the wiki page about X'): a kind found by its topic;
# a site noun before the kind is where it is ('blog post' - a post on the blog)
_KIND_ABOUT_RE = re.compile(
    rf"^(?:(?P<s>{'|'.join(sorted(SITE_NOUNS))})\s+)?(?P<k>{'|'.join(sorted(KIND_NOUNS))})\s+"
    rf"(?:about|regarding|concerning)\s+(?P<t>\S.*)$",
    re.I,
)
_NAMED = r"\b(?:named|labell?ed|called|titled|that\s+says|with\s+(?:the\s+)?(?:text|label))\s+(?P<n>.+)$"


_COUNT_WORD = r"\d{1,3}|" + "|".join(sorted(WORD_NUMBERS, key=len, reverse=True))
# How many of a thing to put somewhere, said after it ('..., two of them', 'Orbit kettle × 2') or as a
# multiplier before it ('2x Orbit kettle'); 'Orbit X2' after a name is a model's name, case is folded.
_TIMES_RE = re.compile(
    rf",?\s+(?P<a>{_COUNT_WORD})\s+of\s+(?:them|those|these)\s*$"
    r"|\s+×\s?(?P<b>\d{1,3})\s*$"
    r"|^\s*(?P<c>\d{1,3})\s?[x×]\s+(?=[^\W\d])"
)


# Kinds of written thing named after their title ('the Miso Glazed Salmon post', 'the Night Train to
# Vienna article'): the title is what is sought, the kind a filter. Not 'page' (a page is where a thing
# is shown) nor a group ('the Website Redesign project' is an owner).
_KIND_LAST = frozenset(
    {
        "post",
        "article",
        "recipe",
        "story",
        "issue",
        "ticket",
        "thread",
        "topic",
        "card",
        "task",
        "note",
        "photo",
        "event",
    }
)


def _kind_last(phrase: ObjectPhrase) -> None:
    words = phrase.text.split()
    if len(words) >= 3 and words[-1].lower() in _KIND_LAST and not phrase.exact:
        phrase.constraints.filters.append(Filter("type", words[-1].lower()))
        phrase.text = " ".join(words[:-1])


def _take_times(text: str) -> tuple[str, int | None]:
    """'the Orbit kettle × 2', '2x Orbit kettle', '..., two of them': how many to put in, cut out."""
    times = _TIMES_RE.search(text)
    if times is None:
        return text, None
    raw = next(g for g in times.groups() if g)
    rest = f"{text[: times.start()]} {text[times.end() :]}".strip()
    return rest, int(raw) if raw.isdigit() else WORD_NUMBERS[raw.lower()]


# 'the newest record for Robinson' = "Robinson's newest record": with a superlative the record is one of
# the name's several, so the name narrows the records (as in a count of them) rather than naming a page.
_RECORD_OF_NAME_RE = re.compile(
    rf"^(?:the\s+)?(?P<x>records?|entry|entries)\s+(?:for|of)\s+(?P<n>{NAME2})$", re.I
)


def _ones_of_a_name(text: str, phrase: ObjectPhrase) -> str:
    found = _RECORD_OF_NAME_RE.match(text.strip(" .,!?:;"))
    if found is None or phrase.constraints.superlative is None:
        return text
    phrase.constraints.filters.append(Filter("name", found.group("n")))
    return found.group("x")


# What a search shows, said with a verb of appearance (Levin 1993, 48.1.1: 'appear', 'show up', 'come
# up', 'pop up', 'turn up'): 'whatever comes up first', 'the first thing that shows up', 'the result
# that pops up at the top' - the result found, its place an ordinal.
_APPEARS_RE = re.compile(
    r"^(?P<h>whatever|what|anything|.+?\s+(?:that|which))\s+(?:it\s+)?"
    r"(?:(?:comes?|came|shows?|showed|pops?|popped|turns?|turned)\s+up|appears?|appeared)"
    r"(?P<top>\s+(?:on\s+top|at\s+the\s+top))?$",
    re.I,
)


def _what_appears(text: str, phrase: ObjectPhrase) -> str:
    """'whatever comes up', 'the thing that shows up': the result found ('it'); 'on top' is the first."""
    shown = _APPEARS_RE.match(text.strip())
    if shown is None:
        return text
    head = re.sub(r"\s+(?:that|which)$", "", shown.group("h"), flags=re.I)
    if shown.group("top"):
        phrase.constraints.ordinal = 1
    generic = head.lower() in {"whatever", "what", "anything"} or clean(head).lower() in PRONOUNS
    return "it" if generic else head


def read_object(
    rest: str, masked: Masked, *, constraints: bool = True, destination: bool = False, narrow: bool = True
) -> ObjectPhrase:
    """The object phrase of a clause remainder, with its role, destination and constraints; ``narrow``:
    a participle or 'in' with a name after the noun may narrow it (not in a yes/no question, where
    'pets allowed at X' is the proposition asked)."""
    phrase = ObjectPhrase()
    text = _take_destination(rest, phrase) if destination else rest
    text, times = _take_times(text) if destination else (text, None)
    text = _PURPOSE_RE.sub("", text)
    each = _ON_EACH_RE.match(text)
    if constraints:
        phrase.constraints, text = read_constraints(each.group("o") if each else text)
        text = bare_participle(text, bool(phrase.constraints.dates or phrase.constraints.bounds))
    if each:
        scope_c, phrase.scope = read_constraints(masked.restore(each.group("s")).strip(" ."))
        phrase.constraints.quantity = -1
        phrase.constraints.filters.extend(scope_c.filters if constraints else [])
    phrase.constraints.quantity = times if times is not None else phrase.constraints.quantity
    text = _ones_of_a_name(text, phrase)
    text = pre_modifier(text, phrase.constraints.filters)
    # with a date range the participle is the event dated ('the posts that were published in May')
    stated = relative_state(text) if phrase.constraints.dates is None else None
    text = text if phrase.constraints.dates is None else emptied_relative(text)
    if stated:  # 'the cheapest mouse that's in stock', 'the open issues in X that nobody is assigned to'
        text, state = stated
        phrase.constraints.filters.append(Filter("status", state))
    text = clean(_take_context(text, masked, phrase, bool(each)))
    text = _QUOTED_THEN_KIND_RE.sub(r"\g<k> \g<m>", text)  # 'the "X" draft' is 'the draft "X"'
    if phrase.scope:  # 'the lentils in the red lentil soup recipe': a colour of the scope is not the thing's
        phrase.constraints.filters = [
            f
            for f in phrase.constraints.filters
            if f.name not in {"color", "size"} or f.value in text.lower()
        ]
    text, phrase.role = role_from(text)
    text = clean(_what_appears(text, phrase))
    if (text.lower() in PRONOUNS and not phrase.role and not text.isupper()) or not text:
        phrase.refers_back = phrase.refers_back or bool(text)
        return phrase
    phrase.exact = masked.is_exact(text)
    phrase.text = masked.restore(text) if phrase.exact else masked.restore(text).strip(" .,!?:;")
    if phrase.exact:
        return phrase
    # 'about the returns policy' names a topic; 'About us' / 'About me' is a page's own name
    phrase.text = re.sub(
        r"^(?:using|about(?!\s+(?:us|me)$)|regarding|on|concerning)\s+", "", phrase.text, flags=re.I
    )
    topic = _KIND_ABOUT_RE.match(phrase.text)
    if topic and clean(topic.group("t")):  # 'the post about the night train to Vienna': found by its topic
        phrase.constraints.filters.append(Filter("type", topic.group("k").lower()))
        phrase.text = clean(topic.group("t"))
        phrase.scope = phrase.scope or (topic.group("s") or "").lower()
    if phrase.constraints.quantity is not None:  # 'two Acme Drill units': the count's word, not the thing
        phrase.text = _CLASSIFIER_RE.sub("", phrase.text)
    if len(phrase.text.split()) > 1:
        phrase.text = _SECTION_RE.sub("", phrase.text)
    take_narrowers(phrase, narrow)
    _kind_last(phrase)
    unchanged = phrase.text == masked.restore(text).strip(" .,!?:;")
    typed = typed_split(text if unchanged else phrase.text)
    if typed is not None:  # 'member RL10042', 'the issue "Login button broken"'
        phrase.constraints.filters.append(Filter("type", typed[0]))
        phrase.exact = masked.is_exact(typed[1])
        phrase.text = masked.restore(typed[1])
    return phrase


def typed_split(text: str) -> tuple[str, str] | None:
    """(kind, name) when ``text`` is a kind of person or record followed by its name or code."""
    words = text.split()
    for k in (1, 2):
        kind, name = " ".join(words[:k]), " ".join(words[k:])
        if name and _TYPED_NAME_RE.fullmatch(text) and re.fullmatch(NAME, name, re.I) and _typed(kind, name):
            return kind, name
    return None


# A quoted name, then one noun: the noun is the thing's kind, as when it stands first ('the "Ferry
# Timetable Changes" draft', 'the "Login freezes" issue'; Quirk et al. 1985, 17.65: apposition)
_QUOTED_THEN_KIND_RE = re.compile(r"^(?P<m>\ue000\d+\ue001)\s+(?P<k>[a-z]+)$", re.I)


# Nouns of the parts of a site a thing is shown on ('the contact page', 'the member list').
_PAGE_NOUNS = frozenset(
    {"page", "pages", "section", "tab", "screen", "form", "view", "panel", "menu", "list"}
)


def _typed(kind: str, name: str) -> bool:
    """'member RL10042', 'library card RL10042' (a code after a kind of person or record), 'author Ann
    Lee' (a name after one); 'wireless mouse' and 'thinkpad x1' are neither."""
    words = kind.lower().split()
    if set(words) & (_NOT_TYPES | {"that", "which", "of"}) or words[-1] not in KIND_NOUNS:
        return False  # 'lenovo thinkpad x1' is a product's name, not a kind and a code
    if name.lower() in _PAGE_NOUNS or name.lower() in SITE_NOUNS:
        return False  # 'the contact page': a page named by its topic, not the contact 'page'
    if len(name.split()) == 1 and (is_code(name) or MARK_RE.fullmatch(name)):
        return True
    return len(words) == 1 and not any(ch.isdigit() for ch in name)


def _measured(sup: Superlative | None, thing: str) -> Superlative | None:
    head = lemma(thing.split()[-1].lower()) if thing.split() else ""
    if sup is not None and sup.attribute == "size" and head in MONEY_RECORDS:
        return replace(sup, attribute="amount")
    return sup


def phrase_step(verb: str, text: str, obj: ObjectPhrase, **kw: object) -> Step:
    """A step for an object phrase already read: its text and constraints; ``kw`` sets the other fields
    (``filters`` given there are added after the phrase's own)."""
    c = obj.constraints
    filters = list(c.filters) + list(kw.pop("filters", []))  # type: ignore[call-overload]
    sup = c.superlative
    asked = verb in {"answer", "find"} and not kw.get("attributes") and sup is not None and bool(sup.word)
    # 'the lowest price for a kettle', 'the highest rating of any keyboard': the superlative's own noun
    # is what is asked (its value), where 'the cheapest kettle' asks which kettle
    if asked and sup is not None and attribute_words(sup.word.split()[-1], False) == (sup.attribute,):
        kw["attributes"] = (sup.attribute,)
        if verb == "answer":
            kw["answer_kind"] = answer_kind_for((sup.attribute,))
    return Step(
        verb=verb,
        text=text,
        object=obj.text,
        exact=obj.exact,
        refers_back=obj.refers_back,
        superlative=_measured(c.superlative, obj.text),
        bounds=tuple(c.bounds),
        filters=tuple(filters),
        dates=c.dates,
        quantity=c.quantity,
        ordinal=c.ordinal,
        **kw,  # type: ignore[arg-type]
    )


def object_step(verb: str, text: str, rest: str, masked: Masked, **kw: object) -> Step:
    """A step whose object phrase is ``rest`` (with its constraints and the scope it names: 'the lentils
    in the soup recipe'); ``kw`` sets the other fields."""
    obj = read_object(rest, masked)
    kw.setdefault("scope", obj.scope)
    return phrase_step(verb, text, obj, **kw)


def generic(verb: str, rest: str, text: str, masked: Masked, *, destination: bool = False) -> Step:
    """A step whose remainder is one object phrase with constraints (find, open, add, buy, click...)."""
    obj = read_object(rest, masked, destination=destination)
    return phrase_step(
        verb,
        text,
        obj,
        role=obj.role,
        destination=obj.destination,
        scope=obj.scope,
        values=tuple(paren_values(rest, masked)),
    )


def with_(step: Step, **changes: object) -> Step:
    return replace(step, **changes)  # type: ignore[arg-type]
