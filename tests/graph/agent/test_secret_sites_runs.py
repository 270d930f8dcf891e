"""Secrets bound to their sites (issue 29, security first): whole runs on real Chromium.

The probe: a log-in form on the start site whose ``action`` posts to another origin received
``<secret:PW>`` under ``--auto-confirm medium``, and the other origin got the password. Here the other
origin is a second local server (``other_origin``) that records every request: it must never see the
value, whatever ``auto_confirm`` says, and the run ends saying why with both origins named.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, trace_of, type_into
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.safety.secret_sites import origin_of
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

SECRET = "s3cret-Pa55-for-A"


def login_page(action: str) -> str:
    return (
        "<title>Members - sign in</title><h1>Members area</h1>"
        f"<form method=post action='{action}'>"
        "<label>User name <input name=user autocomplete=username></label>"
        "<label>Password <input type=password name=pass></label>"
        "<button type=submit>Log in</button></form>"
    )


def _leaked(server: PageServer, since: int) -> list[tuple[str, str, str]]:
    return [hit for hit in server.hits[since:] if SECRET in hit[1] or SECRET in hit[2]]


@pytest.mark.parametrize("auto", ["medium", "all"])
async def test_a_form_posting_to_another_origin_never_gets_the_secret(
    page_server: PageServer,
    other_origin: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    auto: str,
) -> None:
    collect = other_origin.add("/collect", "<title>Thanks</title><p>Signed in.</p>")
    url = page_server.add(f"/sites/{auto}/login", login_page(collect))
    since_a, since_b = len(page_server.hits), len(other_origin.hits)
    result = await run_agent(
        "log in as greta with password <secret:PW>",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8, auto_confirm=auto),
        runtime=runtime,
        secrets=SecretStore({"PW": SECRET}),
    )
    assert not _leaked(other_origin, since_b) and not _leaked(page_server, since_a)
    assert not [h for h in other_origin.hits[since_b:] if h[0] == "POST"], other_origin.hits[since_b:]
    assert result.terminal_reason == "goal_failed", (result.terminal_reason, result.evidence)
    refusals = [
        s.safety for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]
    ]
    assert refusals and refusals[0]["confirmed_by"] == "policy", refusals
    said = f"{result.evidence} {result.answer or ''}"
    assert origin_of(other_origin.base) in said and origin_of(page_server.base) in said, said


async def test_a_secret_bound_elsewhere_is_not_typed_on_the_start_site(
    page_server: PageServer,
    other_origin: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    """``--secret PW=VALUE@site`` binds it there: the start site's own form does not get it."""
    url = page_server.add("/sites/bound/login", login_page("/sites/bound/session"))
    page_server.add("/sites/bound/session", "<title>Home</title><p>Welcome back</p>")
    store = SecretStore.from_sources([f"PW={SECRET}@{origin_of(other_origin.base)}"], {})
    planner = ScriptedPlanner([type_into("Password", "<secret:PW>"), done("typed", success=False)])
    since = len(page_server.hits)
    result = await run_agent(
        "log in with password <secret:PW>",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=4, auto_confirm="all"),
        runtime=runtime,
        planner=planner,
        secrets=store,
    )
    assert not _leaked(page_server, since)
    assert await runtime.page.evaluate("document.querySelector('[name=pass]').value") == ""
    refused = [
        s.safety for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]
    ]
    assert refused and f"bound to {origin_of(other_origin.base)}" in refused[0]["reasons"][0], refused


async def test_the_same_form_on_its_own_site_logs_in(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """The binding refuses only what leaves the site: the start site's own form still logs in."""
    url = page_server.add("/sites/own/login", login_page("/sites/own/session"))
    page_server.add("/sites/own/session", "<title>Members - home</title><h1>Welcome back, greta</h1>")
    since = len(page_server.hits)
    await run_agent(
        "log in as greta with password <secret:PW>",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8),
        runtime=runtime,
        secrets=SecretStore({"PW": SECRET}),
    )
    posts = [hit for hit in page_server.hits[since:] if hit[0] == "POST"]
    assert len(posts) == 1 and SECRET.replace("-", "-") in posts[0][2].replace("%2D", "-"), posts


async def test_a_log_in_form_in_a_frame_of_another_origin_never_gets_the_secret(
    page_server: PageServer,
    other_origin: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    """The field's own document decides: a frame of another origin is another site, whatever the page's
    address says, and under --auto-confirm all too."""
    frame_url = other_origin.add("/framed-login", login_page("/framed-session"))
    other_origin.add("/framed-session", "<p>Welcome back</p>")
    url = page_server.add(
        "/sites/framed",
        f"<title>Members</title><h1>Members</h1><iframe src='{frame_url}' width=600 height=300></iframe>",
    )
    since = len(other_origin.hits)
    result = await run_agent(
        "log in as greta with password <secret:PW>",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8, auto_confirm="all"),
        runtime=runtime,
        secrets=SecretStore({"PW": SECRET}),
    )
    assert not _leaked(other_origin, since)
    refused = [
        s.safety for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]
    ]
    assert refused, [s.node for s in trace_of(result)]
    reason = refused[0]["reasons"][0]
    assert f"on {origin_of(other_origin.base)}" in reason and origin_of(page_server.base) in reason, reason
    assert result.terminal_reason != "goal_satisfied"
