"""When the local pool replaces a worker by a fresh one: a safety valve for long batches.

A worker keeps its browser from one run to the next (a fresh context per run), so whatever leaks
inside Chromium, the Playwright driver or the worker's Python adds up over hundreds of runs. After
``max_runs`` runs, or once its process tree's memory after a run (PSS, ``batch/measure.py``) passes
``max_mb``, the worker is asked to quit between runs (it closes its browser) and a new one takes the
next run. Nothing is lost: the decision is taken only after a run has reported its outcome.
Settings: ``worker_max_runs`` and ``worker_max_mb`` (0 turns either off).
"""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.settings import Settings


@dataclass(frozen=True)
class Recycle:
    max_runs: int = 0  # 0: never by count
    max_mb: float = 0.0  # 0: never by memory

    @classmethod
    def from_settings(cls, settings: Settings) -> Recycle:
        return cls(max_runs=settings.worker_max_runs, max_mb=float(settings.worker_max_mb))

    def reason(self, runs: int, end_mb: float) -> str | None:
        """Why a worker that has done ``runs`` runs and holds ``end_mb`` MB is replaced, or None."""
        if self.max_runs and runs >= self.max_runs:
            return f"{runs} runs (worker_max_runs {self.max_runs})"
        if self.max_mb and end_mb > self.max_mb:
            return f"{end_mb:.0f} MB after a run (worker_max_mb {self.max_mb:.0f})"
        return None
