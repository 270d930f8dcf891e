"""Goal text -> the rules planner's work list (pure, cached per goal and registry).

The goal is read by the one goal frame (``wayfinder.intent.parse_goal``); ``translate.py`` turns its
steps into work items. A registry with plugins (``registry.py``, ``plugins.py``) may hold goal readers
of its own: whole-goal readers are tried first, then clause readers on each clause of the goal as the
frame masks and splits it, and the other clauses of such a goal still go through the frame, clause by
clause. The product's registry holds no readers: a goal on a normal run is read by the frame alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from wayfinder.intent import GoalFrame, clause_steps, parse_goal
from wayfinder.intent.masking import MARK_RE, Masked, split_clauses
from wayfinder.plan.rules.plugins import ClauseReader
from wayfinder.plan.rules.registry import PRODUCT, Registry
from wayfinder.plan.rules.translate import unsupported, work_items
from wayfinder.plan.rules.work import ClickOn, Work


@dataclass(frozen=True)
class WorkList:
    """What the planner will do for a goal. ``understood`` False: ask the person (``reason`` says why)."""

    goal: str
    understood: bool
    reason: str = ""
    items: tuple[Work, ...] = ()


def _requoted(masked: Masked, clause: str) -> str:
    """``clause`` with what the mask set aside put back, quoted values inside quotes again (to be read
    as a goal of its own)."""

    def back(match: re.Match[str]) -> str:
        piece = masked.pieces[int(match.group(1))]
        text = masked.restore(piece.text)
        return f'"{text}"' if piece.kind == "quote" else f"({text})" if piece.kind == "paren" else text

    return " ".join(MARK_RE.sub(back, clause).split())


def _clause_reading(
    readers: tuple[ClauseReader, ...], clause: str, masked: Masked, prev: list[Work]
) -> list[Work] | None:
    for reader in readers:
        got = reader(clause, masked, prev)
        if got is not None:
            return got
    return None


def read_clauses(
    clauses: list[str] | tuple[str, ...], masked: Masked, items: list[Work], readers: tuple[ClauseReader, ...]
) -> list[Work] | str:
    """``items`` followed by the work of ``clauses``, read one by one (clause readers first, then the
    frame's reading of the clause); a string says which clause was not understood."""
    out = list(items)
    for clause in clauses:
        got = _clause_reading(readers, clause, masked, out)
        if got is not None:
            out.extend(got)
            continue
        shown = _requoted(masked, clause)
        read = clause_steps(shown)
        if read is None:
            return f"I could not understand {shown!r}"
        frame = GoalFrame(text=shown, understood=True, steps=tuple(read))
        mapped = work_items(frame, prev=out)
        if mapped is None:
            return unsupported(frame)
        out.extend(mapped)
    return out


def _by_readers(text: str, registry: Registry) -> list[Work] | str | None:
    """The work of a goal a reader of the registry reads (wholly, or some of its clauses), or None."""
    if not registry.goal_readers and not registry.clause_readers:
        return None
    masked = Masked(text)
    for reader in registry.goal_readers:
        reading = reader(text, masked)
        if reading is not None:
            return read_clauses(reading.rest, masked, list(reading.steps), registry.clause_readers)
    readers = registry.clause_readers
    clauses = split_clauses(masked.masked)
    if readers and any(_clause_reading(readers, c, masked, []) is not None for c in clauses):
        return read_clauses(clauses, masked, [], readers)
    return None


def _not_understood(goal: str, reason: str) -> WorkList:
    return WorkList(goal=goal, understood=False, reason=reason)


@lru_cache(maxsize=256)
def work_for(goal: str, registry: Registry = PRODUCT) -> WorkList:
    """The work list for ``goal`` (with the readers of ``registry``)."""
    text = " ".join(goal.split())
    if not text:
        return _not_understood(goal, "the goal is empty")
    items = _by_readers(text, registry)
    if items is None:
        frame = parse_goal(text)
        if not frame.understood:
            return _not_understood(goal, frame.reason)
        mapped = work_items(frame)
        items = unsupported(frame) if mapped is None else mapped
    if isinstance(items, str):
        return _not_understood(goal, items)
    vague = next((i for i in items if isinstance(i, ClickOn) and not i.target and not i.alternatives), None)
    if vague is not None:
        return _not_understood(goal, f"{vague.text!r} does not say what to open or click")
    if not items:
        return _not_understood(goal, "the goal names nothing to do")
    return WorkList(goal=goal, understood=True, items=tuple(items))
