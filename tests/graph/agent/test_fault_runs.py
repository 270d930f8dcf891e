"""Whole runs against hostile pages (issue 19): a page that freezes and a link that never loads end
as recorded failures with recovery, never as a hang, and the planner hears what happened."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.faults import SilentServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

GUARD_S = 120  # only so a regression fails instead of hanging the suite; no timing is asserted


def give_up(ctx: PlannerContext) -> dict[str, object]:
    """done when the stage allows it, else a short wait (the test asserts on the contexts seen)."""
    if "done" in ctx.allowed_actions:
        return done("the page did not work", success=False)
    return {"type": "wait", "seconds": 0.1}


async def _run(url: str, planner: ScriptedPlanner, shared: SharedBrowser, settings: Settings) -> RunResult:
    runtime = BrowserRuntime(settings, shared=shared)  # every tab gets the short page limit
    await runtime.start()
    try:
        return await asyncio.wait_for(
            run_agent("Press the button", start_url=url, settings=settings, runtime=runtime, planner=planner),
            GUARD_S,
        )
    finally:
        await runtime.close()


@pytest.fixture
def short(test_settings: Settings, tmp_path: Path) -> Settings:
    return settings_for(
        test_settings,
        tmp_path,
        max_steps=4,
        action_timeout_s=1.0,
        navigation_timeout_s=3.0,
        page_timeout_s=2.0,
    )


async def test_a_page_that_freezes_is_recovered_and_reported(
    page_server: PageServer, shared_browser: SharedBrowser, short: Settings
) -> None:
    url = page_server.add(
        "/graph/freeze",
        "<title>Freezer</title><button onclick='while (true) {}'>Start the report</button>",
    )
    planner = ScriptedPlanner([click_text("Start the report"), give_up, give_up, give_up])
    result = await _run(url, planner, shared_browser, short)
    assert len(planner.contexts) >= 2, result.evidence
    second = planner.contexts[1]
    assert "stopped answering" in second.state_change_hint
    assert second.observation.url == url  # observed again in the fresh tab
    failed = [s for s in trace_of(result) if s.node == "execute" and s.error]
    assert failed and "stopped answering" in (failed[0].error or "")
    assert (result.run_dir / "report.html").exists()


async def test_a_page_that_freezes_again_after_a_fresh_start_ends_the_run_saying_so(
    page_server: PageServer, shared_browser: SharedBrowser, short: Settings
) -> None:
    url = page_server.add(
        "/graph/freeze-twice",
        "<title>Freezer</title><button onclick='while (true) {}'>Start the report</button>",
    )
    planner = ScriptedPlanner(
        [click_text("Start the report"), click_text("Start the report"), give_up, give_up]
    )
    result = await _run(url, planner, shared_browser, short)
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "navigation_failed"
    assert "stopped answering again" in str(result.evidence)
    assert len(planner.contexts) == 2  # no steps on an empty tab after the second freeze


async def test_a_link_that_never_loads_is_recovered_and_not_hammered(
    page_server: PageServer, shared_browser: SharedBrowser, short: Settings, silent_server: SilentServer
) -> None:
    url = page_server.add("/graph/slow-link", f"<a href='{silent_server.url('/report')}'>Yearly report</a>")
    planner = ScriptedPlanner([click_text("Yearly report"), give_up, give_up, give_up])
    result = await _run(url, planner, shared_browser, short)
    assert len(planner.contexts) >= 2, result.evidence
    assert "stopped answering" in planner.contexts[1].state_change_hint
    assert planner.contexts[1].observation.url == url
    assert len([r for r in silent_server.requests if "/report" in r]) == 1


async def test_a_risky_confirm_is_dismissed_narrated_and_told_to_the_planner(
    page_server: PageServer, shared_browser: SharedBrowser, short: Settings
) -> None:
    url = page_server.add(
        "/graph/bank",
        "<title>Account</title><button onclick=\"if (confirm('Transfer $5,000 to account 4471?'))"
        " fetch('/graph/transfer', {method: 'POST'})\">Refresh balance</button>",
    )
    planner = ScriptedPlanner([click_text("Refresh balance"), give_up, give_up, give_up])
    result = await _run(url, planner, shared_browser, short)
    assert not [h for h in page_server.hits if h[1] == "/graph/transfer"]  # no money moved
    hint = planner.contexts[1].state_change_hint
    assert "dialog" in hint and "Transfer $5,000" in hint and "dismissed" in hint
    executed = [s for s in trace_of(result) if s.node == "execute" and s.exec and s.exec.get("dialogs")]
    assert executed and "the page asked: confirm 'Transfer $5,000" in (executed[0].ux_message or "")
