"""``:trace`` in the shell: a finished run's narration read back from its files alone (rule 6).

Reading the run directory rather than remembering what was printed means ``:trace`` shows what was
recorded, including steps whose narration the live view kept quiet, and works after a crash.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from wayfinder.trace.records import StepRecord, read_trace
from wayfinder.trace.rundir import RunDir


def narration_lines(steps: Iterable[StepRecord]) -> list[str]:
    """``"  3  <ux_message>"`` per record that has one; a repeat of the same step's message is dropped."""
    lines: list[str] = []
    seen: set[tuple[int, str]] = set()
    for record in steps:
        message = " ".join((record.ux_message or "").split())
        if not message or (record.step, message) in seen:
            continue
        seen.add((record.step, message))
        lines.append(f"{record.step:>3}  {message}")
    return lines


def trace_lines(run_dir: Path) -> list[str]:
    """What ``:trace`` prints for ``run_dir``: the narration, the terminal, the trace and report paths."""
    run = RunDir.open(run_dir)
    if not run.trace_path.is_file():
        return [f"no trace at {run.trace_path}"]
    steps, summary = read_trace(run.trace_path)
    lines = narration_lines(steps) or ["(no narration recorded)"]
    if summary is not None:
        lines.append(f"Result  {summary.terminal_reason or 'unfinished'}")
    else:
        lines.append("Result  unfinished (no summary record)")
    lines.append(f"Trace   {run.trace_path}")
    report = run.root / "report.html"
    lines.append(f"Report  {report}" if report.is_file() else "Report  (not written)")
    return lines
