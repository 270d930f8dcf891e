"""Shared plumbing of the rules planner: the per-step input, the skill's outcome, small page helpers.

Skills are pure functions ``StepInput[W] -> Outcome | None`` for the work item type ``W`` they serve
(``work/``). They may update ``StepInput.state``, the JSON-safe memory of their work item that the
planner carries between calls in ``PlannerResult.memory``; everything else they read from the context.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from urllib.parse import urljoin

from wayfinder.actions.models import Action
from wayfinder.intent.text import NAME_STOP
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.ranking import norm
from wayfinder.plan.rules.work import Work

STOP = NAME_STOP  # words that never name a thing (the text module keeps the one list)
W = TypeVar("W", bound=Work, covariant=True)


@dataclass(frozen=True)
class StepInput(Generic[W]):
    """What a skill sees: the context, its work item, the item's own state and the planner's memory."""

    ctx: PlannerContext
    step: W
    index: int
    state: dict[str, Any]
    memory: dict[str, Any]

    @property
    def obs(self) -> Observation:
        return self.ctx.observation

    def avoid(self) -> set[int]:
        """Elements not to use: the loop's avoid list plus the ones that failed for this work item."""
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
    """A handler's answer: an action to take, the work item is complete, or it cannot go on."""

    action: Action | None = None
    intent: str = ""
    finishes: bool = False  # the work item is complete once this action succeeds
    complete: bool = False  # the work item is already complete: go to the next one
    answer: str | None = None  # something to report in the final done
    failure: str | None = None  # no way forward: the sentence for the person
    mark: str | None = None  # a key recorded as done for this work item once the action succeeds
    final: bool = False  # with ``failure``: a give-up (see ``give_up``), not a miss on this page
    extra: dict[str, Any] = field(default_factory=dict)


def act(action: Action, intent: str, *, finishes: bool = False, mark: str | None = None) -> Outcome:
    return Outcome(action=action, intent=intent, finishes=finishes, mark=mark)


def complete(answer: str | None = None) -> Outcome:
    return Outcome(complete=True, answer=answer)


def fail(reason: str) -> Outcome:
    """No way forward on this page yet ('nothing matching X on this page'): the planner looks again
    (a page may still be showing what it was asked for) a couple of times, then gives up with it."""
    return Outcome(failure=reason)


def give_up(sentence: str) -> Outcome:
    """The skill has tried every way it has (the page, the site's search, its lists and filters, every
    result page) or met a fact no later page changes (the cart is empty, the item is sold out): the run
    ends now, not successful, with ``sentence`` ("I could not find 'X' on this site: ...", "no filter
    or search box here narrows the list to 'X'", "'rating' is not shown on the page of 'X'")."""
    return Outcome(failure=sentence, final=True)


def absolute(href: str, base: str) -> str:
    return urljoin(base, href)


def quote(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return f"'{text[: limit - 1]}…'" if len(text) > limit else f"'{text}'"


def same_text(a: str, b: str) -> bool:
    return norm(a) == norm(b)
