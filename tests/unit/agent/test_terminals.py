"""Every stop_reason maps to exactly one of the four terminal reasons, with evidence."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.terminals import TERMINAL_TYPES, classify_stop_reason, normalize_terminal

TABLE = [
    ("done_success", "goal_satisfied"),
    ("artifact_confirmed", "goal_satisfied"),
    ("auto_done", "goal_satisfied"),
    ("early_detail", "goal_satisfied"),
    ("external:goal_satisfied", "goal_satisfied"),
    ("external:success", "goal_satisfied"),
    ("external:failure", "goal_failed"),
    ("external:timeout", "goal_failed"),
    ("done_failure", "goal_failed"),
    ("insufficient_knowledge", "goal_failed"),
    ("needs_user", "goal_failed"),
    ("navigation_failed", "goal_failed"),
    ("planner_error", "goal_failed"),
    ("planner_timeout", "goal_failed"),
    ("disallowed_action", "goal_failed"),
    ("execute_error", "goal_failed"),
    ("observe_error", "goal_failed"),
    ("crashed", "goal_failed"),
    ("config_error", "goal_failed"),
    ("browser_gone", "goal_failed"),
    ("interrupted", "goal_failed"),
    ("denied", "goal_failed"),
    ("loop_stuck", "loop_stuck"),
    ("max_steps", "budget_exhausted"),
    ("max_planner_calls", "budget_exhausted"),
    ("max_no_progress_steps", "budget_exhausted"),
    ("recursion_limit", "budget_exhausted"),
    ("something_new", "goal_failed"),
    (None, "goal_failed"),
]


BACKED = {"verified": True, "kind": "answer", "evidence": ["$279.99 read on http://shop/"], "missing": []}


def _backed(stop: str | None) -> dict[str, Any]:
    """A state whose claim goal_check's verify stage has already judged and backed."""
    return {"stop": {"reason": stop}, "step": 3, "verification": {**BACKED, "stop_reason": stop, "step": 3}}


@pytest.mark.parametrize(("stop", "terminal"), TABLE)
def test_every_stop_reason_maps_to_one_of_four(stop: str | None, terminal: str) -> None:
    assert classify_stop_reason(stop) == terminal
    out = normalize_terminal(_backed(stop))
    assert out["terminal_reason"] == terminal
    assert out["terminal_type"] == TERMINAL_TYPES[terminal]
    assert out["terminal_evidence"]["stop_reason"] == (stop or "unknown")
    assert out["terminal_evidence"]["verification"]["verified"] is (terminal == "goal_satisfied")


@pytest.mark.parametrize("stop", ["done_success", "early_detail", "auto_done"])
def test_a_claim_without_evidence_ends_goal_failed(stop: str) -> None:
    state = {
        "stop": {"reason": stop},
        "goal": "what is the price of the cheapest laptop?",
        "answer": "$626.99",
    }
    out = normalize_terminal(state)
    assert out["terminal_reason"] == "goal_failed"
    ev = out["terminal_evidence"]
    assert ev["stop_reason"] == "unverified_answer"
    assert ev["verification"]["verified"] is False and ev["verification"]["missing"]
    assert "'$626.99' was not read from any page" in ev["sentence"]


def test_budget_evidence_names_counter_and_limit() -> None:
    state: dict[str, Any] = {"stop": {"reason": "max_steps", "details": {"limit": 5}}, "step": 5}
    ev = normalize_terminal(state)["terminal_evidence"]
    assert ev["counter"] == "step" and ev["value"] == 5 and ev["limit"] == 5 and ev["setting"] == "max_steps"


def test_loop_evidence_from_stop_details() -> None:
    details = {"action_signature": "abc", "frozen_url": "http://x/", "frozen_dom_hash": "d"}
    ev = normalize_terminal({"stop": {"reason": "loop_stuck", "details": details}})["terminal_evidence"]
    assert ev["action_signature"] == "abc" and ev["frozen_dom_hash"] == "d"


def test_error_question_answer_and_unknown_evidence() -> None:
    ev = normalize_terminal({"stop": {"reason": "planner_error"}, "last_error": "boom"})["terminal_evidence"]
    assert ev["error"] == "boom"
    ev = normalize_terminal({"stop": {"reason": "needs_user"}, "pending_question": "Which?"})[
        "terminal_evidence"
    ]
    assert ev["question"] == "Which?"
    ev = normalize_terminal({**_backed("done_success"), "answer": "$279.99"})["terminal_evidence"]
    assert ev["answer"] == "$279.99"
    ev = normalize_terminal({"stop": {"reason": "weird"}})["terminal_evidence"]
    assert ev["unknown_stop_reason"] == "weird"


def test_a_planners_give_up_names_its_reason_as_what_was_missing() -> None:
    state = {
        "stop": {"reason": "done_failure"},
        "answer": "Could not order the kettle: no order button on this page",
    }
    verification = normalize_terminal(state)["terminal_evidence"]["verification"]
    assert verification["verified"] is False
    assert verification["missing"] == ["Could not order the kettle: no order button on this page"]


def test_a_denial_is_a_known_failure_and_its_sentence_is_what_was_missing() -> None:
    details = {"denied": "clicking 'Place order'", "reason": "too dear", "sentence": "a person denied it"}
    out = normalize_terminal({"stop": {"reason": "denied", "details": details}, "step": 4})
    evidence = out["terminal_evidence"]
    assert out["terminal_reason"] == "goal_failed" and "unknown_stop_reason" not in evidence
    assert evidence["reason"] == "too dear" and evidence["verification"]["missing"] == ["a person denied it"]
