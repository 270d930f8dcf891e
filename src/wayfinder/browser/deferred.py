"""Page work that may run while the agent thinks, but must be done before the page changes again.

The Set-of-Mark screenshot of an observation does not feed the rules planner, so it need not hold up
planning: it is started, and the executor (or the next capture, or the end of the run) waits for it
just before it would change the page, so the picture still shows what the planner saw.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any


class DeferredWork:
    def __init__(self) -> None:
        self._tasks: list[asyncio.Task[Any]] = []

    def start(self, work: Coroutine[Any, Any, Any]) -> None:
        """Run ``work`` now, in the background; :meth:`flush` waits for it."""
        self._tasks.append(asyncio.ensure_future(work))

    @property
    def pending(self) -> bool:
        return any(not t.done() for t in self._tasks)

    async def flush(self, timeout_s: float | None = None) -> list[str]:
        """Wait for everything started so far; returns the errors it raised (work that missed
        ``timeout_s`` is cancelled and reported). Never raises."""
        tasks, self._tasks = self._tasks, []
        if not tasks:
            return []
        done, late = await asyncio.wait(tasks, timeout=timeout_s)
        for task in late:
            task.cancel()
        errors = [
            f"{type(t.exception()).__name__}: {t.exception()}"
            for t in done
            if not t.cancelled() and t.exception()
        ]
        return errors + [f"deferred page work did not finish within {timeout_s:g}s" for _ in late]
