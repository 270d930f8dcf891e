"""What an episode's agent did, in a few lines, read back from its run directory's trace.

A benchmark row says *that* an episode failed; whoever tunes the planner needs *why*: the goal, the
last actions the planner chose (with the reason it gave), whether each one worked, and how the run
ended. This reads only ``logs/trace.jsonl`` (rule 6: the trace is the product).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wayfinder.trace.records import StepRecord, read_trace
from wayfinder.trace.rundir import RunDir

MAX_LINE = 160


def _action_text(action: dict[str, Any]) -> str:
    kind = str(action.get("type", "?"))
    fields = {k: v for k, v in action.items() if k != "type" and v not in (None, False, "")}
    return f"{kind}({json.dumps(fields, ensure_ascii=False)[1:-1]})" if fields else kind


def _exec_text(step: StepRecord) -> str:
    ex = step.exec or {}
    if ex.get("meta"):
        return ""
    if ex.get("ok"):
        return " -> ok" + (" (no effect)" if ex.get("no_effect") else "")
    return f" -> FAILED: {ex.get('error') or step.error or 'unknown'}"


def action_lines(steps: list[StepRecord]) -> list[str]:
    """One line per planned action: step, action, the planner's reason, then what execution said.

    An action the confirm policy refused (no execute record) shows as "not executed".
    """
    lines: list[str] = []
    pending: str | None = None
    for step in steps:
        if step.node == "planner" and step.plan and step.plan.get("action"):
            if pending is not None:
                lines.append(pending + " -> not executed")
            intent = step.plan.get("intent") or step.intent or ""
            pending = f"{step.step}: {_action_text(step.plan['action'])} [{intent}]"
        elif step.node == "execute" and pending is not None:
            lines.append(pending + _exec_text(step))
            pending = None
    if pending is not None:
        lines.append(pending + " -> not executed")
    return [line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…" for line in lines]


def last_actions(run_dir: Path | None, n: int = 4) -> list[str]:
    """The last ``n`` action lines of a run, then its ending; empty when there is no trace."""
    if run_dir is None:
        return []
    steps, summary = read_trace(RunDir.open(Path(run_dir)).trace_path)
    lines = action_lines(steps)[-n:]
    if summary is not None:
        evidence = summary.terminal_evidence or {}
        why = evidence.get("answer") or evidence.get("stop_reason") or ""
        lines.append(f"end: {summary.terminal_reason} {why}".strip())
    return lines
