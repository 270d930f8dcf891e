"""The replay planner: a real ``Planner`` that plays a gold trajectory through the whole graph.

Each call resolves the next gold step's element by role and text in the current observation
(``resolve.py``) and returns that action; the graph does the rest exactly as for any planner
(observe, safety, confirm, execute, progress, goal_check, verify). A person scrolls when the element
is further down, so does the replay (a few times); an optional step whose element is not there is
skipped. After a failed step (the graph retries through error_retry) the same step is tried once more,
unless the page changed all the same (``step_took``).
The final ``done`` is repeated if the graph asks again (a refused claim is told to the planner once),
so a refusal ends the run with the verifier's own reason.

A step that cannot be found is a ``PlannerError`` naming the step, the target and the page: the
replay, not the verifier, is broken, and ``bench verify`` reports it apart from false rejections. The
planner keeps that sentence (``lost``): the graph retries a planner error and may then end the run its
own way (loop_stuck), and the run is still the replay's failure, not a refusal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from urllib.parse import urlsplit

from wayfinder.actions.models import parse_action
from wayfinder.errors import PlannerError
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import HistoryEntry, PlannerContext, PlannerResult
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.resolve import concrete, role_of, target_of


def first_result(obs: Observation) -> Element | None:
    """The first link of the page's main part after its search field, on the same site (the first
    hit of a search results page)."""
    site = urlsplit(obs.url).netloc
    fields = [e for e in obs.elements if e.zone == "main" and role_of(e).startswith(("input", "textarea"))]
    after = fields[0].id if fields else -1
    seen_field = not fields
    for el in obs.elements:
        seen_field = seen_field or el.id == after
        href = urlsplit(el.href or "")
        if seen_field and el.zone == "main" and el.tag == "a" and el.href and href.netloc in ("", site):
            return el
    return None


# How a recipe's pick is made on the page the step meets (``GoldStep.pick``).
PICKERS: dict[str, Callable[[Observation], Element | None]] = {"first_result": first_result}

# waiting for a page still loading, for one step's element: each wait ends as soon as the page
# changes, and each is longer than the last (the same wait three times is a loop to the loop detector)
WAITS_S = (2.0, 4.0, 6.0)
MAX_WAITS = len(WAITS_S)
MAX_SCROLLS = 4  # looking further down the page for one step's element
REPLAY_ERROR = "gold replay"  # how a broken replay's planner errors start (bench verify tells them apart)


def step_took(entry: HistoryEntry) -> bool:
    """A step whose action reported a failure changed the page all the same: a navigation committed
    (the address changed) or the page's document or form values changed (its DOM/form signature) - a
    click or Submit the loaded page answered after the action's timeout, a form posted back to its own
    address. Its effect happened; playing it again would act twice or look for an element that is gone."""
    return entry.url_changed or entry.dom_changed


class ReplayPlanner:
    """Plays ``steps`` (the last one a ``done``); ``played`` lists the actions it returned."""

    name = "gold-replay"

    def __init__(self, steps: Sequence[GoldStep]) -> None:
        if not steps or not steps[-1].is_done:
            raise ValueError("a replay needs steps that end with done")
        self._steps = list(steps)
        self._index = 0
        self._last: int | None = None  # the index of the last step returned
        self._retried: set[int] = set()
        self._waits = 0
        self._scrolls = 0
        self.played: list[dict[str, object]] = []
        self.lost: str | None = None  # why a step could not be played (the replay's own failure)
        # the steps as played: a pick replaced by the element it picked (what the recorder stores)
        self.recorded: list[GoldStep] = list(steps)

    @property
    def finished(self) -> bool:
        """Every step up to the final done was played."""
        return self._last == len(self._steps) - 1

    def _retry_failed(self, ctx: PlannerContext) -> None:
        """After a gold step whose action failed, go back to it once (the page may have moved) - unless
        the page changed all the same (``step_took``: on a loaded machine the step is done, not failed)."""
        last = self._last
        history = ctx.action_history
        if last is None or self._steps[last].is_done or last in self._retried or not history:
            return
        if not history[-1].ok and not step_took(history[-1]) and history[-1].type == self._steps[last].type:
            self._retried.add(last)
            self._index = last

    def _lose(self, why: str) -> PlannerError:
        """The replay cannot go on: remembered (``lost``) and raised as the planner's error."""
        self.lost = f"{REPLAY_ERROR}: {why}"
        return PlannerError(self.lost)

    def _result(self, index: int, action: dict[str, object]) -> PlannerResult:
        self._last = index
        self._waits = self._scrolls = 0
        self.played.append(action)
        step = self._steps[index]
        intent = step.note or f"gold step {index + 1} of {len(self._steps)}"
        raw = {"gold_step": index + 1, "step": step.model_dump(mode="json", exclude_defaults=True)}
        return PlannerResult(action=parse_action(action), intent=intent, raw=raw)

    def _picked(self, index: int, step: GoldStep, obs: Observation) -> GoldStep:
        """The pick step with the element its picker chose on this page as its target (unchanged
        when the picker finds none: the step then waits like any missing element)."""
        picker = PICKERS.get(step.pick or "")
        if picker is None:
            raise self._lose(f"step {index + 1} picks {step.pick!r}, which no picker knows")
        el = picker(obs)
        if el is None:
            return step
        chosen = step.model_copy(update={"pick": None, "target": target_of(el, obs.elements)})
        self.recorded[index] = chosen
        return chosen

    def _look(self, action: dict[str, object], intent: str) -> PlannerResult:
        """An action of the replay's own (waiting, scrolling) while a step's element is not in sight."""
        self.played.append(action)
        return PlannerResult(action=parse_action(action), intent=intent, raw={"looking_for": self._index + 1})

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        self._retry_failed(ctx)
        obs = ctx.observation
        while True:
            index = min(self._index, len(self._steps) - 1)
            step = self._steps[index]
            if step.pick is not None:
                step = self._picked(index, step, obs)
            action = concrete(step, obs)
            if action is not None:
                self._index = index + 1
                return self._result(index, action)
            if step.optional:
                self._index = index + 1
                continue
            if self._waits < MAX_WAITS:
                self._waits += 1
                wait = {"type": "wait", "seconds": WAITS_S[self._waits - 1]}
                return self._look(wait, "waiting for the page to finish loading")
            if self._scrolls < MAX_SCROLLS and obs.pages_below > 0.05:
                self._scrolls += 1
                return self._look({"type": "scroll", "direction": "down"}, "looking further down the page")
            what = step.target.describe() if step.target else f"pick {step.pick}" if step.pick else step.type
            raise self._lose(f"step {index + 1} ({what}) is not on {obs.url}")
