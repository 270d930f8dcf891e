"""Tree navigation for the rules planner: find the collapsed folder that hides what the goal names (pure).

File trees and nested menus often carry no ARIA state: a folder is a list item whose children are
hidden until its label (or a small toggle beside it) is clicked. Two signs give such a folder away:

- its text already contains the wanted name as whole words (the hidden children are part of the
  item's text) while its own visible label is something else ("Tora" holding "Emile");
- a toggle whose class names say it is closed ("expandable", "collapsed", "closed").

``closed_folder`` picks the folder to open: the innermost untried item that holds the quoted
target, else the first untried closed-looking toggle. It answers (key, element to click); the key
goes on the explored list so each folder is opened once.
"""

from __future__ import annotations

import re

from wayfinder.observe.models import Element
from wayfinder.plan.ranking import norm
from wayfinder.plan.rules.step import StepInput
from wayfinder.plan.rules.work import Work

_CLOSED_WORDS = ("expandable", "collapsed", "closed")


def looks_closed(el: Element) -> bool:
    """A toggle whose class names say 'closed' (never 'collapsable'/'expanded': those are open)."""
    classes = (el.classes or "").lower()
    return any(word in classes for word in _CLOSED_WORDS)


def _holds(el: Element, target: str) -> bool:
    """``el``'s text contains ``target`` as whole words but the element is not the target itself."""
    want = norm(target)
    have = norm(el.text)
    if not want or have == want or norm(el.label) == want:
        return False
    return re.search(rf"(?<!\w){re.escape(want)}(?!\w)", have) is not None


def _inside(inner: Element, outer: Element) -> bool:
    cx = inner.bbox.x + inner.bbox.w / 2
    cy = inner.bbox.y + inner.bbox.h / 2
    box = outer.bbox
    return box.x <= cx <= box.x + box.w and box.y <= cy <= box.y + box.h


def _toggle_of(holder: Element, elements: list[Element]) -> Element:
    """What to click to open ``holder``: its closed-looking toggle, else its first own label, else itself."""
    inner = [el for el in elements if el.id != holder.id and _inside(el, holder)]
    inner.sort(key=lambda e: (e.bbox.y, e.bbox.x))
    toggle = next((el for el in inner if looks_closed(el)), None)
    if toggle is not None:
        return toggle
    first_words = norm(holder.text).split()[:1]
    label = next((el for el in inner if el.text and norm(el.text).split()[:1] == first_words), None)
    return label or holder


def closed_folder(si: StepInput[Work], tried: set[int]) -> tuple[int, Element] | None:
    """(key, element to click) of the folder to open next, or None when no closed folder is left."""
    usable = si.usable()
    target = si.step.quoted.strip(" \"'“”‘’")
    if target:
        holders = [el for el in usable if el.id not in tried and _holds(el, target)]
        if holders:
            holder = min(holders, key=lambda e: (len(norm(e.text)), e.bbox.h))  # the innermost
            return holder.id, _toggle_of(holder, usable)
    for el in sorted(usable, key=lambda e: (e.bbox.y, e.bbox.x)):
        if el.id not in tried and looks_closed(el):
            return el.id, el
    return None
