"""A lazy list as a whole run (issue 29): the item the goal names appears only after two lazy loads, in a
list that scrolls inside its own box. The probe's run never reached it (loop_stuck, 0 lazy loads
triggered): scrolling the page now moves the list box and waits for its rows, so a planner that scrolls
until the item shows up reaches it and the run ends on the item's page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.faults import FaultServer, lazy_list
from tests.fixtures.scripted import ScriptedPlanner, done, find_id, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import PlannerError
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


def scroll_until(text: str) -> Any:
    """Scroll down until an element says ``text``, then click it; on its page, finish."""

    def step(ctx: PlannerContext) -> dict[str, Any]:
        if "/item/" in ctx.observation.url:
            return done(ctx.observation.title)
        try:
            return {"type": "click", "element_id": find_id(ctx, text)}
        except PlannerError:
            return {"type": "scroll", "direction": "down"}

    return step


async def test_an_item_after_two_lazy_loads_in_a_list_box_is_reached(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    fault_server.route("/item/47", "<title>Violet lamp</title><h1>Violet lamp</h1><p>Price: $39</p>")
    url = fault_server.route("/catalog", lazy_list(True))
    planner = ScriptedPlanner(scroll_until("Violet lamp"))
    result = await run_agent(
        "find the Violet lamp and open its page",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=12),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_satisfied", (result.answer, result.evidence)
    assert fault_server.asked("/item/47")
    scrolls = [c for c in planner.contexts if "/item/" not in c.observation.url]
    assert 2 <= len(scrolls) <= 6, [c.observation.url for c in planner.contexts]
