"""Goal words and how well an element matches them.

The planner sees at most ``mapping_limit`` elements, so when a page is large we keep the elements
whose words match the goal first. ``goal_terms`` turns a goal sentence into the words worth looking
for; ``match_score`` says how strongly an element carries them. Both are pure and cheap: they run on
every element of every observation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.intent.text import TERM_STOP
from wayfinder.observe.models import Element

# Function words and goal-phrasing words that would match almost any element (the text module's list).
STOP_WORDS = TERM_STOP

_QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”|'([^']+)'|‘([^’]+)’")
_WORD = re.compile(r"[a-z0-9][a-z0-9$€£%.+#-]*[a-z0-9%+#]|[a-z0-9]")
_SPACES = re.compile(r"\s+")


def goal_terms(goal: str) -> list[str]:
    """Lower-cased content words of ``goal``, quoted phrases kept whole, stop-words dropped.

    Order follows the goal (phrases first), duplicates removed, so the result is deterministic and
    can be hashed or shown in a trace.
    """
    text = goal.lower()
    terms: list[str] = []
    for match in _QUOTED.finditer(text):
        phrase = _SPACES.sub(" ", next(g for g in match.groups() if g is not None)).strip()
        if phrase and phrase not in terms:
            terms.append(phrase)
    rest = _QUOTED.sub(" ", text)
    for word in _WORD.findall(rest):
        if word in STOP_WORDS or word in terms:
            continue
        if len(word) == 1 and not word.isdigit():
            continue
        terms.append(word)
    return terms


def _word_in(term: str, text: str) -> bool:
    """Whole-word (or whole-phrase) containment; cheap enough for every element."""
    start = text.find(term)
    while start != -1:
        end = start + len(term)
        before_ok = start == 0 or not text[start - 1].isalnum()
        after_ok = end == len(text) or not text[end].isalnum()
        if before_ok and after_ok:
            return True
        start = text.find(term, start + 1)
    return False


def _variants(term: str) -> tuple[str, ...]:
    """The term and its naive singular ("monitors" -> "monitor", "boxes" -> "box"): goals say
    "list the monitors" while each item says "Monitor"."""
    if " " in term or len(term) <= 3 or not term.endswith("s") or term.endswith("ss"):
        return (term,)
    if term.endswith(("xes", "ches", "shes")):
        return (term, term[:-2])
    return (term, term[:-1])


def _hit(term: str, visible: str, attributes: str) -> float:
    for variant in _variants(term):
        if _word_in(variant, visible):
            return 1.0
    for variant in _variants(term):
        if variant in visible:
            return 0.5
    return 0.4 if any(variant in attributes for variant in _variants(term)) else 0.0


def _visible_words(element: Element) -> str:
    parts = [element.aria.label or "", element.text, element.placeholder or ""]
    if element.value and element.input_type != "password":
        parts.append(element.value)
    return " ".join(p for p in parts if p).lower()


def _attribute_words(element: Element) -> str:
    parts = [element.name or "", element.dom_id or "", element.href or "", element.classes or ""]
    parts.extend(opt.text for opt in element.options)
    return " ".join(p for p in parts if p).lower()


def match_score(element: Element, terms: Sequence[str]) -> float:
    """How strongly ``element`` carries the goal ``terms`` (0.0 = not at all).

    A whole word in what a person sees (label, text, placeholder, value) counts 1.0, a partial hit
    there 0.5, a hit only in attributes (name, id, href, option texts) 0.4. A label equal to a term
    adds 1.0 more, so "Next" beats "Next-day delivery details" for the term "next". Disabled
    elements keep half their score: they match, but are less useful now.
    """
    if not terms:
        return 0.0
    visible = _visible_words(element)
    attributes = _attribute_words(element)
    label = element.label.strip().lower()
    score = 0.0
    for term in terms:
        score += _hit(term, visible, attributes)
        if label and label in _variants(term):
            score += 1.0
    if element.disabled:
        score /= 2
    return round(score, 4)
