"""The graph state: small, typed and JSON-serializable (rule 1), so a checkpointer can save it.

The observation, the planner's result, the safety verdict and the past steps are stored as
``model_dump(mode="json")`` dicts (a checkpoint holds plain JSON, and checkpoints of earlier runs keep
loading). Nodes read them through the typed accessors below, once per node visit: ``observation_of``,
``action_of``, ``decision_of``, ``ledger_of``/``risks_of`` (the verifier's typed ledger), ``frame_of``
(the goal frame in use: the model's when a model read the goal, else the rules'),
``history_of`` (``HistoryEntry``, the one shape of a past step, shared
with the planner contract in ``plan/base.py``) and ``current_url``. A value that does not fit its
model (a checkpoint written by an incompatible version) raises ``StateShapeError`` naming the field;
``check_state`` runs every accessor once, which resume does before going on.

Counters that belong together are one typed group each (a TypedDict, so a checkpoint still holds
plain JSON): ``loop`` (``LoopMemory``: the loop detector's memory) and ``budget`` (``Budget``: the
counters the budget checks read and the run's model cost). A node returns only the fields of a group
it changes (the ``merged`` reducer keeps the others); ``loop_of``/``budget_of`` read a group with every
field present and of its type.

Lists that grow use reducers: ``action_history``, ``intent_history``, ``ux_messages`` and friends
append; the ``recent_observations`` window is bounded so a long run does not grow its state without
limit.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from typing import Annotated, Any, TypedDict, TypeVar

from pydantic import TypeAdapter, ValidationError
from typing_extensions import TypedDict as TypedDict_  # pydantic validates these on Python 3.11

from wayfinder.actions.models import Action, ExecResult, parse_action
from wayfinder.agent.verify.evidence import bounded_ledger
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.errors import ConfigError
from wayfinder.intent import GoalFrame, parse_goal
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry, history_entries
from wayfinder.safety.models import SecurityDecision

RECENT_WINDOW_MAX = 50  # hard cap; loop detection reads settings.loop_window from the tail


def bounded_window(left: list[Any] | None, right: list[Any] | None) -> list[Any]:
    """Append ``right`` to ``left`` and keep the newest ``RECENT_WINDOW_MAX`` entries.

    A node returns only the new summaries; the reducer keeps the window bounded.
    """
    merged = list(left or []) + list(right or [])
    return merged[-RECENT_WINDOW_MAX:]


class ObservationSummary(TypedDict, total=False):
    """What loop detection keeps of one observation (the full one is too large for a window)."""

    step: int
    url: str
    title: str
    mapping_hash: str
    candidate_hash: str
    dom_hash: str
    elements: int
    page_type: str


def merged(left: Mapping[str, Any] | None, right: Mapping[str, Any] | None) -> dict[str, Any]:
    """A group's reducer: a node returns only the fields it changes, and they replace those fields."""
    return {**(left or {}), **(right or {})}


class LoopMemory(TypedDict_, total=False):
    """What loop detection remembers between steps (``agent/loops.py``; written by the observe node,
    cleared by loop_mitigation and goal_check). Read through ``loop_of``, which fills the defaults."""

    repeat_count: int  # how many times in a row the last action was done
    stagnation_count: int  # observations in a row without a change of URL, DOM or candidates
    trigger: str | None  # "repeat" | "stagnation" | None
    signature: str | None  # the repeated action's signature
    evidence: dict[str, Any]  # what the last trigger saw (repeated action hashes...)
    mitigated: bool  # the trigger was answered (a scroll, a probe, a hint); a second one may stop
    auto_scrolls_used: int
    probe_done: bool  # the conservative re-observe was tried once


class Budget(TypedDict_, total=False):
    """The counters the budget checks read (``checks.budget_stop``: with ``step``) and what the run's
    model requests cost. Read through ``budget_of``, which fills the defaults."""

    planner_calls: int  # every request a planner sent (also a failed one)
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float | None  # None: no request had a known price
    no_progress_steps: int  # steps in a row without progress
    progress_steps: int
    error_retries: int  # retries after a planner/execute error since the last good plan


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


