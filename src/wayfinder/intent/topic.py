"""Topics (pure): a clause that only says what the person is thinking about, for the question after it.

"I'm trying to decide on headphones - how many JBL ones does the store carry?": the first clause asks
for nothing; it names the topic, and "ones" in the question means headphones. A topic clause starts
with a verb of deliberation from ``TOPIC_OPENERS`` (English verbs of considering and choosing, as in
Levin 1993 "English verb classes", 29.2 'consider' verbs and 13.5.1 'get' verbs: shop for); the first
step after it takes the topic: "ones"/"one" in its object becomes the topic's head noun, an object
left empty ("its price") becomes the topic. A topic nothing takes is a thing to find.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.frame import Step

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


def take_topic(steps: list[Step], topic: str) -> tuple[list[Step], bool]:
    """The steps with the topic given to the first that refers to it; True when one took it."""
    if not steps:
        return steps, False
    first = steps[0]
    head = topic.split()[-1]
    if first.object and _ONES_RE.search(first.object):
        return [replace(first, object=_ONES_RE.sub(head, first.object, count=1)), *steps[1:]], True
    if not first.object and (first.refers_back or first.answer_kind is not None):
        return [replace(first, object=topic, refers_back=False), *steps[1:]], True
    return steps, False


__all__ = ["TOPIC_OPENERS", "take_topic", "topic_of"]
