"""Where the time of one step goes (``wayfinder bench steps`` reads it back from the trace).

A :class:`PhaseTimer` adds up named phases in milliseconds and keeps apart the part that is the page's
own time: a navigation loading, the network the page starts, its scripts running before it settles.
Everything else is the agent's overhead. Names may nest with dots ("act.click" inside "act") so the
bench can draw a flame-style breakdown; the timer itself is flat and cheap (one ``perf_counter`` pair).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class PhaseTimer:
    phases: dict[str, float] = field(default_factory=dict)
    page_ms: float = 0.0

    @contextmanager
    def phase(self, name: str, *, page: bool = False) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.add(name, (time.perf_counter() - started) * 1000, page=page)

    def add(self, name: str, ms: float, *, page: bool = False) -> None:
        self.phases[name] = round(self.phases.get(name, 0.0) + ms, 2)
        if page:
            self.page_ms = round(self.page_ms + ms, 2)

    def as_dict(self) -> dict[str, float]:
        return dict(self.phases)
