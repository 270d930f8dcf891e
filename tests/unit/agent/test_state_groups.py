"""The state's groups (``agent/state_groups.py``): the loop detector's memory (``loop``), the budget
counters with the run's model cost (``budget``), the last step's effect and score (``progress``), the
loop's notes to the planner (``hints``), the pages and elements visited (``visits``), the stage with the
page's kind of result (``stage``) and what not to try again (``avoid``). A node returns
only the fields it changes and the reducer keeps the others, also through the run's checkpointer; a
field of the wrong type names itself; a checkpoint saved before a group existed (its fields were keys
of their own) is refused by name instead of resuming with its counters silently back at zero."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypedDict

import pytest
from langgraph.graph import END, START, StateGraph

from wayfinder.agent.checkpoints import open_saver, thread_config
from wayfinder.agent.graph import compile_graph
from wayfinder.agent.state import (
    AgentState,
    Avoid,
    Budget,
    Hints,
    LoopMemory,
    Progress,
    Stage,
    StateShapeError,
    Visits,
    avoid_of,
    budget_of,
    check_state,
    counter_of,
    hints_of,
    initial_state,
    loop_of,
    progress_of,
    stage_of,
    visits_of,
)


def _observe(state: AgentState) -> dict[str, Any]:
    return {
        "loop": LoopMemory(trigger="repeat", repeat_count=3),
        "budget": Budget(planner_calls=2),
        "visits": Visits(urls=["http://shop.test/"]),
        "hints": Hints(change="a new tab 1 opened"),
    }


def _mitigate(state: AgentState) -> dict[str, Any]:
    assert loop_of(state)["repeat_count"] == 3  # what the last node wrote is there for the next
    return {
        "loop": LoopMemory(trigger=None, mitigated=True),
        "budget": Budget(error_retries=1),
        "visits": Visits(exec_fail_counts={"7": 2}),
        "hints": Hints(note="Your done was not accepted.", quotes=["$5"]),
        "progress": Progress(score=0.5, no_effect=True),
    }


async def test_a_group_keeps_the_fields_a_node_did_not_write(tmp_path: Path) -> None:
    graph: StateGraph[AgentState, None, AgentState, AgentState] = StateGraph(AgentState)
    graph.add_node("observe", _observe)
    graph.add_node("mitigate", _mitigate)
    graph.add_edge(START, "observe")
    graph.add_edge("observe", "mitigate")
    graph.add_edge("mitigate", END)
    start = initial_state("find a lamp", start_url=None, goal_kind="object", task_mode="find")
    path, config = tmp_path / "checkpoints.sqlite", thread_config("s1")
    async with open_saver(path) as saver:
        await graph.compile(checkpointer=saver).ainvoke(start, config, durability="sync")
    async with open_saver(path) as saver:  # a new process: only the file is left
        saved = (await graph.compile(checkpointer=saver).aget_state(config)).values
    loop, budget = loop_of(saved), budget_of(saved)
    assert (loop["repeat_count"], loop["trigger"], loop["mitigated"], loop["auto_scrolls_used"]) == (
        3,
        None,
        True,
        0,
    )
    assert (budget["planner_calls"], budget["error_retries"], budget["cost_usd"]) == (2, 1, None)
    assert counter_of(saved, "planner_calls") == 2 and counter_of(saved, "step") == 0
    visits, hints, progress = visits_of(saved), hints_of(saved), progress_of(saved)
    assert visits == Visits(urls=["http://shop.test/"], elements=[], exec_fail_counts={"7": 2})
    assert (hints["change"], hints["note"], hints["quotes"]) == (
        "a new tab 1 opened",
        "Your done was not accepted.",
        ["$5"],
    )
    assert (progress["score"], progress["no_effect"], progress["url_changed"]) == (0.5, True, False)
    check_state(saved)


def test_a_group_never_written_reads_as_its_start() -> None:
    assert loop_of({}) == loop_of(initial_state("x", start_url=None, goal_kind="object", task_mode="find"))
    assert budget_of({})["no_progress_steps"] == 0 and budget_of({})["cost_usd"] is None
    start = initial_state("x", start_url=None, goal_kind="object", task_mode="find")
    assert (progress_of({}), hints_of({}), visits_of({})) == (
        start["progress"],
        start["hints"],
        start["visits"],
    )
    assert progress_of({})["score"] == 0.0 and hints_of({})["note"] == "" and visits_of({})["urls"] == []


def test_a_run_starts_with_groups_of_its_own() -> None:
    """Two runs' first states share no list: a node's append to one never shows in the other."""
    one = initial_state("x", start_url=None, goal_kind="object", task_mode="find")
    two = initial_state("y", start_url=None, goal_kind="object", task_mode="find")
    one["visits"]["urls"].append("http://a.test/")
    one["hints"]["quotes"].append("q")
    assert visits_of(two)["urls"] == [] and hints_of(two)["quotes"] == []


@pytest.mark.parametrize(
    ("group", "value", "where"),
    [
        ("loop", {"repeat_count": "many"}, "repeat_count"),
        ("loop", {"mitigated": "yes"}, "mitigated"),
        ("budget", {"planner_calls": 2.5}, "planner_calls"),
        ("budget", {"cost_usd": "free"}, "cost_usd"),
        ("progress", {"score": "high"}, "score"),
        ("hints", {"quotes": "$5"}, "quotes"),
        ("visits", {"exec_fail_counts": {"7": "twice"}}, "exec_fail_counts"),
        ("stage", {"since_step": "3"}, "since_step"),
        ("stage", {"artifact_type": 4}, "artifact_type"),
        ("avoid", {"elements": ["7"]}, "elements"),
        ("avoid", {"actions": "click #5"}, "actions"),
    ],
)
def test_a_group_field_that_does_not_fit_names_it(group: str, value: dict[str, Any], where: str) -> None:
    state = {**initial_state("x", start_url=None, goal_kind="object", task_mode="find"), group: value}
    with pytest.raises(StateShapeError) as caught:
        check_state(state)
    message = str(caught.value)
    assert f"{group!r}" in message and where in message and "start it again" in message


class _Earlier(TypedDict, total=False):
    """The state's counters as an earlier version kept them: keys of their own."""

    goal: str
    step: int
    repeat_count: int
    loop_trigger: str | None
    loop_mitigated: bool
    planner_calls: int
    no_progress_steps: int


