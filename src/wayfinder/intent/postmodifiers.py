"""What narrows a thing after its noun, and the few things said before it (pure), read off an object
phrase.

Quirk et al. 1985 (17.96-17.100, postmodification): a reduced relative clause - a past participle with
a preposition and a name ('the deeds recorded under Davis', 'issues assigned to Bob', 'documents filed
for Smith') - or 'in' with a bare name after a plural ('books in German', 'posts in Gardening'). The name
narrows the thing (a filter); the verb names its role when the name is the doer ('written by' ->
author, 'assigned to' -> assignee). Word forms come from lemminflect (``intent/text/lemmas.py``).
Before the noun (``pre_modifier``): a state ('in-stock') or a hyphened value and its field
('high-priority').
"""

from __future__ import annotations

import re

from wayfinder.intent.attributes import ATTRIBUTE_PHRASES, IDENTIFIER_WORDS, ROLE_OF_VERB, doer_role
from wayfinder.intent.frame import Filter
from wayfinder.intent.names import (
    NAME2,
    RECORD_NOUNS,
    RESPONSE_NOUNS,
    SITE_NOUNS,
    STATE_PHRASES,
    is_name,
    state_before,
    valued_before,
)
from wayfinder.intent.object_words import ObjectPhrase, clean
from wayfinder.intent.text.lemmas import is_participle, lemma, verb_lemma
from wayfinder.intent.text.words import FUNCTION_WORDS

# A thing, then what narrows it after the noun (Quirk et al. 1985, 17.96-17.100: postmodification):
# a reduced relative clause, a past participle with a preposition and a name ('the deeds recorded under
# Davis', 'issues assigned to Bob', 'documents filed for Smith'), or 'in' with a bare name ('books in
# German', 'posts in Gardening'). The name narrows the thing; the verb names its role when the name is
# the doer ('written by' -> author, 'assigned to' -> assignee).
_POSTMOD_RE = re.compile(
    rf"^(?P<x>[a-z][\w -]*?[a-z])\s+(?:(?P<p>[a-z]+)\s+(?P<r>under|to|by|for|in|on|at|with|as|from)"
    rf"|(?P<i>in))\s+(?P<v>{NAME2})$",
    re.I,
)
_STATE_END_RE = re.compile(
    r"\s+(" + "|".join(p.replace(" ", r"\s+") for p in sorted(STATE_PHRASES, key=len, reverse=True)) + r")$",
    re.I,
)
_NOT_HEADS = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "had"})
_DOER_PREPOSITIONS = {"by": "", "to": "assign"}  # 'to' names a role only for verbs of giving work


def state_end(text: str, filters: list[Filter]) -> str:
    """``text`` without a condition ending it ('monitors in stock', 'books on loan': a state, not a
    place), added to ``filters`` as the status; ``text`` itself when none ends it."""
    state = _STATE_END_RE.search(text)
    if state is None or not text[: state.start()].strip():
        return text
    filters.append(Filter("status", " ".join(state.group(1).lower().split())))
    return text[: state.start()].strip()


# A tag or a label said of a thing, in any of its wordings (WordPress and Discourse tags, GitHub's and
# GitLab's labels): 'tagged budget', 'labelled as bug', 'with the tag budget', 'that have the label
# bug', 'carrying the tag X', 'in the budget tag'. One meaning: ``Filter("tag" | "label", value)``.
_TAG_RE = re.compile(
    r"(?:^|\s)(?:"
    r"(?P<v1>tagged|labell?ed)\s+(?:(?:with|as)\s+)?(?:the\s+)?(?:(?:tags?|labels?)\s+)?(?P<a>\S.*)"
    r"|(?:(?:that|which)\s+(?:have|has|carry|carries|bear|bears)|having|carrying|with|under|in|have|has)\s+"
    r"(?:(?:the|a)\s+)?(?P<k>tag|label)\s+(?P<b>\S.*)"
    r"|(?:with|under|in|(?:that|which)\s+(?:have|has|carry|carries)|having|carrying|have|has|carry)\s+the\s+"
    r"(?P<c>\S.*?)\s+(?P<k2>tag|label))$",
    re.I,
)


