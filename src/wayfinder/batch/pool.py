"""The local worker pool: N spawned processes, each with its own runner (its own browser).

Isolation: a task runs in one worker at a time; a worker that dies (a crash, the OOM killer, a
signal) is replaced and its task reported failed with the reason; a task past its wall-clock
ceiling is first asked to stop (``should_stop``, so it ends with its trace and summary) and, if it
still has not answered ``grace_s`` later, its worker's whole process tree (Python, the Playwright
driver, Chromium) is killed and replaced. No other task notices either.

Ctrl-C (KeyboardInterrupt in the driver): tasks not yet started are not started; running ones are
asked to stop and get ``grace_s`` to end with their summary; a second Ctrl-C, or the grace running
out, kills what is left. Either way no worker and no browser outlives :meth:`LocalPool.run`.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import signal
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any

import psutil

from wayfinder.batch.recycle import Recycle
from wayfinder.batch.runner import Outcome, RunnerFactory, Task
from wayfinder.batch.worker import worker_main

START_TIMEOUT_S = 180.0  # spawn + imports + a browser launch on a loaded machine
RETIRE_TIMEOUT_S = 30.0  # a recycled worker closing its browser
OnStart = Callable[[str, int], None]
OnDone = Callable[[Outcome], None]


class PoolStopped(Exception):
    """Raised by :meth:`LocalPool.run` after a Ctrl-C, once every worker is gone; carries the outcomes."""

    def __init__(self, outcomes: list[Outcome]) -> None:
        super().__init__("stopped")
        self.outcomes = outcomes


def exit_reason(code: int | None) -> str:
    """``exitcode`` of a dead process in words (negative codes are signals)."""
    if code is None:
        return "still running"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with code {code}"


def kill_tree(pid: int | None) -> None:
    """Kill a process and every descendant (Chromium runs in its own process group, so a group kill
    would miss it; the parent links do not). The root is left for its parent to reap (``join``)."""
    if pid is None:
        return
    try:
        root = psutil.Process(pid)
        below = root.children(recursive=True)
    except psutil.Error:
        return
    for proc in [root, *below]:
        with contextlib.suppress(psutil.Error):
            proc.kill()
    psutil.wait_procs(below, timeout=10)


@dataclass
class _Slot:
    index: int
    process: BaseProcess
    conn: Connection
    started: float
    ready: bool = False
    task: Task | None = None
    since: float = 0.0
    pids: list[int] = field(default_factory=list)
    runs: int = 0
    retiring: float | None = None  # when it was asked to quit to be replaced (recycling)


class LocalPool:
    """Run tasks on ``workers`` processes built by ``factory``; see the module docstring."""

    def __init__(
        self,
        factory: RunnerFactory,
        workers: int,
        *,
        limit_s: float | None = None,
        grace_s: float = 30.0,
        on_start: OnStart | None = None,
        on_done: OnDone | None = None,
        recycle: Recycle | None = None,
    ) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.factory = factory
        self.workers = workers
        self.limit_s = limit_s
        self.grace_s = grace_s
        self.on_start = on_start or (lambda _k, _w: None)
        self.on_done = on_done or (lambda _o: None)
        self.recycle = recycle or Recycle()
        self.recycled: list[str] = []  # "worker N: why", one per replacement
        self.fatal: str | None = None  # why a worker could not start (then nothing more is started)
        # called once, right after the first Ctrl-C has asked the running runs to stop
        self.on_interrupt: Callable[[], None] = lambda: None
        self._ctx = mp.get_context("spawn")
        self._stop = self._ctx.Event()
        self._slots: list[_Slot] = []
        self._next_index = 0

    # -- workers
    def _spawn(self) -> _Slot:
        ours, theirs = self._ctx.Pipe()
        index = self._next_index
        self._next_index += 1
        proc = self._ctx.Process(
            target=worker_main,
            args=(theirs, self.factory, self._stop, index),
            name=f"wayfinder-worker-{index}",
        )
        proc.start()
        theirs.close()
        slot = _Slot(index, proc, ours, time.monotonic())
        self._slots.append(slot)
        return slot

    def _retire(self, slot: _Slot) -> None:
        kill_tree(slot.process.pid)
        slot.process.join(timeout=5)
        slot.conn.close()
        self._slots.remove(slot)

    # -- the loop
    def run(self, tasks: Sequence[Task]) -> list[Outcome]:
        """Run every task; outcomes in the order of ``tasks``. Raises PoolStopped after a Ctrl-C."""
        pending: deque[Task] = deque(tasks)
        outcomes: dict[str, Outcome] = {}
        stop_by: float | None = None  # set by the first Ctrl-C: when the running tasks are given up
        hard = False
        try:
            for _ in range(min(self.workers, len(pending))):
                self._spawn()
            while self._slots and (pending or any(s.task for s in self._slots)):
                if stop_by is not None and time.monotonic() > stop_by:
                    hard = True
                    break
                try:
                    self._step(pending, outcomes, stopping=stop_by is not None)
                except KeyboardInterrupt:
                    if stop_by is not None:
                        hard = True
                        break
                    stop_by = time.monotonic() + self.grace_s
                    self._stop.set()
                    pending.clear()
                    self.on_interrupt()
        finally:
            self._shutdown(outcomes, hard=hard)
        ordered = [outcomes[t.key] for t in tasks if t.key in outcomes]
        if stop_by is not None:
            raise PoolStopped(ordered)
        return ordered

    def _step(self, pending: deque[Task], outcomes: dict[str, Outcome], stopping: bool) -> None:
        for slot in self._slots:
            if slot.ready and slot.retiring is None and slot.task is None and pending and not stopping:
                task = pending.popleft()
                slot.task, slot.since = task, time.monotonic()
                slot.conn.send(("run", task.key, task.payload, self.limit_s))
                self.on_start(task.key, slot.index)
        waitables: list[Any] = [s.conn for s in self._slots] + [s.process.sentinel for s in self._slots]
        ready = wait(waitables, timeout=1.0)
        for slot in list(self._slots):
            gone = slot.process.sentinel in ready
            if slot.conn in ready and slot in self._slots:
                gone = not self._receive(slot, pending, outcomes) or gone
            if gone and slot in self._slots and slot.retiring is not None and slot.task is None:
                self._replace(slot, pending, stopping)
            elif gone and slot in self._slots:
                slot.process.join(timeout=5)
                self._died(slot, pending, outcomes, exit_reason(slot.process.exitcode), stopping)
        now = time.monotonic()
        for slot in list(self._slots):
            if slot.retiring is not None and now - slot.retiring > RETIRE_TIMEOUT_S:
                self._replace(slot, pending, stopping)  # it did not close in time: killed with its tree
            elif (
                slot.task is not None
                and self.limit_s is not None
                and now - slot.since > self.limit_s + self.grace_s
            ):
                why = f"no answer {self.limit_s + self.grace_s:.0f} s after the run started (ceiling {self.limit_s:.0f} s); worker killed"
                self._died(slot, pending, outcomes, why, stopping, killed=True)
            elif not slot.ready and now - slot.started > START_TIMEOUT_S:
                self.fatal = f"a worker did not start within {START_TIMEOUT_S:.0f} s"
                self._retire(slot)
                pending.clear()

    def _receive(self, slot: _Slot, pending: deque[Task], outcomes: dict[str, Outcome]) -> bool:
        """Handle one message; False when the pipe is closed (the worker is gone)."""
        try:
            message = slot.conn.recv()
        except (EOFError, OSError):
            return False
        if message[0] == "ready":
            slot.ready = True
        elif message[0] == "fatal":
            self.fatal = f"a worker could not start: {message[1]}"
            pending.clear()
            self._retire(slot)
        elif message[0] == "done":
            outcome: Outcome = message[1]
            slot.task = None
            slot.runs += 1
            outcomes[outcome.key] = outcome
            self.on_done(outcome)
            why = self.recycle.reason(slot.runs, outcome.end_mb)
            if why and pending and not self._stop.is_set():
                self.recycled.append(f"worker {slot.index}: {why}")
                slot.retiring = time.monotonic()
                with contextlib.suppress(OSError):
                    slot.conn.send(("quit",))
        return True

    def _replace(self, slot: _Slot, pending: deque[Task], stopping: bool) -> None:
        """A recycled worker has exited (or overstayed): gone for good, a fresh one for what is left."""
        self._retire(slot)
        if pending and not stopping and self.fatal is None:
            self._spawn()

    def _died(
        self,
        slot: _Slot,
        pending: deque[Task],
        outcomes: dict[str, Outcome],
        why: str,
        stopping: bool,
        killed: bool = False,
    ) -> None:
        task = slot.task
        with contextlib.suppress(OSError, EOFError):
            while not killed and slot in self._slots and slot.conn.poll():  # last words before dying
                if not self._receive(slot, pending, outcomes):
                    break
        task = slot.task
        if slot in self._slots:
            self._retire(slot)
        if task is not None:
            text = why if killed else f"worker died ({why})"
            outcome = Outcome(
                task.key,
                error=text,
                seconds=round(time.monotonic() - slot.since, 3),
                worker=slot.index,
                stopped=stopping,
            )
            outcomes[task.key] = outcome
            self.on_done(outcome)
        if pending and not stopping and self.fatal is None:
            self._spawn()

    def _shutdown(self, outcomes: dict[str, Outcome], *, hard: bool) -> None:
        """Ask idle workers to quit (they close their browsers), then make sure nothing is left;
        ``hard`` (a second Ctrl-C, the grace ran out) kills at once."""
        for slot in self._slots:
            with contextlib.suppress(OSError):
                slot.conn.send(("quit",))
        end = time.monotonic() + (0 if hard else 20)
        for slot in self._slots:
            with contextlib.suppress(KeyboardInterrupt):
                slot.process.join(timeout=max(0.1, end - time.monotonic()))
        for slot in list(self._slots):
            if slot.task is not None and slot.task.key not in outcomes:
                outcome = Outcome(
                    slot.task.key,
                    error="stopped by Ctrl-C; the run did not end in time and its worker was killed",
                    seconds=round(time.monotonic() - slot.since, 3),
                    worker=slot.index,
                    stopped=True,
                )
                outcomes[outcome.key] = outcome
                self.on_done(outcome)  # the driver records it (else the run would look never started)
            self._retire(slot)
