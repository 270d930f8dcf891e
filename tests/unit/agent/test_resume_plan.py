"""How a run goes on from its latest checkpoint: ``plan_resume`` as a table."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.resume_plan import UNCERTAIN, plan_resume

PLACE_ORDER = {"type": "click", "element_id": 19}
CONFIRMED_HIGH = {
    "allowed": True,
    "confirmed": True,
    "level": "high",
    "target": "clicking [19] 'Place order'",
    "reasons": ["completes a purchase or payment"],
}
CONFIRMED_LOW = {**CONFIRMED_HIGH, "level": "low", "target": "clicking [3] 'Monitors'"}


def _state(decision: dict[str, Any] | None = None, step: int = 4) -> dict[str, Any]:
    return {
        "step": step,
        "observation": {"url": "http://shop.test/checkout"},
        "planner_result": {"action": PLACE_ORDER},
        "security_decision": decision,
    }


# (next nodes, decision, interrupts) -> (update's stop_reason or None, as_node, replay, waiting?, uncertain?)
TABLE = [
    (("observe",), None, [], None, None, True, False, False),
    (("progress",), CONFIRMED_HIGH, [], None, None, True, False, False),  # its outcome was recorded
    (("finalize",), None, [], None, None, True, False, False),
    (("planner",), None, [], "rewind", "error_retry", True, False, False),
    (("goal_check",), None, [], "rewind", "error_retry", True, False, False),
    (("execute",), CONFIRMED_LOW, [], "rewind", "error_retry", True, False, False),
    (("execute",), CONFIRMED_HIGH, [], UNCERTAIN, "execute", False, False, True),
    (("execute",), {**CONFIRMED_HIGH, "level": "medium"}, [], UNCERTAIN, "execute", False, False, True),
    (
        ("confirm",),
        None,
        [{"kind": "confirm", "what": "clicking [19] 'Place order'"}],
        None,
        None,
        True,
        True,
        False,
    ),
    ((), None, [], None, None, False, False, False),
]


@pytest.mark.parametrize(
    ("nodes", "decision", "interrupts", "stop", "as_node", "replay", "waits", "uncertain"), TABLE
)
def test_plan_resume_table(
    nodes: tuple[str, ...],
    decision: dict[str, Any] | None,
    interrupts: list[dict[str, Any]],
    stop: str | None,
    as_node: str | None,
    replay: bool,
    waits: bool,
    uncertain: bool,
) -> None:
    plan = plan_resume(_state(decision), nodes, interrupts)
    if stop is None:
        assert plan.update is None
    elif stop == "rewind":
        assert plan.update == {"observation_fresh": False}
    else:
        assert plan.update is not None and plan.update["stop_reason"] == stop
    assert plan.as_node == as_node
    assert plan.replay is replay
    assert (plan.waiting is not None) is waits
    assert (plan.uncertain is not None) is uncertain


def test_an_uncertain_purchase_is_named_and_not_repeated_unless_a_person_says_so() -> None:
    plan = plan_resume(_state(CONFIRMED_HIGH), ("execute",), [])
    assert plan.ends
    assert plan.update is not None and "Place order" in plan.update["stop_details"]["action"]
    assert plan.update["stop_details"]["step"] == 5 and "may have happened" in plan.update["last_error"]
    entry = plan.describe(None)
    assert entry["from_step"] == 5 and entry["decision"] == "not repeated" and "Place order" in entry["why"]
    again = plan.with_repeat(True)
    assert again.update is None and not again.ends and again.describe(None)["decision"] == "repeated"
    assert plan.with_repeat(False) is plan


@pytest.mark.parametrize(
    ("reply", "decision", "key"),
    [({"approved": True}, "approved", None), ({"approved": False, "reason": "too dear"}, "denied", "reason")],
)
def test_a_paused_confirmation_is_described_by_the_reply(
    reply: dict[str, Any], decision: str, key: str | None
) -> None:
    plan = plan_resume(_state(), ("confirm",), [{"kind": "confirm", "what": "clicking [19] 'Place order'"}])
    entry = plan.describe(reply)
    assert entry["decision"] == decision and entry["from_step"] == 5 and "Place order" in entry["why"]
    if key:
        assert entry[key] == "too dear"


def test_a_paused_question_records_the_answer() -> None:
    plan = plan_resume(_state(), ("ask_user",), [{"kind": "question", "question": "Which colour?"}])
    entry = plan.describe({"answer": "blue"})
    assert entry["decision"] == "answered" and entry["answer"] == "blue"
