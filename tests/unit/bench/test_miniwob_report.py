"""A MiniWoB++ episode the agent called goal_satisfied while the page did not score it 1 is a false success."""

from __future__ import annotations

from wayfinder_bench.miniwob_report import EpisodeRow, build_results, is_success, markdown_table, results_json


def _row(task: str, raw: float, terminal: str) -> EpisodeRow:
    return EpisodeRow(task, 0, "goal", True, raw, raw, None, is_success(raw), terminal, None, 1, 1, 1.0, None)


def test_false_successes_are_counted_per_task_and_overall() -> None:
    rows = [
        _row("a", 1.0, "goal_satisfied"),  # solved and claimed: fine
        _row("a", -1.0, "goal_satisfied"),  # claimed, page says no: false success
        _row("b", 0.5, "goal_satisfied"),  # partial credit is not success either
        _row("b", -1.0, "goal_failed"),  # honest failure
    ]
    assert [r.false_success for r in rows] == [False, True, True, False]
    res = build_results(rows, planner="rules", seeds=[0], max_steps=5)
    assert [a.false_successes for a in res.per_task] == [1, 1]
    assert res.overall.false_successes == 2
    assert markdown_table(res).strip().splitlines()[-1].startswith("| **overall** | 1/4 | 25% | 2 |")
    data = results_json(res)
    assert data["overall"]["false_successes"] == 2
    assert [e["false_success"] for e in data["episodes"]] == [False, True, True, False]
