"""The start page observed by the early browser (``agent/run_first.py``), as ``wayfinder run`` does:
the graph starts from that observation when the page is the one observed (the trace says when it was
taken, the step's screenshot is written), and observes the page itself, as before, when the page
moved since, when the goal reads differently (credentials lifted), or when the run reads a list."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, trace_of
from wayfinder.agent.early import EarlyBrowser, launch_early
from wayfinder.agent.run import run_agent
from wayfinder.agent.run_first import FirstLook, look_early
from wayfinder.safety.domains import DomainPolicy
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

PAGE = """<!doctype html><title>Kettles</title><h1>Kettles</h1>
<nav><a href="/steel">Steel kettles</a> <a href="/glass">Glass kettles</a></nav>
<button id="more">Show more</button>
"""
GOAL = "open the Steel kettles page"


Looked = tuple[EarlyBrowser, asyncio.Task[FirstLook | None]]


async def _looked(settings: Settings, url: str, goal: str) -> Looked:
    early = launch_early(settings, url=url, policy=DomainPolicy.from_settings(settings))
    first = look_early(early, settings, goal)
    look = await first  # the agent's import would run meanwhile
    assert look is not None and look.observation.url == url
    return early, first


async def test_the_graph_starts_from_the_early_observation_of_an_unchanged_page(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add(f"/first-{uuid.uuid4().hex[:8]}", PAGE)
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="viewport", max_steps=3)
    early, first = await _looked(settings, url, GOAL)
    look = first.result()
    assert look is not None
    planner = ScriptedPlanner([done("Kettles")])
    result = await run_agent(
        GOAL, start_url=url, settings=settings, planner=planner, early=early, first_look=first
    )
    seen = planner.contexts[0].observation
    assert [e.name for e in seen.elements] == [e.name for e in look.observation.elements]
    assert seen.mapping_hash == look.observation.mapping_hash
    observes = [s for s in trace_of(result) if s.node == "observe"]
    section = observes[0].observe or {}
    assert section.get("captured_early_at") == look.at and section.get("reused_post_action_capture") is False
    shot = observes[0].artifacts.get("screenshot")
    assert shot and (result.run_dir / shot).exists()  # the step's screenshot, taken at adoption


async def test_a_page_that_changed_after_the_early_look_is_observed_again(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add(f"/first-moved-{uuid.uuid4().hex[:8]}", PAGE)
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none", max_steps=3)
    early, first = await _looked(settings, url, GOAL)
    page = early.runtime.page
    await page.evaluate(
        "document.querySelector('nav').insertAdjacentHTML('beforeend', '<a href=/iron>Iron kettles</a>')"
    )
    planner = ScriptedPlanner([done("Kettles")])
    result = await run_agent(
        GOAL, start_url=url, settings=settings, planner=planner, early=early, first_look=first
    )
    seen = planner.contexts[0].observation
    assert any("Iron kettles" in (e.name or e.text or "") for e in seen.elements)  # observed again
    section = next(s for s in trace_of(result) if s.node == "observe").observe or {}
    assert "captured_early_at" not in section


async def test_a_goal_read_differently_by_the_run_is_observed_again(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add(f"/first-secret-{uuid.uuid4().hex[:8]}", PAGE)
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none", max_steps=3)
    goal = "sign in with username ann and password hunter22, then open the Steel kettles page"
    early, first = await _looked(settings, url, goal)
    planner = ScriptedPlanner([done("Kettles")])
    result = await run_agent(
        goal, start_url=url, settings=settings, planner=planner, early=early, first_look=first
    )
    section = next(s for s in trace_of(result) if s.node == "observe").observe or {}
    assert "captured_early_at" not in section  # the run's goal has <secret:...> where the password was
    assert "hunter22" not in (result.run_dir / "logs" / "trace.jsonl").read_text()


async def test_a_list_goal_is_observed_settled_as_before(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add(f"/first-list-{uuid.uuid4().hex[:8]}", PAGE)
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none", max_steps=3)
    goal = "list all the kettles on this page"
    early, first = await _looked(settings, url, goal)
    planner = ScriptedPlanner([done("Kettles")])
    result = await run_agent(
        goal, start_url=url, settings=settings, planner=planner, early=early, first_look=first
    )
    steps = trace_of(result)
    section = next(s for s in steps if s.node == "observe").observe or {}
    assert "captured_early_at" not in section
