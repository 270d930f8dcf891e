"""Gold replays through the whole graph on the demo shop (the fast part of `wayfinder bench verify`):
a right answer is not turned away, under the goal's own wording or a wrapped one, and the recorded
wrong endings are refused, each with the check that refused it. A replay whose own step is not on
the page is broken (not the verifier's doing), and a gold recorded for other data is stale."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.browser.launch import SharedBrowser
from wayfinder_bench.goals import load_suite, parse_suite
from wayfinder_bench.goals_run import bench_settings
from wayfinder_bench.goals_sites import prepare, site_provider
from wayfinder_bench.gold.model import GoldTrajectory, gold_path, load_gold, save_gold
from wayfinder_bench.gold.recipes.steps import done, link
from wayfinder_bench.gold.record import goal_fingerprint
from wayfinder_bench.gold.verify import VerifyOptions, totals, verify_suites

pytestmark = pytest.mark.graph

SHOP = Path("bench/goals/shop/dev.yaml")
GOALS = ("cheapest-headphones-price", "count-keyboards-under-60")


async def test_gold_is_accepted_and_wrong_endings_are_refused(
    shared_browser: SharedBrowser, tmp_path: Path
) -> None:
    settings = bench_settings(runs_dir=tmp_path / "runs")
    results = await verify_suites(
        [load_suite(SHOP)], settings, only=GOALS, options=VerifyOptions(wordings=1), shared=shared_browser
    )
    assert [r.id for r in results] == list(GOALS)
    for result in results:
        assert result.status == "ok", (result.id, result.why)
        assert [a.wording for a in result.attempts] == ["original", "hi-there+please-behind+lower-case"]
        assert all(a.accepted for a in result.attempts), result.attempts
        assert result.negatives and all(not n.accepted and n.refused_by for n in result.negatives), (
            result.negatives
        )
    count = next(r for r in results if r.id == "count-keyboards-under-60")
    assert {n.shape for n in count.negatives} >= {"count off by one", "the unfiltered total"}
    t = totals(results)
    assert (t["false_rejections"], t["wrong_accepted"], t["broken"], t["stale"]) == (0, 0, 0, 0)
    assert t["wrong_total"] == sum(len(r.negatives) for r in results)


SUITE = """
site: demo
start: /shop/
goals:
  - id: to-mice
    goal: go to the mice section
    expect:
      page: {check: category_page, category: mice}
  - id: moved
    goal: show me the keyboards
    expect:
      page: {check: category_page, category: keyboards}
"""


async def test_a_broken_replay_and_a_stale_gold_are_reported_apart(
    shared_browser: SharedBrowser, tmp_path: Path
) -> None:
    suite_file = tmp_path / "goals" / "tiny" / "dev.yaml"
    suite_file.parent.mkdir(parents=True)
    suite_file.write_text(SUITE)
    suite = parse_suite(SUITE, str(suite_file))
    shop_gold = load_gold(gold_path(SHOP))["goto-keyboards"]
    broken = GoldTrajectory(
        id="to-mice",
        goal="go to the mice section",
        suite="tiny/dev",
        kind="page",
        fingerprint="",  # set below, from the data
        steps=[link("Rodents"), done("Here are the mice.")],
    )
    stale = shop_gold.model_copy(update={"id": "moved"})  # recorded for another wording of the goal
    provider = site_provider("demo")
    with provider.start() as site:
        fresh = goal_fingerprint(suite.goals[0], prepare(provider, site, suite)["to-mice"])
    save_gold(gold_path(suite_file), [broken.model_copy(update={"fingerprint": fresh}), stale])
    settings = bench_settings(runs_dir=tmp_path / "runs")
    results = await verify_suites([suite], settings, options=VerifyOptions(wordings=0), shared=shared_browser)
    by_id = {r.id: r for r in results}
    assert by_id["to-mice"].status == "broken" and "link 'Rodents'" in by_id["to-mice"].why
    assert by_id["moved"].status == "stale"
    t = totals(results)
    assert (t["false_rejections"], t["broken"], t["stale"]) == (0, 1, 1)
