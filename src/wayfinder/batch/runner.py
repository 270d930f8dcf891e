"""The contract between the pool and the work it runs, shared by the local pool and the Ray backend.

A :class:`Runner` lives inside one worker: ``start`` once (launch the worker's browser), ``run`` once
per task with a ``should_stop`` it must pass to the agent (the batch's Ctrl-C and the per-run
wall-clock ceiling arrive through it, so a stopped run still ends with its trace and summary), and
``close`` at the end. A runner is built in the worker by a picklable factory (a class or a
``functools.partial``), so nothing live crosses a process boundary.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

ShouldStop = Callable[[], Awaitable[str | None]]

STOP_INTERRUPTED = "interrupted"  # the batch was stopped (Ctrl-C): the run is re-run next time
STOP_TIME_LIMIT = "time_limit"  # the run reached the batch's per-run wall-clock ceiling


class Runner(Protocol):
    async def start(self) -> None: ...

    async def run(self, payload: Any, should_stop: ShouldStop) -> Any: ...

    async def close(self) -> None: ...


RunnerFactory = Callable[[], Runner]


@dataclass(frozen=True)
class Task:
    """One unit of work: ``key`` names it in events and outcomes; ``payload`` goes to ``Runner.run``."""

    key: str
    payload: Any


@dataclass
class Outcome:
    """How a task ended. ``result`` is what the runner returned, or None when there is none; then
    ``error`` says why (the worker died, the ceiling was passed and the worker killed, an exception).
    ``stopped`` marks a run ended by the batch's stop (Ctrl-C) rather than on its own. ``peak_mb``
    is the worker's largest memory during the run, ``end_mb`` its memory once the run ended."""

    key: str
    result: Any = None
    error: str | None = None
    seconds: float = 0.0
    cpu_s: float = 0.0
    peak_mb: float = 0.0
    end_mb: float = 0.0
    worker: int = 0
    stopped: bool = False


def stop_check(
    is_stopping: Callable[[], bool], limit_s: float | None
) -> tuple[ShouldStop, Callable[[], str | None]]:
    """A ``should_stop`` for one run (the batch's stop first, then the ceiling) and a function that
    tells which of the two it returned, if any."""
    deadline = None if limit_s is None else time.monotonic() + limit_s
    said: list[str] = []

    def reason() -> str | None:
        if is_stopping():
            return STOP_INTERRUPTED
        if deadline is not None and time.monotonic() >= deadline:
            return STOP_TIME_LIMIT
        return None

    async def should_stop() -> str | None:
        why = reason()
        if why:
            said.append(why)
        return why

    return should_stop, lambda: said[0] if said else None
