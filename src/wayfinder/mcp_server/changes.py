"""What changed between two observations of a session (pure): the small form of a result.

Element numbers are given afresh on every observation, so elements are compared by what a person sees
of them (their kind, label, value, link target and state, ``observe.render.render_element`` without the
number): an element whose line is new is "added" (shown with its new number), one whose line is gone is
"removed". A field typed into shows as its old line removed and its new line, with the value, added.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from wayfinder.observe.models import Element, Observation
from wayfinder.observe.render import render_element

SHOWN = 15  # added elements listed in a small result; the rest are counted
_NUMBER_RE = re.compile(r"^\[\d+\] ")


def _line(el: Element, url: str) -> str:
    return render_element(el, url, position=False)


def _seen_as(el: Element, url: str) -> str:
    """The element's line without its number: what stays the same when only the numbering moved."""
    return _NUMBER_RE.sub("", _line(el, url))


@dataclass(frozen=True)
class PageChanges:
    url_changed: bool
    title_changed: bool
    added: list[Element] = field(default_factory=list)
    removed: list[Element] = field(default_factory=list)
    before_url: str = ""

    @property
    def nothing(self) -> bool:
        return not (self.url_changed or self.title_changed or self.added or self.removed)

    def counts(self) -> dict[str, int | bool]:
        return {
            "url_changed": self.url_changed,
            "title_changed": self.title_changed,
            "added": len(self.added),
            "removed": len(self.removed),
        }


def _picked(obs: Observation, wanted: Counter[str]) -> list[Element]:
    """The elements of ``obs`` whose lines ``wanted`` counts, in page order, as many as counted."""
    left = Counter(wanted)
    out: list[Element] = []
    for el in obs.elements:
        key = _seen_as(el, obs.url)
        if left[key] > 0:
            left[key] -= 1
            out.append(el)
    return out


def page_changes(before: Observation | None, after: Observation) -> PageChanges:
    """``after`` compared with ``before`` (everything is new when there is no ``before``)."""
    if before is None:
        return PageChanges(True, bool(after.title), list(after.elements), [])
    old = Counter(_seen_as(el, before.url) for el in before.elements)
    new = Counter(_seen_as(el, after.url) for el in after.elements)
    added = _picked(after, new - old)
    removed = _picked(before, old - new)
    return PageChanges(before.url != after.url, before.title != after.title, added, removed, before.url)


def render_changes(changes: PageChanges, after: Observation, *, shown: int = SHOWN) -> list[str]:
    """Lines for a person or a model: where the page is now, and the elements that came and went."""
    total = max(after.total_elements, len(after.elements))
    lines = [f"url: {after.url}" + (" (changed)" if changes.url_changed else "")]
    if after.title:
        lines.append(f"title: {after.title}" + (" (changed)" if changes.title_changed else ""))
    lines.append(f"page type: {after.page_type}, {total} elements")
    if changes.nothing:
        lines.append("nothing else changed")
        return lines
    if changes.added:
        lines.append(f"added ({len(changes.added)}):")
        lines.extend(_line(el, after.url) for el in changes.added[:shown])
        if len(changes.added) > shown:
            lines.append(f"... and {len(changes.added) - shown} more (observe() lists them all)")
    if changes.removed:
        names = ", ".join(_seen_as(el, changes.before_url or after.url)[:60] for el in changes.removed[:5])
        more = f" and {len(changes.removed) - 5} more" if len(changes.removed) > 5 else ""
        lines.append(f"removed ({len(changes.removed)}): {names}{more}")
    return lines
