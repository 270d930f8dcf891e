"""The one skill type of the rules planner (pure).

A skill is what a person knows how to do on web pages: open the cheapest result, fill a form, read a
count. It serves one type of work item (``work/``; ``Work`` itself: every item, as a page-level skill
does); ``does`` reads the page and returns the next action as an ``Outcome``, or None when this page
does not fit it (the next skill of the registry is tried). Skills keep what they tried in
``StepInput.state`` (plain JSON), so the planner stays a pure function of its context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from wayfinder.plan.rules.step import Outcome, StepInput
from wayfinder.plan.rules.work import Work

W = TypeVar("W", bound=Work)


@dataclass(frozen=True)
class Skill:
    name: str
    serves: type[Work]  # the work item type it does (subclasses included)
    does: Callable[[StepInput[Any]], Outcome | None]

    def applies(self, step: Work) -> bool:
        return isinstance(step, self.serves)


def skill(name: str, serves: type[W], does: Callable[[StepInput[W]], Outcome | None]) -> Skill:
    """A skill for the work items of type ``serves`` (the type checker holds ``does`` to that type)."""
    return Skill(name=name, serves=serves, does=does)
