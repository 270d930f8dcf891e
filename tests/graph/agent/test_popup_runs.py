"""Popup storms (issue 29): a click that opens 20 popups, 20 popups on load, 50 popups from a timer while
the agent works. The run stays on its tab and reads its answer there; the popup blocker stops a page's
tabs opened by itself, and the tabs of a storm that got through are closed and named in the trace."""

from __future__ import annotations

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

STORMS = {
    "click": "<button onclick=\"for (let i = 0; i < 20; i++) window.open('/ad?c' + i)\">Show hours</button>",
    "load": "<button>Show hours</button><script>for (let i = 0; i < 20; i++) window.open('/ad?l' + i)</script>",
    "timer": (
        "<button>Show hours</button><script>let n = 0; const t = setInterval(() => {"
        " window.open('/ad?t' + n); if (++n >= 50) clearInterval(t); }, 40);</script>"
    ),
}


def page(storm: str) -> str:
    return f"<title>Library</title><h1>City library</h1><p>Opening hours: 9 to 5</p>{STORMS[storm]}"


@pytest.mark.parametrize("storm", ["click", "load", "timer"])
async def test_a_popup_storm_never_takes_the_run_off_its_tab(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, storm: str
) -> None:
    fault_server.route("/ad", "<title>WIN A PRIZE</title><h1>You won!</h1>")
    url = fault_server.route("/library", page(storm))
    seen: list[str] = []

    def answer(ctx: PlannerContext) -> dict[str, Any]:
        seen.append(ctx.observation.url)
        return done("9 to 5")

    planner = ScriptedPlanner([click_text("Show hours"), {"type": "wait", "seconds": 1}, answer])
    result = await run_agent(
        "click Show hours and tell me the opening hours",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_satisfied" and result.answer == "9 to 5", result.evidence
    assert seen == [url], seen  # answered on its own tab
    assert all(c.observation.url == url for c in planner.contexts), [
        c.observation.url for c in planner.contexts
    ]
    assert [t.url for t in runtime.tabs()] == [url]  # no popup left open
    ads = [path for _, path, _ in fault_server.hits if path.startswith("/ad")]
    if storm == "load":  # nobody clicked: the popup blocker stopped every one before it loaded
        assert not ads, ads
    if storm == "click":
        notes = " ".join(s.exec.get("note", "") for s in trace_of(result) if s.exec)
        assert "popup storm" in notes and "tried to open 20 tabs" in notes, notes


async def test_one_tab_a_click_opens_is_still_there_to_switch_to(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """The blocker lets a click open its one tab, as a person's browser does."""
    fault_server.route("/hours", "<title>Hours</title><h1>Opening hours</h1><p>Open 9 to 5</p>")
    url = fault_server.route("/home", "<title>Home</title><a href='/hours' target='_blank'>Opening hours</a>")
    result = await run_agent(
        "open the opening hours and tell me when it opens",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=ScriptedPlanner([click_text("Opening hours"), done("checked")]),
    )
    opened = [s.exec.get("new_tab_id") for s in trace_of(result) if s.exec and s.exec.get("new_tab_id")]
    assert opened and len(runtime.tabs()) == 2, (opened, runtime.tabs())
