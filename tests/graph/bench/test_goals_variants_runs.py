"""`bench goals --variants`: every goal also runs, with the rules planner, in other wordings judged by
the goal's own checks; the spread is read back from the rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.browser.launch import SharedBrowser
from wayfinder_bench.goals import parse_suite
from wayfinder_bench.goals_run import bench_settings, run_suites
from wayfinder_bench.goals_variants import ORIGINAL, summary, worded

pytestmark = pytest.mark.graph

SUITE = """
site: demo
start: /shop/?consent=1
goals:
  - id: to-laptops
    goal: take me to the laptops
    expect:
      page: {check: category_page, category: laptops}
"""


async def test_rewordings_run_with_the_goals_checks(shared_browser: SharedBrowser, tmp_path: Path) -> None:
    (suite,) = worded([parse_suite(SUITE, "smoke/dev.yaml")], 2)
    settings = bench_settings(planner="rules", max_steps=6, runs_dir=tmp_path / "runs")
    rows = await run_suites([suite], settings, shared=shared_browser)
    assert [r.id for r in rows] == [g.id for g in suite.goals] and len(rows) == 3
    assert all(r.expected == rows[0].expected for r in rows)  # the same check for every wording
    assert rows[1].goal != rows[0].goal and rows[2].goal != rows[0].goal
    data = summary(rows)
    (goal,) = data["per_goal"]
    assert next(iter(goal["outcomes"])) == ORIGINAL and len(goal["outcomes"]) == 3
    assert goal["outcomes"][ORIGINAL] == "pass", rows[0]
    assert data["reworded"] == 2 and data["reworded_false_successes"] == 0
