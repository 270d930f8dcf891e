"""The goal frame as the verifier reads it: the contract's field names, nothing more.

The verifier reads the one goal frame (``wayfinder.intent.GoalFrame``: ``goal_kind``, ``task_mode``,
``answer_kind``, ``risky`` and steps with ``verb``, ``object``, ``superlative``, ``bounds``,
``filters``, ``quantity``, ``values``). :func:`goal_frame` returns the parser's frame; the protocols
below are the fields used, so a test can hand in any frame-shaped data.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol


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
    for step in frame.steps:
        if step.superlative is not None:
            return step, step.superlative
    return None


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


# -- until wayfinder.intent lands: a stopgap frame with the contract's fields ----------------------
# (removed once ``parse_goal`` is on main; the verifier itself only reads the fields above)

_SUPERLATIVES = (
    (r"cheapest|lowest[- ]priced|least expensive|lowest price", "price", "min"),
    (r"most expensive|priciest|highest[- ]priced|dearest|highest price", "price", "max"),
    (r"best[- ]rated|highest[- ]rated|top[- ]rated", "rating", "max"),
    (r"newest|latest|most recent", "date", "max"),
    (r"oldest|earliest", "date", "min"),
)


@dataclass(frozen=True)
class _Sup:
    attribute: str
    direction: str


@dataclass(frozen=True)
class _Bound:
    attribute: str
    op: str
    value: float


@dataclass(frozen=True)
class _Step:
    verb: str
    object: str = ""
    superlative: _Sup | None = None
    bounds: tuple[_Bound, ...] = ()
    filters: tuple[Any, ...] = ()
    quantity: int | None = None
    values: tuple[Any, ...] = ()
    destination: str = ""
    url: str | None = None


@dataclass(frozen=True)
class _Frame:
    text: str
    goal_kind: str
    task_mode: str
    answer_kind: str | None
    risky: bool
    steps: tuple[_Step, ...]


def _fallback_frame(goal: str) -> FrameLike:
    from wayfinder.agent.stages import classify_goal

    kind, mode = classify_goal(goal)
    low = goal.lower()
    answer_kind = None
    if re.search(r"\b(tell me|report|how many|number of|what is|what's|whats)\b", low):
        mode = "answer"
    if mode == "answer":
        answer_kind = (
            "count"
            if re.search(r"\bhow many|number of|count\b", low)
            else "price"
            if re.search(r"\bprice|cost|how much\b", low)
            else "date"
            if re.search(r"\bwhen\b|\bdate\b", low)
            else "text"
        )
    sup = next((_Sup(a, d) for pat, a, d in _SUPERLATIVES if re.search(rf"\b({pat})\b", low)), None)
    bounds = tuple(
        _Bound(
            "price",
            "lt" if m.group(1) in ("under", "below", "less than") else "gt",
            float(m.group(2).replace(",", "")),
        )
        for m in re.finditer(
            r"\b(under|below|less than|over|above|more than)\s*\$\s?(\d[\d,]*(?:\.\d+)?)", low
        )
    )
    qty = re.search(r"\b(?:add|put|order|buy)\s+(\d+)\b", low)
    risky = re.search(r"\b(buy|purchase|order|pay|checkout|check out|delete|send money|transfer)\b", low)
    verb = risky.group(1) if risky else ("add" if re.search(r"\b(add|put)\b", low) else "find")
    filler = set(_STOPGAP_FILLER)
    clauses = re.split(r"\b(?:and then|then|and)\b", low) if mode != "answer" else [low]
    objects = [" ".join(w for w in re.findall(r"[a-z0-9][a-z0-9%-]*", c) if w not in filler) for c in clauses]
    obj = next((o for o in reversed(objects) if o.strip()), "")
    step = _Step(verb, obj, sup, bounds, quantity=int(qty.group(1)) if qty else None)
    return _Frame(goal, kind, mode, answer_kind, bool(risky), (step,))


_STOPGAP_FILLER = [
    "page",
    "a",
    "an",
    "the",
    "of",
    "for",
    "to",
    "in",
    "on",
    "at",
    "by",
    "with",
    "from",
    "and",
    "or",
    "is",
    "are",
    "what",
    "whats",
    "which",
    "who",
    "when",
    "how",
    "much",
    "many",
    "does",
    "do",
    "can",
    "could",
    "would",
    "you",
    "me",
    "my",
    "i",
    "please",
    "tell",
    "show",
    "find",
    "give",
    "get",
    "open",
    "go",
    "take",
    "look",
    "price",
    "cost",
    "costs",
    "cheapest",
    "most",
    "expensive",
    "priciest",
    "lowest",
    "highest",
    "best",
    "rated",
    "newest",
    "latest",
    "oldest",
    "under",
    "below",
    "over",
    "above",
    "add",
    "put",
    "buy",
    "order",
    "number",
    "count",
    "pair",
    "one",
    "ones",
    "that",
    "it",
    "its",
    "there",
    "this",
    "s",
]


def goal_frame(goal: str) -> FrameLike:
    """The goal's frame from ``wayfinder.intent.parse_goal`` (the stopgap above until it lands)."""
    try:
        from wayfinder.intent import parse_goal  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return _fallback_frame(goal)
    frame: FrameLike = parse_goal(goal)
    return frame
