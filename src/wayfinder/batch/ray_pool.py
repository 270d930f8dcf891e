"""The Ray backend: each job a Ray task with its own browser, on whatever node Ray picks.

A task writes its run directory in the node's temp dir and returns it packed with its row
(``artifacts``); the driver unpacks it into its own runs directory, so the files, the table and the
outputs look the same as a local batch. ``max_retries=1``: a task whose worker or node dies is run
once more by Ray, then reported failed with Ray's reason. The per-run ceiling is the same two-step
one as the local pool: ``should_stop`` at the limit, ``ray.cancel(force=True)`` after the grace.

Ctrl-C sets a flag held by a small actor that every task polls once a second (through
``should_stop``, so a running goal ends with its trace and summary, which still come back); after
the grace the tasks left are cancelled. A local Ray started here is shut down at the end; a Ray that
was already running (``ray.init`` done by the caller, a cluster) is left alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wayfinder.batch.artifacts import moved, pack, unpack
from wayfinder.batch.jobs import Job
from wayfinder.batch.pool import PoolStopped
from wayfinder.batch.results import BatchRow
from wayfinder.batch.runner import Outcome, RunnerFactory, Task
from wayfinder.batch.worker import run_one
from wayfinder.errors import ConfigError

START_ALLOWANCE_S = 180.0  # a queued task's wait for a CPU plus its browser launch
POLL_S = 1.0


def import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ConfigError("Ray is not installed; install the extra: pip install 'wayfinder[ray]'") from None
    return ray


class StopFlag:
    """The batch's Ctrl-C, readable from every task (made a Ray actor with no CPU of its own)."""

    def __init__(self) -> None:
        self.stopped = False

    def set(self) -> None:
        self.stopped = True

    def is_set(self) -> bool:
        return self.stopped


def _watch(flag: Any, seen: threading.Event, done: threading.Event) -> None:
    ray = import_ray()
    while not done.wait(POLL_S):
        with contextlib.suppress(Exception):  # the driver is gone: the ceiling still ends the run
            if ray.get(flag.is_set.remote(), timeout=10):
                seen.set()
                return


def ray_task(
    factory: RunnerFactory, key: str, payload: Any, limit_s: float | None, flag: Any, heavy: bool
) -> tuple[Outcome, bytes | None, str]:
    """Runs on a Ray worker: one runner (one browser), one task, the job's folder packed (a batch
    :class:`Job` writes under the node's temp dir). Returns the outcome, the archive, and the folder
    the run wrote to (so the driver can move the paths in the row)."""
    tmp = Path(tempfile.mkdtemp(prefix="wayfinder-ray-"))
    seen, done = threading.Event(), threading.Event()
    watcher = threading.Thread(target=_watch, args=(flag, seen, done), daemon=True)
    watcher.start()
    local = payload.relocated(tmp) if isinstance(payload, Job) else payload

    async def go() -> Outcome:
        runner = factory()
        await runner.start()
        try:
            return await run_one(runner, key, local, limit_s, seen.is_set, os.getpid())
        finally:
            await runner.close()

    try:
        outcome = asyncio.run(go())
        job_dir = tmp / key
        archive = pack(job_dir, heavy=heavy) if job_dir.is_dir() else None
        return outcome, archive, str(job_dir)
    finally:
        done.set()
        shutil.rmtree(tmp, ignore_errors=True)


@dataclass
class _Flight:
    task: Task
    since: float


