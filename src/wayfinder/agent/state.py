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

Fields that belong together are one typed group each (``agent/state_groups.py``; a TypedDict, so a
checkpoint still holds plain JSON): ``loop`` (the loop detector's memory), ``budget`` (the budget
counters and the run's model cost), ``progress`` (what the last step changed, its progress score),
``hints`` (the loop's notes to the planner), ``visits`` (pages and elements visited, failures per
element), ``stage`` (the stage, since when, the page's kind of result), ``avoid`` (elements and
actions not to try again), ``stop`` (the stop reason and its details) and ``browser`` (the tabs, the
active one, the step's tab and navigation events). A node returns only the fields of a group it changes (the ``merged``
reducer keeps the others); ``loop_of``, ``budget_of``, ``progress_of``, ``hints_of``, ``visits_of``,
``stage_of``, ``avoid_of``, ``stop_of`` and ``browser_of`` read a group with every field present and of its type.

Lists that grow use reducers: ``action_history``, ``intent_history``, ``ux_messages`` and friends
append; the ``recent_observations`` window is bounded so a long run does not grow its state without
limit.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Annotated, Any, TypedDict

from wayfinder.actions.models import Action, ExecResult, parse_action
from wayfinder.agent.state_groups import (
    Avoid,
    BrowserTabs,
    Budget,
    Hints,
    LoopMemory,
    Progress,
    Stage,
    StateShapeError,
    Stop,
    Visits,
    avoid_of,
    browser_of,
    budget_of,
    counter_of,
    hints_of,
    loop_of,
    merged,
    missing_groups,
    progress_of,
    stage_of,
    stop_of,
    stop_reason_of,
    stopping,
    typed_field,
    visits_of,
)
from wayfinder.agent.verify.evidence import bounded_ledger
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.intent import GoalFrame, parse_goal
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry, history_entries
from wayfinder.safety.models import SecurityDecision

__all__ = [  # the state, its accessors, and the groups' (agent/state_groups.py) for the nodes
    "RECENT_WINDOW_MAX",
    "AgentState",
    "Avoid",
    "BrowserTabs",
    "Budget",
    "Hints",
    "LoopMemory",
    "ObservationSummary",
    "Progress",
    "Stage",
    "StateShapeError",
    "Stop",
    "Visits",
    "action_of",
    "avoid_of",
    "bounded_window",
    "browser_of",
    "budget_of",
    "check_state",
    "counter_of",
    "current_url",
    "decision_of",
    "exec_of",
    "frame_of",
    "hints_of",
    "history_of",
    "initial_state",
    "ledger_of",
    "loop_of",
    "merged",
    "observation_of",
    "progress_of",
    "risks_of",
    "stage_of",
    "stop_of",
    "stop_reason_of",
    "stopping",
    "visits_of",
]

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
    stage: Annotated[Stage, merged]  # orient .. done, since which step, the page's result; read: stage_of
    task_mode: str  # find | browse | answer | download
    # -- observation
    observation: dict[str, Any] | None
    observation_fresh: bool
    first_look_at: float  # when the early browser took the first observation (agent/run_first.py), if it did
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
    stop: Annotated[Stop, merged]  # why the run stops and what the stopping node saw; read: stop_of
    terminal_reason: str | None
    terminal_type: str | None
    terminal_evidence: dict[str, Any]
    # -- loops and progress
    loop: Annotated[LoopMemory, merged]  # read: loop_of
    budget: Annotated[Budget, merged]  # read: budget_of
    progress: Annotated[Progress, merged]  # read: progress_of
    hints: Annotated[Hints, merged]  # the loop's notes to the planner; read: hints_of
    step: int
    # -- memory of what was done
    action_history: Annotated[list[dict[str, Any]], operator.add]  # HistoryEntry dumps; read: history_of
    avoid: Annotated[Avoid, merged]  # elements and actions not to try again; read: avoid_of
    visits: Annotated[Visits, merged]  # read: visits_of
    # -- page understanding
    candidate_elements: list[int]
    page_type: str
    # -- tabs
    browser: Annotated[BrowserTabs, merged]  # the tabs, the active one, the step's events; read: browser_of
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


def initial_state(goal: str, *, start_url: str | None, goal_kind: str, task_mode: str) -> AgentState:
    """The state a run starts from: counters at zero, stage ``orient``."""
    return AgentState(
        goal=goal,
        start_url=start_url,
        goal_frame=None,
        frame_source="rules",
        frame_notes=[],
        goal_kind=goal_kind,
        task_mode=task_mode,
        observation=None,
        observation_fresh=False,
        prev_observation=None,
        recent_observations=[],
        terminal_evidence={},
        step=0,
        action_history=[],
        candidate_elements=[],
        page_type="other",
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
        loop=loop_of({}),  # each group at its start, every field present
        budget=budget_of({}),
        progress=progress_of({}),
        hints=hints_of({}),
        visits=visits_of({}),
        stage=stage_of({}),
        avoid=avoid_of({}),
        stop=stop_of({}),
        browser=browser_of({}),
    )


# -- typed accessors (read each value once per node visit and pass the typed value on)


def observation_of(state: Mapping[str, Any]) -> Observation | None:
    """The current observation, or None before the first observe."""
    raw = state.get("observation")
    return typed_field("observation", lambda: Observation.model_validate(raw)) if raw else None


def action_of(state: Mapping[str, Any]) -> Action | None:
    """The action the planner chose this step, or None when there is none."""
    result = state.get("planner_result")
    if not result:
        return None
    return typed_field("planner_result", lambda: parse_action(dict(result["action"])))


def decision_of(state: Mapping[str, Any]) -> SecurityDecision | None:
    """The safety verdict on this step's action, or None before safety ran."""
    raw = state.get("security_decision")
    return typed_field("security_decision", lambda: SecurityDecision.model_validate(raw)) if raw else None


def exec_of(state: Mapping[str, Any]) -> ExecResult | None:
    """What the executor reported for this step's action, or None (not executed: refused, meta)."""
    raw = state.get("exec_result")
    return typed_field("exec_result", lambda: ExecResult.model_validate(raw)) if raw else None


def history_of(state: Mapping[str, Any]) -> list[HistoryEntry]:
    """The past steps, oldest first."""
    return typed_field("action_history", lambda: history_entries(list(state.get("action_history") or [])))


def ledger_of(state: Mapping[str, Any]) -> list[PageEntry]:
    """The pages the run saw (the verifier's ledger), oldest first."""
    raw = list(state.get("seen_pages") or [])
    return typed_field("seen_pages", lambda: [PageEntry.model_validate(e) for e in raw])


def risks_of(state: Mapping[str, Any]) -> list[RiskEntry]:
    """The actions rated above low risk (or refused), oldest first."""
    raw = list(state.get("risk_log") or [])
    return typed_field("risk_log", lambda: [RiskEntry.model_validate(e) for e in raw])


def frame_of(state: Mapping[str, Any]) -> GoalFrame:
    """The goal frame the run uses: the model's when a model read the goal, else the rules frame of
    the goal (``intent.parse_goal``), so the verifier and the stages read one frame."""
    raw = state.get("goal_frame")
    if raw:
        return typed_field("goal_frame", lambda: GoalFrame.from_dict(dict(raw)))
    return parse_goal(str(state.get("goal") or ""))


def current_url(state: Mapping[str, Any]) -> str:
    """The current observation's URL ("" before the first observe); reads that one key only."""
    obs = state.get("observation")
    return str(obs.get("url", "")) if isinstance(obs, Mapping) else ""


def check_state(state: Mapping[str, Any]) -> None:
    """Read every typed field once: StateShapeError (a ConfigError) names the first that does not fit.

    A state saved before a group existed lacks it (its fields were keys of their own, which this
    version's graph no longer loads; a run's state has every group from ``initial_state`` on): going on
    would start its budget, its loop detection, its progress or its failure counts from zero, so it is
    refused, naming the groups it lacks."""
    observation_of(state)
    action_of(state)
    decision_of(state)
    exec_of(state)
    history_of(state)
    ledger_of(state)
    risks_of(state)
    frame_of(state)
    for read in (
        loop_of,
        budget_of,
        progress_of,
        hints_of,
        visits_of,
        stage_of,
        avoid_of,
        stop_of,
        browser_of,
    ):
        read(state)
    missing = missing_groups(state)
    if missing:
        names = ", ".join(repr(name) for name in missing)
        raise StateShapeError(
            f"the run state has no {names} group: it was saved by an earlier version of Wayfinder, "
            "which kept these fields as keys of their own; the run cannot go on from this checkpoint: "
            "start it again"
        )
