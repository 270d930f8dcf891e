"""Shared plumbing of the rules planner: the per-step input, the handler outcome, small page helpers.

Handlers (``rules_steps``, ``rules_listing``, ``rules_answer``) are pure functions
``StepInput -> Outcome``. They may update ``StepInput.state``, the JSON-safe per-sub-goal memory the
planner carries between calls in ``PlannerResult.memory``; everything else they read from the context.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

from wayfinder.actions.models import Action
from wayfinder.intent.text import NAME_STOP
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.ranking import norm
from wayfinder.plan.rules.subgoals import SubGoal

STOP = NAME_STOP  # words that never name a thing (the text module keeps the one list)


@dataclass
class StepInput:
    """What a handler sees: the context, its sub-goal, its own state and the planner's memory."""

    ctx: PlannerContext
    step: SubGoal
    index: int
    state: dict[str, Any]
    memory: dict[str, Any]

    @property
    def obs(self) -> Observation:
        return self.ctx.observation

    def avoid(self) -> set[int]:
        """Elements not to use: the loop's avoid list plus the ones that failed for this sub-goal."""
        failed = {int(x) for x in self.state.get("failed", [])}
        return set(self.ctx.avoid_elements) | failed

    def allowed(self, action_type: str) -> bool:
        return not self.ctx.allowed_actions or action_type in self.ctx.allowed_actions

    def usable(self) -> list[Element]:
        """Elements that are enabled and not avoided."""
        avoid = self.avoid()
        return [el for el in self.obs.elements if not el.disabled and el.id not in avoid]

    def bump(self, key: str) -> int:
        self.state[key] = int(self.state.get(key, 0)) + 1
        return int(self.state[key])


@dataclass
class Outcome:
    """A handler's answer: an action to take, the sub-goal is complete, or it cannot go on."""

    action: Action | None = None
    intent: str = ""
    finishes: bool = False  # the sub-goal is complete once this action succeeds
    complete: bool = False  # the sub-goal is already complete: go to the next one
    answer: str | None = None  # something to report in the final done
    failure: str | None = None  # no way forward on this page
    mark: str | None = None  # a key recorded as done for this sub-goal once the action succeeds
    stop: bool = False  # with ``failure``: end the run now (done, not successful), do not look again
    extra: dict[str, Any] = field(default_factory=dict)


def act(action: Action, intent: str, *, finishes: bool = False, mark: str | None = None) -> Outcome:
    return Outcome(action=action, intent=intent, finishes=finishes, mark=mark)


def complete(answer: str | None = None) -> Outcome:
    return Outcome(complete=True, answer=answer)


def fail(reason: str, *, stop: bool = False) -> Outcome:
    return Outcome(failure=reason, stop=stop)


def absolute(href: str, base: str) -> str:
    return urljoin(base, href)


def quote(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return f"'{text[: limit - 1]}…'" if len(text) > limit else f"'{text}'"


def same_text(a: str, b: str) -> bool:
    return norm(a) == norm(b)
