"""MiniWoB++ episodes on the batch worker pool (``wayfinder bench miniwob --workers N``).

Each worker has what the sequential harness has, once: its own task-page server and its own browser;
an episode is exactly ``miniwob.run_episode`` in ``miniwob.EpisodeContexts`` (a browser context
renewed every few episodes, the same seeded start, the same latched reward), with
the pool's stop (Ctrl-C, the per-episode ceiling) asked before the page's own end of episode. Rows
come back in task-major order whatever order the workers finish in, so 1 and N workers give tables
that can be compared line by line. Every episode also carries its worker's CPU-seconds and peak
memory (``wayfinder bench workers`` reports them).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wayfinder.batch.pool import LocalPool
from wayfinder.batch.recycle import Recycle
from wayfinder.batch.runner import Outcome, ShouldStop, Task
from wayfinder.browser.launch import SharedBrowser
from wayfinder.settings import Settings
from wayfinder_bench.miniwob import EpisodeContexts, check_tasks
from wayfinder_bench.miniwob_report import BenchResults, EpisodeRow, build_results
from wayfinder_bench.miniwob_server import MiniwobServer, available_tasks, miniwob_html_root

EPISODE_LIMIT_S = 300.0


class MiniwobRunner:
    """One worker: a task-page server and a browser, kept for all its episodes, which run in a
    browser context renewed every ``CONTEXT_EPISODES`` (what a worker holds stays bounded)."""

    def __init__(self, settings: Settings, root: Path) -> None:
        self.settings = settings
        self.root = root
        self.server: MiniwobServer | None = None
        self.shared: SharedBrowser | None = None
        self.contexts: EpisodeContexts | None = None

    async def start(self) -> None:
        self.server = MiniwobServer(self.root).start()
        self.shared = await SharedBrowser(self.settings).start()
        self.contexts = EpisodeContexts(self.shared, self.settings)

    async def run(self, payload: tuple[str, int], should_stop: ShouldStop) -> EpisodeRow:
        assert self.contexts is not None and self.server is not None
        task, seed = payload
        return await self.contexts.run(self.server, task, seed, outer_stop=should_stop)

    async def close(self) -> None:
        if self.contexts is not None:
            await self.contexts.close()
        if self.shared is not None:
            await self.shared.stop()
        if self.server is not None:
            self.server.stop()


@dataclass
class PooledRun:
    """The benchmark's results plus each episode's worker measurements and the wall-clock time."""

    results: BenchResults
    outcomes: list[Outcome]
    wall_s: float
    workers: int


def _dead_row(task: str, seed: int, outcome: Outcome) -> EpisodeRow:
    return EpisodeRow(
        task=task,
        seed=seed,
        utterance="",
        done=False,
        raw_reward=-1.0,
        reward=-1.0,
        reward_reason="no result",
        success=False,
        terminal_reason=None,
        terminal_type=None,
        steps=0,
        planner_calls=0,
        seconds=outcome.seconds,
        run_dir=None,
        error=outcome.error,
    )


def run_miniwob_pool(
    tasks: Sequence[str],
    seeds: Sequence[int],
    settings: Settings,
    workers: int,
    *,
    on_episode: Callable[[EpisodeRow], None] | None = None,
    root: Path | None = None,
    limit_s: float = EPISODE_LIMIT_S,
) -> PooledRun:
    """Every task x seed on ``workers`` processes; unknown task names raise before anything starts."""
    html_root = root or miniwob_html_root()
    check_tasks(list(tasks), available_tasks(html_root))
    keyed = {f"{task}#{seed}": (task, seed) for task in tasks for seed in seeds}
    rows: dict[str, EpisodeRow] = {}

    def done(outcome: Outcome) -> None:
        task, seed = keyed[outcome.key]
        row = outcome.result if isinstance(outcome.result, EpisodeRow) else _dead_row(task, seed, outcome)
        rows[outcome.key] = row
        if on_episode is not None:
            on_episode(row)

    factory: Any = functools.partial(MiniwobRunner, settings, html_root)
    recycle = Recycle.from_settings(settings)
    pool = LocalPool(factory, workers, limit_s=limit_s, on_done=done, recycle=recycle)
    started = time.monotonic()
    outcomes = pool.run([Task(key, pair) for key, pair in keyed.items()])
    wall = time.monotonic() - started
    if pool.fatal:
        from wayfinder.errors import ConfigError

        raise ConfigError(pool.fatal)
    ordered = [rows[key] for key in keyed if key in rows]
    results = build_results(
        ordered, planner=settings.planner, seeds=list(seeds), max_steps=settings.max_steps
    )
    return PooledRun(results, outcomes, wall, workers)
