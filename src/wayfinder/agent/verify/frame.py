"""The goal frame as the verifier reads it: the contract's field names, nothing more.

The verifier reads the one goal frame (``wayfinder.intent.GoalFrame``: ``goal_kind``, ``task_mode``,
``answer_kind``, ``risky`` and steps with ``verb``, ``object``, ``superlative``, ``bounds``,
``filters``, ``quantity``, ``values``). :func:`goal_frame` returns the parser's frame; the protocols
below are the fields used, so a table test can hand in frame-shaped data of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from wayfinder.intent import parse_goal
from wayfinder.intent.names import SITE_NOUNS
from wayfinder.intent.text.reading import content_words


class SuperlativeLike(Protocol):
    @property
    def attribute(self) -> str: ...
    @property
    def direction(self) -> str: ...


class BoundLike(Protocol):
    @property
    def attribute(self) -> str: ...
    @property
    def op(self) -> str: ...
    @property
    def value(self) -> float: ...


class FilterLike(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def value(self) -> str: ...


class ValueLike(Protocol):
    @property
    def field(self) -> str: ...
    @property
    def value(self) -> str: ...


class StepLike(Protocol):
    @property
    def verb(self) -> str: ...
    @property
    def object(self) -> str: ...
    @property
    def superlative(self) -> SuperlativeLike | None: ...
    @property
    def bounds(self) -> Sequence[BoundLike]: ...
    @property
    def filters(self) -> Sequence[FilterLike]: ...
    @property
    def quantity(self) -> int | None: ...
    @property
    def values(self) -> Sequence[ValueLike]: ...


class FrameLike(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def goal_kind(self) -> str: ...
    @property
    def task_mode(self) -> str: ...
    @property
    def answer_kind(self) -> str | None: ...
    @property
    def risky(self) -> bool: ...
    @property
    def steps(self) -> Sequence[StepLike]: ...


def main_step(frame: FrameLike) -> StepLike | None:
    """The step the goal is about: the first find/answer/count/list/compare step, else the last."""
    for step in frame.steps:
        if step.verb in {"find", "answer", "count", "list", "compare"}:
            return step
    return frame.steps[-1] if frame.steps else None


def superlative_of(frame: FrameLike) -> tuple[StepLike, SuperlativeLike] | None:
    """The superlative the goal asks for ("the cheapest laptop"); a sort step ("sort by price") only
    says how to look, it asks for no extreme."""
    for step in frame.steps:
        if step.superlative is not None and step.verb != "sort":
            return step, step.superlative
    return None


def answer_kind_of(frame: FrameLike) -> str | None:
    """The kind of answer asked; a superlative on price asks for a price even when the question's words
    did not say so ("what is the cheapest keyboard"), unless they ask another attribute of it ("who
    makes the priciest laptop": its maker)."""
    found = superlative_of(frame)
    step = main_step(frame)
    asked = tuple(getattr(step, "attributes", ()) or ()) if step is not None else ()
    if asked and not any("price" in a or "cost" in a for a in asked):
        return frame.answer_kind  # another attribute of the extreme one: 'who makes the priciest laptop'
    if frame.answer_kind in (None, "text") and found is not None and found[1].attribute == "price":
        return "price"
    return frame.answer_kind


def quantity_of(frame: FrameLike) -> int | None:
    for step in frame.steps:
        if step.quantity and step.quantity > 1:
            return step.quantity
    return None


def object_of(frame: FrameLike) -> str:
    """The object phrase of the main step (or of any step that has one)."""
    step = main_step(frame)
    if step is not None and step.object:
        return step.object
    return next((s.object for s in frame.steps if s.object), "")


def places_of(frame: FrameLike) -> list[str]:
    """The places the goal asks within ('how many issues are in Billing Service', 'open bugs in the
    Website Redesign project'): each step's scope that names something of the site's own (words other
    than the site's nouns: 'in the catalogue', 'on the blog' name the whole site). A search's scope is
    where it searches ('search the records for Smith'), read with the search's results."""
    out: list[str] = []
    for step in frame.steps:
        if step.verb == "search":
            continue
        place = str(getattr(step, "scope", "") or "")
        if any(w.lower() not in SITE_NOUNS for w in content_words(place)) and place not in out:
            out.append(place)
    return out


def goal_frame(goal: str) -> FrameLike:
    """The goal's one frame (``wayfinder.intent.parse_goal``)."""
    frame: FrameLike = parse_goal(goal)
    return frame


def destination_of(frame: FrameLike) -> str:
    """What a navigation goal should end on: the last step's object ("open Monitors, then the first
    product" -> the product); "result" when that step only says which one ("open the first result")."""
    if not frame.steps:
        return ""
    last = frame.steps[-1]
    if last.object:
        return last.object
    if getattr(last, "ordinal", None) is not None or last.verb in ("open", "click"):
        return "result"
    return object_of(frame)
