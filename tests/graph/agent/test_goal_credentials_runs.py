"""Credentials written in the goal (issue 28): a whole run signs in with them under the default
``auto_confirm`` (low), and no file of the run directory holds the value; a form of another origin
never receives it. The rules planner drives the runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for, trace_of
from tests.fixtures.webapp_pages import login_posting_to
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

PASSWORD = "tidewater-88"


def _files_with(folder: Path, value: str) -> list[str]:
    return [str(p) for p in folder.rglob("*") if p.is_file() and value.encode() in p.read_bytes()]


async def test_a_goal_with_its_password_signs_in_and_masks_it_everywhere(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    page_server.add(
        "/blog/session", "<title>Dashboard</title><p>Howdy, jonas</p><a href='/logout'>Log Out</a>"
    )
    url = page_server.add("/blog/login", login_posting_to("/blog/session"))
    since = len(page_server.hits)
    result = await run_agent(
        f"Log in to the site as jonas with password {PASSWORD}",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=10),
        runtime=runtime,
    )
    assert result.terminal_reason == "goal_satisfied", (result.terminal_reason, result.evidence)
    posted = [hit for hit in page_server.hits[since:] if hit[0] == "POST"]
    assert posted and PASSWORD in posted[0][2], posted  # the site got the password the person gave
    assert not _files_with(result.run_dir, PASSWORD)
    refused = [s for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]]
    assert not refused, refused


async def test_a_goals_password_never_goes_to_another_origin(
    page_server: PageServer,
    other_origin: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    collect = other_origin.add("/collect", "<title>Thanks</title><p>Howdy, jonas</p>")
    url = page_server.add("/members/login", login_posting_to(collect))
    since = len(other_origin.hits)
    result = await run_agent(
        f"log in as jonas with password {PASSWORD}",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8, auto_confirm="all"),
        runtime=runtime,
    )
    assert not [h for h in other_origin.hits[since:] if PASSWORD in h[1] or PASSWORD in h[2]]
    assert result.terminal_reason != "goal_satisfied"
    assert not _files_with(result.run_dir, PASSWORD)
