"""The run list: what is in ``runs/``, newest first, read from each run directory's files alone.

Broken or partial directories are listed too (terminal "unfinished" or "unreadable") rather than
hidden, because those are exactly the runs a person goes looking for. Durable runs add three
states: "waiting" (paused for a person; ``waiting`` says for what), "running" (its process holds
the run's lock) and ``resumable`` (an unfinished or waiting run with a checkpoint and nobody
driving it: ``wayfinder run --resume`` continues it).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from wayfinder.trace.report_data import looks_like_run, read_run
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import RunLock, read_meta

GOAL_CHARS = 1000  # the goal on one line; the table cuts it to the terminal's width, JSON keeps it


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
    resumable: bool = False
    waiting: str | None = None  # what a paused run waits for

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["path"] = str(self.path)
        data["report_path"] = str(self.report_path)
        return data


def describe_waiting(payload: Any) -> str:
    """One line: what a paused run waits for (its summary's ``waiting``)."""
    data = payload if isinstance(payload, dict) else {}
    if data.get("kind") == "question":
        return f"an answer to: {data.get('question')}"
    reasons = data.get("reasons") or []
    why = f" ({reasons[0]})" if reasons else ""
    return f"approval of {data.get('what')}, {data.get('risk')} risk{why}"


def _running(root: Path) -> bool:
    """Whether a live process drives the run (holds its lock)."""
    lock = RunLock(RunDir.open(root).lock_path)
    if not lock.path.exists():
        return False
    if lock.acquire():
        lock.release()
        return False
    return True


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
        if summary.status == "waiting":
            base.update(terminal="waiting", waiting=describe_waiting(summary.waiting))
    else:  # no summary yet (a run whose process died, or one still running): run.json has its goal
        meta = read_meta(RunDir.open(root))
        base.update(terminal="unfinished", steps=len({s.step for s in steps}))
        if meta is not None:
            base.update(goal=_short(meta.goal), started_at=meta.started_at)
        if steps:
            base.update(started_at=steps[0].ts, duration_s=max(0.0, steps[-1].ts - steps[0].ts))
    if base["terminal"] in ("unfinished", "waiting") and (root / "checkpoints.sqlite").is_file():
        if _running(root):
            base.update(terminal="running")
        else:
            base.update(resumable=True)
    return RunInfo(**base)


def list_runs(runs_dir: Path, limit: int = 20, *, waiting: bool = False) -> list[RunInfo]:
    """The run directories under ``runs_dir``, newest first, at most ``limit`` (0 or less: all);
    ``waiting``: only the runs paused for a person."""
    runs_dir = Path(runs_dir)
    if not runs_dir.is_dir():
        return []
    infos = [run_info(child) for child in runs_dir.iterdir() if child.is_dir() and looks_like_run(child)]
    if waiting:
        infos = [info for info in infos if info.terminal == "waiting"]
    infos.sort(key=lambda info: (info.started_at, info.session_id), reverse=True)
    return infos if limit <= 0 else infos[:limit]
