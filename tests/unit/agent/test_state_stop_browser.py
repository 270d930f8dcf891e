"""The ``stop`` and ``browser`` groups (``agent/state_groups.py``): why the run stops with what the
stopping node saw, and the browser's tabs with the step's tab and navigation events. Both used to be
keys of their own (``stop_reason``, ``stop_details``, ``tabs``, ``active_tab_id``, ``tab_events``,
``context_events``); a node now writes a whole stop (no detail of an earlier stop is left over), the
routes read it, both survive the checkpointer, and a checkpoint saved with the old keys is refused by
name instead of resuming with its tabs and its stop forgotten."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypedDict

import pytest
from langgraph.graph import END, START, StateGraph

from wayfinder.agent import routes as r
from wayfinder.agent.checkpoints import open_saver, thread_config
from wayfinder.agent.graph import compile_graph
from wayfinder.agent.state import (
    AgentState,
    BrowserTabs,
    StateShapeError,
    browser_of,
    check_state,
    initial_state,
    stop_of,
    stop_reason_of,
    stopping,
)
from wayfinder.agent.terminals import normalize_terminal

TAB = {"tab_id": 2, "url": "http://shop.test/cart", "title": "Cart", "active": True}


def _fail(state: AgentState) -> dict[str, Any]:
    return {
        "stop": stopping("observe_error", {"error": "the page went away"}),
        "browser": BrowserTabs(tabs=[TAB], active_tab_id=2, tab_events=[{"kind": "opened", "tab_id": 2}]),
    }


def _retry(state: AgentState) -> dict[str, Any]:
    assert r.after_observe(state) == r.ERROR_RETRY  # the route reads the group
    return {"stop": stopping(None), "browser": BrowserTabs(tab_events=[])}  # the next step saw no event


async def test_the_groups_keep_what_a_node_did_not_write_through_the_checkpointer(tmp_path: Path) -> None:
    graph: StateGraph[AgentState, None, AgentState, AgentState] = StateGraph(AgentState)
    graph.add_node("observe", _fail)
    graph.add_node("error_retry", _retry)
    graph.add_edge(START, "observe")
    graph.add_edge("observe", "error_retry")
    graph.add_edge("error_retry", END)
    start = initial_state("find a lamp", start_url=None, goal_kind="object", task_mode="find")
    assert stop_of(start) == {"reason": None, "details": {}} and browser_of(start)["tabs"] == []
    path, config = tmp_path / "checkpoints.sqlite", thread_config("s1")
    async with open_saver(path) as saver:
        await graph.compile(checkpointer=saver).ainvoke(start, config, durability="sync")
    async with open_saver(path) as saver:  # a new process: only the file is left
        saved = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert stop_of(saved) == {"reason": None, "details": {}}  # the retry cleared the error's details too
    assert browser_of(saved) == {"tabs": [TAB], "active_tab_id": 2, "tab_events": [], "context_events": []}
    assert r.after_error_retry(saved) == r.OBSERVE
    check_state(saved)


def test_a_stop_carries_its_details_into_the_terminal_evidence() -> None:
    state = {**initial_state("x", start_url=None, goal_kind="object", task_mode="find")}
    state["stop"] = stopping("denied", {"denied": "clicking 'Buy'", "reason": "too dear", "sentence": "no"})
    assert stop_reason_of(state) == "denied" and r.stop_route(state) == r.FINALIZE
    evidence = normalize_terminal(state)["terminal_evidence"]
    assert evidence["stop_reason"] == "denied" and evidence["reason"] == "too dear"


def test_stopping_copies_its_details() -> None:
    details = {"error": "boom"}
    stop = stopping("execute_error", details)
    details["error"] = "changed"
    assert stop == {"reason": "execute_error", "details": {"error": "boom"}}


@pytest.mark.parametrize(
    ("group", "value", "where"),
    [
        ("stop", {"reason": 3}, "reason"),
        ("stop", {"details": "boom"}, "details"),
        ("browser", {"active_tab_id": "two"}, "active_tab_id"),
        ("browser", {"tabs": {"tab_id": 1}}, "tabs"),
    ],
)
def test_a_field_that_does_not_fit_names_it(group: str, value: dict[str, Any], where: str) -> None:
    state = {**initial_state("x", start_url=None, goal_kind="object", task_mode="find"), group: value}
    with pytest.raises(StateShapeError) as caught:
        check_state(state)
    message = str(caught.value)
    assert f"{group!r}" in message and where in message and "start it again" in message


class _BeforeStopAndBrowser(TypedDict, total=False):
    """The state as the version before these two groups kept it: the seven other groups, and the stop
    and the tabs as keys of their own."""

    goal: str
    step: int
    loop: dict[str, Any]
    budget: dict[str, Any]
    progress: dict[str, Any]
    hints: dict[str, Any]
    visits: dict[str, Any]
    stage: dict[str, Any]
    avoid: dict[str, Any]
    stop_reason: str | None
    stop_details: dict[str, Any]
    tabs: list[dict[str, Any]]
    active_tab_id: int | None


def _paused(state: _BeforeStopAndBrowser) -> dict[str, Any]:
    return {
        "step": 4,
        "loop": {"repeat_count": 1},
        "budget": {"planner_calls": 4},
        "progress": {"score": 0.4},
        "hints": {"change": "a tab opened"},
        "visits": {"urls": ["http://shop.test/"]},
        "stage": {"name": "verify"},
        "avoid": {"elements": [4]},
        "stop_reason": "needs_user",
        "stop_details": {"question": "Which colour?"},
        "tabs": [TAB],
        "active_tab_id": 2,
    }


async def test_a_checkpoint_saved_before_the_stop_and_browser_groups_is_refused_naming_them(
    tmp_path: Path,
) -> None:
    """Going on would forget that the run was waiting for an answer and which tabs to reopen."""
    before: StateGraph[Any, None, Any, Any] = StateGraph(_BeforeStopAndBrowser)
    before.add_node("ask_user", _paused)
    before.add_edge(START, "ask_user")
    before.add_edge("ask_user", END)
    path, config = tmp_path / "checkpoints.sqlite", thread_config("before-stop")
    async with open_saver(path) as saver:
        await before.compile(checkpointer=saver).ainvoke({"goal": "find a lamp"}, config, durability="sync")
    async with open_saver(path) as saver:  # what resume reads: this version's graph over the old file
        values = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert values["step"] == 4 and "stop_reason" not in values and "tabs" not in values
    with pytest.raises(StateShapeError, match="earlier version of Wayfinder") as caught:
        check_state(values)
    message = str(caught.value)
    assert "'stop', 'browser'" in message and "'avoid'" not in message and "start it again" in message


def test_the_old_loose_keys_are_gone_from_the_state() -> None:
    loose = {"stop_reason", "stop_details", "tabs", "active_tab_id", "tab_events", "context_events"}
    assert not loose & set(AgentState.__annotations__)
    assert {"stop", "browser"} <= set(AgentState.__annotations__)