class RayPool:
    """Same interface as :class:`~wayfinder.batch.pool.LocalPool`; ``workers`` caps the tasks in flight."""

    def __init__(
        self,
        factory: RunnerFactory,
        *,
        address: str | None,
        workers: int,
        limit_s: float | None,
        runs_dir: Path,
        heavy: bool = True,
        grace_s: float = 30.0,
        on_start: Callable[[str, int], None] | None = None,
        on_done: Callable[[Outcome], None] | None = None,
    ) -> None:
        self.factory, self.address, self.workers = factory, address, workers
        self.limit_s, self.runs_dir, self.heavy, self.grace_s = limit_s, runs_dir, heavy, grace_s
        self.on_start = on_start or (lambda _k, _w: None)
        self.on_done = on_done or (lambda _o: None)
        self.fatal: str | None = None
        # called once, right after the first Ctrl-C has asked the running tasks to stop
        self.on_interrupt: Callable[[], None] = lambda: None

    def run(self, tasks: Sequence[Task]) -> list[Outcome]:
        ray = import_ray()
        started_here = not ray.is_initialized()
        if started_here:
            try:
                if self.address:
                    ray.init(address=self.address, log_to_driver=False)
                else:
                    ray.init(num_cpus=self.workers, include_dashboard=False, log_to_driver=False)
            except Exception as exc:  # no cluster at the address, a local Ray that did not come up
                first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
                where = f"the Ray cluster at {self.address}" if self.address else "a local Ray"
                self.fatal = f"could not start {where}: {first}"
                return []
        try:
            return self._run(ray, tasks)
        finally:
            if started_here:
                ray.shutdown()

    def _run(self, ray: Any, tasks: Sequence[Task]) -> list[Outcome]:
        flag = ray.remote(num_cpus=0)(StopFlag).remote()
        remote = ray.remote(num_cpus=1, max_retries=1, retry_exceptions=False)(ray_task)
        pending = list(tasks)
        flights: dict[Any, _Flight] = {}
        outcomes: dict[str, Outcome] = {}
        stop_by: float | None = None
        while pending or flights:
            while pending and len(flights) < self.workers and stop_by is None:
                task = pending.pop(0)
                ref = remote.remote(self.factory, task.key, task.payload, self.limit_s, flag, self.heavy)
                flights[ref] = _Flight(task, time.monotonic())
                self.on_start(task.key, 0)
            try:
                ready, _ = ray.wait(list(flights), num_returns=1, timeout=POLL_S)
                for ref in ready:
                    self._finish(ray, flights.pop(ref), ref, outcomes, stop_by is not None)
                self._cancel_overdue(ray, flights, outcomes, stop_by)
            except KeyboardInterrupt:
                if stop_by is not None:
                    stop_by = 0.0
                else:
                    flag.set.remote()
                    pending.clear()
                    stop_by = time.monotonic() + self.grace_s
                    self.on_interrupt()
        if stop_by is not None:
            raise PoolStopped([outcomes[t.key] for t in tasks if t.key in outcomes])
        return [outcomes[t.key] for t in tasks if t.key in outcomes]

    def _cancel_overdue(
        self, ray: Any, flights: dict[Any, _Flight], outcomes: dict[str, Outcome], stop_by: float | None
    ) -> None:
        now = time.monotonic()
        hard = None if self.limit_s is None else self.limit_s + self.grace_s + START_ALLOWANCE_S
        for ref, flight in list(flights.items()):
            over_time = hard is not None and now - flight.since > hard
            if over_time or (stop_by is not None and now > stop_by):
                with contextlib.suppress(Exception):
                    ray.cancel(ref, force=True)
                flights.pop(ref)
                why = (
                    f"no answer {hard:.0f} s after the task was sent; cancelled"
                    if over_time
                    else "stopped by Ctrl-C"
                )
                self._record(Outcome(flight.task.key, error=why, stopped=not over_time), outcomes)

    def _finish(
        self, ray: Any, flight: _Flight, ref: Any, outcomes: dict[str, Outcome], stopping: bool
    ) -> None:
        try:
            outcome, archive, remote_dir = ray.get(ref)
        except Exception as exc:  # RayError: the worker or node died twice, the task was cancelled...
            first = (str(exc).strip().splitlines() or [""])[0]
            why = f"the Ray task failed (retried once): {type(exc).__name__}: {first}"
            self._record(
                Outcome(
                    flight.task.key,
                    error=why,
                    seconds=round(time.monotonic() - flight.since, 3),
                    stopped=stopping,
                ),
                outcomes,
            )
            return
        job_dir = self.runs_dir / flight.task.key
        if archive is not None:
            unpack(archive, job_dir)
        if isinstance(outcome.result, BatchRow):
            row = outcome.result
            row.run_dir = moved(row.run_dir, Path(remote_dir), job_dir)
            row.script_path = moved(row.script_path, Path(remote_dir), job_dir)
        self._record(outcome, outcomes)

    def _record(self, outcome: Outcome, outcomes: dict[str, Outcome]) -> None:
        outcomes[outcome.key] = outcome
        self.on_done(outcome)


def ray_pool(
    address: str | None, *, workers: int, limit_s: float | None, runs_dir: Path, screenshots: bool = True
) -> Callable[[RunnerFactory, Callable[[str, int], None], Callable[[Outcome], None]], RayPool]:
    """A maker for the Ray backend (see ``driver.run_batch``)."""

    def make(
        factory: RunnerFactory, on_start: Callable[[str, int], None], on_done: Callable[[Outcome], None]
    ) -> RayPool:
        return RayPool(
            factory,
            address=address,
            workers=workers,
            limit_s=limit_s,
            runs_dir=runs_dir,
            heavy=screenshots,
            on_start=on_start,
            on_done=on_done,
        )

    return make
