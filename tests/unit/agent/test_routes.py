"""Routers are pure functions of state: tested as tables."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent import routes as r

CASES: list[tuple[str, dict[str, Any], str]] = [
    ("after_observe", {}, r.GOAL_CHECK),
    ("after_observe", {"loop": {"trigger": "repeat"}}, r.LOOP_MITIGATION),
    ("after_observe", {"loop": {"trigger": "repeat", "mitigated": True}}, r.GOAL_CHECK),
    # a claim of success goes to goal_check's verify stage first; any other stop ends the run
    ("after_observe", {"stop": {"reason": "external:success"}}, r.GOAL_CHECK),
    ("after_observe", {"stop": {"reason": "external:episode_done"}}, r.FINALIZE),
    ("after_observe", {"stop": {"reason": "early_detail"}, "loop": {"trigger": "repeat"}}, r.GOAL_CHECK),
    ("after_observe", {"stop": {"reason": "observe_error"}}, r.ERROR_RETRY),
    ("after_observe", {"stop": {"reason": "browser_gone"}}, r.FINALIZE),
    ("after_loop_mitigation", {}, r.GOAL_CHECK),
    ("after_loop_mitigation", {"stop": {"reason": "browser_gone"}}, r.FINALIZE),
    ("after_goal_check", {}, r.PLANNER),
    ("after_goal_check", {"stop": {"reason": "max_steps"}}, r.FINALIZE),
    ("after_goal_check", {"stop": {"reason": "loop_stuck"}}, r.FINALIZE),
    ("after_goal_check", {"stop": {"reason": "done_success"}}, r.FINALIZE),  # judged and kept
    ("after_goal_check", {"stop": {"reason": "needs_confirmation"}}, r.FINALIZE),
    ("after_planner", {}, r.SAFETY),
    ("after_planner", {"stop": {"reason": "planner_error"}}, r.ERROR_RETRY),
    ("after_planner", {"stop": {"reason": "planner_timeout"}}, r.ERROR_RETRY),
    ("after_planner", {"stop": {"reason": "disallowed_action"}}, r.ERROR_RETRY),
    ("after_safety", {}, r.CONFIRM),
    ("after_confirm", {"security_decision": {"allowed": True, "confirmed": True}}, r.EXECUTE),
    ("after_confirm", {"security_decision": {"allowed": True, "confirmed": None}}, r.EXECUTE),
    ("after_confirm", {"security_decision": {"allowed": False}}, r.PROGRESS),
    ("after_confirm", {"security_decision": {"allowed": True, "confirmed": False}}, r.PROGRESS),
    ("after_execute", {}, r.PROGRESS),
    ("after_execute", {"stop": {"reason": "done_success"}}, r.GOAL_CHECK),
    ("after_execute", {"stop": {"reason": "done_failure"}}, r.FINALIZE),
    ("after_execute", {"stop": {"reason": "execute_error"}}, r.ERROR_RETRY),
    ("after_progress", {}, r.OBSERVE),
    ("after_progress", {"pending_question": "Which size?"}, r.ASK_USER),
    ("after_progress", {"stop": {"reason": "auto_done"}}, r.GOAL_CHECK),
    ("after_ask_user", {}, r.OBSERVE),
    ("after_ask_user", {"stop": {"reason": "needs_user"}}, r.FINALIZE),
    ("after_error_retry", {}, r.OBSERVE),
    ("after_error_retry", {"stop": {"reason": "planner_error"}}, r.FINALIZE),
]


@pytest.mark.parametrize(("router", "state", "expected"), CASES)
def test_router_table(router: str, state: dict[str, Any], expected: str) -> None:
    assert getattr(r, router)(state) == expected


def test_stop_route_none_when_running() -> None:
    assert r.stop_route({"stop": {"reason": None}}) is None
    assert r.stop_route({"stop": {"reason": ""}}) is None
