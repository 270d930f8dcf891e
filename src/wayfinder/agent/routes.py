"""Pure routers: state -> the next node's name (rule 2). Tested as tables in tests/unit/agent/test_routes.py.

Any stop_reason ends the run through ``finalize`` (which writes the terminal record), except the
error reasons (planner errors, timeouts, disallowed actions, execute errors), which go to
``error_retry`` first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wayfinder.agent.state import decision_of, loop_of, stop_reason_of
from wayfinder.agent.terminals import ERROR_REASONS, is_success_claim

OBSERVE = "observe"
LOOP_MITIGATION = "loop_mitigation"
GOAL_CHECK = "goal_check"
PLANNER = "planner"
SAFETY = "safety"
CONFIRM = "confirm"
EXECUTE = "execute"
PROGRESS = "progress"
ASK_USER = "ask_user"
ERROR_RETRY = "error_retry"
FINALIZE = "finalize"

State = Mapping[str, Any]


def stop_route(state: State) -> str | None:
    """``error_retry`` for an error stop, ``goal_check`` for a claim of success (its verify stage
    judges it), ``finalize`` for any other stop, None to go on."""
    reason = stop_reason_of(state)
    if not reason:
        return None
    if reason in ERROR_REASONS:
        return ERROR_RETRY
    return GOAL_CHECK if is_success_claim(reason) else FINALIZE


def after_observe(state: State) -> str:
    stop = stop_route(state)
    if stop:
        return stop
    loop = loop_of(state)
    if loop["trigger"] and not loop["mitigated"]:
        return LOOP_MITIGATION
    return GOAL_CHECK


def after_loop_mitigation(state: State) -> str:
    return stop_route(state) or GOAL_CHECK


def after_goal_check(state: State) -> str:
    """goal_check has judged any claim: a stop it kept ends the run."""
    reason = stop_reason_of(state)
    if not reason:
        return PLANNER
    return ERROR_RETRY if reason in ERROR_REASONS else FINALIZE


def after_planner(state: State) -> str:
    return stop_route(state) or SAFETY


def after_safety(state: State) -> str:
    return stop_route(state) or CONFIRM


def refused(state: State) -> bool:
    """The confirm node decided the action must not run (policy or a person said no)."""
    decision = decision_of(state)
    return decision is not None and (not decision.allowed or decision.confirmed is False)


def after_confirm(state: State) -> str:
    stop = stop_route(state)
    if stop:
        return stop
    return PROGRESS if refused(state) else EXECUTE


def after_execute(state: State) -> str:
    return stop_route(state) or PROGRESS


def after_progress(state: State) -> str:
    stop = stop_route(state)
    if stop:
        return stop
    return ASK_USER if state.get("pending_question") else OBSERVE


def after_ask_user(state: State) -> str:
    return stop_route(state) or OBSERVE


def after_error_retry(state: State) -> str:
    """error_retry clears the stop reason when it grants the retry; a kept reason ends the run."""
    return FINALIZE if stop_reason_of(state) else OBSERVE
