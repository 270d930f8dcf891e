"""bench/steps.py: a step's time split into the page's own and the agent's, read from trace files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wayfinder_bench.steps import flame, percentile, read_runs, summarize


def step(node: str, n: int, ms: float, **sections: Any) -> dict[str, Any]:
    return {
        "type": "step",
        "session_id": "s",
        "step": n,
        "node": node,
        "ts": 0,
        "duration_ms": ms,
        **sections,
    }


def write_run(root: Path, name: str, records: list[dict[str, Any]], seconds: float = 1.5) -> Path:
    run = root / name
    (run / "logs").mkdir(parents=True)
    lines = [*records, {"type": "summary", "duration_s": seconds, "terminal_reason": "goal_satisfied"}]
    (run / "logs" / "trace.jsonl").write_text("\n".join(json.dumps(r) for r in lines) + "\n")
    return run


def click_step(n: int, execute_ms: float, page_ms: float, phases: dict[str, float]) -> list[dict[str, Any]]:
    return [
        step("observe", n, 5.0, observe={"timing": {"total_ms": 4.0}}),
        step("planner", n, 3.0),
        step(
            "execute", n, execute_ms, exec={"action": {"type": "click"}, "page_ms": page_ms, "phases": phases}
        ),
        step(
            "progress", n, 20.0, progress={"page_ms": 0.0, "phases": {"capture": 18.0, "capture.script": 6.0}}
        ),
    ]


def test_overhead_is_the_step_minus_the_page_s_own_time(tmp_path: Path) -> None:
    records = [
        *click_step(0, 100.0, 40.0, {"act": 60.0, "act.click": 50.0, "settle": 40.0}),
        *click_step(1, 200.0, 0.0, {"act": 150.0, "act.click": 120.0, "act.resolve": 10.0}),
        step("planner", 2, 1.0),
        step("execute", 2, 0.5, exec={"action": {"type": "done"}, "meta": True}),  # not an action step
    ]
    write_run(tmp_path, "run-1", records)
    summary = summarize(read_runs([tmp_path]))
    assert summary.runs == 1 and summary.steps == 2
    # step 0: 5 + 3 + 100 + 20 = 128 total, 40 of it the page's; step 1: 228 total, none the page's
    assert summary.step_total.median == 178.0 and summary.page.median == 20.0
    assert summary.overhead.median == 158.0  # (88 + 228) / 2
    assert summary.first_observe.median == 5.0 and summary.first_capture.median == 4.0
    assert summary.run_seconds.median == 1.5
    act = next(r for r in summary.execute_flame if r.name == "act")
    click = next(r for r in summary.execute_flame if r.name == "act.click")
    assert act.stat.total == 210.0 and click.depth == 1 and click.share == round(170 / 210, 3)
    other = next(r for r in summary.execute_flame if r.name == "(other)")
    assert other.stat.total == 300.0 - 210.0 - 40.0


def test_old_traces_without_phases_still_give_node_times(tmp_path: Path) -> None:
    write_run(
        tmp_path,
        "old",
        [step("observe", 0, 9.0), step("execute", 0, 300.0, exec={"action": {"type": "click"}})],
    )
    summary = summarize(read_runs([tmp_path]))
    assert summary.steps == 1 and summary.nodes["execute"].median == 300.0
    assert [r.name for r in summary.execute_flame] == ["(other)"]


def test_a_truncated_trace_line_is_skipped(tmp_path: Path) -> None:
    run = write_run(tmp_path, "cut", click_step(0, 50.0, 0.0, {"act": 40.0}))
    with (run / "logs" / "trace.jsonl").open("a") as handle:
        handle.write('{"type": "step", "node": "exec')
    assert summarize(read_runs([tmp_path])).steps == 1


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 11)]
    assert percentile(values, 90) == 9.0 and percentile(values, 50) == 5.0 and percentile([], 90) == 0.0


def test_flame_orders_children_by_time_and_shares_of_the_parent() -> None:
    rows = flame([{"a": 10.0, "a.x": 2.0, "a.y": 8.0, "b": 5.0}], [20.0])
    assert [(r.name, r.depth) for r in rows] == [("a", 0), ("a.y", 1), ("a.x", 1), ("b", 0), ("(other)", 0)]
    assert rows[1].share == 0.8 and rows[0].share == 0.5