def _count(state: _Earlier) -> dict[str, Any]:
    return {
        "step": 4,
        "repeat_count": 2,
        "loop_trigger": "repeat",
        "planner_calls": 4,
        "no_progress_steps": 3,
    }


async def test_a_checkpoint_saved_before_the_groups_is_refused_by_name(tmp_path: Path) -> None:
    earlier: StateGraph[_Earlier, None, _Earlier, _Earlier] = StateGraph(_Earlier)
    earlier.add_node("observe", _count)
    earlier.add_edge(START, "observe")
    earlier.add_edge("observe", END)
    path, config = tmp_path / "checkpoints.sqlite", thread_config("old")
    async with open_saver(path) as saver:
        await earlier.compile(checkpointer=saver).ainvoke({"goal": "find a lamp"}, config, durability="sync")
    async with open_saver(path) as saver:  # what resume reads: this version's graph over the old file
        values = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert values["step"] == 4 and "planner_calls" not in values  # the old counters do not load
    with pytest.raises(StateShapeError, match="earlier version of Wayfinder") as caught:
        check_state(values)
    assert "start it again" in str(caught.value)


class _BeforeProgress(TypedDict, total=False):
    """The state as the version before the progress, hints and visits groups kept it: the loop and
    budget groups, and those fields as keys of their own."""

    goal: str
    step: int
    loop: dict[str, Any]
    budget: dict[str, Any]
    last_progress_score: float
    exec_fail_counts: dict[str, int]
    loop_hint: str
    verify_feedback: list[str]


def _before(state: _BeforeProgress) -> dict[str, Any]:
    return {
        "step": 3,
        "loop": {"repeat_count": 1},
        "budget": {"planner_calls": 3},
        "last_progress_score": 0.8,
        "exec_fail_counts": {"4": 2},
        "loop_hint": "Your done was not accepted.",
        "verify_feedback": ["not read from a page"],
    }


