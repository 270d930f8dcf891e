"""Where a step's time goes, read back from run traces (pure over files): ``wayfinder bench steps``.

A step is one planned-and-executed action: the records of one step number (observe, goal_check,
planner, safety, confirm, execute, progress...). Its time splits in two:

- the page's own time: loading after a navigation, the network the page starts, the page's timers
  and scripts before it settles (what the executor and progress record as ``page_ms``), and a model
  call when a planner records one (``plan.model_ms``);
- the agent's overhead: everything else (observing, deciding, checking risk, acting, detecting the
  effect, scoring progress, writing the trace).

Phases are named by the executor and the progress node ("act.click", "settle", "capture.script"...);
:func:`flame` turns their per-step medians and totals into a flame-style breakdown. Traces written
before phases existed still give per-node numbers.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any

META = frozenset({"done", "ask_user"})


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def med(values: Sequence[float]) -> float:
    return float(median(values)) if values else 0.0


@dataclass
class StepTime:
    """One executed action step of one run."""

    run: str
    step: int
    action: str
    nodes: dict[str, float]
    page_ms: float
    exec_phases: dict[str, float] = field(default_factory=dict)
    progress_phases: dict[str, float] = field(default_factory=dict)

    @property
    def total_ms(self) -> float:
        return sum(self.nodes.values())

    @property
    def overhead_ms(self) -> float:
        return max(self.total_ms - self.page_ms, 0.0)


@dataclass
class RunTimes:
    run: str
    steps: list[StepTime]
    first_observe_ms: float | None
    first_capture_ms: float | None  # the observation itself (som.js + screenshot), without node bookkeeping
    node_ms: dict[str, list[float]]
    seconds: float | None = None  # the run's duration from its summary
    terminal_reason: str | None = None


def _records(trace: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The step records and the summary record (empty when the run has none)."""
    out, summary = [], {}
    for line in trace.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue  # a truncated last line
        if isinstance(data, dict) and data.get("type") == "step":
            out.append(data)
        elif isinstance(data, dict) and data.get("type") == "summary":
            summary = data
    return out, summary


def _step_time(run: str, step: int, records: list[dict[str, Any]]) -> StepTime | None:
    execute = next((r for r in records if r["node"] == "execute" and r.get("exec")), None)
    if execute is None:
        return None
    action = str((execute["exec"].get("action") or {}).get("type", ""))
    if action in META or execute["exec"].get("meta"):
        return None
    nodes: dict[str, float] = defaultdict(float)
    for r in records:
        nodes[r["node"]] += float(r.get("duration_ms") or 0.0)
    progress = next((r.get("progress") or {} for r in records if r["node"] == "progress"), {})
    model_ms = sum(float((r.get("plan") or {}).get("model_ms") or 0.0) for r in records)
    page = float(execute["exec"].get("page_ms") or 0.0) + float(progress.get("page_ms") or 0.0) + model_ms
    return StepTime(
        run=run,
        step=step,
        action=action,
        nodes=dict(nodes),
        page_ms=page,
        exec_phases=dict(execute["exec"].get("phases") or {}),
        progress_phases=dict(progress.get("phases") or {}),
    )


def read_run(run_dir: Path) -> RunTimes | None:
    trace = run_dir / "logs" / "trace.jsonl"
    if not trace.is_file():
        return None
    records, summary = _records(trace)
    by_step: dict[int, list[dict[str, Any]]] = defaultdict(list)
    node_ms: dict[str, list[float]] = defaultdict(list)
    for r in records:
        by_step[int(r.get("step", 0))].append(r)
        node_ms[r["node"]].append(float(r.get("duration_ms") or 0.0))
    steps = [s for n in sorted(by_step) if (s := _step_time(run_dir.name, n, by_step[n])) is not None]
    observes = [r for r in records if r["node"] == "observe" and r.get("observe")]
    first = observes[0] if observes else None
    timing = ((first or {}).get("observe") or {}).get("timing") or {}
    return RunTimes(
        run=run_dir.name,
        steps=steps,
        first_observe_ms=float(first["duration_ms"]) if first else None,
        first_capture_ms=float(timing["total_ms"]) if "total_ms" in timing else None,
        node_ms=dict(node_ms),
        seconds=float(summary["duration_s"]) if "duration_s" in summary else None,
        terminal_reason=summary.get("terminal_reason"),
    )


