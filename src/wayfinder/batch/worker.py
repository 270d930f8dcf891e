"""The worker process of the local pool: one runner (one browser), one task at a time.

The worker starts its own session (``os.setsid``) and ignores SIGINT, so the terminal's Ctrl-C
reaches only the driver, which then asks every run to stop through the shared stop event: each
running goal ends through ``should_stop`` with its trace and summary, and the worker closes its
browser on ``quit``. A worker whose driver disappeared (its pipe closed) stops its run the same way.

Messages, driver -> worker: ``("run", key, payload, limit_s)``, ``("quit",)``;
worker -> driver: ``("ready", pid)``, ``("fatal", message)``, ``("done", Outcome)``.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from typing import Any

from wayfinder.batch.measure import Meter
from wayfinder.batch.runner import STOP_INTERRUPTED, Outcome, Runner, RunnerFactory, stop_check


def worker_main(conn: Connection, factory: RunnerFactory, stop: Event, index: int) -> None:
    """The process target (spawned): detach from the terminal's signals, then serve tasks."""
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()
    try:
        asyncio.run(_serve(conn, factory, lambda: stop.is_set() or os.getppid() != parent, index))
    finally:
        conn.close()


async def _serve(conn: Connection, factory: RunnerFactory, stopping: Any, index: int) -> None:
    try:
        runner: Runner = factory()
        await runner.start()
    except BaseException as exc:
        conn.send(("fatal", f"{type(exc).__name__}: {exc}"))
        return
    try:
        conn.send(("ready", os.getpid()))
        while True:
            try:
                message = await asyncio.to_thread(conn.recv)
            except (EOFError, OSError):  # the driver is gone
                return
            if message[0] != "run":
                return
            _, key, payload, limit_s = message
            outcome = await run_one(runner, key, payload, limit_s, stopping, index)
            try:
                conn.send(("done", outcome))
            except (BrokenPipeError, OSError):
                return
    finally:
        await runner.close()


async def run_one(
    runner: Runner, key: str, payload: Any, limit_s: float | None, stopping: Any, index: int
) -> Outcome:
    """Run one task under a fresh ``should_stop``, measuring its CPU-seconds and peak memory."""
    should_stop, said = stop_check(stopping, limit_s)
    meter = Meter().start()
    started = time.monotonic()
    result, error = None, None
    try:
        result = await runner.run(payload, should_stop)
    except Exception as exc:  # the runner's own failure; the worker and its browser go on
        error = f"{type(exc).__name__}: {exc}"
    usage = meter.stop()
    return Outcome(
        key=key,
        result=result,
        error=error,
        seconds=round(time.monotonic() - started, 3),
        cpu_s=usage.cpu_s,
        peak_mb=usage.peak_mb,
        end_mb=usage.end_mb,
        worker=index,
        stopped=said() == STOP_INTERRUPTED,
    )
