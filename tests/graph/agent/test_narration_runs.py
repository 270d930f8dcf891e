"""Narration of a whole run follows the page as it is now: the shop home is 'in the way' of a consent
prompt only while the prompt is there."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_the_home_is_narrated_as_itself_once_the_consent_prompt_is_gone(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([click_text("Accept all"), done("looked")])
    result = await run_agent(
        "Find a monitor",
        start_url=demo.shop_url,  # the consent prompt covers the home
        settings=settings_for(test_settings, tmp_path),
        runtime=runtime,
        planner=planner,
    )
    looked = {s.step: s.ux_message or "" for s in trace_of(result) if s.node == "observe"}
    assert "prompt to accept is in the way" in looked[1]
    title = planner.contexts[1].observation.title
    assert planner.contexts[1].observation.page_type != "disclaimer"
    assert looked[2].startswith(f"Looking at '{title}'")
    assert "prompt" not in looked[2] and "disclaimer" not in looked[2]
