"""How a run goes on from its latest checkpoint: ``plan_resume`` as a table."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.resume_plan import UNCERTAIN, Evidence, plan_resume

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
        assert plan.update is not None and plan.update["stop"]["reason"] == stop
    assert plan.as_node == as_node
    assert plan.replay is replay
    assert (plan.waiting is not None) is waits
    assert (plan.uncertain is not None) is uncertain


def test_an_uncertain_purchase_is_named_and_not_repeated_unless_a_person_says_so() -> None:
    plan = plan_resume(_state(CONFIRMED_HIGH), ("execute",), [])
    assert plan.ends
    assert plan.update is not None and "Place order" in plan.update["stop"]["details"]["action"]
    assert plan.update["stop"]["details"]["step"] == 5 and "may have happened" in plan.update["last_error"]
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


def test_ended_is_said_only_when_the_checkpoint_reached_the_end() -> None:
    ended = plan_resume({**_state(), "terminal_reason": "goal_satisfied"}, (), [])
    assert ended.ended and ended.ends and "ended before its summary" in ended.describe(None)["why"]
    # no next node but a task's writes saved after the checkpoint: they are applied as that node
    done = {"exec_result": {"url_after": "http://shop.test/receipt"}, "action_history": [{"step": 5}]}
    going = plan_resume(_state(CONFIRMED_HIGH), (), [], Evidence(pending=("execute",), pending_writes=done))
    assert not going.ended and not going.ends and going.pending and going.uncertain is None
    assert going.update == done and going.as_node == "execute" and going.next_nodes == ("execute",)
    assert (
        going.reopen_at == "http://shop.test/receipt"
        and "after execute finished" in going.describe(None)["why"]
    )
    # progress's writes hold the page it saw after the action: the tab reopens there and it is seen again
    seen_after = {"observation": {"url": "http://shop.test/receipt"}, "observation_fresh": True, "step": 5}
    progress = plan_resume(_state(), (), [], Evidence(pending=("progress",), pending_writes=seen_after))
    assert progress.update == {**seen_after, "observation_fresh": False} and progress.as_node == "progress"
    assert progress.reopen_at == "http://shop.test/receipt"


def test_an_action_the_trace_shows_as_done_is_not_done_again() -> None:
    seen = Evidence(recorded_exec="state/s_005_exec.json", recorded_url="http://shop.test/thanks")
    plan = plan_resume(_state(CONFIRMED_HIGH), ("execute",), [], seen)
    assert plan.uncertain is None and not plan.ends
    assert plan.update == {"recorded_exec": "state/s_005_exec.json"} and plan.as_node == "confirm"
    assert plan.reopen_at == "http://shop.test/thanks" and "recorded result" in plan.describe(None)["why"]


@pytest.mark.parametrize(("started", "uncertain"), [(None, True), (5, True), (4, False)])
def test_a_risky_action_is_uncertain_unless_the_mark_proves_it_never_began(
    started: int | None, uncertain: bool
) -> None:
    back = {**_state(), "planner_result": None}
    seen = Evidence(started_step=started, rollback_state=back, rollback_config={"configurable": {"x": 1}})
    plan = plan_resume(_state(CONFIRMED_HIGH), ("execute",), [], seen)
    assert (plan.uncertain is not None) is uncertain
    if not uncertain:  # never began: the step is planned again from the checkpoint that began it
        assert plan.state == back and plan.config == {"configurable": {"x": 1}}
        assert plan.update == {"observation_fresh": False} and plan.as_node == "error_retry"


def test_after_an_action_finished_the_tab_reopens_where_it_led() -> None:
    state = {**_state(CONFIRMED_LOW), "exec_result": {"url_after": "http://shop.test/monitors"}}
    assert plan_resume(state, ("progress",), []).reopen_at == "http://shop.test/monitors"
    assert plan_resume(state, ("observe",), []).reopen_at is None


def test_the_observation_progress_took_is_taken_again_in_the_new_browser_where_it_was() -> None:
    state = {
        **_state(CONFIRMED_LOW),
        "observation": {"url": "http://shop.test/monitors"},
        "observation_fresh": True,
        "tabs": [{"tab_id": 1, "url": "http://shop.test/", "active": True}],  # the step's first page
    }
    plan = plan_resume(state, ("observe",), [])
    assert plan.update == {"observation_fresh": False} and plan.as_node == "progress"
    assert (
        plan.reopen_at == "http://shop.test/monitors"
        and "going on with observe" in plan.describe(None)["why"]
    )
