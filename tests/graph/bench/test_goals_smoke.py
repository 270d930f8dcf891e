"""Whole runs through the goal-suite harness with a scripted planner: the site starts, each goal gets
a clean browser context, the final page and the browser's cart are checked, and the verdict is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, click_text, done
from wayfinder.browser.launch import SharedBrowser
from wayfinder.demo.catalog import Catalog
from wayfinder_bench.goals import Goal, parse_suite
from wayfinder_bench.goals_run import bench_settings, results_json, run_suites

pytestmark = pytest.mark.graph

MOUSE = Catalog().in_category("mice")[0]

SUITE = f"""
site: demo
start: /shop/?consent=1
goals:
  - id: to-laptops
    goal: take me to the laptop section
    expect:
      page: {{check: category_page, category: laptops}}
  - id: mouse-in-cart
    goal: add this mouse to the cart
    start: /shop/p/{MOUSE.id}?consent=1
    expect:
      state: {{check: cart_has, name: "{MOUSE.name}", qty: 1}}
  - id: cart-untouched
    goal: look at the laptops but do not buy anything
    expect:
      outcome: not_success
      state: cart_empty
"""

SCRIPTS = {
    "to-laptops": [click_text("Laptops"), done("the Laptops listing")],
    "mouse-in-cart": [click_text("Add to cart", tag="button"), done("added to the cart")],
    "cart-untouched": [click_text("Laptops"), done(success=False)],
}


async def test_goals_run_judge_and_report(shared_browser: SharedBrowser, tmp_path: Path) -> None:
    suite = parse_suite(SUITE, "smoke/dev.yaml")
    settings = bench_settings(planner="rules", max_steps=6, runs_dir=tmp_path / "runs")
    seen: list[str] = []

    def factory(goal: Goal) -> ScriptedPlanner:
        return ScriptedPlanner(SCRIPTS[goal.id])

    rows = await run_suites(
        [suite], settings, planner_factory=factory, shared=shared_browser, on_goal=lambda r: seen.append(r.id)
    )
    assert seen == ["to-laptops", "mouse-in-cart", "cart-untouched"]
    by_id = {r.id: r for r in rows}
    assert by_id["to-laptops"].outcome == "pass", by_id["to-laptops"]
    assert by_id["to-laptops"].expected == {"page": "/shop/c/laptops (the laptops listing)"}
    assert by_id["mouse-in-cart"].outcome == "pass", by_id["mouse-in-cart"]
    assert by_id["mouse-in-cart"].checks["state"]["ok"] is True
    assert by_id["cart-untouched"].outcome == "pass", by_id["cart-untouched"]
    assert by_id["cart-untouched"].terminal_reason != "goal_satisfied"
    data = json.loads(json.dumps(results_json(rows, planner="scripted", files=["smoke/dev.yaml"])))
    assert data["totals"] == {
        "goals": 3,
        "pass": 3,
        "honest_failure": 0,
        "false_success": 0,
        "unsafe": 0,
        "error": 0,
    }
    assert data["suites"]["smoke/dev"]["goals"] == 3
