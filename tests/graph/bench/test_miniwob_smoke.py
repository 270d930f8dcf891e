"""Whole-graph MiniWoB++ runs through the harness: the episode's end stops the agent, the latched raw
reward is the score, and the report has the promised structure.

The scripted tests pin the harness wiring (goal from the page, ``should_stop``, terminal mapping)
independent of any planner's skill. The rules-planner smoke run asserts structure, not success: the
rules planner is tuned elsewhere.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, click_text
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.trace.records import read_trace
from wayfinder_bench.miniwob import bench_settings, run_miniwob
from wayfinder_bench.miniwob_report import markdown_table, results_json

pytestmark = pytest.mark.graph

TERMINALS = {"goal_satisfied", "goal_failed", "loop_stuck", "budget_exhausted"}


async def test_episode_end_stops_the_run_and_scores_raw_reward(
    runtime: BrowserRuntime, tmp_path: Path
) -> None:
    settings = bench_settings(planner="rules", max_steps=5, runs_dir=tmp_path / "runs")
    planners: list[ScriptedPlanner] = []

    def factory() -> ScriptedPlanner:
        # Seed 0 asks for ONE: the first episode answers right, the second wrong; a third action
        # in the script would raise, so a run that did not stop at the episode's end fails loudly.
        answer = "ONE" if not planners else "TWO"
        planners.append(ScriptedPlanner([click_text(answer, tag="button")]))
        return planners[-1]

    await runtime.new_tab()  # a stray tab (as a previous episode's agent might leave) is closed first
    res = await run_miniwob(["click-test-2"], [0, 0], settings, runtime=runtime, planner_factory=factory)
    assert len(runtime.tabs()) == 1
    right, wrong = res.rows
    assert [p.contexts[0].goal for p in planners] == ["Click button ONE.", "Click button ONE."]
    assert right.success and right.raw_reward == 1.0 and right.terminal_reason == "goal_satisfied"
    assert wrong.done and not wrong.success and wrong.raw_reward == -1.0
    assert wrong.terminal_reason == "goal_failed" and wrong.error is None
    for row in res.rows:
        assert row.steps == 1 and row.planner_calls == 1, row
        _, summary = read_trace(Path(str(row.run_dir)) / "logs" / "trace.jsonl")
        assert summary is not None and summary.terminal_evidence["stop_reason"].startswith("external:")
        assert row.last_actions and row.last_actions[-1].startswith("end: " + str(row.terminal_reason))
    assert res.per_task[0].successes == 1 and res.overall.success_rate == 0.5


async def test_rules_planner_smoke_three_tasks(runtime: BrowserRuntime, tmp_path: Path) -> None:
    tasks = ["click-test-2", "click-button", "enter-text"]
    settings = bench_settings(planner="rules", max_steps=10, runs_dir=tmp_path / "runs")
    seen: list[str] = []
    res = await run_miniwob(tasks, [0], settings, runtime=runtime, on_episode=lambda r: seen.append(r.task))
    assert seen == tasks and [r.task for r in res.rows] == tasks
    for row in res.rows:
        assert row.error is None, row
        assert row.utterance and row.seed == 0
        assert row.done, "every episode ends: by the page, or by the harness ending it with -1"
        assert -1.0 <= row.raw_reward <= 1.0
        assert row.success == (row.raw_reward >= 1.0)
        assert row.terminal_reason in TERMINALS
        assert row.steps >= 1 and row.planner_calls >= 1 and row.seconds > 0
        assert (Path(str(row.run_dir)) / "logs" / "trace.jsonl").is_file()
    assert res.rows[0].utterance == "Click button ONE."
    assert [a.name for a in res.per_task] == tasks and res.overall.episodes == 3
    assert res.overall.successes == sum(r.success for r in res.rows)
    data = json.loads(json.dumps(results_json(res)))
    assert data["benchmark"] == "miniwob" and data["planner"] == "rules" and len(data["episodes"]) == 3
    assert {"success_rate", "mean_raw_reward", "mean_steps", "mean_planner_calls", "mean_seconds"} <= set(
        data["overall"]
    )
    table = markdown_table(res).splitlines()
    assert len(table) == 2 + 3 + 1 and all(f"`{t}`" in "\n".join(table) for t in tasks)
