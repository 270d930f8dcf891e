"""The end of one process's part of a run: the terminal set outside the graph, the summary, the result.

A run's process ends in one of two ways: the run ended (a terminal reason, ``status="ended"``) or it
paused for a person (``status="waiting"``: terminal_reason None, ``waiting`` says for what). Both
write a RunSummary; a paused run's later summary (after approve/deny/answer) supersedes it.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wayfinder.agent.events import AgentEvent
from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.state import budget_of, current_url, stage_of, stop_reason_of, stopping
from wayfinder.agent.terminals import normalize_terminal
from wayfinder.plan.base import Planner
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings
from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import RunLock
from wayfinder.trace.tracer import Tracer


@dataclass
class RunResult:
    """What a caller needs after a run; everything else is in ``run_dir``.

    ``status`` is "ended" (``terminal_reason`` set) or "waiting" (paused for a person:
    ``terminal_reason`` is None and ``waiting`` says what it waits for)."""

    session_id: str
    terminal_reason: str | None
    terminal_type: str | None
    steps: int
    answer: str | None
    run_dir: Path
    report_path: Path | None
    planner_calls: int
    prompt_tokens: int
    completion_tokens: int
    duration_s: float
    evidence: dict[str, Any] = field(default_factory=dict)
    status: str = "ended"
    waiting: dict[str, Any] | None = None
    # the run's files could not all be written (a full or read-only disk): one sentence, else None
    record_error: str | None = None

    @property
    def verified(self) -> bool:
        """The verifier backed the ending with evidence (only a goal_satisfied run can be)."""
        return bool((self.evidence.get("verification") or {}).get("verified"))


@dataclass
class Run:
    """The mutable pieces of one run, so the finally-block can summarize whatever state was reached."""

    goal: str
    start_url: str | None
    settings: Settings
    planner: Planner
    run_dir: RunDir
    tracer: Tracer
    started: float
    state: dict[str, Any]
    lock: RunLock
    secrets: SecretStore | None = None
    waiting: dict[str, Any] | None = None
    resumes: list[dict[str, Any]] = field(default_factory=list)
    record_error: str | None = None  # set by close_run when the run's files could not all be written


def end_outside_graph(
    run: Run, emit: Callable[[AgentEvent], None], reason: str, details: dict[str, Any]
) -> None:
    """Set the terminal when the graph could not (never started, raised, was interrupted)."""
    if run.state.get("terminal_reason"):
        return
    run.waiting = None
    run.state.update({"stop": stopping(reason, details), "last_error": details.get("error")})
    out = normalize_terminal(run.state)
    run.state.update(out)
    ux = narrate_terminal(out["terminal_reason"], out["terminal_evidence"], run.state.get("answer"))
    step = int(run.state.get("step", 0))
    run.tracer.record(
        StepRecord(
            session_id=run.run_dir.session_id,
            step=step,
            node="finalize",
            ts=time.time(),
            url=current_url(run.state) or run.start_url or "",
            ux_message=ux,
            terminal=out,
            error=details.get("error"),
        )
    )
    run.tracer.log(f"terminal {out['terminal_reason']}: {ux}")
    emit(AgentEvent(kind="terminal", step=step, message=ux, data=out))


def close_run(run: Run) -> Path | None:
    """Write the summary (always), close the tracer, then write the report if it can be built.

    A run that ended forgets its saved browser storage (cookies are only kept while it can resume)."""
    waiting = run.waiting is not None
    if not waiting and not run.state.get("terminal_reason"):
        run.state.update(
            normalize_terminal({**run.state, "stop": stopping(stop_reason_of(run.state) or "crashed")})
        )
    ended = time.time()
    st = run.state
    budget = budget_of(st)
    summary = RunSummary(
        session_id=run.run_dir.session_id,
        goal=run.goal,
        start_url=run.start_url,
        started_at=run.started,
        ended_at=ended,
        duration_s=round(ended - run.started, 3),
        steps=int(st.get("step", 0)),
        planner=run.planner.name,
        planner_calls=budget["planner_calls"],
        terminal_reason=None if waiting else st.get("terminal_reason"),
        terminal_type=None if waiting else st.get("terminal_type"),
        terminal_evidence={} if waiting else dict(st.get("terminal_evidence") or {}),
        answer=st.get("answer"),
        verification={} if waiting else dict((st.get("terminal_evidence") or {}).get("verification") or {}),
        prompt_tokens=budget["prompt_tokens"],
        completion_tokens=budget["completion_tokens"],
        cost_usd=budget["cost_usd"],
        settings=run.settings.model_dump(mode="json"),
        extra={
            "goal_kind": st.get("goal_kind"),
            "task_mode": st.get("task_mode"),
            "goal_stage": stage_of(st)["name"],
            "frame_source": st.get("frame_source") or "rules",
            **({"frame_notes": list(st["frame_notes"])} if st.get("frame_notes") else {}),
        },
        status="waiting" if waiting else "ended",
        waiting=run.waiting,
        resumes=list(run.resumes),
    )
    run.tracer.summary(summary)
    run.tracer.close()
    if not waiting:
        with contextlib.suppress(OSError):
            run.run_dir.storage_path.unlink(missing_ok=True)
    report = _write_report(run.run_dir, run.tracer)
    run.record_error = run.tracer.incomplete  # the terminal says it: the log may not hold it
    return report


def _write_report(run_dir: RunDir, tracer: Tracer) -> Path | None:
    try:
        from wayfinder.trace.report import write_report
    except ImportError:
        return None
    try:
        return write_report(run_dir.root)
    except OSError as exc:  # a full or read-only disk: part of the incomplete record
        tracer.failed(run_dir.root / "report.html", exc)
        return None
    except Exception:  # the run is recorded; a report bug must not hide its result
        return None


def result_of(run: Run, report: Path | None) -> RunResult:
    st = run.state
    budget = budget_of(st)
    waiting = run.waiting is not None
    return RunResult(
        session_id=run.run_dir.session_id,
        terminal_reason=None if waiting else str(st.get("terminal_reason")),
        terminal_type=None if waiting else str(st.get("terminal_type")),
        steps=int(st.get("step", 0)),
        answer=st.get("answer"),
        run_dir=run.run_dir.root,
        report_path=report,
        planner_calls=budget["planner_calls"],
        prompt_tokens=budget["prompt_tokens"],
        completion_tokens=budget["completion_tokens"],
        duration_s=round(time.time() - run.started, 3),
        evidence={} if waiting else dict(st.get("terminal_evidence") or {}),
        status="waiting" if waiting else "ended",
        waiting=run.waiting,
        record_error=run.record_error,
    )
