"""``list_runs`` and ``get_run``: what is in the runs directory, read from the run files alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError

from wayfinder.trace.report_data import looks_like_run, read_run
from wayfinder.trace.runs import list_runs as runs_in

MAX_LIST = 200


def list_runs(runs_dir: Path, limit: int = 20) -> list[dict[str, Any]]:
    """The newest runs first (at most ``limit``, at most 200)."""
    return [info.to_json() for info in runs_in(runs_dir, max(1, min(limit, MAX_LIST)))]


def run_root(runs_dir: Path, session_id: str) -> Path:
    """The directory of run ``session_id``; a ToolError naming recent ones when there is none."""
    name = session_id.strip()
    root = Path(runs_dir) / name
    if not name or Path(name).name != name or name in (".", "..") or not looks_like_run(root):
        recent = ", ".join(info.session_id for info in runs_in(runs_dir, 5)) or "none yet"
        raise ToolError(f"no run {session_id!r} in {runs_dir}; recent runs: {recent}")
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
