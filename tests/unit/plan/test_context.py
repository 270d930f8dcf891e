"""The planner context is a pure projection of the agent state."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.actions.models import META_ACTIONS
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan.context import allowed_actions, build_planner_context

BOX = BBox(x=0, y=0, w=10, h=10)


def observation() -> dict[str, Any]:
    obs = Observation(
        url="http://shop/",
        title="Shop",
        elements=[
            Element(id=1, tag="input", input_type="search", placeholder="Search products", bbox=BOX),
            Element(id=2, tag="a", text="Dell 27 4K", href="/p/1", bbox=BOX),
        ],
        candidates=[2],
        page_type="listing",
        screenshot_path="screenshots/s_001.png",
    )
    return obs.model_dump(mode="json")


def state(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "goal": "Open the Dell monitor",
        "goal_kind": "object",
        "stage": {"name": "context", "since_step": 2, "artifact_type": None},
        "task_mode": "find",
        "step": 4,
        "observation": observation(),
    }
    base.update(kw)
    return base


@pytest.mark.parametrize(
    ("stage", "meta"),
    [("orient", False), ("context", False), ("locate", True), ("verify", True), ("done", False)],
)
def test_allowed_actions_by_stage(stage: str, meta: bool) -> None:
    acts = set(allowed_actions(stage))
    assert acts >= META_ACTIONS if meta else not (META_ACTIONS & acts)
    assert "click" in acts


@pytest.mark.parametrize("stage", ["orient", "context", "locate"])
def test_an_unreadable_goal_may_ask_at_any_stage(stage: str) -> None:
    assert set(allowed_actions(stage, goal_understood=False)) >= META_ACTIONS
    unreadable = build_planner_context(state(goal="zorp the blarg", stage={"name": stage}))
    assert "ask_user" in unreadable.allowed_actions and "done" in unreadable.allowed_actions
    readable = build_planner_context(state(goal="find a tent for two", stage={"name": "orient"}))
    assert not (META_ACTIONS & set(readable.allowed_actions))


def test_builds_from_state() -> None:
    hist = [
        {
            "step": 1,
            "action": {"type": "click", "element_id": 9},
            "ok": False,
            "url": "http://shop/",
            "note": "x",
        },
        {"step": 2, "action": {"type": "search", "query": "dell"}, "ok": True, "url_changed": False},
    ]
    ctx = build_planner_context(
        state(
            action_history=hist,
            avoid={"elements": [9, 9, 3], "actions": []},
            visits={"exec_fail_counts": {"9": 3}},
            last_error="refused: payment",
            browser={"tabs": [{"tab_id": 0, "url": "http://shop/", "active": True}], "active_tab_id": 0},
            planner_memory={"subgoal": "open"},
            recent_observations=[{"step": 1, "url": "http://shop/", "title": "Shop", "elements": 2}],
            hints={"change": "loop: scanned 2 pages"},
            loop={"repeat_count": 2},
        )
    )
    assert ctx.goal == "Open the Dell monitor" and ctx.step == 5  # 4 steps done: planning step 5
    assert ctx.listing_detected and ctx.page_type == "listing"
    assert "done" not in ctx.allowed_actions
    assert ctx.candidates == [2] and ctx.search_controls == [1]
    assert ctx.avoid_elements == [3, 9] and ctx.attempt_counts == {"9": 3}
    assert ctx.search_no_change and ctx.avoid_search
    assert [h.step for h in ctx.action_history] == [1, 2] and ctx.action_history[0].note == "x"
    assert ctx.tabs[0].tab_id == 0 and ctx.active_tab_id == 0
    assert ctx.memory == {"subgoal": "open"} and ctx.last_error == "refused: payment"
    assert ctx.screenshot_path == "screenshots/s_001.png"
    assert ctx.recent_observations[0].startswith("step 1:")
    assert ctx.state_change_hint.startswith("loop") and ctx.loop_count == 1  # done twice = repeated once


@pytest.mark.parametrize(("repeat_count", "loop_count"), [(0, 0), (1, 0), (2, 1), (4, 3)])
def test_loop_count_does_not_count_the_last_action_itself(repeat_count: int, loop_count: int) -> None:
    """The loop detector's run length includes the newest action: one action is no repeat."""
    assert build_planner_context(state(loop={"repeat_count": repeat_count})).loop_count == loop_count


def test_step_is_numbered_like_the_history() -> None:
    """The first planner call plans step 1 (the history will call its action step 1)."""
    assert build_planner_context(state(step=0)).step == 1
    first_entry = {"step": 1, "action": {"type": "scroll"}, "ok": True}
    ctx = build_planner_context(state(step=1, action_history=[first_entry]))
    assert ctx.step == 2 and ctx.action_history[-1].step == 1


@pytest.mark.parametrize(("stage", "mode"), [("orient", "find"), ("context", "answer"), ("locate", "find")])
def test_no_explore_mode_unless_the_goal_asks_to_browse(stage: str, mode: str) -> None:
    assert not build_planner_context(state(stage={"name": stage}, task_mode=mode)).explore_mode
    assert build_planner_context(state(stage={"name": stage}, task_mode="browse")).explore_mode


def test_recent_pages_leave_out_the_current_page() -> None:
    window = [
        {"step": 1, "url": "http://shop/", "title": "Shop", "elements": 2},
        {"step": 2, "url": "http://shop/c", "title": "Monitors", "elements": 9},
    ]
    ctx = build_planner_context(state(step=1, recent_observations=window))
    assert len(ctx.recent_observations) == 1 and "'Shop'" in ctx.recent_observations[0]


def test_loop_hint_seam() -> None:
    ctx = build_planner_context(state(hints={"note": "Your answer is not on the page.", "quotes": ["$12"]}))
    assert ctx.loop_hint == "Your answer is not on the page." and ctx.loop_hint_quotes == ["$12"]


def test_history_is_bounded_and_needs_observation() -> None:
    hist = [{"step": i, "action": {"type": "scroll"}, "ok": True} for i in range(40)]
    ctx = build_planner_context(state(action_history=hist, stage={"name": "locate"}))
    assert len(ctx.action_history) == 12 and ctx.action_history[-1].step == 39
    assert "done" in ctx.allowed_actions
    with pytest.raises(ValueError, match="no observation"):
        build_planner_context(state(observation=None))


def test_make_planner_picks_rules_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    from wayfinder.plan.factory import make_planner
    from wayfinder.settings import Settings

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert make_planner(Settings(planner="rules")).name == "rules"
    assert make_planner(Settings(planner="auto")).name == "rules"
    llm = make_planner(
        Settings(planner="openai:test-model", base_url="http://127.0.0.1:9/v1", api_key="k" * 8)
    )
    assert llm.name != "rules"


def test_initial_state_is_json_serializable_and_reducers_bound_the_window() -> None:
    import json

    from wayfinder.agent.state import RECENT_WINDOW_MAX, bounded_window, initial_state

    state = initial_state("Find a monitor", start_url="http://x/", goal_kind="object", task_mode="find")
    assert json.loads(json.dumps(state))["stage"]["name"] == "orient"
    window = bounded_window([{"step": i} for i in range(RECENT_WINDOW_MAX)], [{"step": -1}])
    assert len(window) == RECENT_WINDOW_MAX and window[-1] == {"step": -1} and window[0] == {"step": 1}