def _tag(found: re.Match[str]) -> tuple[str, str] | None:
    kind = (found.group("v1") or found.group("k") or found.group("k2") or "").lower()
    value = (found.group("a") or found.group("b") or found.group("c") or "").strip(" '\"?.!")
    if not value or value.split()[0].lower() in FUNCTION_WORDS:
        return None
    return ("label" if kind.startswith("label") else "tag"), value


def tag_of(phrase: str) -> tuple[str, str] | None:
    """``(tag | label, value)`` when all of ``phrase`` says a tag ('tagged vegetarian', 'with the tag
    soup', 'in the budget tag'), else None: the one reading of a tag, for the goal and the page alike."""
    found = _TAG_RE.match(" " + " ".join(phrase.split()))
    return _tag(found) if found else None


def tag_end(text: str, filters: list[Filter]) -> str:
    """``text`` without the tag or label ending it (added to ``filters``); ``text`` when none does."""
    found = _TAG_RE.search(text)
    tag = _tag(found) if found else None
    if found is None or tag is None:
        return text
    filters.append(Filter(*tag))
    return text[: found.start()].strip()


# a tag or label said before the noun, hyphened to its participle ('vegetarian-tagged posts')
_TAGGED_BEFORE_RE = re.compile(r"^(?P<v>[\w]+)-(?P<p>tagged|labell?ed)\s+(?P<rest>\S.*)$", re.I)


def pre_modifier(text: str, filters: list[Filter], *, words: bool = False) -> str:
    """``text`` without a hyphened value-and-field and a state before its noun (added to ``filters``):
    'the newest high-priority bug' (its priority is high), 'the cheapest in-stock mouse' (= 'the cheapest
    mouse that's in stock'); with ``words`` one-word states too ('open bugs', names.state_before)."""
    bare = re.sub(r"^(?:the|a|an|my|some|any|all)\s+", "", text.strip(), flags=re.I)
    tagged = _TAGGED_BEFORE_RE.match(bare)
    if tagged:  # 'vegetarian-tagged posts', 'bug-labelled issues': 'posts tagged vegetarian'
        moved = f"{tagged.group('rest')} {tagged.group('p')} {tagged.group('v')}"
        if tag_end(moved, filters) != moved:
            return tagged.group("rest")
    valued = valued_before(bare)
    if valued is not None:
        filters.append(Filter(valued[0], valued[1]))
        text = bare = valued[2]
    before = state_before(bare, words=words)
    if before is None:
        return text
    filters.append(Filter("status", before[0]))
    return before[1]


def post_modifier(text: str, filters: list[Filter]) -> str:
    """``text`` without the postmodifier that narrows its thing (added to ``filters``)."""
    tagged = tag_end(text, filters)
    if tagged != text:
        return tagged
    stated = state_end(text, filters)
    if stated != text:
        return stated
    match = _POSTMOD_RE.match(text)
    if match is None:
        return text
    value, head = match.group("v"), match.group("x")
    bare_in = bool(match.group("i"))
    if not bare_in and match.group("r").lower() == "in" and not is_participle(match.group("p")):
        head, bare_in = f"{head} {match.group('p')}", True  # 'feature requests in Mobile App': no participle
    last = head.split()[-1].lower()
    if (
        last in FUNCTION_WORDS
        or not is_name(value)
        or value.split()[0].lower() in FUNCTION_WORDS | SITE_NOUNS
    ):
        return text
    if bare_in:  # 'books in German': only after a plural noun, never 'log in as Ann'
        if lemma(last) == last:
            return text
        filters.append(Filter("", value))
        return head
    participle = match.group("p").lower()
    if not is_participle(participle) or last in _NOT_HEADS:
        return text
    base, prep = verb_lemma(participle), match.group("r").lower()
    role = (
        ROLE_OF_VERB.get(base, "")
        if prep in _DOER_PREPOSITIONS and _DOER_PREPOSITIONS[prep] in {"", base}
        else ""
    )
    filters.append(Filter(role or "name", value))
    return head


