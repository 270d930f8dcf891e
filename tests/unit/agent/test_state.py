"""The state's typed accessors: what a node wrote comes back typed after a round trip through the run's
checkpointer (a new process reads only the file), a past step has one shape for the agent and the
planner, a history item of an earlier version still reads, and a value that does not fit names its
field in a clear error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from langgraph.graph import END, START, StateGraph

from wayfinder.actions.models import Click, ExecResult, TypeText
from wayfinder.agent.checkpoints import open_saver, thread_config
from wayfinder.agent.state import (
    AgentState,
    StateShapeError,
    action_of,
    check_state,
    current_url,
    decision_of,
    exec_of,
    history_of,
    initial_state,
    observation_of,
)
from wayfinder.errors import ConfigError
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan.base import HistoryEntry, PlannerResult
from wayfinder.plan.context import build_planner_context
from wayfinder.safety.models import SecurityDecision

URL = "http://shop.test/login"
OBSERVATION = Observation(
    url=URL,
    title="Sign in | Shop",
    elements=[
        Element(id=4, tag="input", input_type="password", bbox=BBox(x=10, y=20, w=200, h=30)),
        Element(id=7, tag="button", text="Sign in", bbox=BBox(x=10, y=60, w=80, h=30)),
    ],
    headings=["Sign in"],
    page_type="form",
)
ACTION = TypeText(element_id=4, text="<secret:PASSWORD>")
DECISION = SecurityDecision(level="medium", reasons=["types a secret: PASSWORD"], target="[4] password")
EXEC = ExecResult(action=ACTION.model_dump(mode="json"), ok=True, tier="normal", url_after=URL)
ENTRY = HistoryEntry(
    step=1,
    action=Click(element_id=7).model_dump(mode="json"),
    signature="abc123",
    url=URL,
    ok=True,
    element_text="Sign in",
    on_candidate=True,
    dom_changed=True,
    tier="normal",
)


def _write(state: AgentState) -> dict[str, Any]:
    """A node writing each typed value the way the nodes do: a JSON dump."""
    return {
        "observation": OBSERVATION.model_dump(mode="json"),
        "planner_result": PlannerResult(action=ACTION, intent="Typing the password").model_dump(mode="json"),
        "security_decision": DECISION.model_dump(mode="json"),
        "exec_result": EXEC.model_dump(mode="json"),
        "action_history": [ENTRY.model_dump(mode="json")],
    }


async def test_typed_values_survive_the_checkpointer(tmp_path: Path) -> None:
    graph: StateGraph[AgentState, None, AgentState, AgentState] = StateGraph(AgentState)
    graph.add_node("write", _write)
    graph.add_edge(START, "write")
    graph.add_edge("write", END)
    start = initial_state("sign in", start_url=URL, goal_kind="action", task_mode="find")
    path, config = tmp_path / "checkpoints.sqlite", thread_config("s1")
    async with open_saver(path) as saver:
        await graph.compile(checkpointer=saver).ainvoke(start, config, durability="sync")
    async with open_saver(path) as saver:  # a new process: only the file is left
        saved = (await graph.compile(checkpointer=saver).aget_state(config)).values
    assert observation_of(saved) == OBSERVATION
    assert action_of(saved) == ACTION
    assert decision_of(saved) == DECISION
    assert exec_of(saved) == EXEC
    assert history_of(saved) == [ENTRY]
    assert current_url(saved) == URL
    check_state(saved)


def test_a_fresh_state_has_nothing_to_read() -> None:
    state = initial_state("find a lamp", start_url=None, goal_kind="object", task_mode="find")
    assert observation_of(state) is None and action_of(state) is None and decision_of(state) is None
    assert exec_of(state) is None and history_of(state) == [] and current_url(state) == ""
    check_state(state)


def test_the_planner_sees_the_history_the_agent_stored() -> None:
    state = {
        **initial_state("sign in", start_url=URL, goal_kind="action", task_mode="find"),
        "observation": OBSERVATION.model_dump(mode="json"),
        "action_history": [ENTRY.model_dump(mode="json")],
    }
    assert build_planner_context(state).action_history == history_of(state) == [ENTRY]


def test_history_items_of_earlier_versions_still_read() -> None:
    """What the nodes wrote before the one history shape: execute's full item, confirm's refusal."""
    executed = {
        "step": 2,
        "action": {"type": "click", "element_id": 7},
        "signature": "s",
        "url": URL,
        "ok": True,
        "note": "",
        "element_text": "Sign in",
        "on_candidate": False,
        "url_changed": True,
        "dom_changed": True,
        "tier": "normal",
    }
    refused = {
        "step": 3,
        "action": {"type": "click", "element_id": 9},
        "signature": "t",
        "url": URL,
        "ok": False,
        "note": "Not done: placing an order needs a person's yes",
        "on_candidate": True,
    }
    first, second = history_of({"action_history": [executed, refused]})
    assert first.url_changed and first.element_text == "Sign in" and first.type == "click"
    assert not second.ok and second.element_id == 9 and second.tier is None and second.element_text == ""


@pytest.mark.parametrize(
    ("field", "value", "where"),
    [
        ("observation", {"url": URL, "elements": "none"}, "elements"),
        ("planner_result", {"action": {"type": "fly", "element_id": 1}}, "fly"),
        ("planner_result", {"intent": "no action at all"}, "action"),
        ("security_decision", {"level": "extreme"}, "level"),
        ("action_history", [{"action": {"type": "click"}, "ok": True}], "step"),
    ],
)
def test_a_value_that_does_not_fit_names_its_field(field: str, value: Any, where: str) -> None:
    with pytest.raises(StateShapeError) as caught:
        check_state({field: value})
    message = str(caught.value)
    assert f"{field!r}" in message and where in message and "start it again" in message
    assert isinstance(caught.value, ConfigError)  # the CLI's clear one-line error, exit 64