class AgentState(TypedDict, total=False):
    """Every field the loop reads or writes. See docs/ARCHITECTURE.md, "The loop"."""

    # -- the goal
    goal: str
    start_url: str | None
    # the model's GoalFrame (to_dict) when a model read the goal (plan/llm_frame.py), else None: the
    # rules frame of ``goal`` serves; read through frame_of. frame_notes: where the two frames differ,
    # or why the model's was not used
    goal_frame: dict[str, Any] | None
    frame_source: str  # model | rules
    frame_notes: list[str]
    goal_kind: str  # object | list | action
    goal_stage: str  # orient | context | locate | verify | done
    stage_since_step: int
    task_mode: str  # find | browse | answer | download
    # -- observation
    observation: dict[str, Any] | None
    observation_fresh: bool
    prev_observation: dict[str, Any] | None
    recent_observations: Annotated[list[ObservationSummary], bounded_window]
    mapping_hash: str
    candidate_hash: str
    # -- decisions of this step
    planner_result: dict[str, Any] | None
    security_decision: dict[str, Any] | None
    exec_result: dict[str, Any] | None
    planner_raw_path: str | None
    exec_result_path: str | None
    # resume (issue 29): the exec artifact of an action that finished before the process died, whose
    # checkpoint was never written; the execute node uses it instead of doing the action again
    recorded_exec: str | None
    # -- ending
    stop_reason: str | None
    stop_details: dict[str, Any]
    terminal_reason: str | None
    terminal_type: str | None
    terminal_evidence: dict[str, Any]
    # -- loops and progress
    loop: Annotated[LoopMemory, merged]  # read: loop_of
    budget: Annotated[Budget, merged]  # read: budget_of
    state_change_hint: str
    last_progress_score: float
    last_progress_evidence: list[str]
    step: int
    # -- memory of what was done
    action_history: Annotated[list[dict[str, Any]], operator.add]  # HistoryEntry dumps; read: history_of
    avoid_elements: list[int]
    avoid_actions: list[str]
    visited_urls: list[str]
    visited_elements: list[int]
    exec_fail_counts: dict[str, int]
    last_state_change: dict[str, bool]
    last_action_no_effect: bool
    # -- page understanding
    candidate_elements: list[int]
    artifact_detected: bool
    artifact_type: str | None
    page_type: str
    # -- tabs
    tabs: list[dict[str, Any]]
    tab_events: Annotated[list[dict[str, Any]], operator.add]
    active_tab_id: int | None
    context_events: Annotated[list[dict[str, Any]], operator.add]
    # -- narration
    intent_text: str
    intent_history: Annotated[list[str], operator.add]
    ux_messages: Annotated[list[str], operator.add]
    records: Annotated[list[dict[str, Any]], operator.add]  # dataset rows a list goal collected
    answer: str | None
    answers_from_user: Annotated[list[dict[str, str]], operator.add]
    planner_memory: dict[str, Any]
    # -- errors and questions
    last_error: str | None
    pending_question: str | None
    # -- verification (agent/verify): what the run saw, risky steps, the verdict on a claim of success
    seen_pages: Annotated[list[dict[str, Any]], bounded_ledger]
    risk_log: Annotated[list[dict[str, Any]], operator.add]
    verification: dict[str, Any] | None
    verify_feedback: list[str]  # what the planner was told when its done was not backed (at most once)
    # the loop's note to the planner (plan/context.py's seam): a sentence with no page text, and the
    # quoted text it refers to (shown inside the untrusted-data fence)
    loop_hint: str
    loop_hint_quotes: list[str]


def initial_state(goal: str, *, start_url: str | None, goal_kind: str, task_mode: str) -> AgentState:
    """The state a run starts from: counters at zero, stage ``orient``."""
    return AgentState(
        goal=goal,
        start_url=start_url,
        goal_frame=None,
        frame_source="rules",
        frame_notes=[],
        goal_kind=goal_kind,
        goal_stage="orient",
        stage_since_step=0,
        task_mode=task_mode,
        observation=None,
        observation_fresh=False,
        prev_observation=None,
        recent_observations=[],
        stop_reason=None,
        stop_details={},
        terminal_evidence={},
        loop=LoopMemory(**LOOP_START),
        budget=Budget(**BUDGET_START),
        state_change_hint="",
        last_progress_score=0.0,
        last_progress_evidence=[],
        step=0,
        action_history=[],
        avoid_elements=[],
        avoid_actions=[],
        visited_urls=[],
        visited_elements=[],
        exec_fail_counts={},
        last_state_change={"url_changed": False, "dom_changed": False},
        last_action_no_effect=False,
        candidate_elements=[],
        artifact_detected=False,
        artifact_type=None,
        page_type="other",
        tabs=[],
        tab_events=[],
        active_tab_id=None,
        context_events=[],
        intent_text="",
        intent_history=[],
        ux_messages=[],
        records=[],
        answer=None,
        answers_from_user=[],
        planner_memory={},
        last_error=None,
        pending_question=None,
        seen_pages=[],
        risk_log=[],
        verification=None,
        verify_feedback=[],
        loop_hint="",
        loop_hint_quotes=[],
    )


# -- typed accessors (read each value once per node visit and pass the typed value on)

