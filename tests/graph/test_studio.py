"""``langgraph.json``: the graph factory loads the way LangGraph's server loads it (the file and the
attribute named in the JSON), compiles to the agent's graph, and runs a goal on the demo shop."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.agent.graph import NODES
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.graph

ROOT = Path(__file__).resolve().parents[2]


def load_factory() -> Callable[..., Any]:
    """``"./path/to/file.py:name"`` from langgraph.json, imported from the file as the server does."""
    spec = json.loads((ROOT / "langgraph.json").read_text(encoding="utf-8"))
    assert spec["dependencies"] == ["."]
    (target,) = spec["graphs"].values()
    path, _, attr = target.partition(":")
    module_spec = importlib.util.spec_from_file_location("wayfinder_studio_graph", ROOT / path)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    factory: Callable[..., Any] = getattr(module, attr)
    return factory


async def test_factory_compiles_the_agent_graph_and_runs_a_goal(
    demo: DemoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    config = {"configurable": {"headless": True, "thread_id": "t1"}}  # settings by config...
    async with load_factory()(config) as graph:
        shape = graph.get_graph()
        assert set(NODES) <= set(shape.nodes)
        assert "planner" in shape.draw_mermaid()
        assert not (tmp_path / "runs").exists()  # reading the shape starts no browser, writes no run
        final = await graph.ainvoke(
            {
                "goal": "Search for 'dell monitor', then open the first result",
                "start_url": f"{demo.shop_url}?consent=1",
            }
        )
    assert final["terminal_reason"] == "goal_satisfied", final.get("terminal_evidence")
    assert final["goal_kind"] and final["step"] >= 2
    assert any(path.startswith("/shop/p/") for _, path in demo.requests)
    (run_dir,) = (tmp_path / "runs").iterdir()
    assert (run_dir / "logs" / "trace.jsonl").stat().st_size > 0
