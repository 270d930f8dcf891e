"""Test layers (see DESIGN.md): tests/unit (pure), tests/browser (real Chromium), tests/graph (whole
graph runs), tests/e2e (CLI). Shared fixtures live in tests/fixtures/ as plugins."""

pytest_plugins = ["tests.fixtures.demo", "tests.fixtures.browser", "tests.fixtures.openai_server"]
