"""The run list: what is in ``runs/``, newest first, read from each run directory's files alone.

Broken or partial directories are listed too (terminal "unfinished" or "unreadable") rather than
hidden, because those are exactly the runs a person goes looking for.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from wayfinder.trace.report_data import looks_like_run, read_run

GOAL_CHARS = 60


@dataclass(frozen=True)
class RunInfo:
    """One row of the run list."""

    session_id: str
    path: Path
    goal: str  # shortened to GOAL_CHARS
    terminal: str  # a terminal reason, "unfinished" (no summary) or "unreadable"
    steps: int
    duration_s: float | None
    started_at: float  # epoch seconds; from the summary, the first record, or the directory's mtime
    kind: str
    report_path: Path
    report_exists: bool

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["path"] = str(self.path)
        data["report_path"] = str(self.report_path)
        return data


def _short(text: str, limit: int = GOAL_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def run_info(root: Path) -> RunInfo:
    """Describe one run directory; never raises for a broken one."""
    report = root / "report.html"
    base: dict[str, Any] = {
        "session_id": root.name,
        "path": root,
        "goal": "",
        "terminal": "unreadable",
        "steps": 0,
        "duration_s": None,
        "started_at": root.stat().st_mtime,
        "kind": "agent",
        "report_path": report,
        "report_exists": report.is_file(),
    }
    try:
        steps, summary, _ = read_run(root / "logs" / "trace.jsonl")
    except OSError:
        return RunInfo(**base)
    if summary is not None:
        base.update(
            goal=_short(summary.goal),
            terminal=summary.terminal_reason or "unfinished",
            steps=summary.steps or len({s.step for s in steps}),
            duration_s=summary.duration_s,
            started_at=summary.started_at,
            kind=summary.kind,
        )
    else:
        base.update(terminal="unfinished", steps=len({s.step for s in steps}))
        if steps:
            base.update(started_at=steps[0].ts, duration_s=max(0.0, steps[-1].ts - steps[0].ts))
    return RunInfo(**base)


def list_runs(runs_dir: Path, limit: int = 20) -> list[RunInfo]:
    """The run directories under ``runs_dir``, newest first, at most ``limit`` (0 or less: all)."""
    runs_dir = Path(runs_dir)
    if not runs_dir.is_dir():
        return []
    infos = [run_info(child) for child in runs_dir.iterdir() if child.is_dir() and looks_like_run(child)]
    infos.sort(key=lambda info: (info.started_at, info.session_id), reverse=True)
    return infos if limit <= 0 else infos[:limit]
