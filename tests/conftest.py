"""Test layers, one folder each, and inside each layer one folder per source package it tests:

- ``tests/unit/<package>/``     pure, table-driven tests (no browser)
- ``tests/browser/<package>/``  real headless Chromium against the demo sites and fixture pages
- ``tests/graph/<package>/``    whole-graph runs (scripted planner, the LLM planner against a local server)
- ``tests/e2e/<package>/``      end-to-end CLI runs

A top-level module (``settings.py``) is tested at the layer's root. Shared fixtures and builders live in
``tests/fixtures/`` (loaded as plugins here, or imported); test modules never import from each other.
"""

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Generated tests check what holds, never how fast: on a loaded 2-core machine a pure function can take
# longer than hypothesis's 200 ms default deadline without being wrong (seen at load 30 in read/ and
# intent/). One profile for the whole suite; a test that wants a deadline still sets its own.
settings.register_profile("wayfinder", deadline=None)
settings.load_profile("wayfinder")

# The benchmarks read the checkout's bench/ folder (goal suites, apps, the MiniWoB++ dev list): this one,
# wherever pytest is started from.
os.environ.setdefault("WAYFINDER_BENCH_ROOT", str(Path(__file__).resolve().parents[1]))

pytest_plugins = [
    "tests.fixtures.demo",
    "tests.fixtures.browser",
    "tests.fixtures.openai_server",
    "tests.fixtures.apps",
    "tests.fixtures.webapps",
    "tests.fixtures.batch",
    "tests.fixtures.faults",
    "tests.fixtures.basket_shop",
    "tests.fixtures.portals",
]


# `make test` runs the suite on two workers (pytest-xdist, `--dist loadfile`): each test module is one
# unit of work, so its shared Chromium (``shared_browser``, module scope) is launched once; every shared
# server listens on a free port and every app is a private instance in a temp folder, so two workers never
# meet. The modules that start a whole app (Django admin, MkDocs, WordPress on MariaDB, Redmine on Rails,
# a local Ray) go out first: the longest units first, so that no worker waits on the other at the end.
# (`--dist loadgroup` would keep the modules of one app on one worker, but on pytest 9.2 it silently
# stops grouping: pytest-xdist issue 1386.)
APP_FIXTURES = ("library_app", "docs_site", "wordpress_app", "redmine_app", "ray_local")

# Benchmark-like tests, run by `make test-slow` (and `make bench`), not by `make test`: a module, or one
# test of it, that replays whole goals or suites on the real apps, each also run by `make bench`; `make
# test` keeps the apps' own tests, the harness's wiring and the same pool on the CLI. Measured durations
# and reasons: docs/BENCHMARKS.md, "Test time, round 18".
SLOW = (
    # a sign-in goal on WordPress and on Redmine, the whole graph through the bench harness (the
    # wordpress and redmine suites have such goals); it started both apps a second time on its worker
    "tests/graph/bench/test_webapps_runs.py",
    # prepares every dev and held-out goal of both suites (`bench goals` prepares each before its run)
    "tests/browser/bench/test_webapps.py::test_every_goal_of_both_parts_prepares_on_the_seeded_data",
    # the rules planner's honesty on the django and mkdocs suites' kind of goal (`bench goals` exits 1
    # on a false success); the scripted runs beside them, the harness's wiring, stay
    "tests/graph/bench/test_apps_runs.py::test_rules_planner_is_honest_on_",
    # the demo batch on a local Ray (`make bench-workers` runs a batch on Ray; the same batch on the
    # local pool is tests/e2e/cli/test_batch.py); Ray's retry of a dead worker stays
    "tests/graph/batch/test_ray_pool.py::test_the_demo_batch_on_ray_",
)


def _module(item: pytest.Item) -> str:
    return item.nodeid.split("::", 1)[0]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)
    if hasattr(config, "workerinput"):  # an xdist worker: the order its units are handed out in
        heavy = {
            _module(item) for item in items if set(APP_FIXTURES) & set(getattr(item, "fixturenames", ()))
        }
        items.sort(key=lambda item: _module(item) not in heavy)  # stable
