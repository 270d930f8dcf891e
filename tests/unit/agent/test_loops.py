"""Loop detection: repeat, stagnation and a frozen world, as tables over history entries and plain
observation summaries."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.loops import (
    action_signature,
    describe_action,
    detect_loop,
    frozen_world,
    repeat_run,
    stagnation_run,
)
from wayfinder.plan.base import HistoryEntry

CLICK_3 = {"type": "click", "element_id": 3}
CLICK_4 = {"type": "click", "element_id": 4}


def hist(*pairs: tuple[dict[str, Any], str]) -> list[HistoryEntry]:
    return [
        HistoryEntry(step=i, action=a, signature=action_signature(a, u), url=u)
        for i, (a, u) in enumerate(pairs, 1)
    ]


def obs(*hashes: str, url: str = "http://x/", dom: str = "d", cand: str = "c") -> list[dict[str, Any]]:
    return [{"mapping_hash": h, "url": url, "dom_hash": dom, "candidate_hash": cand} for h in hashes]


def test_signature_depends_on_action_and_url() -> None:
    assert action_signature(CLICK_3, "http://a/") == action_signature(dict(CLICK_3), "http://a/")
    assert action_signature(CLICK_3, "http://a/") != action_signature(CLICK_3, "http://b/")
    assert action_signature(CLICK_3, "http://a/") != action_signature(CLICK_4, "http://a/")


@pytest.mark.parametrize(
    ("history", "count"),
    [
        ([], 0),
        (hist((CLICK_3, "u")), 1),
        (hist((CLICK_3, "u"), (CLICK_3, "u"), (CLICK_3, "u")), 3),
        (hist((CLICK_3, "u"), (CLICK_4, "u"), (CLICK_3, "u")), 1),
        (hist((CLICK_3, "u"), (CLICK_3, "v"), (CLICK_3, "v")), 2),
    ],
)
def test_repeat_run(history: list[HistoryEntry], count: int) -> None:
    assert repeat_run(history)[0] == count


@pytest.mark.parametrize(
    ("window", "count"),
    [([], 0), (obs("a"), 1), (obs("a", "b", "b", "b"), 3), (obs("b", "b", "a"), 1)],
)
def test_stagnation_run(window: list[dict[str, Any]], count: int) -> None:
    assert stagnation_run(window) == count


@pytest.mark.parametrize(
    ("history", "window", "trigger"),
    [
        (hist((CLICK_3, "u"), (CLICK_3, "u")), obs("a", "b"), None),
        (hist((CLICK_3, "u"), (CLICK_3, "u"), (CLICK_3, "u")), obs("a", "b"), "repeat"),
        (hist((CLICK_3, "u"), (CLICK_4, "u")), obs("a", "a", "a", "a"), "stagnation"),
        (hist((CLICK_3, "u"), (CLICK_4, "u")), obs("a", "a", "a"), None),
        (hist((CLICK_3, "u"), (CLICK_3, "u"), (CLICK_3, "u")), obs("a", "a", "a", "a"), "repeat"),
    ],
)
def test_detect_loop(history: list[HistoryEntry], window: list[dict[str, Any]], trigger: str | None) -> None:
    check = detect_loop(history, window, repeat_threshold=3, stagnation_threshold=4)
    assert check.trigger == trigger
    if trigger == "repeat":
        assert check.evidence["action_signature"] == history[-1].signature
        assert check.evidence["repeats"] == 3


def test_frozen_world() -> None:
    frozen = obs("a", "b", "c")
    ev = frozen_world(frozen, 3)
    assert ev is not None
    assert (
        ev["frozen_url"] == "http://x/"
        and ev["frozen_dom_hash"] == "d"
        and ev["frozen_candidate_hash"] == "c"
    )
    assert frozen_world(frozen, 4) is None  # not enough observations
    moved = obs("a", "b") + obs("c", dom="other")
    assert frozen_world(moved, 3) is None
    moved_url = obs("a", "b") + obs("c", url="http://y/")
    assert frozen_world(moved_url, 3) is None
    moved_cand = obs("a", "b") + obs("c", cand="z")
    assert frozen_world(moved_cand, 3) is None


def test_describe_action() -> None:
    assert describe_action({"type": "type", "element_id": 3, "text": "Smith"}) == "type #3 'Smith'"
    assert describe_action({"type": "go_back"}) == "go_back"
    assert describe_action({"type": "press_key", "key": "Enter", "element_id": 2}) == "press_key #2 'Enter'"
    assert describe_action({"type": "drag", "element_id": 6, "to_element_id": 9}) == "drag #6 onto #9"
    assert describe_action({"type": "drag", "element_id": 6, "dx": -40, "dy": 0}) == "drag #6 by -40,0"
    assert (
        describe_action({"type": "select_option", "element_id": 1, "label": "Red"})
        == "select_option #1 'Red'"
    )


# -- goal_check's pure checks (agent/checks.py)

from wayfinder.agent.checks import artifact, budget_stop, knowledge_stop, loop_stop  # noqa: E402
from wayfinder.settings import Settings  # noqa: E402


def test_loop_stop_needs_mitigation_and_a_frozen_world() -> None:
    history = hist((CLICK_3, "u"), (CLICK_3, "u"), (CLICK_3, "u"), (CLICK_3, "u"))
    window = obs("a", "a", "a", "a", "a")
    loop = {"trigger": "repeat", "repeat_count": 4, "evidence": {"action_signature": history[-1].signature}}
    state: dict[str, Any] = {"loop": loop, "recent_observations": window}
    assert loop_stop(state, history) is None  # not mitigated yet
    state["loop"] = {**loop, "mitigated": True}
    stop = loop_stop(state, history)
    assert stop is not None and stop[0] == "loop_stuck"
    assert stop[1]["frozen_dom_hash"] == "d" and len(stop[1]["action_hashes"]) == 4
    moving = dict(state, recent_observations=obs("a", "a", "a", "a") + obs("b", dom="e"))
    assert loop_stop(moving, history) is None


@pytest.mark.parametrize(
    ("counters", "reason"),
    [
        ({"step": 2}, None),
        ({"step": 3}, "max_steps"),
        ({"budget": {"planner_calls": 5}}, "max_planner_calls"),
        ({"budget": {"planner_calls": 4, "no_progress_steps": 2}}, "max_no_progress_steps"),
    ],
)
def test_budget_stop(counters: dict[str, Any], reason: str | None) -> None:
    settings = Settings(max_steps=3, max_planner_calls=5, max_no_progress_steps=2)
    stop = budget_stop(counters, settings)
    assert (stop[0] if stop else None) == reason
    if stop:
        value = counters.get("step") or counters["budget"][stop[1]["counter"]]
        assert stop[1]["limit"] in (3, 5, 2) and stop[1]["value"] == value


def test_knowledge_stop() -> None:
    settings = Settings(max_steps=30, max_no_progress_steps=8)
    assert knowledge_stop({"step": 14}, "context", 0, settings) is None
    stop = knowledge_stop({"step": 15}, "context", 0, settings)
    assert stop is not None and stop[0] == "insufficient_knowledge" and stop[1]["stage_budget"] == 15
    assert knowledge_stop({"step": 15}, "locate", 0, settings) is None


@pytest.mark.parametrize(
    ("state", "downloads", "expected"),
    [
        ({"task_mode": "download"}, [], (None, False)),
        ({"task_mode": "download"}, [{"path": None}], (None, False)),
        ({"task_mode": "download"}, [{"path": "downloads/a.csv"}], ("download", True)),
        ({"goal_kind": "list", "page_type": "listing", "candidate_elements": [1]}, [], ("listing", False)),
        ({"goal_kind": "list", "page_type": "listing", "candidate_elements": []}, [], (None, False)),
        ({"goal_kind": "object", "page_type": "detail"}, [], ("detail", False)),
    ],
)
def test_artifact(
    state: dict[str, Any], downloads: list[dict[str, Any]], expected: tuple[str | None, bool]
) -> None:
    assert artifact(state, downloads) == expected
