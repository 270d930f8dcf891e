"""Goal text -> the rules planner's sub-goals (pure).

Goals are understood by the one goal frame (``wayfinder.intent``); ``translate.py`` turns its steps
into the skills' sub-goals. Widget goals of benchmark-style pages (a guessing game, a number to
generate, a booking form, an inbox or a feed of posts) are read whole by their own readers in
``widgets/`` first, and a few widget clauses ("solve the problem", "scroll the textarea to the
bottom", "copy the text from X and paste it into Y") by clause readers; the other clauses of such a
goal still go through the frame, clause by clause.
"""

from __future__ import annotations

from wayfinder.intent import GoalFrame, clause_steps
from wayfinder.intent import parse_goal as parse_frame
from wayfinder.plan.rules.subgoals import ParsedGoal, Quotes, SubGoal, split_clauses
from wayfinder.plan.rules.translate import frame_subgoals, unsupported
from wayfinder.plan.rules.widgets.booking import read_booking_goal
from wayfinder.plan.rules.widgets.derive import read_derived
from wayfinder.plan.rules.widgets.items_goal import read_item_goal
from wayfinder.plan.rules.widgets.readers import read_copy_paste, read_scroll_box
from wayfinder.plan.rules.widgets.trial import read_generate_start, read_guess_goal

CLAUSE_READERS = (read_derived, read_scroll_box, read_copy_paste)


def _widget_clause(clause: str, quotes: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    for reader in CLAUSE_READERS:
        got = reader(clause, quotes, prev)
        if got is not None:
            return got
    return None


def read_clauses(clauses: list[str], quotes: Quotes, steps: list[SubGoal]) -> list[SubGoal] | str:
    """``steps`` followed by the sub-goals of ``clauses``, read one by one (widget clause readers first,
    then the frame's reading of the clause); a string says which clause was not understood."""
    out = list(steps)
    for clause in clauses:
        got = _widget_clause(clause, quotes, out)
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


def _whole(text: str, quotes: Quotes) -> list[SubGoal] | str | None:
    """Widget goals read as a whole, or None."""
    whole = read_guess_goal(text) or read_booking_goal(text, quotes) or read_item_goal(text, quotes)
    if whole is not None:
        return whole
    start = read_generate_start(text, quotes)
    if start is None:
        return None
    return read_clauses(start[1], quotes, [start[0]])


def _not_understood(goal: str, reason: str, frame: GoalFrame) -> ParsedGoal:
    return ParsedGoal(
        goal=goal, understood=False, reason=reason, goal_kind=frame.goal_kind, task_mode=frame.task_mode
    )


def _steps(text: str, frame: GoalFrame) -> list[SubGoal] | str:
    quotes = Quotes(text)
    whole = _whole(text, quotes)
    if whole is not None:
        return whole
    clauses = split_clauses(quotes.masked)
    if any(_widget_clause(c, quotes, []) is not None for c in clauses):
        return read_clauses(clauses, quotes, [])
    if not frame.understood:
        return frame.reason
    mapped = frame_subgoals(frame)
    return unsupported(frame) if mapped is None else mapped


def parse_goal(goal: str) -> ParsedGoal:
    """Sub-goals for ``goal``; goal kind and task mode come from the goal frame."""
    text = " ".join(goal.split())
    frame = parse_frame(text)
    if not text:
        return _not_understood(goal, "the goal is empty", frame)
    steps = _steps(text, frame)
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