# 'the book whose ISBN is 978...', 'the member with card number RL10042', 'the post whose title is X':
# a thing, then a key of it and the key's value (a relative clause with 'whose', Quirk et al. 1985
# 17.13; or 'with' and an identifying noun). A key that identifies names the record itself.
_KEYED_RE = re.compile(
    r"^(?P<x>[a-z][\w -]{1,30}?)\s+(?:whose\s+(?P<k>[a-z][\w -]{0,24}?)\s+(?:is|are|was|=|:)\s+(?P<v>\S.*)"
    r"|with\s+(?:the\s+|a\s+|an\s+)?(?P<w>[a-z][\w -]{0,24}?)(?:\s+of)?\s+(?P<c>\S+))$",
    re.I,
)
_NAMING_KEYS = IDENTIFIER_WORDS | {"name", "title", "number", "code", "no", "isbn"}


def keyed_relative(text: str, filters: list[Filter]) -> str:
    """``text`` without a 'whose <key> is <value>' / 'with <identifying key> <value>' after its noun.

    When the key identifies (a number, code, ISBN, title, name) the value names the record: the result
    is the value, with the noun as the record's kind (``Filter("type", noun)``), as in 'book 978...'.
    Any other key after 'whose', or an attribute after 'with', narrows by that key ('the loans whose
    status is overdue', 'the loans with status overdue'); other words after 'with' are left alone ('the
    laptop with 16 GB RAM' is the laptop's own name).
    """
    match = _KEYED_RE.match(text)
    if match is None:
        return text
    key = (match.group("k") or match.group("w") or "").lower()
    value, noun = (match.group("v") or match.group("c")).strip(" .,?!"), match.group("x")
    if not value or noun.split()[-1].lower() in FUNCTION_WORDS:
        return text
    if key.split()[-1] in _NAMING_KEYS:
        filters.append(Filter("type", noun))
        return value
    if match.group("k") or key in ATTRIBUTE_PHRASES:
        filters.append(Filter(key, value))
        return noun
    return text


def bare_participle(text: str, taken: bool) -> str:
    """'the liens recorded between A and B', 'orders placed since May', 'laptops sold under $500': the
    participle whose dates or bound were taken leaves with them (the thing is the liens)."""
    words = text.split()
    if taken and len(words) > 1 and words[-1].isalpha() and is_participle(words[-1]):
        return " ".join(words[:-1])
    return text


# 'the latest deed for Quackenbush', 'records for Mary Smith', 'the deed of Zimmerman': things kept on
# file, and whose they are
_FOR_NAME_RE = re.compile(rf"^(?P<x>[a-z][\w -]*?)\s+(?:for|by|of)\s+(?P<n>{NAME2})$", re.I)
_ABOUT_RE = re.compile(
    r"^(?P<x>[a-z][\w -]{1,30}?)\s+(?:that|which|where|whose|for(?=\s+(?P<g>\w+ing)\s))\s+(?P<y>.+)$", re.I
)


# 'the page that explains it', 'the result which mentions them': a page or result about what the goal
# already named (a pronoun ends the relative clause) is the one found for it
_POINTS_BACK_RE = re.compile(r"\b(?:it|them|this|that|these|those|him|her)$", re.I)
_RESULT_NOUNS = frozenset(
    {"page", "result", "one", "link", "article", "entry", "post", "section", "doc", "document"}
)


