"""The run state's groups (pure): fields that belong together, one typed sub-model each.

Each group is a TypedDict (a checkpoint holds plain JSON, as for every other field; pydantic validates
a group when it is read). A node returns only the fields of a group it changes and the ``merged``
reducer keeps the others; ``loop_of``, ``budget_of``, ``progress_of``, ``hints_of``, ``visits_of``,
``stage_of``, ``avoid_of``, ``stop_of`` and ``browser_of`` read a group with every field present and of its type (the start value for a field never written), and
a field of the wrong type raises ``StateShapeError`` naming the group and the field.

- ``loop`` (``LoopMemory``): the loop detector's memory between steps.
- ``budget`` (``Budget``): the counters the budget checks read and what the model requests cost.
- ``progress`` (``Progress``): what the last step changed and how far the page advanced the goal.
- ``hints`` (``Hints``): the loop's notes to the planner (what changed, the verifier's objection).
- ``visits`` (``Visits``): where the run went and which elements failed how often.
- ``stage`` (``Stage``): where the run is on its way to the goal, since when, and what result the
  page shows (the goal_check node).
- ``avoid`` (``Avoid``): the elements and actions the planner is told not to try again.
- ``stop`` (``Stop``): why the run stops (a stop reason and what the node that stopped it saw); a
  node sets both, ``error_retry`` and a claim the verifier sends back clear both.
- ``browser`` (``BrowserTabs``): the browser's tabs at the last observation, the active one, and what
  happened to tabs and navigations during the step (the observe node; resume reopens the tabs).

``GROUPS`` names every group: a state without one of them was saved by an earlier version, which kept
these fields as keys of their own (``agent/state.py``'s ``check_state`` refuses it by name).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError
from typing_extensions import TypedDict  # pydantic validates these on Python 3.11

from wayfinder.errors import ConfigError

T = TypeVar("T")


class StateShapeError(ConfigError):
    """A state field that does not fit its model: a checkpoint of an incompatible version, or a bug."""


def typed_field(field: str, parse: Callable[[], T]) -> T:
    """``parse()``, or StateShapeError naming ``field`` (and the first place inside it) when it fails."""
    try:
        return parse()
    except (ValidationError, KeyError, TypeError, ValueError, AttributeError) as exc:
        first = exc.errors()[0] if isinstance(exc, ValidationError) and exc.errors() else None
        where = ".".join(str(p) for p in first["loc"]) if first else ""
        why = (
            f"{where}: {first['msg']}" if first else (f"no {exc}" if isinstance(exc, KeyError) else str(exc))
        )
        raise StateShapeError(
            f"the run state's {field!r} does not fit this version of Wayfinder ({why}); "
            "the run cannot go on from this checkpoint: start it again"
        ) from exc


def merged(left: Mapping[str, Any] | None, right: Mapping[str, Any] | None) -> dict[str, Any]:
    """A group's reducer: a node returns only the fields it changes, and they replace those fields."""
    return {**(left or {}), **(right or {})}


class LoopMemory(TypedDict, total=False):
    """What loop detection remembers between steps (``agent/loops.py``; written by the observe node,
    cleared by loop_mitigation and goal_check)."""

    repeat_count: int  # how many times in a row the last action was done
    stagnation_count: int  # observations in a row without a change of URL, DOM or candidates
    trigger: str | None  # "repeat" | "stagnation" | None
    signature: str | None  # the repeated action's signature
    evidence: dict[str, Any]  # what the last trigger saw (repeated action hashes...)
    mitigated: bool  # the trigger was answered (a scroll, a probe, a hint); a second one may stop
    auto_scrolls_used: int
    probe_done: bool  # the conservative re-observe was tried once


class Budget(TypedDict, total=False):
    """The counters the budget checks read (``checks.budget_stop``: with ``step``) and what the run's
    model requests cost."""

    planner_calls: int  # every request a planner sent (also a failed one)
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float | None  # None: no request had a known price
    no_progress_steps: int  # steps in a row without progress
    progress_steps: int
    error_retries: int  # retries after a planner/execute error since the last good plan


