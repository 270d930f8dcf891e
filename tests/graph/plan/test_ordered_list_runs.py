"""A whole run with the rules planner on a records search whose results run newest first over several
pages, with no sort control (real graph, real Chromium; a clerk's site of our own): 'the newest filing
for a name' is searched, read off the first row because the dates shown run newest first, opened, and
verified from the same order; a list whose dates run no way ends honestly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import settings_for
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

FORM = (
    "<title>Search filings | County clerk</title><main><h1>Search filings</h1>"
    '<form action="/graph/clerk/results" method="get"><label for="party">Party name</label> '
    '<input id="party" name="party"> <button type="submit">Search</button></form></main>'
)
ROWS = [
    ("OKAFOR, ADA", "Lease", "11/02/2023", "F-2023-0912"),
    ("OKAFOR, BEN", "Will", "06/14/2022", "F-2022-0456"),
    ("OKAFOR, ADA", "Lease", "01/09/2021", "F-2021-0031"),
]


def _results(rows: list[tuple[str, str, str, str]]) -> str:
    body = "".join(
        f'<tr><td>{p}</td><td>{k}</td><td>{d}</td><td><a href="/graph/clerk/filing/{c[-4:]}">{c}</a></td></tr>'
        for p, k, d, c in rows
    )
    return (
        "<title>Filings | County clerk</title><main><h1>Filings</h1><p>9 filings found</p>"
        "<table><thead><tr><th>Party</th><th>Kind</th><th>Filed on</th><th>Filing No.</th></tr></thead>"
        f"<tbody>{body}</tbody></table>"
        '<nav aria-label="pages"><a href="/graph/clerk/results?party=Okafor&page=2">2</a> '
        '<a href="/graph/clerk/results?party=Okafor&page=3">3</a> '
        '<a href="/graph/clerk/results?party=Okafor&page=2">Next</a></nav></main>'
    )


def _filing(code: str, party: str, day: str) -> str:
    return (
        f"<title>Filing {code} | County clerk</title><main><h1>Filing {code}</h1>"
        f"<dl><dt>Party</dt><dd>{party}</dd><dt>Filed on</dt><dd>{day}</dd></dl></main>"
    )


async def _run(goal: str, url: str, runtime: BrowserRuntime, settings: Settings, tmp_path: Path) -> RunResult:
    knobs = {
        "planner": "rules",
        "max_steps": 15,
        "observe_screenshot_mode": "none",
        "interactive_prompts": False,
    }
    return await run_agent(
        goal, start_url=url, settings=settings_for(settings, tmp_path, **knobs), runtime=runtime
    )


async def test_the_newest_record_of_a_name_is_opened_from_a_newest_first_list(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    page_server.add("/graph/clerk/results", _results(ROWS))
    for party, _kind, day, code in ROWS:
        page_server.add(f"/graph/clerk/filing/{code[-4:]}", _filing(code, party, day))
    url = page_server.add("/graph/clerk/", FORM)
    before = len(page_server.hits)  # the server is shared by the tests of a session
    result = await _run("open the newest filing for Okafor", url, runtime, test_settings, tmp_path)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    paths = [path for _, path, _ in page_server.hits[before:]]
    assert "/graph/clerk/results?party=Okafor" in paths  # searched by the name
    assert paths[-1] == "/graph/clerk/filing/0912"  # the first row: the dates run newest first


async def test_a_paged_list_whose_dates_run_no_way_ends_honestly(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    page_server.add("/graph/clerk/results", _results([ROWS[2], ROWS[0], ROWS[1]]))
    url = page_server.add("/graph/clerk/", FORM)
    before = len(page_server.hits)  # the server is shared by the tests of a session
    result = await _run("open the newest filing for Okafor", url, runtime, test_settings, tmp_path)
    assert result.terminal_reason == "goal_failed", result.evidence
    # its pages run no way and its pager leaves the same rows while it states 9: no best is claimed
    assert "cannot tell which has the highest date" in str(result.answer)
    assert not any("/graph/clerk/filing/" in path for _, path, _ in page_server.hits[before:])
