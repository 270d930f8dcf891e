"""Finding a run to go on with, and refusing a reply it does not wait for, without the agent (light).

``find_run`` opens a run directory by its session id and takes its lock (``agent/resume.py`` goes on
from there). ``check_reply`` is what ``wayfinder approve|deny|answer`` asks before they import the
loop (LangGraph, the goal reader, the planners: seconds of CPU on a small machine): an unknown run,
one with no checkpoint, one still running, one that already ended, or one whose summary says it waits
for the other kind of reply is refused here, in the words the full path uses. Everything else (a run
whose process died without a summary, the checkpoint's own account of what it waits for) is decided
by ``agent/resume.py`` as before; this module only answers early what the run's files already say.

Imports: the trace's records and run directory, no LangGraph, no goal reader
(``tests/unit/agent/test_paused.py`` pins it).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.trace.records import RunSummary, read_trace
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import RunLock, RunMeta, read_meta
from wayfinder.trace.runs import describe_waiting


@dataclass
class FoundRun:
    """A run directory to go on with, its lock held."""

    run_dir: RunDir
    meta: RunMeta
    summary: RunSummary | None
    lock: RunLock
    resumes: list[dict[str, Any]]  # the ``resumed`` records so far (the trace keeps them all)


def find_run(session_id: str, runs_dir: Any) -> FoundRun:
    """The run directory of ``session_id`` with its lock taken; ConfigError when it cannot be resumed."""
    root = Path(runs_dir) / session_id.strip()
    if not session_id.strip() or "/" in session_id or not root.is_dir():
        raise ConfigError(f"no run {session_id!r} in {runs_dir} (see: wayfinder runs --runs-dir {runs_dir})")
    run_dir = RunDir.open(root)
    meta = read_meta(run_dir)
    if meta is None or not run_dir.checkpoint_path.is_file():
        raise ConfigError(
            f"run {session_id} has no checkpoint to resume from (no run.json/checkpoints.sqlite)"
        )
    lock = RunLock(run_dir.lock_path)
    if not lock.acquire():
        raise ConfigError(
            f"run {session_id} is still running (process {lock.holder() or '?'}); it cannot be resumed"
        )
    steps, summary = read_trace(run_dir.trace_path)
    resumes = [dict(s.resume) for s in steps if s.node == "resumed" and s.resume]
    return FoundRun(run_dir, meta, summary, lock, resumes)


def ended_refusal(found: FoundRun, expect: str | None) -> ConfigError | None:
    """A reply (``expect``: "confirm" or "question") to a run that already ended: nothing waits."""
    summary = found.summary
    if expect is None or summary is None or summary.status != "ended":
        return None
    return ConfigError(
        f"run {found.run_dir.session_id} already ended ({summary.terminal_reason}); nothing waits"
    )


def waiting_refusal(session_id: str, waiting: dict[str, Any], expect: str | None) -> ConfigError | None:
    """A reply of the other kind than the one the run waits for (``waiting``: its pause's request)."""
    if expect is None or waiting.get("kind") == expect:
        return None
    return ConfigError(f"run {session_id} is not waiting for that: it waits for {describe_waiting(waiting)}")


def check_reply(session_id: str, runs_dir: Any, expect: str) -> None:
    """ConfigError when the run's own files already refuse a reply of kind ``expect``; the lock is
    released either way (the resume takes it again)."""
    found = find_run(session_id, runs_dir)
    try:
        refusal = ended_refusal(found, expect)
        summary = found.summary
        if refusal is None and summary is not None and summary.status == "waiting" and summary.waiting:
            refusal = waiting_refusal(found.run_dir.session_id, dict(summary.waiting), expect)
        if refusal is not None:
            raise refusal
    finally:
        found.lock.release()
