"""Whole runs on pages that are not in English (issue 19 item 10): the probe's "Jetzt kaufen" and
"Supprimer le compte" were clicked and POSTed. Under the default auto_confirm they are refused now, and
the local server's order log shows that nothing was posted."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, trace_of
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


@pytest.mark.parametrize(
    ("page", "button", "posted"),
    [
        (
            "<title>Kaffeemühle</title><h1>Kaffeemühle 39,90 €</h1><form method=post action='/de/bestellung'>"
            "<button>Jetzt kaufen</button></form>",
            "Jetzt kaufen",
            "/de/bestellung",
        ),
        (
            "<title>Mon compte</title><h1>Paramètres</h1><form method=post action='/fr/compte/x'>"
            "<button>Supprimer le compte</button></form>",
            "Supprimer le compte",
            "/fr/compte/x",
        ),
    ],
    ids=["de-buy", "fr-delete-account"],
)
async def test_risky_buttons_in_other_languages_are_refused(
    page: str,
    button: str,
    posted: str,
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    url = page_server.add(f"/lang/{button.split()[0].lower()}", page)
    planner = ScriptedPlanner([click_text(button), done("stopped", success=False)])
    settings = settings_for(test_settings, tmp_path, max_steps=3, auto_confirm="low")
    result = await run_agent(
        "Do what the page offers", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    assert not [h for h in page_server.hits if h[0] == "POST" and h[1] == posted]  # nothing was posted
    refused = [
        s.safety for s in trace_of(result) if s.node == "confirm" and s.safety and not s.safety["confirmed"]
    ]
    assert refused and refused[0]["level"] == "high", refused
    assert "Not done" in (planner.contexts[1].last_error or "")
