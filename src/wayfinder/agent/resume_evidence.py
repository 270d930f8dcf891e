"""What the run directory says beyond the latest checkpoint, for ``plan_resume`` (``resume_plan.py``).

A process may die between a node's own records and the checkpoint after it. Four facts settle what
happened then, read from files the dead process wrote before it died:

- the executor's mark (``state/action_started.json``, written just before an action begins): the
  step whose action was begun, so a risky action that never began is not called uncertain;
- the trace's execute record of the in-flight step (with its exec artifact): the action finished and
  its result is on disk, so it is used instead of doing the action again;
- the checkpoint's finished task (its writes saved after the checkpoint): its update is applied as
  that node, and tells where the page is (where an action led, the page progress saw);
- the checkpoint that began the step (before the planner), from the checkpoint history: a step taken
  again starts from the planner's memory of that moment.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from typing import Any

from langgraph.types import StateSnapshot

from wayfinder.agent import routes as r
from wayfinder.agent.resume_plan import Evidence
from wayfinder.agent.state import action_of
from wayfinder.agent.steps import step_no
from wayfinder.trace.records import StepRecord
from wayfinder.trace.rundir import RunDir

MARK_FILE = "action_started.json"
STEP_STARTS = frozenset({r.OBSERVE, r.GOAL_CHECK, r.LOOP_MITIGATION, r.PLANNER})


def mark_started(run_dir: RunDir, step: int) -> None:
    """The executor is about to begin the action of ``step`` (a file write survives a killed process)."""
    (run_dir.state_dir / MARK_FILE).write_text(json.dumps({"step": step}), encoding="utf-8")


def clear_mark(run_dir: RunDir) -> None:
    """No mark at all (a failed write must not leave an older step's mark, which would say "not begun")."""
    with contextlib.suppress(OSError):
        (run_dir.state_dir / MARK_FILE).unlink(missing_ok=True)


def started_step(run_dir: RunDir) -> int | None:
    try:
        data = json.loads((run_dir.state_dir / MARK_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    step = data.get("step") if isinstance(data, dict) else None
    return int(step) if isinstance(step, int) else None


def _recorded(run_dir: RunDir, steps: Sequence[StepRecord], values: dict[str, Any]) -> tuple[str, str] | None:
    """(exec artifact, URL after) of the in-flight step's finished action, when the trace has it."""
    action = action_of(values)
    if action is None:
        return None
    planned = action.model_dump(mode="json")
    for record in reversed(steps):
        if record.node == "resumed":
            continue
        if record.step != step_no(values) or record.node != "execute" or not record.exec:
            continue
        path = (record.artifacts or {}).get("exec")
        if record.exec.get("action") != planned or not path or not (run_dir.root / path).is_file():
            return None
        return str(path), str(record.exec.get("url_after") or "")
    return None


def _pending(snapshot: StateSnapshot) -> tuple[tuple[str, ...], dict[str, Any] | None]:
    """The nodes whose writes were saved after the checkpoint, and the last one's state update."""
    names: list[str] = []
    writes: dict[str, Any] | None = None
    for task in snapshot.tasks:
        if task.result is None:
            continue
        names.append(task.name)
        writes = dict(task.result) if isinstance(task.result, dict) else {}
    return tuple(names), writes


def _rollback(snapshot: StateSnapshot, history: Sequence[StateSnapshot]) -> StateSnapshot | None:
    """The newest earlier checkpoint of the same step from before its planner ran."""
    step = step_no(snapshot.values)
    for older in history:
        if older.config == snapshot.config or not older.next or not older.values:
            continue
        if older.next[0] in STEP_STARTS and step_no(older.values) == step:
            return older
    return None


def gather(
    run_dir: RunDir, snapshot: StateSnapshot, history: Sequence[StateSnapshot], steps: Sequence[StepRecord]
) -> Evidence:
    """The Evidence of ``run_dir`` for its latest checkpoint ``snapshot`` (``history``: newest first)."""
    values = dict(snapshot.values)
    recorded = _recorded(run_dir, steps, values)
    pending, pending_writes = _pending(snapshot)
    back = _rollback(snapshot, history)
    return Evidence(
        started_step=started_step(run_dir),
        recorded_exec=recorded[0] if recorded else None,
        recorded_url=(recorded[1] or None) if recorded else None,
        pending=pending,
        pending_writes=pending_writes,
        rollback_state=dict(back.values) if back is not None else None,
        rollback_config=dict(back.config) if back is not None else None,
    )
