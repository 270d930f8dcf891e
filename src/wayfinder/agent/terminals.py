"""The one terminal normalizer (pure): every stop_reason -> exactly one of four terminal reasons.

    goal_satisfied  (success)  done(success), artifact confirmed, auto done, early detail, external success,
                               each only when the verifier backs it (agent/verify)
    goal_failed     (failure)  done(success=False), a claim the verifier could not back (unverified answer
                               or action, wrong page, needs confirmation, refused), insufficient knowledge,
                               needs user, a person's denial, navigation failed, errors after their
                               retry, browser gone, interrupted, external failure, an uncertain side
                               effect found on resume, unknown
    loop_stuck      (stuck)    the loop trigger fired again after mitigation in a frozen world
    budget_exhausted (budget)  max_steps, max_planner_calls, max_no_progress_steps, recursion limit

The evidence names what led there: the repeated action hashes, the frozen URL/DOM/candidate hashes,
the counter that ran out and its limit, the error, the question; and, whatever the terminal, text the
run typed and left unsent on the page it ends on (``unsaved``: ``agent/unsaved.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wayfinder.agent.state import (
    counter_of,
    frame_of,
    history_of,
    ledger_of,
    observation_of,
    risks_of,
    stop_of,
    stopping,
)
from wayfinder.agent.unsaved import unsaved_edit
from wayfinder.agent.verify import VERIFIER_REASONS, verify_claim

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
        "denied",  # a person said no to the risky step the goal needed (issue 30)
        "goal_failed",
        *VERIFIER_REASONS,
        "policy_refused",  # the domain policy refused what the goal needs (a form post, a navigation)
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


def is_success_claim(stop_reason: str | None) -> bool:
    """A stop that claims the goal is met (it must pass the verifier before the run may end)."""
    return classify_stop_reason(stop_reason) == "goal_satisfied"


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
    details = stop_of(state)["details"]
    return {
        "counter": counter,
        "value": counter_of(state, counter),
        "setting": setting,
        "limit": details.get("limit"),
    }


def claim_verification(state: Mapping[str, Any]) -> dict[str, Any]:
    """The verifier's verdict on the state's claim of success: the one goal_check stored for this
    claim, else computed now (a claim set outside the graph, an external success)."""
    reason = str(stop_of(state)["reason"] or "")
    stored = state.get("verification") or {}
    if stored.get("stop_reason") == reason and stored.get("step") == state.get("step"):
        return dict(stored)
    verdict = verify_claim(
        frame_of(state),
        stop_reason=reason,
        answer=state.get("answer"),
        ledger=ledger_of(state),
        risks=risks_of(state),
        history=history_of(state),
        details=stop_of(state)["details"],
    )
    return {**verdict.to_dict(), "stop_reason": reason, "step": state.get("step")}


def _failure_verification(state: Mapping[str, Any], evidence: Mapping[str, Any]) -> dict[str, Any]:
    stored = dict(state.get("verification") or {})
    if stored and stored.get("verified") is False:
        return stored
    why = (
        evidence.get("sentence")
        or evidence.get("error")
        or evidence.get("question")
        or state.get("answer")  # a planner's done(success=false) says why in its answer
        or evidence.get("stop_reason")
    )
    return {"verified": False, "kind": stored.get("kind") or "none", "evidence": [], "missing": [str(why)]}


def _what_went_wrong(state: Mapping[str, Any]) -> dict[str, Any]:
    """Facts a failure sentence names: a search that found nothing, a step refused by policy."""
    out: dict[str, Any] = {}
    searched = [e for e in ledger_of(state) if e.query]
    if searched and searched[-1].zero:
        out["searched"] = {"query": searched[-1].query, "noun": searched[-1].zero, "url": searched[-1].url}
    refused = [r for r in risks_of(state) if r.confirmed is False or r.allowed is False]
    if refused and stop_of(state)["reason"] not in ("needs_confirmation",):
        last = refused[-1]
        out["refused"] = {"target": last.target, "reasons": list(last.reasons), "by": last.confirmed_by}
    return out


def normalize_terminal(state: Mapping[str, Any]) -> dict[str, Any]:
    """``{terminal_reason, terminal_type, terminal_evidence}`` for the state's stop reason.

    The stop's details (written by the node that stopped the run) is merged into the evidence, so the
    limit of a budget, the frozen hashes of a loop or the error of a failure travel with it. A claim
    of success ends ``goal_satisfied`` only when the verifier backs it; otherwise ``goal_failed`` with
    the verifier's reason. ``verification`` ({verified, kind, evidence, missing}) is always there.
    """
    stop = stop_of(state)
    reason = stop["reason"] or "unknown"
    terminal = classify_stop_reason(reason)
    verification: dict[str, Any] | None = None
    if terminal == "goal_satisfied":
        verification = claim_verification(state)
        if not verification.get("verified"):
            terminal = "goal_failed"
            reason = str(verification.get("reason") or "goal_failed")
            state = {**state, "stop": stopping(reason, stop["details"])}
    evidence: dict[str, Any] = {"stop_reason": reason}
    evidence.update(_budget_evidence(state, reason))
    evidence.update(dict(stop["details"]))
    if terminal == "goal_failed" and reason not in FAILURE_REASONS and not reason.startswith("external:"):
        evidence["unknown_stop_reason"] = reason
    if reason in ERROR_REASONS and state.get("last_error"):
        evidence.setdefault("error", state.get("last_error"))
    if reason == "needs_user" and state.get("pending_question"):
        evidence.setdefault("question", state.get("pending_question"))
    if terminal == "goal_satisfied" and state.get("answer"):
        evidence.setdefault("answer", state.get("answer"))
    if verification is not None and not verification.get("verified"):
        evidence.setdefault("sentence", verification.get("sentence"))
        if verification.get("question"):
            evidence.setdefault("question", verification.get("question"))
    evidence["verification"] = (
        verification if verification is not None else _failure_verification(state, evidence)
    )
    # a person who denied the action that would send it knows it is not sent: saying so again adds nothing
    unsaved = unsaved_edit(history_of(state), observation_of(state)) if reason != "denied" else None
    if unsaved:
        evidence["unsaved"] = unsaved
    return {
        "terminal_reason": terminal,
        "terminal_type": TERMINAL_TYPES[terminal],
        "terminal_evidence": evidence,
    }
