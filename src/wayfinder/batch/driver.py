"""``run_batch``: checked jobs in, one row per job out, through the local pool or Ray.

Jobs that already ended in an earlier batch over the same runs directory are skipped (their row is
read back, marked ``skipped``); a job whose last run died mid-way (a checkpoint and no summary) is
resumed from its checkpoint (``agent.resume``); the others run from the start. Every job gets a row, in the file's order: a run's
own row, a failure with its reason (the worker died, the hard ceiling), or ``not_run`` when the
batch was stopped before it started.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

from wayfinder.batch.jobs import Job
from wayfinder.batch.pool import LocalPool, PoolStopped
from wayfinder.batch.recycle import Recycle
from wayfinder.batch.results import (
    FAILED,
    NOT_RUN,
    TIME_LIMIT_STOP,
    BatchRow,
    previous_row,
    record_ended,
    resumable_session,
)
from wayfinder.batch.runner import Outcome, RunnerFactory, Task
from wayfinder.batch.runs import AgentRunner, PortalRunner

OnStart = Callable[[str, int], None]
OnRow = Callable[[BatchRow], None]


class Pool(Protocol):
    fatal: str | None
    on_interrupt: Callable[[], None]

    def run(self, tasks: Sequence[Task]) -> list[Outcome]: ...


PoolMaker = Callable[[RunnerFactory, "OnStart", Callable[[Outcome], None]], Pool]


@dataclass
class BatchReport:
    rows: list[BatchRow]
    stopped: bool = False
    fatal: str | None = None
    peak_mb_by_worker: dict[int, float] = field(default_factory=dict)

    @property
    def executed(self) -> bool:
        """Every job has a row that is not ``not_run`` (whatever their outcomes)."""
        return not self.stopped and self.fatal is None and all(r.status != NOT_RUN for r in self.rows)


def factory_for(kind: str) -> RunnerFactory:
    return AgentRunner if kind == "agent" else PortalRunner


def outcome_row(outcome: Outcome, limit_s: float | None) -> BatchRow:
    """The runner's row with the worker's measurements, or a failure row saying why there is none."""
    if isinstance(outcome.result, BatchRow):
        row = outcome.result
        if row.error == TIME_LIMIT_STOP:
            row.error = f"the per-run time limit ({limit_s:g} s) was reached"
        if outcome.stopped:
            row.error = "stopped by Ctrl-C before the run ended"
    else:
        row = BatchRow(id=outcome.key, status=FAILED, error=outcome.error or "the run returned nothing")
    row.seconds = outcome.seconds or row.seconds
    row.cpu_s, row.peak_mb, row.worker = outcome.cpu_s, outcome.peak_mb, outcome.worker
    return row


def run_batch(
    jobs: Sequence[Job],
    runs_dir: Path,
    make_pool: PoolMaker,
    *,
    kind: str = "agent",
    limit_s: float | None = None,
    on_skip: OnRow | None = None,
    on_plan: Callable[[int], None] | None = None,
    on_start: OnStart | None = None,
    on_row: OnRow | None = None,
    on_interrupt: Callable[[], None] | None = None,
) -> BatchReport:
    """Run what has not ended yet; see the module docstring. ``make_pool(factory, on_start, on_done)``
    builds the backend (``local_pool`` or the Ray one)."""
    rows: dict[str, BatchRow] = {}
    for job in jobs:
        previous = previous_row(runs_dir, job.id)
        if previous is not None:
            rows[job.id] = previous
            if on_skip is not None:
                on_skip(previous)
    peaks: dict[int, float] = {}

    def done(outcome: Outcome) -> None:
        row = outcome_row(outcome, limit_s)
        rows[row.id] = row
        peaks[outcome.worker] = max(peaks.get(outcome.worker, 0.0), outcome.peak_mb)
        if outcome.result is not None and not outcome.stopped and row.run_dir:
            record_ended(runs_dir, row)
        if on_row is not None:
            on_row(row)

    todo = [
        Task(job.id, replace(job, resume=resumable_session(runs_dir, job.id)))
        for job in jobs
        if job.id not in rows
    ]
    if on_plan is not None:
        on_plan(len(todo))
    pool = make_pool(factory_for(kind), on_start or (lambda _k, _w: None), done)
    if on_interrupt is not None:
        pool.on_interrupt = on_interrupt
    stopped = False
    if todo:
        try:
            pool.run(todo)
        except PoolStopped:
            stopped = True
    ordered = [
        rows.get(job.id) or BatchRow(id=job.id, status=NOT_RUN, error=_not_run(stopped, pool.fatal))
        for job in jobs
    ]
    return BatchReport(ordered, stopped=stopped, fatal=pool.fatal, peak_mb_by_worker=peaks)


def _not_run(stopped: bool, fatal: str | None) -> str:
    if fatal:
        return fatal
    return "the batch was stopped before this run started" if stopped else "not run"


def local_pool(
    workers: int, limit_s: float | None, grace_s: float = 30.0, recycle: Recycle | None = None
) -> PoolMaker:
    """A maker for the local process pool; ``recycle``: when a worker is replaced by a fresh one."""

    def make(factory: RunnerFactory, on_start: OnStart, on_done: Callable[[Outcome], None]) -> Pool:
        return LocalPool(
            factory,
            workers,
            limit_s=limit_s,
            grace_s=grace_s,
            on_start=on_start,
            on_done=on_done,
            recycle=recycle,
        )

    return make
