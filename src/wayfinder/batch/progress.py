"""The batch's running count (pure): succeeded / failed / running, the rate and the time left."""

from __future__ import annotations

from dataclasses import dataclass, field


def clock(seconds: float | None) -> str:
    """``H:MM:SS`` (``-:--:--`` when unknown)."""
    if seconds is None:
        return "-:--:--"
    total = max(0, round(seconds))
    return f"{total // 3600}:{total % 3600 // 60:02d}:{total % 60:02d}"


@dataclass
class Tally:
    """Counts of one batch. ``started_at`` is when the first run began (skipped runs are not work
    done now, so they count in ``total``'s complement, not in the rate)."""

    total: int
    started_at: float
    succeeded: int = 0
    failed: int = 0
    running: set[str] = field(default_factory=set)

    @property
    def finished(self) -> int:
        return self.succeeded + self.failed

    def start(self, key: str) -> None:
        self.running.add(key)

    def finish(self, key: str, ok: bool) -> None:
        self.running.discard(key)
        if ok:
            self.succeeded += 1
        else:
            self.failed += 1

    def rate_per_min(self, now: float) -> float | None:
        elapsed = now - self.started_at
        if self.finished == 0 or elapsed <= 0:
            return None
        return self.finished / elapsed * 60.0

    def eta_s(self, now: float) -> float | None:
        rate = self.rate_per_min(now)
        if rate is None:
            return None
        return (self.total - self.finished) / rate * 60.0

    def line(self, now: float) -> str:
        rate = self.rate_per_min(now)
        shown = "-" if rate is None else f"{rate:.1f}"
        return (
            f"ok {self.succeeded}  failed {self.failed}  running {len(self.running)}  "
            f"{shown} runs/min  ETA {clock(self.eta_s(now))}"
        )
