"""The Ray backend on a local Ray (2 CPUs, one per test session): the same outcomes as the local
pool on the demo batch with the artifacts brought back, and a task whose worker dies retried once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.batch import ScriptedRunner, demo_batch, expected_outcomes
from tests.fixtures.settings_env import isolate_settings
from wayfinder.batch.driver import run_batch
from wayfinder.batch.jobs import BatchInputs, load_jobs
from wayfinder.batch.ray_pool import RayPool, ray_pool
from wayfinder.batch.runner import Task
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.graph


def test_the_demo_batch_on_ray_ends_as_the_sites_data_says_with_its_files_back(
    ray_local: Any, demo_server: DemoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    runs = tmp_path / "runs"
    jobs = load_jobs(
        demo_batch(tmp_path / "goals.jsonl"), "agent", BatchInputs({}, runs, demo_server.url), {}
    )
    report = run_batch(jobs, runs, ray_pool(None, workers=2, limit_s=600, runs_dir=runs, screenshots=False))
    assert report.executed
    rows = {r.id: r for r in report.rows}
    for job_id, (terminal, needle) in expected_outcomes(demo_server).items():
        row = rows[job_id]
        assert row.terminal_reason == terminal and needle in (row.answer or ""), row
        run_dir = Path(row.run_dir or "")
        assert run_dir.parent == runs / job_id
        assert (run_dir / "logs" / "trace.jsonl").is_file() and (run_dir / "report.html").is_file()
        assert not any((run_dir / "screenshots").glob("*.png"))  # left on the node (screenshots=False)
        assert (runs / job_id / "ended.json").is_file()


def test_a_task_whose_worker_dies_is_retried_once_then_reported_with_the_reason(
    ray_local: Any, tmp_path: Path
) -> None:
    pool = RayPool(ScriptedRunner, address=None, workers=2, limit_s=60, runs_dir=tmp_path)
    tasks = [Task("dies", ("crash", 3)), Task("dies-once", ("crash_once", str(tmp_path / "marker")))]
    by_key = {o.key: o for o in pool.run(tasks)}
    assert by_key["dies-once"].result == "survived"  # Ray's one retry ran it again
    assert by_key["dies"].result is None
    assert (by_key["dies"].error or "").startswith("the Ray task failed (retried once): ")