class Progress(TypedDict, total=False):
    """What the last step did (the execute node) and how far the page it reached advances the goal
    (the progress node; ``stages.py`` reads the score)."""

    score: float  # agent/progress.py's score of the last step, 0..1
    evidence: list[str]  # why that score
    url_changed: bool  # the last action changed the URL
    dom_changed: bool  # ... or the page
    no_effect: bool  # the last action changed nothing the executor could see


class Hints(TypedDict, total=False):
    """The loop's notes to the planner (``plan/context.py`` shows them): sentences Wayfinder wrote."""

    change: str  # what the last step changed (tabs, blocked navigations, a loop); may quote site text
    note: str  # the verifier's objection to a claim of success; no page text
    quotes: list[str]  # the page text that note refers to (shown inside the untrusted-data fence)
    verify_feedback: list[str]  # the objections the planner was told (at most one)


class Visits(TypedDict, total=False):
    """Where the run went and what failed (the observe and execute nodes)."""

    urls: list[str]  # pages observed, in order of first visit
    elements: list[int]  # elements acted on
    exec_fail_counts: dict[str, int]  # failed attempts per element id


class Stage(TypedDict, total=False):
    """Where the run is on its way to the goal (the goal_check node, by ``agent/stages.py``; finalize
    sets ``done`` on success), since which step, and what result the current page is."""

    name: str  # orient | context | locate | verify | done
    since_step: int  # the step the stage began (``checks.knowledge_stop`` counts from it)
    artifact_type: str | None  # the kind of result the page is (``checks.artifact``); None: no result


class Avoid(TypedDict, total=False):
    """What the planner is told not to try again (``plan/context.py`` passes it on)."""

    elements: list[int]  # failed repeatedly (execute) or refused (confirm)
    actions: list[str]  # "click #5 at URL": refused (confirm) or repeated in a loop (loop_mitigation)


class Stop(TypedDict, total=False):
    """Why the run stops: set by the node that ends or pauses it, read by the routes (any reason ends
    the run through finalize), the verifier (a claim of success) and ``terminals.normalize_terminal``
    (which merges the details into the terminal evidence)."""

    reason: str | None  # a stop reason (``agent/terminals.py`` maps each to a terminal); None: go on
    details: dict[str, Any]  # what the stopping node saw: the error, the question, the denied action


class BrowserTabs(TypedDict, total=False):
    """The browser's tabs as the last observation found them (the observe node) and what happened to
    them during the step; resume reopens ``tabs`` and the planner's context shows them."""

    tabs: list[dict[str, Any]]  # the open tabs (their URLs masked), as ``TabInfo`` dumps
    active_tab_id: int | None
    tab_events: list[dict[str, Any]]  # tabs opened or closed during the step
    context_events: list[dict[str, Any]]  # navigations blocked (domain policy) or failed in any tab


LOOP_START = LoopMemory(
    repeat_count=0,
    stagnation_count=0,
    trigger=None,
    signature=None,
    evidence={},
    mitigated=False,
    auto_scrolls_used=0,
    probe_done=False,
)
BUDGET_START = Budget(
    planner_calls=0,
    prompt_tokens=0,
    completion_tokens=0,
    cost_usd=None,
    no_progress_steps=0,
    progress_steps=0,
    error_retries=0,
)
PROGRESS_START = Progress(score=0.0, evidence=[], url_changed=False, dom_changed=False, no_effect=False)
HINTS_START = Hints(change="", note="", quotes=[], verify_feedback=[])
VISITS_START = Visits(urls=[], elements=[], exec_fail_counts={})
STAGE_START = Stage(name="orient", since_step=0, artifact_type=None)
AVOID_START = Avoid(elements=[], actions=[])
STOP_START = Stop(reason=None, details={})
BROWSER_START = BrowserTabs(tabs=[], active_tab_id=None, tab_events=[], context_events=[])

