"""Circuit breakers of the portal workflow: pure decisions over counters kept in the state.

They exist because a portal can trap an automated walk (a disclaimer that reappears, a script that
keeps failing the same way); past a threshold a person looks at it instead of the loop spinning.
Each function returns the reason to stop (a sentence for the escalation report) or None. The
thresholds are settings (``portal_max_*``), copied into the state's ``limits`` when a run starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

MAX_DISCLAIMER_CLICKS = 5
MAX_SCRIPT_TESTS = 3
MAX_ATTEMPTS = 10
SAME_SELECTOR_LIMIT = 3


class Limits(TypedDict):
    disclaimer_clicks: int
    script_tests: int
    attempts: int
    same_selector: int


DEFAULT_LIMITS: Limits = {
    "disclaimer_clicks": MAX_DISCLAIMER_CLICKS,
    "script_tests": MAX_SCRIPT_TESTS,
    "attempts": MAX_ATTEMPTS,
    "same_selector": SAME_SELECTOR_LIMIT,
}


def limits_of(state: Mapping[str, object]) -> Limits:
    given = state.get("limits")
    out: Limits = {**DEFAULT_LIMITS}
    if isinstance(given, dict):
        for key in ("disclaimer_clicks", "script_tests", "attempts", "same_selector"):
            if key in given:
                out[key] = int(given[key])
    return out


def disclaimer_breaker(disclaimer_click_attempts: int, limit: int = MAX_DISCLAIMER_CLICKS) -> str | None:
    """Disclaimer clicks without the page changing: the accept button does not work for us."""
    if disclaimer_click_attempts >= limit:
        return (
            f"the disclaimer was clicked {disclaimer_click_attempts} times without the page changing "
            f"(limit {limit})"
        )
    return None


def script_test_breaker(script_test_attempts: int, limit: int = MAX_SCRIPT_TESTS) -> str | None:
    """Failed script tests: stop repairing, a person should look at the portal."""
    if script_test_attempts >= limit:
        return f"the generated script failed {script_test_attempts} tests (limit {limit})"
    return None


def attempt_breaker(attempt_count: int, limit: int = MAX_ATTEMPTS) -> str | None:
    """A hard stop on node visits that change the page, whatever else is going on."""
    if attempt_count >= limit:
        return f"{attempt_count} attempts without finishing (hard limit {limit})"
    return None


def selector_exhausted(
    clicked_selectors: Sequence[str], selector: str, limit: int = SAME_SELECTOR_LIMIT
) -> bool:
    """True once ``selector`` was clicked ``limit`` times: switch to its alternatives."""
    return sum(1 for s in clicked_selectors if s == selector) >= limit


def pick_selector(
    clicked_selectors: Sequence[str], alternatives: Sequence[str], limit: int = SAME_SELECTOR_LIMIT
) -> str | None:
    """The first alternative not yet clicked ``limit`` times, in rank order; None when all are."""
    for candidate in alternatives:
        if not selector_exhausted(clicked_selectors, candidate, limit):
            return candidate
    return None


def first_breaker(
    *,
    disclaimer_click_attempts: int,
    script_test_attempts: int,
    attempt_count: int,
    limits: Limits = DEFAULT_LIMITS,
) -> str | None:
    """The first breaker that fires, hard stop first."""
    return (
        attempt_breaker(attempt_count, limits["attempts"])
        or disclaimer_breaker(disclaimer_click_attempts, limits["disclaimer_clicks"])
        or script_test_breaker(script_test_attempts, limits["script_tests"])
    )
