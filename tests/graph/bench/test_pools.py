"""The benchmarks on the batch worker pool: MiniWoB++ episodes give the same success per episode on
1 and 2 workers, in task-major order; a goal suite runs on 2 workers, each with its own demo site."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder_bench.goals import parse_suite
from wayfinder_bench.goals_pool import run_suites_pool
from wayfinder_bench.goals_run import bench_settings as goals_settings
from wayfinder_bench.miniwob import bench_settings
from wayfinder_bench.miniwob_pool import run_miniwob_pool

pytestmark = pytest.mark.graph

SUITE = """
site: demo
start: /shop/?consent=1
goals:
  - id: keyboard-price
    goal: how much does the cheapest keyboard cost?
    expect:
      answer: {check: cheapest, category: keyboards}
  - id: camera-aisle
    goal: open the cameras section
    expect:
      page: {check: category_page, category: cameras}
"""


def test_miniwob_success_is_the_same_on_one_and_two_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    tasks, seeds = ["click-test-2", "click-tab"], [0, 1]
    runs = []
    for workers in (1, 2):
        settings = bench_settings(planner="rules", max_steps=10, runs_dir=tmp_path / f"w{workers}")
        runs.append(run_miniwob_pool(tasks, seeds, settings, workers))
    one, two = ([(r.task, r.seed, r.success) for r in run.results.rows] for run in runs)
    assert [(t, s) for t, s, _ in one] == [
        ("click-test-2", 0),
        ("click-test-2", 1),
        ("click-tab", 0),
        ("click-tab", 1),
    ]
    assert one == two
    assert all(o.peak_mb > 0 and o.cpu_s > 0 for run in runs for o in run.outcomes)
    assert {o.worker for o in runs[1].outcomes} <= {0, 1}


def test_a_goal_suite_runs_on_two_workers_in_suite_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    suite = parse_suite(SUITE, str(tmp_path / "pool" / "dev.yaml"))
    settings = goals_settings(planner="rules", max_steps=12, runs_dir=tmp_path / "runs")
    seen: list[str] = []
    rows = run_suites_pool([suite], settings, 2, on_goal=lambda r: seen.append(r.id))
    assert [r.id for r in rows] == ["keyboard-price", "camera-aisle"] and sorted(seen) == sorted(
        r.id for r in rows
    )
    assert all(r.outcome == "pass" for r in rows), [(r.id, r.outcome, r.why) for r in rows]
    assert all(r.run_dir and Path(r.run_dir).is_dir() for r in rows)