# every group: its start (a run's first state holds each) and its reader's validator
GROUPS: dict[str, Mapping[str, Any]] = {
    "loop": LOOP_START,
    "budget": BUDGET_START,
    "progress": PROGRESS_START,
    "hints": HINTS_START,
    "visits": VISITS_START,
    "stage": STAGE_START,
    "avoid": AVOID_START,
    "stop": STOP_START,
    "browser": BROWSER_START,
}
_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    "loop": TypeAdapter(LoopMemory),
    "budget": TypeAdapter(Budget),
    "progress": TypeAdapter(Progress),
    "hints": TypeAdapter(Hints),
    "visits": TypeAdapter(Visits),
    "stage": TypeAdapter(Stage),
    "avoid": TypeAdapter(Avoid),
    "stop": TypeAdapter(Stop),
    "browser": TypeAdapter(BrowserTabs),
}


def _group(state: Mapping[str, Any], name: str) -> Any:
    raw = state.get(name) or {}
    start = GROUPS[name]
    return typed_field(name, lambda: _ADAPTERS[name].validate_python({**start, **raw}, strict=True))


def loop_of(state: Mapping[str, Any]) -> LoopMemory:
    """The loop detector's memory, every field present (the defaults for what was never written)."""
    memory: LoopMemory = _group(state, "loop")
    return memory


def budget_of(state: Mapping[str, Any]) -> Budget:
    """The budget counters and the run's model cost, every field present."""
    budget: Budget = _group(state, "budget")
    return budget


def progress_of(state: Mapping[str, Any]) -> Progress:
    """What the last step changed and its progress score, every field present."""
    progress: Progress = _group(state, "progress")
    return progress


def hints_of(state: Mapping[str, Any]) -> Hints:
    """The loop's notes to the planner, every field present."""
    hints: Hints = _group(state, "hints")
    return hints


def visits_of(state: Mapping[str, Any]) -> Visits:
    """The pages and elements the run visited and the failures per element, every field present."""
    visits: Visits = _group(state, "visits")
    return visits


def stage_of(state: Mapping[str, Any]) -> Stage:
    """The run's stage, the step it began and the page's kind of result, every field present."""
    stage: Stage = _group(state, "stage")
    return stage


def avoid_of(state: Mapping[str, Any]) -> Avoid:
    """The elements and actions the planner is told not to try again, every field present."""
    avoid: Avoid = _group(state, "avoid")
    return avoid


def stop_of(state: Mapping[str, Any]) -> Stop:
    """Why the run stops (``reason`` None: it goes on) and the stopping node's details."""
    stop: Stop = _group(state, "stop")
    return stop


def stop_reason_of(state: Mapping[str, Any]) -> str | None:
    """The stop reason alone (None or "" while the run goes on)."""
    return stop_of(state)["reason"]


def stopping(reason: str | None, details: Mapping[str, Any] | None = None) -> Stop:
    """The ``stop`` group a node returns: both fields, so no detail of an earlier stop is left over."""
    return Stop(reason=reason, details=dict(details or {}))


def browser_of(state: Mapping[str, Any]) -> BrowserTabs:
    """The tabs at the last observation, the active one, and the step's tab and navigation events."""
    browser: BrowserTabs = _group(state, "browser")
    return browser


def counter_of(state: Mapping[str, Any], name: str) -> int:
    """A budget counter by its name (``step``, or a field of the budget: ``planner_calls``...), as
    the budget checks and the terminal's evidence name them."""
    if name == "step":
        return int(state.get("step", 0))
    budget: Mapping[str, Any] = budget_of(state)
    return int(budget[name])


def missing_groups(state: Mapping[str, Any]) -> list[str]:
    """The groups a (non-empty) saved state lacks: the graph loads a missing group as ``{}``."""
    return [name for name in GROUPS if not state.get(name)] if state else []
