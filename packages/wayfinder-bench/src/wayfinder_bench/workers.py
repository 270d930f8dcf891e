"""`wayfinder bench workers`: what the worker pool buys, measured side by side in one run.

1. MiniWoB++ (the dev list only): the same episodes on 1 worker, then on 2 (or the counts given);
   episodes per minute of each, their ratio, and whether every episode's success is the same.
2. A batch file on the bundled demo sites (``bench/batch-demo.jsonl``, 20 goals): sequentially (1
   worker), on 2 workers and on a local Ray when the extra is installed; whether every run ended the
   same way (terminal reason and answer), and what a run costs: CPU-seconds and the peak memory of a
   worker (its Python, the Playwright driver and Chromium; PSS, so shared pages are not counted twice).

Speed numbers only mean something on a quiet machine: the load average before and after is
recorded with them. Success and outcome comparisons hold under any load.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from wayfinder.batch.driver import BatchReport, local_pool, run_batch
from wayfinder.batch.jobs import BatchInputs, load_jobs
from wayfinder.batch.recycle import Recycle
from wayfinder.batch.runner import Outcome
from wayfinder.settings import load_settings
from wayfinder_bench.miniwob import bench_settings
from wayfinder_bench.miniwob_pool import PooledRun, run_miniwob_pool


@dataclass
class Figures:
    """One mode of one benchmark."""

    mode: str
    runs: int
    successes: int
    wall_s: float
    runs_per_min: float
    cpu_s_per_run: float
    peak_mb_per_worker: float  # the largest peak any worker reached
    peak_mb_by_worker: dict[str, float] = field(default_factory=dict)


def _figures(mode: str, successes: int, wall_s: float, usage: Sequence[Outcome] | Sequence[Any]) -> Figures:
    cpu = [u.cpu_s for u in usage if u.cpu_s]
    peaks: dict[str, float] = {}
    for u in usage:
        key = str(u.worker)
        peaks[key] = max(peaks.get(key, 0.0), u.peak_mb)
    runs = len(usage)
    return Figures(
        mode=mode,
        runs=runs,
        successes=successes,
        wall_s=round(wall_s, 1),
        runs_per_min=round(runs / wall_s * 60, 2) if wall_s > 0 else 0.0,
        cpu_s_per_run=round(statistics.mean(cpu), 2) if cpu else 0.0,
        peak_mb_per_worker=max(peaks.values(), default=0.0),
        peak_mb_by_worker=peaks,
    )


def miniwob_side_by_side(
    tasks: Sequence[str], seeds: Sequence[int], counts: Sequence[int], runs_dir: Path
) -> dict[str, Any]:
    """The same episodes on each worker count; ratio of the last to the first, and success mismatches."""
    runs: list[PooledRun] = []
    for count in counts:
        settings = bench_settings(planner="rules", runs_dir=runs_dir / f"miniwob-{count}")
        runs.append(run_miniwob_pool(tasks, seeds, settings, count))
    figures = [
        _figures(f"{r.workers} worker(s)", sum(x.success for x in r.results.rows), r.wall_s, r.outcomes)
        for r in runs
    ]
    base = {(x.task, x.seed): x.success for x in runs[0].results.rows}
    mismatches = sorted(
        f"{x.task} seed {x.seed}"
        for r in runs[1:]
        for x in r.results.rows
        if base.get((x.task, x.seed)) != x.success
    )
    ratio = figures[-1].runs_per_min / figures[0].runs_per_min if figures[0].runs_per_min else None
    return {
        "tasks": len(tasks),
        "seeds": list(seeds),
        "modes": [asdict(f) for f in figures],
        "speedup": None if ratio is None else round(ratio, 2),
        "identical_success": not mismatches,
        "success_mismatches": mismatches,
    }


def _outcomes(report: BatchReport) -> dict[str, tuple[str | None, str | None]]:
    return {r.id: (r.terminal_reason, r.answer) for r in report.rows}


def demo_batch_modes(file: Path, modes: Sequence[str], runs_dir: Path) -> dict[str, Any]:
    """``file`` on the demo sites in each mode ("1", "2": local workers; "ray": a local Ray with 2
    CPUs); each mode's outcomes compared with the first mode's."""
    from wayfinder.demo.server import DemoServer

    server = DemoServer(host="127.0.0.1", port=0)
    server.start()
    results: list[tuple[str, BatchReport, float]] = []
    try:
        for mode in modes:
            root = runs_dir / f"batch-{mode}"
            jobs = load_jobs(file, "agent", BatchInputs({}, root, server.url), os.environ)
            if mode == "ray":
                from wayfinder.batch.ray_pool import ray_pool

                maker: Any = ray_pool(None, workers=2, limit_s=600, runs_dir=root)
            else:
                maker = local_pool(int(mode), 600, recycle=Recycle.from_settings(load_settings()))
            started = time.monotonic()
            report = run_batch(jobs, root, maker)
            results.append((mode, report, time.monotonic() - started))
    finally:
        server.stop()
    base = _outcomes(results[0][1])
    out: dict[str, Any] = {"file": str(file), "modes": []}
    for mode, report, wall in results:
        label = "ray (2 CPUs)" if mode == "ray" else f"{mode} worker(s)"
        if report.fatal:  # the mode did not run at all (e.g. Ray did not start): say why, compare nothing
            out["modes"].append({"mode": label, "error": report.fatal})
            continue
        figures = _figures(label, sum(r.succeeded for r in report.rows), wall, report.rows)
        differ = sorted(k for k, v in _outcomes(report).items() if base.get(k) != v)
        out["modes"].append({**asdict(figures), "same_outcomes_as_first": not differ, "differ": differ})
    out["outcomes"] = {k: {"terminal_reason": v[0], "answer": v[1]} for k, v in base.items()}
    return out


def run_workers_bench(
    tasks: Sequence[str],
    seeds: Sequence[int],
    counts: Sequence[int],
    batch: Path | None,
    modes: Sequence[str],
    runs_dir: Path | None = None,
) -> dict[str, Any]:
    """Both parts, with the machine's load average before and after."""
    root = (
        (runs_dir / time.strftime("%Y%m%d-%H%M%S"))
        if runs_dir
        else Path(tempfile.mkdtemp(prefix="wayfinder-workers-"))
    )
    data: dict[str, Any] = {"benchmark": "workers", "cpus": os.cpu_count(), "load_before": os.getloadavg()}
    if tasks:
        data["miniwob"] = miniwob_side_by_side(tasks, seeds, counts, root)
    if batch is not None:
        data["demo_batch"] = demo_batch_modes(batch, modes, root)
    data["load_after"] = os.getloadavg()
    data["runs_dir"] = str(root)
    return data
