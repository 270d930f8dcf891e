"""Sentences the rules planner says about a work item (pure): "Could not <do the step>" reads as a
sentence whatever the goal's wording.

A step's text is the clause of the goal as the person wrote it: an imperative ("find the cheapest
mouse"), a wh-question ("which keyboard is the quietest"), a yes/no question ("is the Dell in
stock") or a bare phrase ("price of the cheapest mouse"). Pasting it after "Could not" only works
for the first; the others get the verb that fits them (for a bare phrase, the verb of its goal
frame: find out for a question, find for a thing), or the clause quoted.
"""

from __future__ import annotations

import re

from wayfinder.intent import parse_goal
from wayfinder.intent.verbs import split_verb, strip_lead

_WH_RE = re.compile(r"^(?:which|what|how|who|whom|whose|when|where|why)\b", re.I)
_YES_NO_RE = re.compile(
    r"^(?:is|are|was|were|does|do|did|can|could|has|have|had|will|would|should|may)\s", re.I
)


def _lower_first(text: str) -> str:
    """'Find the mouse' -> 'find the mouse'; 'URL of ...' and 'iPhone' stay as written."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text


def could_not(text: str, kind: str = "") -> str:
    """'Could not find the cheapest mouse', 'Could not find out which keyboard is the quietest',
    'Could not answer "is the Dell in stock?"', 'Could not do "price of the mouse"'."""
    clause = " ".join(strip_lead(text).split()).strip(" .?!")
    if not clause:
        return f"Could not do the step ({kind.replace('_', ' ')})" if kind else "Could not do it"
    if _WH_RE.match(clause):
        return f"Could not find out {_lower_first(clause)}"
    if _YES_NO_RE.match(clause):
        return f'Could not answer "{clause}?"'
    if split_verb(clause) is not None:
        return f"Could not {_lower_first(clause)}"
    frame = parse_goal(clause)  # a bare phrase: what the frame makes of it picks the verb
    verbs = {step.verb for step in frame.steps} if frame.understood else set()
    if verbs & {"answer", "count"}:
        return f"Could not find out {_lower_first(clause)}"
    if verbs == {"find"}:
        return f"Could not find {_lower_first(clause)}"
    return f'Could not do "{clause}"'
