"""Circuit breakers fire exactly at their thresholds (tables)."""

from __future__ import annotations

import pytest

from wayfinder.portal import breakers
from wayfinder.portal.routes import ESCALATE, FIX_SCRIPT, HTTP_SCRIPT, after_action, after_analyze, after_test


@pytest.mark.parametrize(("clicks", "fires"), [(0, False), (4, False), (5, True), (9, True)])
def test_disclaimer_breaker(clicks: int, fires: bool) -> None:
    assert (breakers.disclaimer_breaker(clicks) is not None) is fires


@pytest.mark.parametrize(("tests", "fires"), [(0, False), (2, False), (3, True), (4, True)])
def test_script_test_breaker(tests: int, fires: bool) -> None:
    assert (breakers.script_test_breaker(tests) is not None) is fires


@pytest.mark.parametrize(("attempts", "fires"), [(0, False), (9, False), (10, True), (11, True)])
def test_attempt_breaker(attempts: int, fires: bool) -> None:
    assert (breakers.attempt_breaker(attempts) is not None) is fires


@pytest.mark.parametrize(
    ("clicked", "expected"),
    [
        ([], "css=#accept"),
        (["css=#accept", "css=#accept"], "css=#accept"),
        (["css=#accept"] * 3, "role=button[I accept]"),
        (["css=#accept"] * 3 + ["role=button[I accept]"] * 3, "text=I accept"),
        (["css=#accept", "role=button[I accept]", "text=I accept"] * 3, None),
    ],
)
def test_same_selector_three_times_moves_to_alternatives(clicked: list[str], expected: str | None) -> None:
    alternatives = ["css=#accept", "role=button[I accept]", "text=I accept"]
    assert breakers.pick_selector(clicked, alternatives) == expected


@pytest.mark.parametrize(
    ("state", "route"),
    [
        ({"status": "NAVIGATING", "next_node": "click_link", "disclaimer_click_attempts": 4}, "click_link"),
        ({"status": "NAVIGATING", "next_node": "click_link", "disclaimer_click_attempts": 5}, ESCALATE),
        (
            {"status": "SEARCH_PAGE_FOUND", "next_node": "perform_search", "attempt_count": 9},
            "perform_search",
        ),
        ({"status": "SEARCH_PAGE_FOUND", "next_node": "perform_search", "attempt_count": 10}, ESCALATE),
        ({"status": "FAILED", "next_node": "click_link"}, "__end__"),
    ],
)
def test_after_analyze(state: dict[str, object], route: str) -> None:
    assert after_analyze(state) == route


@pytest.mark.parametrize(
    ("attempts", "status", "route"),
    [
        (1, "SCRIPT_FAILED", FIX_SCRIPT),
        (2, "SCRIPT_FAILED", FIX_SCRIPT),
        (3, "SCRIPT_FAILED", ESCALATE),
        (1, "DONE", HTTP_SCRIPT),
    ],
)
def test_after_test(attempts: int, status: str, route: str) -> None:
    assert after_test({"status": status, "script_test_attempts": attempts}) == route


def test_after_the_http_script_was_tried_the_run_ends() -> None:
    assert after_test({"status": "DONE", "script_kind": "browser"}) == "__end__"


def test_after_click_escalates_at_five_unchanged_clicks() -> None:
    assert after_action({"status": "CLICK_EXECUTED", "disclaimer_click_attempts": 4}) == "analyze"
    assert after_action({"status": "CLICK_EXECUTED", "disclaimer_click_attempts": 5}) == ESCALATE
