"""The start page opened by the early launch (``agent/early.py``), as ``wayfinder run`` does: the page
loads while the agent is imported, the run takes it as it is (one request, not two), the listener
probe was installed before the page loaded, and a start URL the domain policy blocks ends the run
``navigation_failed`` without the page ever being asked for."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, trace_of
from wayfinder.agent.early import launch_early
from wayfinder.agent.run import run_agent
from wayfinder.safety.domains import DomainPolicy
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

# a control that is clickable only through addEventListener: the probe (an init script) finds it
PAGE = """<!doctype html><title>Early</title><h1>Early start</h1>
<div id="go" style="padding:8px;border:1px solid #999">Start the kettle</div>
<script>document.getElementById('go').addEventListener('click', () => { document.title = 'on'; });</script>
"""


def _hits(server: PageServer, path: str) -> int:
    return sum(1 for _, hit, _ in server.hits if hit.split("?", 1)[0] == path)


async def test_the_run_takes_the_start_page_the_early_launch_opened(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    path = f"/early-{uuid.uuid4().hex[:8]}"
    url = page_server.add(path, PAGE)
    settings = settings_for(test_settings, tmp_path, observe_screenshot_mode="none", max_steps=3)
    early = launch_early(settings, url=url, policy=DomainPolicy.from_settings(settings))
    planner = ScriptedPlanner([done("Early start")])
    result = await run_agent(
        "Read the heading", start_url=url, settings=settings, planner=planner, early=early
    )
    assert early.launch.done() and early.failed is None
    assert _hits(page_server, path) == 1  # opened once, by the launch; the run did not open it again
    assert result.run_dir.name == early.session_id
    first = planner.contexts[0].observation
    assert first.url == url
    assert any("Start the kettle" in (el.text or el.name or "") for el in first.elements)  # the probe
    observes = [s for s in trace_of(result) if s.node == "observe"]
    assert observes and observes[0].url == url


async def test_a_start_url_the_policy_blocks_is_never_opened(
    page_server: PageServer, test_settings: Settings, tmp_path: Path
) -> None:
    path = f"/early-blocked-{uuid.uuid4().hex[:8]}"
    page_server.add(path, PAGE)
    url = page_server.url(path).replace("127.0.0.1", "localhost")
    settings = settings_for(test_settings, tmp_path, allowed_domains=["127.0.0.1"], max_steps=3)
    early = launch_early(settings, url=url, policy=DomainPolicy.from_settings(settings))
    planner = ScriptedPlanner([done("x")])
    result = await run_agent(
        "Read the heading", start_url=url, settings=settings, planner=planner, early=early
    )
    assert result.evidence["stop_reason"] == "navigation_failed"
    assert "blocked" in str(result.evidence.get("error")) and _hits(page_server, path) == 0
    assert planner.contexts == []
