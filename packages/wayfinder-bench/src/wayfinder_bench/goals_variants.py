"""Goal suites in other wordings (pure): ``wayfinder bench goals --variants N``.

A goal that passes only as the suite words it is understood by its wording, not its meaning. With
``--variants N`` every goal also runs in N rewordings from the one list of meaning-preserving
wordings (``wordings.py``: a greeting in front, a sign-off, politeness, hedges, filler, lower case,
...), each checked by the goal's own checks. ``worded`` makes the suites to run; ``spread`` reads the
rows back per goal.

Which N wordings a goal gets is fixed by the goal's id and the seed (no clock, no global random
state): the applicable wordings are taken one kind at a time (a greeting, then a hedge, then a form
change, ...) in an order the id and seed shuffle, so N=3 tries three different kinds of rewording.
A reworded goal's id is ``<id>~<wording>``; its ``note`` says which wording made it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from wayfinder_bench.goals import Goal, Suite
from wayfinder_bench.wordings import WORDINGS

SEP = "~"  # between a goal's id and the wording's name
ORIGINAL = "original"


class Row(Protocol):
    """What a goal's run gives back (``goals_run.GoalRow`` has it)."""

    suite: str
    id: str
    outcome: str


def _rank(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def pick(goal: Goal, n: int, seed: int = 0) -> list[tuple[str, str]]:
    """Up to ``n`` (wording name, reworded goal) for ``goal``: one kind of wording after another."""
    by_kind: dict[str, list[tuple[str, str]]] = {}
    for wording in WORDINGS:
        if not wording.applies(goal.goal):
            continue
        text = wording.apply(goal.goal)
        if text != goal.goal:
            by_kind.setdefault(wording.kind, []).append((wording.name, text))
    for kind, options in by_kind.items():
        options.sort(key=lambda o: _rank(seed, goal.id, kind, o[0]))
    kinds = sorted(by_kind, key=lambda k: _rank(seed, goal.id, k))
    out: list[tuple[str, str]] = []
    while len(out) < n and any(by_kind.values()):
        for kind in kinds:
            if by_kind[kind] and len(out) < n:
                out.append(by_kind[kind].pop(0))
    return out


def worded(suites: Sequence[Suite], n: int, seed: int = 0) -> list[Suite]:
    """The suites with each goal followed by its ``n`` rewordings (the same checks, the same start)."""
    out: list[Suite] = []
    for suite in suites:
        goals: list[Goal] = []
        for goal in suite.goals:
            goals.append(goal)
            for name, text in pick(goal, n, seed):
                note = f"'{goal.id}' reworded by '{name}'"
                goals.append(
                    goal.model_copy(update={"id": f"{goal.id}{SEP}{name}", "goal": text, "note": note})
                )
        out.append(suite.model_copy(update={"goals": goals}))
    return out


def base_id(goal_id: str) -> tuple[str, str]:
    """(the suite goal's id, the wording's name or 'original')."""
    base, _, name = goal_id.partition(SEP)
    return base, name or ORIGINAL


@dataclass
class GoalSpread:
    """One suite goal across its wordings: the outcome of each (``original`` first)."""

    suite: str
    id: str
    outcomes: dict[str, str] = field(default_factory=dict)

    @property
    def passed(self) -> int:
        return sum(1 for o in self.outcomes.values() if o == "pass")

    @property
    def steady(self) -> bool:
        """Every wording ended the same way as the suite's own wording."""
        return len(set(self.outcomes.values())) <= 1


def spread(rows: Sequence[Row]) -> list[GoalSpread]:
    """The rows grouped per suite goal, in the order they ran."""
    goals: dict[tuple[str, str], GoalSpread] = {}
    for row in rows:
        base, name = base_id(row.id)
        entry = goals.setdefault((row.suite, base), GoalSpread(row.suite, base))
        entry.outcomes[name] = row.outcome
    return list(goals.values())


def summary(rows: Sequence[Row]) -> dict[str, Any]:
    """What ``--variants`` reports: per goal the outcome of every wording; overall the pass rate of the
    suite's wordings and of the rewordings, the goals whose outcome depends on the wording, the false
    successes of rewordings, and the pass rate of each wording kind."""
    goals = spread(rows)
    originals = [g.outcomes.get(ORIGINAL) for g in goals]
    reworded = [(name, o) for g in goals for name, o in g.outcomes.items() if name != ORIGINAL]
    kinds = {w.name: w.kind for w in WORDINGS}
    per_kind: dict[str, list[int]] = {}
    for name, outcome in reworded:
        tally = per_kind.setdefault(kinds.get(name, "?"), [0, 0])
        tally[0] += outcome == "pass"
        tally[1] += 1
    rates = [g.passed / len(g.outcomes) for g in goals if g.outcomes]
    return {
        "goals": len(goals),
        "original_passed": sum(1 for o in originals if o == "pass"),
        "reworded": len(reworded),
        "reworded_passed": sum(1 for _, o in reworded if o == "pass"),
        "reworded_false_successes": sum(1 for _, o in reworded if o == "false_success"),
        "steady_goals": sum(1 for g in goals if g.steady),
        "unsteady": [f"{g.suite} {g.id}" for g in goals if not g.steady],
        "kinds": {k: {"passed": v[0], "runs": v[1]} for k, v in sorted(per_kind.items())},
        "per_goal_pass_rate": {"min": min(rates, default=0.0), "max": max(rates, default=0.0)},
        "per_goal": [{"suite": g.suite, "id": g.id, "outcomes": g.outcomes} for g in goals],
    }


__all__ = ["ORIGINAL", "SEP", "GoalSpread", "Row", "base_id", "pick", "spread", "summary", "worded"]
