"""Naming an element by role and text, and finding it again in an observation (pure).

The role is what ``observe.render.element_kind`` calls the element (the word a planner sees:
``link``, ``button``, ``checkbox``, ``select``, ``input``, ``input[type=search]``...); the text is its
label (``Element.label``). A target matches an element of the same kind whose label is the text
(whitespace, case and quote marks aside); failing that, one whose label starts with it, then one that
contains it. Kinds of one family stand in for each other (a search box is an ``input[type=search]``
on one site and an ``input`` on the next): a field is a field.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import urljoin

from wayfinder.observe.models import Element, Observation
from wayfinder.observe.render import element_kind
from wayfinder_bench.gold.model import GoldStep, Target

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-"})
_FIELD_KINDS = ("input", "textarea")


def norm(text: str) -> str:
    """Case-folded, one space between words, straight quotes."""
    return " ".join(text.translate(_QUOTES).split()).casefold()


def role_family(kind: str) -> str:
    """``input[type=search]`` and ``textarea`` are fields; every other kind is its own family."""
    if kind.startswith(_FIELD_KINDS):
        return "field"
    return kind


def role_of(el: Element) -> str:
    return element_kind(el)


def target_of(el: Element, elements: Sequence[Element] = ()) -> Target:
    """How a person names ``el`` among ``elements`` (the observation's): its kind, its label, and which
    of several elements with the same kind and label it is."""
    role, text = role_of(el), el.label
    same = [e for e in elements if role_of(e) == role and norm(e.label) == norm(text)]
    nth = next((i for i, e in enumerate(same) if e.id == el.id), 0)
    return Target(role=role, text=" ".join(text.split()), nth=nth)


def _matches(target: Target, elements: Sequence[Element]) -> list[Element]:
    want = norm(target.text)
    exact_kind = [e for e in elements if role_of(e) == target.role]
    family = [e for e in elements if role_family(role_of(e)) == role_family(target.role)]
    tests: tuple[Callable[[str], bool], ...] = (
        lambda label: label == want,
        lambda label: label.startswith(want),
        lambda label: want in label,
    )
    for test in tests:
        for pool in (exact_kind, family):
            found = [e for e in pool if not e.disabled and test(norm(e.label))]
            if found:
                return found
    return []


def resolve(target: Target, obs: Observation) -> Element | None:
    """The element of ``obs`` the target names, or None when the page does not show it."""
    found = _matches(target, obs.elements)
    if not found:
        return None
    return found[target.nth] if target.nth < len(found) else found[-1]


def concrete(step: GoldStep, obs: Observation) -> dict[str, Any] | None:
    """The step as an action of this observation (its target resolved to an element id, a path made
    absolute against the page's URL); None when its element is not on the page."""
    action = dict(step.action)
    if step.pick is not None:  # not picked yet (the replay planner picks, then resolves)
        return None
    if step.target is not None:
        el = resolve(step.target, obs)
        if el is None:
            return None
        action["element_id"] = el.id
    if action.get("type") == "navigate" and not re.match(r"^[a-z][a-z0-9+.-]*:", str(action["url"])):
        action["url"] = urljoin(obs.url, str(action["url"]))
    return action
