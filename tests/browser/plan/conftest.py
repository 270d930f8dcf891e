"""What the rules-planner walks on real Chromium share (tests/browser/plan): ``walk`` (the planner
walked from a start page until it is done, tests/fixtures/rules_walk.py) and ``sent`` (the page server's
requests since the test began)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings


@pytest.fixture
def walk_settings(test_settings: Settings, tmp_path: Path) -> Settings:
    return test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})


@pytest.fixture
def walk(runtime: BrowserRuntime, walk_settings: Settings) -> Walker:
    return Walker(runtime, walk_settings)


@pytest.fixture
def sent(page_server: PageServer) -> Sent:
    return Sent(page_server)