def read_runs(roots: Iterable[Path]) -> list[RunTimes]:
    """Every run directory under (or at) ``roots``: a directory with ``logs/trace.jsonl``."""
    runs = []
    for root in roots:
        candidates = (
            [root] if (root / "logs" / "trace.jsonl").is_file() else sorted(root.rglob("trace.jsonl"))
        )
        for path in candidates:
            run_dir = path if path.is_dir() else path.parent.parent
            got = read_run(run_dir)
            if got is not None:
                runs.append(got)
    return runs


@dataclass
class Stat:
    n: int
    median: float
    p90: float
    total: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Stat:
        return cls(
            len(values), round(med(values), 1), round(percentile(values, 90), 1), round(sum(values), 1)
        )


@dataclass
class FlameRow:
    name: str  # "act.click"
    depth: int
    stat: Stat
    share: float  # of the parent's (or the node's) total time


def flame(phases: Sequence[dict[str, float]], node_totals: Sequence[float]) -> list[FlameRow]:
    """Per-phase statistics over steps, as a tree ordered by total time; ``other`` is what no phase
    covers. Shares are of the parent phase, top-level ones of the node's total."""
    names = sorted({name for p in phases for name in p})
    values = {name: [p.get(name, 0.0) for p in phases] for name in names}
    node_total = sum(node_totals)
    rows: list[FlameRow] = []

    def children_of(parent: str | None) -> list[str]:
        depth = 0 if parent is None else parent.count(".") + 1
        prefix = "" if parent is None else parent + "."
        kids = [n for n in names if n.count(".") == depth and n.startswith(prefix)]
        return sorted(kids, key=lambda n: -sum(values[n]))

    def walk(parent: str | None, parent_total: float) -> None:
        for name in children_of(parent):
            total = sum(values[name])
            share = total / parent_total if parent_total else 0.0
            rows.append(FlameRow(name, name.count("."), Stat.of(values[name]), round(share, 3)))
            walk(name, total)

    walk(None, node_total)
    covered = sum(sum(values[n]) for n in children_of(None))
    other = [
        max(t - sum(p.get(n, 0.0) for n in children_of(None)), 0.0)
        for t, p in zip(node_totals, phases, strict=True)
    ]
    if node_total:
        rows.append(
            FlameRow("(other)", 0, Stat.of(other), round(max(node_total - covered, 0.0) / node_total, 3))
        )
    return rows


@dataclass
class Summary:
    runs: int
    steps: int
    run_seconds: Stat
    overhead: Stat
    page: Stat
    step_total: Stat
    first_observe: Stat
    first_capture: Stat
    nodes: dict[str, Stat]
    execute_flame: list[FlameRow]
    progress_flame: list[FlameRow]


def summarize(runs: Sequence[RunTimes]) -> Summary:
    steps = [s for r in runs for s in r.steps]
    node_ms: dict[str, list[float]] = defaultdict(list)
    for r in runs:
        for node, values in r.node_ms.items():
            node_ms[node].extend(values)
    firsts = [r.first_observe_ms for r in runs if r.first_observe_ms is not None]
    captures = [r.first_capture_ms for r in runs if r.first_capture_ms is not None]
    return Summary(
        runs=len(runs),
        steps=len(steps),
        run_seconds=Stat.of([r.seconds for r in runs if r.seconds is not None]),
        overhead=Stat.of([s.overhead_ms for s in steps]),
        page=Stat.of([s.page_ms for s in steps]),
        step_total=Stat.of([s.total_ms for s in steps]),
        first_observe=Stat.of(firsts),
        first_capture=Stat.of(captures),
        nodes={node: Stat.of(values) for node, values in sorted(node_ms.items())},
        execute_flame=flame([s.exec_phases for s in steps], [s.nodes.get("execute", 0.0) for s in steps]),
        progress_flame=flame(
            [s.progress_phases for s in steps], [s.nodes.get("progress", 0.0) for s in steps]
        ),
    )
