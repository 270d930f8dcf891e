"""One smoke goal per packaged app of the proving ground (issue 28), whole graph on the real app with
the rules planner and the default ``auto_confirm`` (low): a sign-in the goal asks for, its credentials
written in plain words, verified from the app's own data (WordPress's session tokens, Redmine's
last_login_on), the password in no file of the run. Sentences are the tests' own, not the suites'.
The full suites run from ``make bench``."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.browser.launch import SharedBrowser
from wayfinder_bench.apps.redmine import RedmineApp
from wayfinder_bench.apps.wordpress import WordPressApp
from wayfinder_bench.goals import parse_suite
from wayfinder_bench.goals_run import GoalRow, bench_settings, run_goal
from wayfinder_bench.goals_sites import Site, prepare, site_provider

pytestmark = pytest.mark.graph


async def _smoke(site: Site, text: str, shared: SharedBrowser, tmp_path: Path) -> GoalRow:
    suite = parse_suite(text, "t/dev.yaml")
    provider = site_provider(suite.site)
    expected = prepare(provider, site, suite)
    config = bench_settings(planner="rules", runs_dir=tmp_path / "runs", max_steps=10)
    goal = suite.goals[0]
    return await run_goal(provider, site, suite, goal, expected[goal.id], config, shared)


def _files_with(folder: Path, value: str) -> list[str]:
    return [str(p) for p in folder.rglob("*") if p.is_file() and value.encode() in p.read_bytes()]


async def test_signing_in_to_wordpress_as_the_goal_says(
    wordpress_app: WordPressApp, shared_browser: SharedBrowser, tmp_path: Path
) -> None:
    password = wordpress_app.accounts()["priya"].password
    suite = f"""
site: wordpress
goals:
  - id: smoke
    goal: "sign in to the blog as priya, password {password}, please"
    expect: {{state: {{check: signed_in, login: priya}}}}
"""
    row = await _smoke(wordpress_app, suite, shared_browser, tmp_path)
    assert row.outcome == "pass", row
    assert not _files_with(Path(str(row.run_dir)), password)


async def test_signing_in_to_redmine_as_the_goal_says(
    redmine_app: RedmineApp, shared_browser: SharedBrowser, tmp_path: Path
) -> None:
    password = redmine_app.accounts()["dan"].password
    suite = f"""
site: redmine
goals:
  - id: smoke
    goal: "log into the tracker as dan (password {password})"
    expect: {{state: {{check: signed_in, login: dan}}}}
"""
    row = await _smoke(redmine_app, suite, shared_browser, tmp_path)
    assert row.outcome == "pass", row
    assert not _files_with(Path(str(row.run_dir)), password)
