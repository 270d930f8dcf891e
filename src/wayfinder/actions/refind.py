"""Re-finding an element after the page re-rendered: pure scoring over two observations.

An agent id goes stale when the page re-renders (a framework swaps the node, a list reloads). The old
element's fingerprint (accessible name, text, tag, role, DOM id, name, href, placeholder) is matched
against the fresh observation; geometry only breaks ties, because layouts shift after re-renders
while names rarely do. No identity feature in common means no match, never a guess by position.
"""

from __future__ import annotations

import math

from wayfinder.observe.models import Element, Observation

MIN_SCORE = 3.0


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).lower()


def _identity_score(old: Element, new: Element) -> float:
    score = 0.0
    pairs = (
        (old.aria.label, new.aria.label, 3.0),
        (old.text, new.text, 3.0),
        (old.dom_id, new.dom_id, 4.0),
        (old.name, new.name, 2.0),
        (old.href, new.href, 2.0),
        (old.placeholder, new.placeholder, 2.0),
    )
    for before, after, weight in pairs:
        a, b = _norm(before), _norm(after)
        if a and a == b:
            score += weight
        elif a and b and len(a) >= 3 and (a in b or b in a):
            score += weight / 3
    if score == 0.0 and _norm(old.label) and _norm(old.label) == _norm(new.label):
        score += 2.0  # e.g. text became an aria-label
    return score


def _distance(old: Element, new: Element) -> float:
    ax, ay = old.bbox.x + old.bbox.w / 2, old.bbox.y + old.bbox.h / 2
    bx, by = new.bbox.x + new.bbox.w / 2, new.bbox.y + new.bbox.h / 2
    return math.hypot(ax - bx, ay - by)


def fingerprint_score(old: Element, new: Element) -> float:
    """How sure we are that ``new`` is ``old`` after a re-render; 0 when nothing identifies them."""
    identity = _identity_score(old, new)
    if identity == 0.0:
        return 0.0
    score = identity
    score += 1.0 if old.tag == new.tag else -1.0
    score += 1.0 if (old.role or "") == (new.role or "") else 0.0
    score += 0.5 if old.frame == new.frame else -0.5
    score -= min(_distance(old, new) / 400.0, 2.0)
    return score


def refind(old: Element, observation: Observation) -> Element | None:
    """The element of ``observation`` that best matches ``old``, or None when none is convincing."""
    best: Element | None = None
    best_score = MIN_SCORE
    for candidate in observation.elements:
        score = fingerprint_score(old, candidate)
        if score > best_score or (score == best_score and best is not None and candidate.id == old.id):
            best, best_score = candidate, score
    return best