def take_narrowers(phrase: ObjectPhrase, postmodifiers: bool) -> None:
    """What narrows the thing after its noun, moved from its text to its filters: 'that/which ...'
    (what it is about), 'for <name>' after a record noun, a participle or 'in' with a name."""
    filters = phrase.constraints.filters
    phrase.text = keyed_relative(phrase.text, filters)
    phrase.text = subject_relative(phrase.text, filters)
    about = _ABOUT_RE.match(phrase.text)
    if about and about.group("g") and verb_lemma(about.group("g").lower()) == about.group("g").lower():
        about = None  # 'the timetable for spring ...': no verb's -ing form ('the flag for using X' is one)
    if about and _POINTS_BACK_RE.search(about.group("y")) and about.group("x").lower() in _RESULT_NOUNS:
        phrase.text, phrase.refers_back = "", True  # 'the page that explains it': what was found
        return
    if about:  # 'the prefix that environment variables start with': the prefix, about those variables
        filters.append(Filter("about", clean(about.group("y"))))
        phrase.text = about.group("x")
    for_name = _FOR_NAME_RE.match(phrase.text)
    if (
        for_name and for_name.group("x").split()[-1].lower() in RECORD_NOUNS
    ):  # 'the latest deed for Quackenbush'
        filters.append(Filter("name", for_name.group("n")))
        phrase.text = for_name.group("x")
    if postmodifiers:
        phrase.text = post_modifier(phrase.text, filters)


# 'the loans member RL10025 has had', 'the posts jonas wrote', 'the issues that Bob reported': a relative
# clause whose subject is a name or a record (Quirk et al. 1985, 17.15: the relative pronoun left out when
# it is the clause's object). Whose the things are, as 'how many loans has member RL10025 had' reads it;
# the verb names the role when it has one ('wrote' -> author).
_SUBJECT_RELATIVE_RE = re.compile(
    r"^(?P<x>[a-z][\w -]*?[a-z])\s+(?:(?:that|which)\s+)?(?P<s>[\w.@-]+(?:\s+[\w.@-]+){0,2}?)"
    r"\s+(?:(?:has|have|had)\s+(?:been\s+)?)?(?P<v>[a-z]+)$",
    re.I,
)


def subject_relative(text: str, filters: list[Filter]) -> str:
    """``text`` without a relative clause made of a named subject and its verb (added to ``filters``)."""
    match = _SUBJECT_RELATIVE_RE.match(text)
    if match is None:
        return text
    noun, subject, verb = match.group("x"), match.group("s"), match.group("v").lower()
    head = noun.split()[-1].lower()
    if (
        # things counted or listed are plural ('the loans'); 'the book Ann wrote' is one - but a response
        # is known by who left it ('the comment Elena Rossi left', 'the review Tom Reed wrote')
        (lemma(head) == head and head not in RESPONSE_NOUNS)
        or head in FUNCTION_WORDS
        or not _past(verb)  # the verb is past ('wrote', 'has had'), not a noun ('jonas posts', 'travel tips')
        or not _named_subject(subject)
    ):
        return text
    filters.append(Filter(doer_role(verb_lemma(verb), subject) or "name", subject))
    return noun


def _past(word: str) -> bool:
    """A past form: a participle ('reported', 'had', 'written') or an irregular past ('wrote')."""
    return is_participle(word) or (verb_lemma(word) != word and not word.endswith("s"))


def _named_subject(subject: str) -> bool:
    """A person or record by name: 'Bob', 'member RL10025', 'jonas' - never a pronoun or a common noun,
    nor words with a participle in them ('posts tagged travel tips')."""
    words = subject.lower().split()
    if words[0] in FUNCTION_WORDS | SITE_NOUNS or any(_past(w) for w in words if w.isalpha() and len(w) > 3):
        return False
    return is_name(subject) or any(ch.isdigit() for ch in words[-1])


__all__ = [
    "bare_participle",
    "keyed_relative",
    "post_modifier",
    "subject_relative",
    "tag_end",
    "tag_of",
    "take_narrowers",
]
