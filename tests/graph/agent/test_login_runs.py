"""The README's log-in example under the default auto_confirm, with the offline planner (issue 19 item 3).

A secret typed into the password field the goal asks to use is low risk: the log-in goes through
and the server receives the real value. A password written out in the goal becomes the run's secret
(issue 28, test_goal_credentials_runs) unless it is too short to mask: then typing it is medium and
refused, and the form is never submitted with the field left empty; the run stops with the refusal. The local server's log shows what was posted.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of, type_into
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

SECRET = "Tr0ub4dor&3 x"
LOGIN_PAGE = (
    "<title>Members - sign in</title><h1>Members area</h1>"
    "<form method=post action='/members/session'>"
    "<label>User name <input name=user autocomplete=username></label>"
    "<label>Password <input type=password name=pass></label>"
    "<button type=submit>Log in</button></form>"
)
WELCOME = "<title>Members - home</title><h1>Welcome back, greta</h1><p>You are signed in as greta.</p>"


def _posts(server: PageServer, since: int) -> list[dict[str, list[str]]]:
    """The form posts the server received since hit ``since`` (the server is shared by the module)."""
    return [parse_qs(body) for method, path, body in server.hits[since:] if method == "POST"]


async def test_secret_into_its_password_field_logs_in_under_the_default(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/members/login", LOGIN_PAGE)
    page_server.add("/members/session", WELCOME)
    settings = settings_for(test_settings, tmp_path, max_steps=8)
    since = len(page_server.hits)
    assert settings.auto_confirm == "low"  # the default: medium and high ask
    result = await run_agent(
        "log in as greta with password <secret:PASSWORD>",
        start_url=url,
        settings=settings,
        runtime=runtime,
        secrets=SecretStore({"PASSWORD": SECRET}),
    )
    assert _posts(page_server, since) == [{"user": ["greta"], "pass": [SECRET]}], page_server.hits[since:]
    refused = [s for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]]
    assert not refused, [s.safety for s in refused]
    typed = [
        s.safety
        for s in trace_of(result)
        if s.node == "confirm" and s.safety and "<secret:PASSWORD>" in str(s.safety.get("reasons"))
    ]
    assert typed and typed[0]["level"] == "low", typed


async def test_refused_password_stops_the_form_and_says_what_to_change(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/members/login", LOGIN_PAGE)
    page_server.add("/members/session", WELCOME)
    settings = settings_for(test_settings, tmp_path, max_steps=8)
    since = len(page_server.hits)
    # a password too short to mask stays plain in the goal (a longer one becomes the run's secret and is
    # typed: test_goal_credentials_runs), and typing a plain password asks
    result = await run_agent(
        "log in as greta with password x9z",
        start_url=url,
        settings=settings,
        runtime=runtime,
    )
    assert _posts(page_server, since) == [], page_server.hits[
        since:
    ]  # never submitted with the password left out
    assert result.terminal_reason != "goal_satisfied", result.evidence
    refusals = [s for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]]
    assert refusals and refusals[0].safety and refusals[0].safety["level"] == "medium"
    said = " ".join(s.ux_message or "" for s in refusals)
    assert "--auto-confirm medium" in said and "--on-confirm pause" in said, said
    assert "types a password to sign in" in (result.answer or ""), result.answer


async def test_any_planner_is_refused_a_submit_with_the_refused_field_left_out(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """A planner that presses 'Log in' after its password was refused (the probe's skipped field) is
    refused too: the form is never sent with the password left empty, whoever plans."""
    url = page_server.add("/members/login", LOGIN_PAGE)
    page_server.add("/members/session", WELCOME)
    planner = ScriptedPlanner(
        [
            type_into("User name", "greta"),
            type_into("Password", "opensesame42"),
            click_text("Log in"),
            done("logged in"),
        ]
    )
    settings = settings_for(test_settings, tmp_path, max_steps=6)
    since = len(page_server.hits)
    result = await run_agent(
        "log in as greta with password opensesame42",
        start_url=url,
        settings=settings,
        runtime=runtime,
        planner=planner,
    )
    assert _posts(page_server, since) == [], page_server.hits[since:]
    refused = [
        s.safety for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]
    ]
    assert [r["level"] for r in refused] == ["medium", "high"], refused
    assert "refused field left out" in refused[1]["reasons"][0] and "'Password'" in refused[1]["reasons"][0]
    assert result.terminal_reason != "goal_satisfied", result.evidence
