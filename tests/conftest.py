"""Test layers, one folder each, and inside each layer one folder per source package it tests:

- ``tests/unit/<package>/``     pure, table-driven tests (no browser)
- ``tests/browser/<package>/``  real headless Chromium against the demo sites and fixture pages
- ``tests/graph/<package>/``    whole-graph runs (scripted planner, the LLM planner against a local server)
- ``tests/e2e/<package>/``      end-to-end CLI runs

A top-level module (``settings.py``) is tested at the layer's root. Shared fixtures and builders live in
``tests/fixtures/`` (loaded as plugins here, or imported); test modules never import from each other.
"""

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
