"""Pure routers of the portal graph: state in, next node name out (tested as tables)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wayfinder.portal import breakers
from wayfinder.portal.state import TERMINAL

NAVIGATE = "navigate"
ANALYZE = "analyze"
CLICK_LINK = "click_link"
PERFORM_SEARCH = "perform_search"
CAPTURE_COLUMNS = "capture_columns"
GENERATE_SCRIPT = "generate_script"
TEST_SCRIPT = "test_script"
FIX_SCRIPT = "fix_script"
ESCALATE = "escalate"
HTTP_SCRIPT = "http_script"
END = "__end__"

WALK_TARGETS = [CLICK_LINK, PERFORM_SEARCH, CAPTURE_COLUMNS]


def _stopped(state: Mapping[str, Any]) -> bool:
    return state.get("status") in TERMINAL


def _walk_breaker(state: Mapping[str, Any]) -> str | None:
    if state.get("escalation"):
        return str(state["escalation"])
    limits = breakers.limits_of(state)
    return breakers.attempt_breaker(
        int(state.get("attempt_count", 0)), limits["attempts"]
    ) or breakers.disclaimer_breaker(
        int(state.get("disclaimer_click_attempts", 0)), limits["disclaimer_clicks"]
    )


def after_navigate(state: Mapping[str, Any]) -> str:
    return END if _stopped(state) else ANALYZE


def after_analyze(state: Mapping[str, Any]) -> str:
    if _stopped(state):
        return END
    if _walk_breaker(state):
        return ESCALATE
    target = str(state.get("next_node") or "")
    return target if target in WALK_TARGETS else END


def after_action(state: Mapping[str, Any]) -> str:
    """After click_link / perform_search: analyze the new page, unless stopped or a breaker fired."""
    if _stopped(state):
        return END
    return ESCALATE if _walk_breaker(state) else ANALYZE


def after_capture(state: Mapping[str, Any]) -> str:
    return END if _stopped(state) else GENERATE_SCRIPT


def after_generate(state: Mapping[str, Any]) -> str:
    return END if _stopped(state) else TEST_SCRIPT


def after_test(state: Mapping[str, Any]) -> str:
    if state.get("status") == "DONE" and not state.get("script_kind"):
        return HTTP_SCRIPT
    if _stopped(state):
        return END
    limit = breakers.limits_of(state)["script_tests"]
    if breakers.script_test_breaker(int(state.get("script_test_attempts", 0)), limit):
        return ESCALATE
    return FIX_SCRIPT


def after_fix(state: Mapping[str, Any]) -> str:
    return END if _stopped(state) else TEST_SCRIPT


def escalation_reason(state: Mapping[str, Any]) -> str:
    """The reason a node gave (``escalation``: an unmatchable field, a search that did not filter),
    else the breaker that fired."""
    if state.get("escalation"):
        return str(state["escalation"])
    return (
        breakers.first_breaker(
            disclaimer_click_attempts=int(state.get("disclaimer_click_attempts", 0)),
            script_test_attempts=int(state.get("script_test_attempts", 0)),
            attempt_count=int(state.get("attempt_count", 0)),
            limits=breakers.limits_of(state),
        )
        or "a circuit breaker fired"
    )
