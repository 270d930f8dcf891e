"""``list_runs``, ``list_waiting_runs`` and ``get_run``: what is in the runs directory, read from the run
files alone. Each returns one object (``RunList``, or a run's detail), like every other tool."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from wayfinder.agent.waiting import waiting_question
from wayfinder.trace.records import read_trace
from wayfinder.trace.report_data import looks_like_run, read_run
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runs import list_runs as runs_in

MAX_LIST = 200


class RunList(BaseModel):
    """Runs, newest first."""

    runs_dir: str
    count: int
    runs: list[dict[str, Any]] = Field(
        description="session_id, goal, terminal (a terminal reason, waiting, running or unfinished), steps, "
        "resumable, report_path; a waiting run also has question"
    )


def list_runs(runs_dir: Path, limit: int = 20) -> RunList:
    """The newest runs first (at most ``limit``, at most 200)."""
    rows = [info.to_json() for info in runs_in(runs_dir, max(1, min(limit, MAX_LIST)))]
    return RunList(runs_dir=str(runs_dir), count=len(rows), runs=rows)


def list_waiting(runs_dir: Path) -> RunList:
    """The runs paused for a person, each with the question it puts to them."""
    rows = []
    for info in runs_in(runs_dir, 0, waiting=True):
        _steps, summary = read_trace(RunDir.open(info.path).trace_path)
        waiting = summary.waiting if summary is not None else None
        rows.append({**info.to_json(), "question": waiting_question(waiting) if waiting else info.waiting})
    return RunList(runs_dir=str(runs_dir), count=len(rows), runs=rows)


def run_root(runs_dir: Path, session_id: str) -> Path:
    """The directory of run ``session_id``; a ToolError naming recent ones when there is none."""
    name = session_id.strip()
    root = Path(runs_dir) / name
    if not name or Path(name).name != name or name in (".", "..") or not looks_like_run(root):
        recent = ", ".join(info.session_id for info in runs_in(runs_dir, 5)) or "none yet"
        raise ToolError(f"There is no run {session_id!r} in {runs_dir}; recent runs: {recent}.")
    return root


def get_run(runs_dir: Path, session_id: str) -> dict[str, Any]:
    """A run's summary record and its narration (one line per step that said something)."""
    root = run_root(runs_dir, session_id)
    steps, summary, _ = read_run(root / "logs" / "trace.jsonl")
    narration: list[str] = []
    for record in steps:
        line = record.ux_message or record.error
        if line and (not narration or not narration[-1].endswith(line)):
            narration.append(f"{record.step}: {line}")
    report = root / "report.html"
    return {
        "session_id": root.name,
        "run_dir": str(root),
        "summary": summary.model_dump(mode="json") if summary is not None else None,
        "narration": narration,
        "report_path": str(report) if report.is_file() else None,
    }
