"""One row per batch run: built from the run's result, kept beside its run directories, written out.

``<runs-dir>/<id>/`` holds the job's run directories (one per attempt) and, once a run ended on its
own (whatever its outcome), ``ended.json`` with its row. Re-running the same file with the same
``--runs-dir`` skips the jobs that have one and runs the others again: those that never started,
died with their worker, passed the hard ceiling, or were stopped by Ctrl-C.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.run import RunResult
from wayfinder.trace.records import read_trace
from wayfinder.trace.rundir import RunDir

ENDED_FILE = "ended.json"
SUCCEEDED, FAILED, NOT_RUN = "succeeded", "failed", "not_run"
# what --json/--csv write, per kind of batch
AGENT_COLUMNS = (
    "id",
    "status",
    "terminal_reason",
    "verified",
    "answer",
    "steps",
    "seconds",
    "tokens",
    "run_dir",
    "error",
)
PORTAL_COLUMNS = (
    "id",
    "status",
    "terminal_reason",
    "answer",
    "script_path",
    "rows",
    "seconds",
    "run_dir",
    "error",
)
MEASURE_COLUMNS = ("skipped", "resumed", "cpu_s", "peak_mb", "worker")
# a run asked to stop at the per-run ceiling; the driver words it with the limit it knows
TIME_LIMIT_STOP = "external:time_limit"


@dataclass
class BatchRow:
    """One run. ``status``: succeeded (goal_satisfied, or a portal's DONE), failed (any other end,
    or no end: ``error`` says why), not_run (the batch stopped first). For a portal job
    ``terminal_reason`` is its status (DONE, NEEDS_HUMAN_REVIEW, FAILED) and ``answer`` its message."""

    id: str
    status: str = FAILED
    terminal_reason: str | None = None
    verified: bool | None = None
    answer: str | None = None
    steps: int = 0
    seconds: float = 0.0
    tokens: int = 0
    run_dir: str | None = None
    error: str | None = None
    script_path: str | None = None
    rows: int | None = None
    skipped: bool = False
    resumed: bool = False
    cpu_s: float = 0.0
    peak_mb: float = 0.0
    worker: int | None = None

    @property
    def succeeded(self) -> bool:
        return self.status == SUCCEEDED

    def to_dict(self, columns: Sequence[str] | None = None) -> dict[str, Any]:
        data = asdict(self)
        return {k: data[k] for k in columns} if columns else data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BatchRow:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def row_from_result(job_id: str, result: RunResult) -> BatchRow:
    """The row of a finished agent run; ``verified`` when the summary carries a verification."""
    verification = result.evidence.get("verification") if result.evidence else None
    verified = bool(verification.get("verified")) if isinstance(verification, dict) else None
    return BatchRow(
        id=job_id,
        status=SUCCEEDED if result.terminal_reason == "goal_satisfied" else FAILED,
        terminal_reason=result.terminal_reason,
        verified=verified,
        answer=result.answer,
        steps=result.steps,
        seconds=result.duration_s,
        tokens=result.prompt_tokens + result.completion_tokens,
        run_dir=str(result.run_dir),
        error=_failure(result),
    )


def _failure(result: RunResult) -> str | None:
    """Why a run did not succeed, in the run's own closing sentence ("Gave up: no product matches
    'garden hose' on this site ..."), never an internal stop name such as ``done_failure``."""
    if result.terminal_reason == "goal_satisfied":
        return None
    if result.status == "waiting":
        return "paused, waiting for a person (see wayfinder approve/deny/answer)"
    evidence = result.evidence or {}
    if evidence.get("stop_reason") == TIME_LIMIT_STOP:
        return TIME_LIMIT_STOP
    if result.terminal_reason is None:
        return None
    return narrate_terminal(result.terminal_reason, evidence, result.answer)


def ended_path(runs_dir: Path, job_id: str) -> Path:
    return Path(runs_dir) / job_id / ENDED_FILE


def record_ended(runs_dir: Path, row: BatchRow) -> None:
    """Remember a run that ended on its own, so the next batch over the same runs dir skips it."""
    path = ended_path(runs_dir, row.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(row.to_dict(), indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)


def previous_row(runs_dir: Path, job_id: str) -> BatchRow | None:
    """The row of a run of this job that already ended (its run directory still there), or None."""
    path = ended_path(runs_dir, job_id)
    try:
        row = BatchRow.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None
    if row.run_dir and not Path(row.run_dir).is_dir():
        return None
    row.skipped = True
    return row


def resumable_session(runs_dir: Path, job_id: str) -> str | None:
    """The newest run of this job that died mid-way (a checkpoint, no summary), to resume; else None."""
    job_dir = Path(runs_dir) / job_id
    if not job_dir.is_dir():
        return None
    sessions = sorted((p for p in job_dir.iterdir() if p.is_dir()), key=lambda p: p.name)
    for root in reversed(sessions):
        run = RunDir.open(root)
        if not (run.checkpoint_path.is_file() and run.meta_path.is_file()):
            continue
        _steps, summary = read_trace(run.trace_path)
        return root.name if summary is None else None
    return None


def write_json(path: Path, rows: Sequence[BatchRow], columns: Sequence[str], meta: dict[str, Any]) -> None:
    """One JSON object: the batch (``meta``: file, kind, runs dir, workers...) and ``runs``, one row
    per run."""
    cols = [*columns, *MEASURE_COLUMNS]
    data = {**meta, "runs": [r.to_dict(cols) for r in rows]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def write_jsonl(path: Path, rows: Sequence[BatchRow], columns: Sequence[str]) -> None:
    """One JSON object per line, one line per run (the columns of ``write_csv``)."""
    cols = [*columns, *MEASURE_COLUMNS]
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(r.to_dict(cols)) for r in rows]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def write_csv(path: Path, rows: Sequence[BatchRow], columns: Sequence[str]) -> None:
    """One CSV row per run, with a header line."""
    cols = [*columns, *MEASURE_COLUMNS]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=cols)
        writer.writeheader()
        for row in rows:
            data = row.to_dict(cols)
            writer.writerow({k: "" if v is None else v for k, v in data.items()})
