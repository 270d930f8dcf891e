"""Topics (pure): a clause that only says what the person is thinking about, for the question after it.

"I'm trying to decide on headphones - how many JBL ones does the store carry?": the first clause asks
for nothing; it names the topic, and "ones" in the question means headphones. A topic clause starts
with a verb of deliberation from ``TOPIC_OPENERS`` (English verbs of considering and choosing, as in
Levin 1993 "English verb classes", 29.2 'consider' verbs and 13.5.1 'get' verbs: shop for); the first
step after it takes the topic: "ones"/"one" in its object becomes the topic's head noun, an object
left empty ("its price") becomes the topic. A topic nothing takes is a thing to find.

A heading before a colon or a spaced dash ("Gardening - how many posts are there?", "issue 14: who is
working on it?", ``masking.heading_topic``) is a topic too; it is also the place of a first step that
names none ("how many posts are there in Gardening?"). A heading that reads as a request of its own
("librarian / <secret:PW> - ...": a sign-in) is a clause, not a topic.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.frame import Step
from wayfinder.intent.readings import DETERMINERS
from wayfinder.intent.text.lemmas import is_inflected_verb

TOPIC_OPENERS = (
    "decide on",
    "decide between",
    "deciding on",
    "deciding between",
    "choose between",
    "choosing between",
    "pick between",
    "think about",
    "thinking about",
    "thinking of",
    "considering",
    "consider",
    "eyeing",
    "shopping for",
    "shop for",
    "interested in",
    "in the market for",
    "curious about",
)
_OPENER_RE = re.compile(
    r"^(?:(?:i|we)\s+(?:am|are|was|were|have\s+been|had\s+been|really|also)?\s*)?(?:"
    + "|".join(re.escape(o).replace(r"\ ", r"\s+") for o in sorted(TOPIC_OPENERS, key=len, reverse=True))
    + r")\s+(?:(?:the|a|an|some|any|new|buying|getting)\s+)*(?P<t>[^\s,;]+(?:\s+[^\s,;]+){0,4}?)[.?!]?$",
    re.I,
)
_ONES_RE = re.compile(r"\b(?:ones|one)\b", re.I)


def topic_of(clause: str) -> str | None:
    """The topic a deliberation clause names ('decide on headphones' -> 'headphones'), or None."""
    match = _OPENER_RE.match(clause.strip())
    return match.group("t") if match else None


# The person's own situation, said before or after the request ('my config file is not in the working
# directory - which env var ...', 'my laptop is broken, which shop sells chargers?'): a statement about
# something of theirs, not an order; its words are context (a value given with 'is' - 'my name is Kim' -
# is read as a value before this is asked, ``parse.py``).
_SITUATION_RE = re.compile(
    r"^(?:(?:but|so|and|well|ok)\s+)?(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?\s+"
    r"(?:is|are|was|were|has|have|had|does|do|did|will|would|can|cannot|could|keeps?|kept|stopped)\b",
    re.I,
)


def is_situation(clause: str) -> bool:
    """A statement of the person's situation ('my X is not Y', 'our printer keeps jamming')."""
    return bool(_SITUATION_RE.match(clause.strip())) and not clause.rstrip().endswith("?")


# A condition said before a question ('when the budget runs out, which exit code ...', 'if the login
# fails, what does the page say?'): an adverbial clause of time or condition fronted before its main
# clause (Quirk et al. 1985, 15.2, 15.25-15.34). It says what the question is about, never what is asked.
_CONDITION_RE = re.compile(
    r"^(?:when|whenever|if|once|in\s+case|as\s+soon\s+as|each\s+time|every\s+time)\s+(?P<c>[^?]+?)[.,;]?$",
    re.I,
)


def condition_of(clause: str) -> str | None:
    """What a fronted condition clause says ('when the budget runs out' -> 'the budget runs out'), or None."""
    match = _CONDITION_RE.match(clause.strip())
    return match.group("c") if match else None


PRONOUNS = frozenset({"it", "they", "them", "this", "that", "these", "those", "he", "she", "him", "her"})
_CONDITION_AUX = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "has",
        "have",
        "had",
        "does",
        "do",
        "did",
        "can",
        "could",
        "will",
        "would",
        "gets",
        "get",
        "got",
        "keeps",
        "stays",
    ]
)


def condition_subject(condition: str) -> str:
    """The thing a condition is said of ('a batch worker is still stuck' -> 'batch worker', 'the budget
    runs out' -> 'budget'): its words before its first verb, without the article; '' when it starts
    with its verb or has none, or its subject is a pronoun ('it is under $100')."""
    words = condition.split()
    for k in range(1, len(words)):
        key = words[k].lower()
        if key in _CONDITION_AUX or (key.endswith("s") and is_inflected_verb(key) and k > 1):
            said = words[:k]
            subject = " ".join(said[1:] if said[0].lower() in DETERMINERS else said)
            return "" if subject.lower() in PRONOUNS or not subject else subject
    return ""


# Steps a heading can be the place of ('Billing Service: how many open bugs?' counts in Billing Service).
_PLACED_VERBS = frozenset({"count", "list", "answer", "find", "open", "create", "compare"})


def take_topic(
    steps: list[Step], topic: str, *, as_scope: bool = False, read: Step | None = None
) -> tuple[list[Step], bool]:
    """The steps with the topic given to the first that refers to it; True when one took it. A
    heading's topic (``as_scope``) is also the place of a first step that names none of its own.
    ``read``: the topic read as an object phrase ('the X post': the title X, the kind a filter)."""
    if not steps:
        return steps, False
    first = steps[0]
    head = topic.split()[-1]
    if first.object and _ONES_RE.search(first.object):
        return [replace(first, object=_ONES_RE.sub(head, first.object, count=1)), *steps[1:]], True
    pointing = not first.object or first.refers_back or first.object.lower() in PRONOUNS
    if pointing and (
        first.refers_back or first.answer_kind is not None or (as_scope and first.verb in _PLACED_VERBS)
    ):
        if read is not None and read.object:
            filters = (*read.filters, *first.filters)
            taken = replace(
                first,
                object=read.object,
                exact=read.exact,
                filters=filters,
                superlative=first.superlative
                or read.superlative,  # 'Smith's latest deed: what is its number'
            )
        else:
            taken = replace(first, object=topic)
        return [replace(taken, refers_back=False), *steps[1:]], True
    if (
        as_scope
        and not first.scope
        and first.verb in _PLACED_VERBS
        and head.lower() not in first.object.lower()
    ):
        return [replace(first, scope=topic), *steps[1:]], True
    return steps, False


__all__ = ["PRONOUNS", "TOPIC_OPENERS", "condition_of", "condition_subject", "take_topic", "topic_of"]
