"""The run's checkpointer on a toy graph: pruning keeps the newest checkpoints, an interrupt (a pause)
survives the pruning and a reopened file, and a masked run never stores a secret value."""

from __future__ import annotations

import operator
import sqlite3
from pathlib import Path
from typing import Annotated, Any, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, interrupt

from wayfinder.agent.checkpoints import KEEP, open_saver, thread_config
from wayfinder.safety.secrets import SecretStore


class Toy(TypedDict, total=False):
    n: int
    text: str
    log: Annotated[list[str], operator.add]


def _count(state: Toy) -> dict[str, Any]:
    return {"n": state.get("n", 0) + 1, "log": [f"count {state.get('n', 0)}"]}


def _ask(state: Toy) -> dict[str, Any]:
    reply = interrupt({"kind": "confirm", "what": "the thing"})
    return {"log": [f"reply {reply}"]}


def _graph() -> StateGraph[Toy, None, Toy, Toy]:
    graph: StateGraph[Toy, None, Toy, Toy] = StateGraph(Toy)
    graph.add_node("count", _count)
    graph.add_node("ask", _ask)
    graph.add_edge(START, "count")
    graph.add_conditional_edges("count", lambda s: "count" if s["n"] < 12 else "ask", ["count", "ask"])
    graph.add_edge("ask", END)
    return graph


async def test_pruned_checkpoints_keep_the_pause_and_resume_with_the_reply(tmp_path: Path) -> None:
    path = tmp_path / "checkpoints.sqlite"
    config = thread_config("s1")
    async with open_saver(path) as saver:
        graph = _graph().compile(checkpointer=saver)
        async for _ in graph.astream({"n": 0, "log": []}, config, durability="sync"):
            pass
    rows = sqlite3.connect(path).execute("SELECT COUNT(*) FROM checkpoints").fetchone()[0]
    assert rows == KEEP < 14  # 14 super-steps ran; the newest KEEP are kept
    async with open_saver(path) as saver:  # a new process: only the file is left
        graph = _graph().compile(checkpointer=saver)
        paused = await graph.aget_state(config)
        assert paused.next == ("ask",) and [i.value for i in paused.interrupts] == [
            {"kind": "confirm", "what": "the thing"}
        ]
        final = await graph.ainvoke(Command(resume="yes"), config, durability="sync")
    assert final["n"] == 12 and final["log"][-1] == "reply yes" and len(final["log"]) == 13


async def test_a_masked_saver_stores_placeholders_only(tmp_path: Path) -> None:
    secrets = SecretStore({"TOKEN": "s3cr3t-value-42"})
    path = tmp_path / "checkpoints.sqlite"
    async with open_saver(path, mask_obj=secrets.mask_obj) as saver:
        graph = _graph().compile(checkpointer=saver)
        await graph.ainvoke({"n": 11, "text": "token s3cr3t-value-42 typed", "log": []}, thread_config("s2"))
        state = await graph.aget_state(thread_config("s2"))
    assert state.values["text"] == "token <secret:TOKEN> typed"
    data = b"".join(p.read_bytes() for p in tmp_path.glob("checkpoints.sqlite*"))
    assert b"s3cr3t-value-42" not in data and b"<secret:TOKEN>" in data
