"""A renderer that dies mid-run (issue 29, operations): the probe's run ended goal_failed 3 s later with
"Could not click Next step". A crashed tab is reopened at its last good URL once and the run goes on;
when the same page crashes again, the run ends naming the crash."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.faults import FaultServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


def crash_then(runtime: BrowserRuntime, action: Any, times: list[int]) -> Any:
    """A planner step that kills the tab's renderer (CDP Page.crash) before answering ``action``, while
    ``times`` has crashes left."""

    async def step(ctx: PlannerContext) -> Any:
        if times[0] > 0:
            times[0] -= 1
            await runtime.deferred.flush(10.0)  # not while the step's screenshot is being taken
            page = runtime.page
            session = await page.context.new_cdp_session(page)
            crashed = asyncio.ensure_future(page.wait_for_event("crash", timeout=10_000))
            sent = asyncio.ensure_future(session.send("Page.crash"))  # never answered: the renderer is gone
            await crashed
            sent.cancel()
            with contextlib.suppress(BaseException):
                await sent
        return action(ctx) if callable(action) else action

    return step


async def test_a_crashed_tab_is_reopened_at_its_last_good_url_and_the_run_goes_on(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    fault_server.route("/step2", "<title>Step 2</title><h1>Step 2</h1><p>Almost there</p>")
    url = fault_server.route("/step1", "<title>Step 1</title><h1>Step 1</h1><a href='/step2'>Next step</a>")
    left = [1]
    planner = ScriptedPlanner(
        lambda ctx: (
            done("on step 2")
            if ctx.observation.url.endswith("/step2")
            else crash_then(runtime, click_text("Next step"), left)
        )
    )
    result = await run_agent(
        "open the next step",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_satisfied", (result.answer, result.evidence)
    events = [e for s in trace_of(result) if s.observe for e in s.observe.get("tab_events", [])]
    recovered = [e for e in events if e["kind"] == "recovered"]
    assert recovered and "crashed" in recovered[0]["detail"] and "/step1" in recovered[0]["detail"], events
    assert fault_server.asked("/step2")


async def test_a_page_that_crashes_again_after_a_fresh_start_ends_the_run_naming_it(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = fault_server.route(
        "/fragile", "<title>Fragile</title><h1>Fragile</h1><a href='/next'>Next step</a>"
    )
    left = [5]  # the renderer dies at every step while the run is on this page
    planner = ScriptedPlanner(lambda ctx: crash_then(runtime, {"type": "wait", "seconds": 0.2}, left))
    result = await run_agent(
        "open the next step",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8),
        runtime=runtime,
        planner=planner,
    )
    said = f"{result.evidence.get('error', '')} {result.answer or ''}"
    assert result.terminal_reason == "goal_failed", result.evidence
    assert "crashed again after a fresh start" in said and "/fragile" in said, said
