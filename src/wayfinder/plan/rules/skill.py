"""The one skill type of the rules planner (pure).

A skill is what a person knows how to do on web pages: open the cheapest result, fill a form, read a
count. ``applies`` says whether it serves the current sub-goal (its kind, which comes from the goal
frame); ``does`` reads the page and returns the next action as an ``Outcome``, or None when this page
does not fit it (the next skill in the registry is tried). Skills keep what they tried in
``StepInput.state`` (plain JSON), so the planner stays a pure function of its context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wayfinder.plan.rules.step import Outcome, StepInput


@dataclass(frozen=True)
class Skill:
    name: str
    does: Callable[[StepInput], Outcome | None]
    kinds: frozenset[str] = frozenset()  # the sub-goal kinds it serves; empty: any kind

    def applies(self, si: StepInput) -> bool:
        return not self.kinds or si.step.kind in self.kinds


def skill(name: str, does: Callable[[StepInput], Outcome | None], *kinds: str) -> Skill:
    return Skill(name=name, does=does, kinds=frozenset(kinds))
