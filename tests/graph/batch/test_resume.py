"""A batch job whose worker died mid-run is resumed from its checkpoint by the next batch.

The planner is the durable tests' fake model (``Shopper``, buying one product on the demo shop); when
its 3rd call arrives (the worker is waiting for the answer) the test kills the worker's whole process
tree, so the run dies at a known step with no summary. The next batch over the same runs directory resumes that
run in the same run directory and finishes it; the shop's order log says exactly one order was placed.
"""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.durable import GOAL, Shopper
from tests.fixtures.openai_server import FakeOpenAI
from tests.fixtures.settings_env import isolate_settings
from wayfinder.batch.driver import local_pool, run_batch
from wayfinder.batch.jobs import BatchInputs, load_jobs
from wayfinder.batch.pool import kill_tree
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.graph


def test_a_run_whose_worker_died_is_resumed_by_the_next_batch(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-batch-test-key")
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    line = {
        "id": "buy-one",
        "goal": GOAL,
        "url": f"{demo.url}/shop/p/{product.id}?consent=1",
        "planner": "openai:fake-model",
        "settings": {"base_url": openai_server.base_url, "auto_confirm": "all"},
    }
    file = tmp_path / "buy.jsonl"
    file.write_text(json.dumps(line) + "\n", encoding="utf-8")
    runs = tmp_path / "runs"

    def jobs() -> Any:
        return load_jobs(file, "agent", BatchInputs({}, runs), {})

    shopper = Shopper(demo.url + "/shop/checkout")
    calls: list[int] = []

    def kill_the_worker_at_the_third_call(body: dict[str, Any]) -> dict[str, Any]:
        calls.append(1)
        if len(calls) == 3:
            for child in multiprocessing.active_children():
                if child.name.startswith("wayfinder-worker"):
                    kill_tree(child.pid)
        return dict(shopper(body))

    openai_server.set_policy(kill_the_worker_at_the_third_call)
    first = run_batch(jobs(), runs, local_pool(1, 300))
    (row,) = first.rows
    assert row.status == "failed" and (row.error or "").startswith("worker died (killed by SIGKILL)")
    (died,) = [p for p in (runs / "buy-one").iterdir() if p.is_dir() and p.name != "downloads"]
    assert not (runs / "buy-one" / "ended.json").exists()

    openai_server.set_policy(shopper)
    second = run_batch(jobs(), runs, local_pool(1, 300))
    (row,) = second.rows
    assert row.resumed and row.terminal_reason == "goal_satisfied", row
    assert Path(row.run_dir or "") == died  # the same run directory, continued
    assert len(demo.orders) == 1