T = TypeVar("T")


class StateShapeError(ConfigError):
    """A state field that does not fit its model: a checkpoint of an incompatible version, or a bug."""


def _typed(field: str, parse: Callable[[], T]) -> T:
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


def observation_of(state: Mapping[str, Any]) -> Observation | None:
    """The current observation, or None before the first observe."""
    raw = state.get("observation")
    return _typed("observation", lambda: Observation.model_validate(raw)) if raw else None


def action_of(state: Mapping[str, Any]) -> Action | None:
    """The action the planner chose this step, or None when there is none."""
    result = state.get("planner_result")
    if not result:
        return None
    return _typed("planner_result", lambda: parse_action(dict(result["action"])))


def decision_of(state: Mapping[str, Any]) -> SecurityDecision | None:
    """The safety verdict on this step's action, or None before safety ran."""
    raw = state.get("security_decision")
    return _typed("security_decision", lambda: SecurityDecision.model_validate(raw)) if raw else None


def exec_of(state: Mapping[str, Any]) -> ExecResult | None:
    """What the executor reported for this step's action, or None (not executed: refused, meta)."""
    raw = state.get("exec_result")
    return _typed("exec_result", lambda: ExecResult.model_validate(raw)) if raw else None


def history_of(state: Mapping[str, Any]) -> list[HistoryEntry]:
    """The past steps, oldest first."""
    return _typed("action_history", lambda: history_entries(list(state.get("action_history") or [])))


def ledger_of(state: Mapping[str, Any]) -> list[PageEntry]:
    """The pages the run saw (the verifier's ledger), oldest first."""
    raw = list(state.get("seen_pages") or [])
    return _typed("seen_pages", lambda: [PageEntry.model_validate(e) for e in raw])


def risks_of(state: Mapping[str, Any]) -> list[RiskEntry]:
    """The actions rated above low risk (or refused), oldest first."""
    raw = list(state.get("risk_log") or [])
    return _typed("risk_log", lambda: [RiskEntry.model_validate(e) for e in raw])


_LOOP = TypeAdapter(LoopMemory)
_BUDGET = TypeAdapter(Budget)


def loop_of(state: Mapping[str, Any]) -> LoopMemory:
    """The loop detector's memory, every field present (the defaults for what was never written)."""
    raw = state.get("loop") or {}
    return _typed("loop", lambda: _LOOP.validate_python({**LOOP_START, **raw}, strict=True))


def budget_of(state: Mapping[str, Any]) -> Budget:
    """The budget counters and the run's model cost, every field present."""
    raw = state.get("budget") or {}
    return _typed("budget", lambda: _BUDGET.validate_python({**BUDGET_START, **raw}, strict=True))


def counter_of(state: Mapping[str, Any], name: str) -> int:
    """A budget counter by its name (``step``, or a field of the budget: ``planner_calls``...), as
    the budget checks and the terminal's evidence name them."""
    if name == "step":
        return int(state.get("step", 0))
    budget: Mapping[str, Any] = budget_of(state)
    return int(budget[name])


def frame_of(state: Mapping[str, Any]) -> GoalFrame:
    """The goal frame the run uses: the model's when a model read the goal, else the rules frame of
    the goal (``intent.parse_goal``), so the verifier and the stages read one frame."""
    raw = state.get("goal_frame")
    if raw:
        return _typed("goal_frame", lambda: GoalFrame.from_dict(dict(raw)))
    return parse_goal(str(state.get("goal") or ""))


def current_url(state: Mapping[str, Any]) -> str:
    """The current observation's URL ("" before the first observe); reads that one key only."""
    obs = state.get("observation")
    return str(obs.get("url", "")) if isinstance(obs, Mapping) else ""


def check_state(state: Mapping[str, Any]) -> None:
    """Read every typed field once: StateShapeError (a ConfigError) names the first that does not fit.

    A state saved before the loop memory and the budget were grouped has neither group (its counters
    were keys of their own, which this version's graph no longer loads; a run's state has both from
    ``initial_state`` on): going on would start its budget and its loop detection from zero, so it is
    refused by name."""
    observation_of(state)
    action_of(state)
    decision_of(state)
    exec_of(state)
    history_of(state)
    ledger_of(state)
    risks_of(state)
    frame_of(state)
    loop_of(state)
    budget_of(state)
    if state and not (state.get("loop") and state.get("budget")):  # the graph loads a missing group as {}
        raise StateShapeError(
            "the run state has no 'loop' and 'budget' groups: it was saved by an earlier version of "
            "Wayfinder, which kept the loop and budget counters as separate keys; the run cannot go on "
            "from this checkpoint: start it again"
        )
