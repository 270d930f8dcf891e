"""The one terminal normalizer (pure): every stop_reason -> exactly one of four terminal reasons.

    goal_satisfied  (success)  done(success), artifact confirmed, auto done, early detail, external success
    goal_failed     (failure)  done(success=False), insufficient knowledge, needs user, navigation failed,
                               errors after their retry, browser gone, interrupted, external failure,
                               an uncertain side effect found on resume, unknown
    loop_stuck      (stuck)    the loop trigger fired again after mitigation in a frozen world
    budget_exhausted (budget)  max_steps, max_planner_calls, max_no_progress_steps, recursion limit

The evidence names what led there: the repeated action hashes, the frozen URL/DOM/candidate hashes,
the counter that ran out and its limit, the error, the question.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TERMINAL_TYPES: dict[str, str] = {
    "goal_satisfied": "success",
    "goal_failed": "failure",
    "loop_stuck": "stuck",
    "budget_exhausted": "budget",
}

SUCCESS_REASONS = frozenset(
    {"done_success", "artifact_confirmed", "auto_done", "early_detail", "goal_satisfied"}
)
FAILURE_REASONS = frozenset(
    {
        "done_failure",
        "insufficient_knowledge",
        "needs_user",
        "navigation_failed",
        "planner_error",
        "planner_timeout",
        "disallowed_action",
        "execute_error",
        "observe_error",
        "browser_gone",
        "interrupted",
        "crashed",
        "config_error",
        "uncertain_side_effect",  # resume: a risky action may have happened before a crash (issue 16)
        "goal_failed",
    }
)
LOOP_REASONS = frozenset({"loop_stuck"})
BUDGET_REASONS = frozenset(
    {"max_steps", "max_planner_calls", "max_no_progress_steps", "recursion_limit", "budget_exhausted"}
)
ERROR_REASONS = frozenset(
    {"planner_error", "planner_timeout", "disallowed_action", "execute_error", "observe_error"}
)
EXTERNAL_SUCCESS = frozenset({"goal_satisfied", "success", "succeeded", "done", "solved"})

_COUNTERS: dict[str, tuple[str, str]] = {
    "max_steps": ("step", "max_steps"),
    "max_planner_calls": ("planner_calls", "max_planner_calls"),
    "max_no_progress_steps": ("no_progress_steps", "max_no_progress_steps"),
}


def classify_stop_reason(stop_reason: str | None) -> str:
    """The terminal reason for a stop reason. ``external:<x>`` comes from ``should_stop``."""
    reason = stop_reason or ""
    if reason.startswith("external:"):
        inner = reason.split(":", 1)[1].strip().lower()
        return "goal_satisfied" if inner in EXTERNAL_SUCCESS else "goal_failed"
    if reason in SUCCESS_REASONS:
        return "goal_satisfied"
    if reason in LOOP_REASONS:
        return "loop_stuck"
    if reason in BUDGET_REASONS:
        return "budget_exhausted"
    return "goal_failed"


def _budget_evidence(state: Mapping[str, Any], reason: str) -> dict[str, Any]:
    if reason not in _COUNTERS:
        return {}
    counter, setting = _COUNTERS[reason]
    details = state.get("stop_details") or {}
    return {
        "counter": counter,
        "value": state.get(counter, 0),
        "setting": setting,
        "limit": details.get("limit"),
    }


def normalize_terminal(state: Mapping[str, Any]) -> dict[str, Any]:
    """``{terminal_reason, terminal_type, terminal_evidence}`` for the state's stop_reason.

    ``stop_details`` (written by the node that stopped the run) is merged into the evidence, so the
    limit of a budget, the frozen hashes of a loop or the error of a failure travel with it.
    """
    reason = state.get("stop_reason") or "unknown"
    terminal = classify_stop_reason(reason)
    evidence: dict[str, Any] = {"stop_reason": reason}
    evidence.update(_budget_evidence(state, reason))
    evidence.update(dict(state.get("stop_details") or {}))
    if terminal == "goal_failed" and reason not in FAILURE_REASONS and not reason.startswith("external:"):
        evidence["unknown_stop_reason"] = reason
    if reason in ERROR_REASONS and state.get("last_error"):
        evidence.setdefault("error", state.get("last_error"))
    if reason == "needs_user" and state.get("pending_question"):
        evidence.setdefault("question", state.get("pending_question"))
    if terminal == "goal_satisfied" and state.get("answer"):
        evidence.setdefault("answer", state.get("answer"))
    return {
        "terminal_reason": terminal,
        "terminal_type": TERMINAL_TYPES[terminal],
        "terminal_evidence": evidence,
    }
