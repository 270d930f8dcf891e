"""Circuit breakers of the portal workflow: pure decisions over counters kept in the state.

They exist because a portal can trap an automated walk (a disclaimer that reappears, a script that
keeps failing the same way); past a threshold a person looks at it instead of the loop spinning.
Each function returns the reason to stop (a sentence for the escalation report) or None.
"""

from __future__ import annotations

from collections.abc import Sequence

MAX_DISCLAIMER_CLICKS = 5
MAX_SCRIPT_TESTS = 3
MAX_ATTEMPTS = 10
SAME_SELECTOR_LIMIT = 3


def disclaimer_breaker(disclaimer_click_attempts: int) -> str | None:
    """Five disclaimer clicks without the page changing: the accept button does not work for us."""
    if disclaimer_click_attempts >= MAX_DISCLAIMER_CLICKS:
        return (
            f"the disclaimer was clicked {disclaimer_click_attempts} times without the page changing "
            f"(limit {MAX_DISCLAIMER_CLICKS})"
        )
    return None


def script_test_breaker(script_test_attempts: int) -> str | None:
    """Three failed script tests: stop repairing, a person should look at the portal."""
    if script_test_attempts >= MAX_SCRIPT_TESTS:
        return f"the generated script failed {script_test_attempts} tests (limit {MAX_SCRIPT_TESTS})"
    return None


def attempt_breaker(attempt_count: int) -> str | None:
    """A hard stop on node visits that change the page, whatever else is going on."""
    if attempt_count >= MAX_ATTEMPTS:
        return f"{attempt_count} attempts without finishing (hard limit {MAX_ATTEMPTS})"
    return None


def selector_exhausted(clicked_selectors: Sequence[str], selector: str) -> bool:
    """True once ``selector`` was clicked SAME_SELECTOR_LIMIT times: switch to its alternatives."""
    return sum(1 for s in clicked_selectors if s == selector) >= SAME_SELECTOR_LIMIT


def pick_selector(clicked_selectors: Sequence[str], alternatives: Sequence[str]) -> str | None:
    """The first alternative not yet clicked SAME_SELECTOR_LIMIT times, in rank order; None when all are."""
    for candidate in alternatives:
        if not selector_exhausted(clicked_selectors, candidate):
            return candidate
    return None


def first_breaker(
    *, disclaimer_click_attempts: int, script_test_attempts: int, attempt_count: int
) -> str | None:
    """The first breaker that fires, hard stop first."""
    return (
        attempt_breaker(attempt_count)
        or disclaimer_breaker(disclaimer_click_attempts)
        or script_test_breaker(script_test_attempts)
    )
