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
