"""Goal text -> the rules planner's sub-goals (pure).

Goals are understood by the one goal frame (``wayfinder.intent``); ``translate.py`` turns its steps
into the skills' sub-goals. A registry with plugins (``registry.py``, ``plugins.py``) may hold goal
readers of its own: whole-goal readers are tried first, then clause readers on each clause, and the
other clauses of such a goal still go through the frame, clause by clause. The product's registry
holds no readers: a goal on a normal run is read by the frame alone.
"""

from __future__ import annotations

from wayfinder.intent import GoalFrame, clause_steps
from wayfinder.intent import parse_goal as parse_frame
from wayfinder.plan.rules.plugins import ClauseReader, GoalReader
from wayfinder.plan.rules.registry import PRODUCT, Registry
from wayfinder.plan.rules.subgoals import ParsedGoal, Quotes, SubGoal, split_clauses
from wayfinder.plan.rules.translate import frame_subgoals, unsupported


def _clause_reading(
    readers: tuple[ClauseReader, ...], clause: str, quotes: Quotes, prev: list[SubGoal]
) -> list[SubGoal] | None:
    for reader in readers:
        got = reader(clause, quotes, prev)
        if got is not None:
            return got
    return None


def read_clauses(
    clauses: list[str] | tuple[str, ...],
    quotes: Quotes,
    steps: list[SubGoal],
    readers: tuple[ClauseReader, ...] = (),
) -> list[SubGoal] | str:
    """``steps`` followed by the sub-goals of ``clauses``, read one by one (clause readers first,
    then the frame's reading of the clause); a string says which clause was not understood."""
    out = list(steps)
    for clause in clauses:
        got = _clause_reading(readers, clause, quotes, out)
        if got is not None:
            out.extend(got)
            continue
        shown = quotes.restore_quoted(clause)
        read = clause_steps(shown)
        if read is None:
            return f"I could not understand {shown!r}"
        frame = GoalFrame(text=shown, understood=True, steps=tuple(read))
        mapped = frame_subgoals(frame, prev=out)
        if mapped is None:
            return unsupported(frame)
        out.extend(mapped)
    return out


def _whole(text: str, quotes: Quotes, registry: Registry) -> list[SubGoal] | str | None:
    """A goal read as a whole by a goal reader of the registry, or None."""
    readers: tuple[GoalReader, ...] = registry.goal_readers
    for reader in readers:
        reading = reader(text, quotes)
        if reading is not None:
            return read_clauses(reading.rest, quotes, list(reading.steps), registry.clause_readers)
    return None


def _not_understood(goal: str, reason: str, frame: GoalFrame) -> ParsedGoal:
    return ParsedGoal(
        goal=goal, understood=False, reason=reason, goal_kind=frame.goal_kind, task_mode=frame.task_mode
    )


def _steps(text: str, frame: GoalFrame, registry: Registry) -> list[SubGoal] | str:
    quotes = Quotes(text)
    whole = _whole(text, quotes, registry)
    if whole is not None:
        return whole
    readers = registry.clause_readers
    clauses = split_clauses(quotes.masked)
    if readers and any(_clause_reading(readers, c, quotes, []) is not None for c in clauses):
        return read_clauses(clauses, quotes, [], readers)
    if not frame.understood:
        return frame.reason
    mapped = frame_subgoals(frame)
    return unsupported(frame) if mapped is None else mapped


def parse_goal(goal: str, registry: Registry = PRODUCT) -> ParsedGoal:
    """Sub-goals for ``goal`` (with the readers of ``registry``); goal kind and task mode come from
    the goal frame."""
    text = " ".join(goal.split())
    frame = parse_frame(text)
    if not text:
        return _not_understood(goal, "the goal is empty", frame)
    steps = _steps(text, frame, registry)
    if isinstance(steps, str):
        return _not_understood(goal, steps, frame)
    vague = next((s for s in steps if s.kind == "click" and not s.target and not s.alternatives), None)
    if vague is not None:
        return _not_understood(goal, f"{vague.text!r} does not say what to open or click", frame)
    if not steps:
        return _not_understood(goal, "the goal names nothing to do", frame)
    return ParsedGoal(
        goal=goal, understood=True, steps=tuple(steps), goal_kind=frame.goal_kind, task_mode=frame.task_mode
    )
