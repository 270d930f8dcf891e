"""Whole runs with the rules planner where the thing asked for is not on the site (real graph, real
Chromium): the run ends goal_failed with the planner's sentence, said once, as soon as the planner has
looked everywhere it can - never by repeating the sentence until the loop detector calls it stuck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

_SEARCH = (
    '<form role="search" action="/graph/hw/search" method="get">'
    '<input type="search" name="q" aria-label="Search products"> <button type="submit">Search</button></form>'
)
_NAV = (
    '<nav aria-label="Departments"><a href="/graph/hw/hammers">Hammers</a> '
    '<a href="/graph/hw/widgets">Widgets</a> <a href="/graph/hw/garden">Garden</a></nav>'
)
HOME = f"<title>Hardware corner</title>{_NAV}{_SEARCH}<main><h1>Hardware corner</h1><p>Tools and parts.</p></main>"
SEARCH = f"<title>Search | Hardware corner</title>{_NAV}{_SEARCH}<main><h1>Search results</h1><p>No products match.</p></main>"
WIDGETS = (
    f"<title>Widgets | Hardware corner</title>{_NAV}{_SEARCH}<main><h1>Widgets</h1><ul>"
    '<li><a href="/graph/hw/sprocket">Sprocket widget</a> $4.50</li>'
    '<li><a href="/graph/hw/flange">Flange widget</a> $6.25</li></ul></main>'
)
SPROCKET = (
    f"<title>Sprocket widget | Hardware corner</title>{_NAV}<main><h1>Sprocket widget</h1>"
    "<dl><dt>Price</dt><dd>$4.50</dd><dt>Material</dt><dd>Steel</dd></dl></main>"
)


def _site(server: PageServer) -> str:
    server.add("/graph/hw/search", SEARCH)
    server.add("/graph/hw/widgets", WIDGETS)
    server.add("/graph/hw/hammers", WIDGETS.replace("Widgets", "Hammers").replace("widget", "hammer"))
    server.add("/graph/hw/garden", WIDGETS.replace("Widgets", "Garden").replace("widget", "rake"))
    server.add("/graph/hw/sprocket", SPROCKET)
    return server.add("/graph/hw/", HOME)


async def _run(goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 20,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    return await run_agent(
        goal, start_url=url, settings=settings_for(settings, tmp_path, **knobs), runtime=runtime
    )


def _planner_intents(result: RunResult) -> list[str]:
    trace = Path(str(result.run_dir)) / "logs" / "trace.jsonl"
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    return [str(r.get("intent") or "") for r in records if r.get("node") == "planner"]


def _ends_saying_once(result: RunResult, settings: Settings, *words: str) -> None:
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "done_failure", result.evidence
    answer = str(result.answer)
    assert all(w in answer for w in words), answer
    intents = _planner_intents(result)
    said = answer.split(": ", 1)[-1][:50]  # the planner's sentence, after 'Could not ...: '
    assert [i for i in intents if said in i] == intents[-1:], intents  # said once, and it ended the run
    assert intents[-1].startswith("Stopping:"), intents
    # fewer steps than the loop detector needs to call a run stuck after the planner ran out of moves
    assert result.steps < settings.max_no_progress_steps, intents


async def test_a_thing_the_site_does_not_have_ends_with_i_could_not_find_it(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = _site(page_server)
    result = await _run("find the zorblax 3000 gizmo", url, runtime, test_settings, tmp_path)
    _ends_saying_once(result, test_settings, "I could not find", "zorblax 3000 gizmo", "on this site")
    assert any("/graph/hw/search" in path for _, path, _ in page_server.hits)  # it did search first


async def test_an_attribute_the_page_does_not_show_ends_saying_it_is_not_shown(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = _site(page_server)
    result = await _run(
        "what is the warranty of the sprocket widget?", url + "widgets", runtime, test_settings, tmp_path
    )
    _ends_saying_once(result, test_settings, "'warranty' is not shown")
    assert any(path == "/graph/hw/sprocket" for _, path, _ in page_server.hits)  # read on its own page


async def test_the_cheapest_of_a_thing_nobody_sells_ends_at_once(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = _site(page_server)
    result = await _run("what's the cheapest hoverboard you have?", url, runtime, test_settings, tmp_path)
    _ends_saying_once(result, test_settings, "hoverboard")
