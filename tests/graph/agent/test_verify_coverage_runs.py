"""Whole runs of issue 31's shapes: a run that signs in and does nothing else does not end
goal_satisfied when the goal asked for more, and a typed value that is not the one given is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, type_into
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

LOGIN_PAGE = (
    "<title>Wiki - sign in</title><h1>Team wiki</h1>"
    "<form method=post action='/wiki/session'>"
    "<label>User name <input name=user autocomplete=username></label>"
    "<label>Password <input type=password name=pass></label>"
    "<button type=submit>Log in</button></form>"
)
WELCOME = (
    "<title>Wiki - home</title><h1>Welcome back, greta</h1><p>Signed in successfully.</p>"
    "<a href='/wiki/new'>New page</a> <a href='/wiki/logout'>Log out</a>"
)
GREETER = (
    "<title>Greeter</title><h1>Greeter</h1>"
    "<label>Name <input id=name name=name></label>"
    "<button onclick=\"document.getElementById('out').textContent = 'Hello, ' + "
    "document.getElementById('name').value + '!'\">Show greeting</button><p id=out></p>"
)


async def test_signing_in_is_not_creating_the_page_the_goal_asked_for(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/wiki/login", LOGIN_PAGE)
    page_server.add("/wiki/session", WELCOME)
    planner = ScriptedPlanner(
        [
            type_into("User name", "greta"),
            type_into("Password", "<secret:PASSWORD>"),
            click_text("Log in"),
            done("All 2 step(s) of the goal are done"),
            done("All 2 step(s) of the goal are done"),
        ]
    )
    result = await run_agent(
        "Log in as greta (password <secret:PASSWORD>) and create a page called Roadmap with the text Hello world",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=8),
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"PASSWORD": "s3cret-pass"}),
    )
    # the reader keeps the creation now (a frame that lost it ends partly_understood: the unit tests);
    # either way the sign-in and its "Signed in successfully" are not the page the goal asked for
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] in ("unverified_action", "partly_understood"), result.evidence
    assert not result.verified


@pytest.mark.parametrize(("typed", "satisfied"), [("Alice into Name", False), ("Alice", True)])
async def test_the_typed_value_must_be_the_one_the_goal_gives(
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    typed: str,
    satisfied: bool,
) -> None:
    url = page_server.add("/lab/greeter", GREETER)
    planner = ScriptedPlanner([type_into("Name", typed), click_text("Show greeting"), done(), done()])
    result = await run_agent(
        "type Alice into Name and click Show greeting",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=planner,
    )
    assert (result.terminal_reason == "goal_satisfied") is satisfied, result.evidence
    if not satisfied:
        assert "holds 'Alice into Name', not 'Alice'" in str(result.evidence), result.evidence
