"""Issue 14's per-step target on a real page: the big demo page (2,000 rows + 300 fields) as the
planner's user message stays within 4,000 cl100k tokens, first step and late step alike."""

from __future__ import annotations

import pytest

from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.observe.capture import capture
from wayfinder.settings import Settings
from wayfinder_bench.prompt import BIG_PAGE, PAGE_GOALS, STEP_TARGET, step_cost

pytestmark = pytest.mark.browser


async def test_big_page_step_fits_the_budget(demo: DemoServer, runtime: BrowserRuntime) -> None:
    settings = Settings(observe_screenshot_mode="none")
    await runtime.goto(demo.url + "/shop/big?consent=1")
    goal = PAGE_GOALS[BIG_PAGE]
    obs = await capture(runtime.page, settings, goal=goal, mapping_limit=settings.mapping_limit)
    assert len(obs.elements) == settings.mapping_limit and len(obs.candidates) > 50  # a heavy page
    cost = step_cost(BIG_PAGE, obs, goal)
    assert cost.first <= cost.late <= STEP_TARGET, cost
