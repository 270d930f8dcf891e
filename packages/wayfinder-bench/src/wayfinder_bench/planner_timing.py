"""How long the rules planner takes to decide a step, on the steps of real runs (issues 20, 32).

Every planner step of a run leaves its ``PlannerContext`` in ``state/<session>_<step>_planner.json``.
This replays those contexts through the rules planner's pure ``decide`` in a fresh process, run by
run and step by step in the order they happened (so the per-process caches warm as they did in the
run; the goal is read before its first step, as the agent's stages read it), and prints:

- ``decide``: the planner's own time per step (median, p90, max) in one pass over the steps in run
  order, caches as cold as a process meets them (``--repeat`` N > 1 runs N passes and checks that
  every pass decides every step the same way; only the first pass is timed: later passes find the
  memos of the first warm);
- ``decide + artifact``: the same, plus what the ``planner`` node does with the decision: the context
  and the result dumped and written as the step's artifact (a real ``Tracer`` into a temporary run
  directory), the node's work apart from building the context;
- ``node``: the ``planner`` node's ``duration_ms`` from the runs' traces (the context built, the
  planner asked, the artifact written, on the machine as loaded as it was then), for comparison;
- ``digest``: a hash of every decision (the action, the intent, the memory carried on), so a change
  that is meant to be faster and nothing else can be shown to decide every step the same way:
  ``--decisions FILE`` writes them all, one JSON line per step, to compare with ``diff``.

    .venv/bin/python -m wayfinder_bench.planner_timing RUNS_DIR [RUNS_DIR ...] [--repeat 2]
        [--decisions OUT.jsonl] [--profile 25]

The contexts were written by a run with the rules planner (``wayfinder bench goals ... --runs-dir
RUNS_DIR``); the artifact of a step that failed (no result) is skipped. Secrets in an artifact are
masked, as they were for the planner's readers.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
import statistics
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from wayfinder.intent import parse_goal
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.rules.planner import decide
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer


@dataclass
class Step:
    run: str
    step: int
    context: PlannerContext


@dataclass
class Timing:
    steps: int = 0
    first_ms: list[float] = field(default_factory=list)
    with_artifact_ms: list[float] = field(default_factory=list)
    node_ms: list[float] = field(default_factory=list)
    digest: str = ""


def _step_of(path: Path) -> int:
    return int(path.stem.rsplit("_", 2)[-2])


def load_steps(runs_dirs: Sequence[Path]) -> Iterator[Step]:
    """The planner contexts of every run under ``runs_dirs`` (a run dir, or a folder of them), run by
    run in name order, step by step."""
    for root in runs_dirs:
        runs = (
            [root]
            if (root / "state").is_dir()
            else sorted(p for p in root.iterdir() if (p / "state").is_dir())
        )
        for run in runs:
            for path in sorted((run / "state").glob("*_planner.json"), key=_step_of):
                data = json.loads(path.read_text(encoding="utf-8"))
                if "result" not in data:
                    continue
                yield Step(run.name, _step_of(path), PlannerContext.model_validate(data["context"]))


def node_times(runs_dirs: Sequence[Path]) -> list[float]:
    """The ``planner`` node's ``duration_ms`` of every step in the runs' traces."""
    out: list[float] = []
    for root in runs_dirs:
        for trace in sorted(root.glob("**/logs/trace.jsonl")):
            for line in trace.read_text(encoding="utf-8").splitlines():
                record = json.loads(line)
                if record.get("node") == "planner" and record.get("duration_ms") is not None:
                    out.append(float(record["duration_ms"]))
    return out


def _decision(step: Step, result: PlannerResult) -> str:
    return json.dumps(
        {
            "run": step.run,
            "step": step.step,
            "action": result.action.model_dump(mode="json"),
            "intent": result.intent,
            "memory": result.memory,
        },
        sort_keys=True,
        default=str,
    )


def _artifact(step: Step, result: PlannerResult, tracer: Tracer) -> float:
    """ms to write the step's artifact as the planner node does (the context and the result dumped)."""
    started = time.perf_counter()
    payload = {"context": step.context.model_dump(mode="json"), "result": result.model_dump(mode="json")}
    tracer.write_artifact(step.step, "planner", payload)
    return (time.perf_counter() - started) * 1000


def measure(steps: Sequence[Step], repeat: int) -> tuple[Timing, list[str]]:
    """Decide every step ``repeat`` times (passes in run order); the times and decisions of the first."""
    timing = Timing(steps=len(steps))
    decisions: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        tracer = Tracer(RunDir.create(Path(tmp)))
        for n in range(repeat):
            for i, step in enumerate(steps):
                # the goal is read before the first step, as the agent's stages read it
                parse_goal(" ".join(step.context.goal.split()))
                started = time.perf_counter()
                result = decide(step.context)
                ms = (time.perf_counter() - started) * 1000
                line = _decision(step, result)
                if n == 0:
                    timing.first_ms.append(ms)
                    timing.with_artifact_ms.append(ms + _artifact(step, result, tracer))
                    decisions.append(line)
                elif line != decisions[i]:
                    raise SystemExit(f"{step.run} step {step.step}: a later decision differs from the first")
        tracer.close()
    timing.digest = hashlib.sha256("\n".join(decisions).encode()).hexdigest()[:16]
    return timing, decisions


def _stats(label: str, values: Sequence[float]) -> str:
    if not values:
        return f"{label}: no steps"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"{label}: median {statistics.median(ordered):.2f} ms, p90 {p90:.2f} ms, max {ordered[-1]:.2f} ms"
        f" over {len(ordered)} steps"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m wayfinder_bench.planner_timing")
    parser.add_argument("runs", nargs="+", type=Path, help="run directories, or folders of them")
    parser.add_argument("--repeat", type=int, default=1, help="passes over every step (default 1)")
    parser.add_argument("--decisions", type=Path, help="write every decision as a JSON line here")
    parser.add_argument("--profile", type=int, default=0, help="print the N costliest functions of one pass")
    args = parser.parse_args(argv)
    steps = list(load_steps(args.runs))
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        timing, decisions = measure(steps, 1)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(args.profile)
    else:
        timing, decisions = measure(steps, max(1, args.repeat))
    if args.decisions:
        args.decisions.write_text("\n".join(decisions) + "\n", encoding="utf-8")
    print(_stats("decide", timing.first_ms))
    print(_stats("decide + artifact", timing.with_artifact_ms))
    print(_stats("planner node in the traces", node_times(args.runs)))
    print(f"decisions digest {timing.digest} ({timing.steps} steps)")


if __name__ == "__main__":
    main()
