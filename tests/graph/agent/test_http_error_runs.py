"""Pages people meet (issue 29), as whole runs: HTTP error pages end naming their status, a 429 that
clears is waited out, and plain-text, JSON and PDF pages are read as page text. The fault server
records every request, so the tests see how often a page was asked and whether a form was sent twice.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.faults import Answer, FaultServer, minimal_pdf
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

NOTES = (
    "Release notes\n"
    + "\n".join(f"fix {i}: a small change" for i in range(40))
    + "\nThe build number is 48213.\n"
)


def _said(result: object) -> str:
    evidence = getattr(result, "evidence", {})
    return f"{evidence.get('error', '')} {getattr(result, 'answer', '') or ''}"


@pytest.mark.parametrize("status", [403, 404, 410])
async def test_a_start_url_that_is_gone_ends_at_once_naming_the_status(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, status: int
) -> None:
    url = fault_server.route("/start", Answer("<h1>Nothing here</h1><a href='/x'>Home</a>", status))
    result = await run_agent(
        "find the price of the blue mug",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=ScriptedPlanner([done("never asked")]),
    )
    assert result.terminal_reason == "goal_failed" and result.steps == 0, result.evidence
    assert f"answered HTTP {status}" in _said(result), _said(result)
    assert len(fault_server.asked("/start")) == 1  # a 4xx is not retried


async def test_a_429_with_retry_after_is_waited_out_and_the_answer_read(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    def busy(_count: int, since: float) -> Answer:
        if since < 4.0:
            return Answer("<h1>Too many requests</h1>", 429, {"Retry-After": "3"})
        return Answer(NOTES, headers={"Content-Type": "text/plain"})

    url = fault_server.route("/notes", busy)
    result = await run_agent(
        "what is the build number?",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6, http_retries=3),
        runtime=runtime,
    )
    assert result.terminal_reason == "goal_satisfied" and result.answer == "48213", (
        result.answer,
        result.evidence,
    )
    assert len(fault_server.asked("/notes")) == 3


async def test_a_500_after_a_click_is_retried_then_ends_naming_it(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = fault_server.route("/home", "<title>Home</title><h1>Shop</h1><a href='/report'>Daily report</a>")
    fault_server.route("/report", Answer("<h1>Internal error</h1>", 500))
    planner = ScriptedPlanner([click_text("Daily report"), done("report read")])
    result = await run_agent(
        "open the daily report",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6, http_retries=2, http_retry_max_s=0.2),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_failed", result.evidence
    assert "HTTP 500 Internal Server Error" in _said(result) and "3 times" in _said(result), _said(result)
    assert len(fault_server.asked("/report")) == 3
    assert len(planner.contexts) == 1  # the run ended on the error page, without asking the planner again


async def test_a_form_post_that_gets_a_500_is_not_sent_again(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    form = (
        "<title>Order</title><form method=post action='/order'><button type=submit>Send order</button></form>"
    )
    url = fault_server.route("/basket", form)
    fault_server.route("/order", Answer("<h1>Internal error</h1>", 500))
    result = await run_agent(
        "send the order",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6, auto_confirm="all"),
        runtime=runtime,
        planner=ScriptedPlanner([click_text("Send order"), done("sent")]),
    )
    assert result.terminal_reason == "goal_failed", result.evidence
    assert "HTTP 500" in _said(result) and "not sent again" in _said(result), _said(result)
    assert [m for m, p, _ in fault_server.hits if p == "/order"] == ["POST"]


@pytest.mark.parametrize("kind", ["text", "json"])
async def test_a_text_or_json_page_holding_the_answer_is_read(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, kind: str
) -> None:
    body, ctype = (
        (NOTES, "text/plain")
        if kind == "text"
        else ('{"build number": 48213, "ok": true}', "application/json")
    )
    url = fault_server.route("/doc", Answer(body, headers={"Content-Type": ctype}))
    result = await run_agent(
        "what is the build number?",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
    )
    assert result.terminal_reason == "goal_satisfied" and result.answer == "48213", (
        result.answer,
        result.evidence,
    )
    assert result.verified


async def test_a_pdf_behind_a_link_is_read(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    pdf = minimal_pdf(["Release notes", "Fixes in every module.", "The build number is 48213."])
    fault_server.route("/notes.pdf", Answer(pdf, headers={"Content-Type": "application/pdf"}))
    url = fault_server.route(
        "/docs", "<title>Docs</title><h1>Docs</h1><a href='/notes.pdf'>Release notes (PDF)</a>"
    )
    result = await run_agent(
        "open the release notes and tell me the build number",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
    )
    assert result.terminal_reason == "goal_satisfied" and result.answer == "48213", (
        result.answer,
        result.evidence,
    )
    assert result.verified and len(fault_server.asked("/notes.pdf")) >= 1


async def test_a_meta_refresh_loop_ends_in_one_sentence(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    fault_server.route(
        "/loop/b", "<title>B</title><meta http-equiv='refresh' content='0;url=/loop/a'><h1>B</h1>"
    )
    url = fault_server.route(
        "/loop/a", "<title>A</title><meta http-equiv='refresh' content='0;url=/loop/b'><h1>A</h1>"
    )
    # a planner that only waits: the loop, not a planner giving up on the first page it saw (the rules
    # planner may, on a loaded machine, before the third visit), is what must end the run
    waits = ScriptedPlanner([{"type": "wait", "seconds": 2.0} for _ in range(6)])
    result = await run_agent(
        "find the opening hours",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=waits,
    )
    said = _said(result)
    assert result.terminal_reason == "goal_failed", result.evidence
    assert "refresh loop" in said and "/loop/a -> " in said and "observe error" not in said, said
    asked = len(fault_server.hits)
    assert asked < 40, asked  # stopped, not hammering the server for the whole run


async def test_going_back_and_forth_is_not_a_refresh_loop(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """The agent's own moves (a link, back, the link again) are never mistaken for a page moving by itself."""
    url = fault_server.route("/a", "<title>A</title><h1>A</h1><a href='/b'>To B</a>")
    fault_server.route("/b", "<title>B</title><h1>B</h1><p>Opening hours: 9 to 5</p>")
    planner = ScriptedPlanner(
        [
            click_text("To B"),
            {"type": "go_back"},
            click_text("To B"),
            {"type": "go_back"},
            click_text("To B"),
            done("9 to 5"),
        ]
    )
    result = await run_agent(
        "find the opening hours",
        start_url=url,
        settings=settings_for(
            test_settings, tmp_path, max_steps=8, repeat_threshold=10, stagnation_threshold=10
        ),
        runtime=runtime,
        planner=planner,
    )
    assert "refresh loop" not in _said(result) and result.evidence.get("stop_reason") != "navigation_failed"
    urls = [c.observation.url.rsplit("/", 1)[-1] for c in planner.contexts[:6]]
    assert urls == ["a", "b", "a", "b", "a", "b"], urls  # every move was made, none was stopped


async def test_a_download_that_never_finishes_ends_naming_its_deadline(
    fault_server: FaultServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    headers = {
        "Content-Type": "text/csv",
        "Content-Disposition": "attachment; filename=nightly.csv",
        "Content-Length": "50000000",
    }
    fault_server.route("/export", Answer("id,name\n1,a\n", headers=headers, stall=True))
    url = fault_server.route(
        "/exports", "<title>Exports</title><h1>Exports</h1><a href='/export'>Nightly export</a>"
    )
    result = await run_agent(
        "download the nightly export",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6, download_timeout_s=2.0),
        runtime=runtime,
    )
    said = _said(result)
    assert result.terminal_reason == "goal_failed", result.evidence
    assert "the download of 'nightly.csv' did not finish in 2 s" in said, said
    assert len(fault_server.asked("/export")) == 1  # not started again