async def test_a_checkpoint_saved_before_progress_hints_and_visits_is_refused_naming_them(
    tmp_path: Path,
) -> None:
    """Its score, failure counts and the verifier's one objection would silently restart from nothing
    (a second unbacked done would be sent back again instead of ending the run)."""
    before: StateGraph[_BeforeProgress, None, _BeforeProgress, _BeforeProgress] = StateGraph(_BeforeProgress)
    before.add_node("observe", _before)
    before.add_edge(START, "observe")
    before.add_edge("observe", END)
    path, config = tmp_path / "checkpoints.sqlite", thread_config("before")
    async with open_saver(path) as saver:
        await before.compile(checkpointer=saver).ainvoke({"goal": "find a lamp"}, config, durability="sync")
    async with open_saver(path) as saver:
        values = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert budget_of(values)["planner_calls"] == 3 and "verify_feedback" not in values
    with pytest.raises(StateShapeError, match="earlier version of Wayfinder") as caught:
        check_state(values)
    message = str(caught.value)
    assert (
        "'progress', 'hints', 'visits'" in message and "'loop'" not in message and "start it again" in message
    )


def _stages(state: AgentState) -> dict[str, Any]:
    return {"stage": Stage(name="locate", since_step=2), "avoid": Avoid(elements=[7])}


def _refuse(state: AgentState) -> dict[str, Any]:
    assert stage_of(state)["since_step"] == 2 and avoid_of(state)["elements"] == [7]
    return {"stage": Stage(artifact_type="product"), "avoid": Avoid(actions=["click #7 at http://a.test/"])}


async def test_the_stage_and_avoid_groups_keep_what_a_node_did_not_write(tmp_path: Path) -> None:
    graph: StateGraph[AgentState, None, AgentState, AgentState] = StateGraph(AgentState)
    graph.add_node("goal_check", _stages)
    graph.add_node("confirm", _refuse)
    graph.add_edge(START, "goal_check")
    graph.add_edge("goal_check", "confirm")
    graph.add_edge("confirm", END)
    start = initial_state("x", start_url=None, goal_kind="object", task_mode="find")
    assert (stage_of(start)["name"], avoid_of(start)) == ("orient", {"elements": [], "actions": []})
    path, config = tmp_path / "checkpoints.sqlite", thread_config("stages")
    async with open_saver(path) as saver:
        await graph.compile(checkpointer=saver).ainvoke(start, config, durability="sync")
    async with open_saver(path) as saver:
        saved = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert stage_of(saved) == {"name": "locate", "since_step": 2, "artifact_type": "product"}
    assert avoid_of(saved) == {"elements": [7], "actions": ["click #7 at http://a.test/"]}
    check_state(saved)


class _BeforeStage(TypedDict, total=False):
    """The state as the version before the stage and avoid groups kept it: the other five groups, and
    the stage and avoid lists as keys of their own."""

    goal: str
    step: int
    loop: dict[str, Any]
    budget: dict[str, Any]
    progress: dict[str, Any]
    hints: dict[str, Any]
    visits: dict[str, Any]
    goal_stage: str
    stage_since_step: int
    avoid_elements: list[int]
    avoid_actions: list[str]


def _before_stage(state: _BeforeStage) -> dict[str, Any]:
    return {
        "step": 5,
        "loop": {"repeat_count": 1},
        "budget": {"planner_calls": 5},
        "progress": {"score": 0.4},
        "hints": {"change": "a tab opened"},
        "visits": {"urls": ["http://a.test/"]},
        "goal_stage": "verify",
        "stage_since_step": 3,
        "avoid_elements": [4],
        "avoid_actions": ["click #4 at http://a.test/"],
    }


async def test_a_checkpoint_saved_before_stage_and_avoid_is_refused_naming_them(tmp_path: Path) -> None:
    """Going on would put the run back at the orient stage and let it try a refused action again."""
    before: StateGraph[_BeforeStage, None, _BeforeStage, _BeforeStage] = StateGraph(_BeforeStage)
    before.add_node("observe", _before_stage)
    before.add_edge(START, "observe")
    before.add_edge("observe", END)
    path, config = tmp_path / "checkpoints.sqlite", thread_config("before-stage")
    async with open_saver(path) as saver:
        await before.compile(checkpointer=saver).ainvoke({"goal": "find a lamp"}, config, durability="sync")
    async with open_saver(path) as saver:
        values = (await compile_graph(checkpointer=saver).aget_state(config)).values
    assert visits_of(values)["urls"] == ["http://a.test/"] and "avoid_elements" not in values
    with pytest.raises(StateShapeError, match="earlier version of Wayfinder") as caught:
        check_state(values)
    message = str(caught.value)
    assert "'stage', 'avoid'" in message and "'visits'" not in message and "start it again" in message
