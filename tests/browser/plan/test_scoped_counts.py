"""Counts scoped to a place on real pages (real Chromium, no graph): each page is captured, the rules
planner decides, the executor acts, until the planner answers. A small tracker of our own - a home page
that links no project, a projects list, the project's overview, its issue list that shows only open
issues by default (a status operator select with 'any', an 'Apply' link that runs the query, a pager
total '(1-2/2)') - is walked from its home to the project's whole count."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

MENU = "<nav><a href='/'>Home</a> <a href='/projects'>Projects</a> <a href='/help'>Help</a></nav>"
ROWS = {
    "open": [("41", "New", "Payslip rounding"), ("44", "In Progress", "Tax table 2027")],
    "any": [
        ("41", "New", "Payslip rounding"),
        ("42", "Closed", "Export to CSV"),
        ("43", "Closed", "Bank holiday calendar"),
        ("44", "In Progress", "Tax table 2027"),
    ],
}


def _issue_list(status: str) -> str:
    rows = "".join(
        f"<tr><td><a href='/issues/{n}'>{n}</a></td><td>{s}</td><td>{t}</td></tr>" for n, s, t in ROWS[status]
    )
    options = "".join(
        f"<option value='{v}'{' selected' if v == status else ''}>{v}</option>"
        for v in ("open", "closed", "any")
    )
    total = len(ROWS[status])
    return (
        f"<title>Issues - Payroll Engine - Desk</title>{MENU}<h1>Issues</h1>"
        "<form id=query method=get action='/projects/payroll/issues'><fieldset><legend>Filters</legend>"
        f"<label><input type=checkbox checked> Status</label> <select name='op[status_id]'>{options}</select>"
        "</fieldset><p><a href='#' onclick=\"location.href = '/projects/payroll/issues-' + "
        "document.querySelector('select').value; return false;\">Apply</a></p></form>"
        f"<table><tr><th>#</th><th>Status</th><th>Subject</th></tr>{rows}</table><p>(1-{total}/{total})</p>"
    )


def _tracker(server: PageServer) -> str:
    server.add("/my/page", f"<title>My page - Desk</title>{MENU}<h1>My page</h1><p>No issues assigned.</p>")
    server.add(
        "/projects",
        f"<title>Projects - Desk</title>{MENU}<h1>Projects</h1><ul><li><a href='/projects/payroll'>Payroll "
        "Engine</a></li><li><a href='/projects/helpcentre'>Help Centre</a></li></ul>",
    )
    server.add(
        "/projects/payroll",
        f"<title>Overview - Payroll Engine - Desk</title>{MENU}<ul><li><a href='/projects/payroll'>Overview"
        "</a></li><li><a href='/projects/payroll/issues'>Issues</a></li><li><a href='/projects/payroll/wiki'>"
        "Wiki</a></li></ul><h2>Issue tracking</h2><p>Members: Dan, Lee</p>",
    )
    server.add("/projects/payroll/issues", _issue_list("open"))
    server.add("/projects/payroll/issues-open", _issue_list("open"))
    server.add("/projects/payroll/issues-any", _issue_list("any"))
    return server.url("/my/page")


async def _answer(
    runtime: BrowserRuntime, settings: Settings, goal: str, start: str
) -> tuple[list[str], str]:
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    paths: list[str] = []
    for step in range(1, 12):
        obs = await capture(runtime.page, settings, goal=goal)
        paths.append("/" + obs.url.split("//", 1)[1].split("/", 1)[1])
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return paths, f"{res.action.success}: {res.action.answer}"
        result = await execute(res.action, runtime, obs, settings)
        history.append(
            HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok, note=result.error or "")
        )
        memory = dict(res.memory)
    raise AssertionError(f"no answer after {paths}")


async def test_a_project_count_is_read_from_its_whole_issue_list(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    start = _tracker(page_server)
    paths, answer = await _answer(
        runtime, settings, "how many issues does the Payroll Engine project have?", start
    )
    assert answer == "True: 4", paths  # the closed ones too: 'open' was the list's default, not asked
    assert paths[:4] == ["/my/page", "/projects", "/projects/payroll", "/projects/payroll/issues"]
    assert paths[-1] == "/projects/payroll/issues-any"


async def test_open_issues_of_a_project_keep_the_default_filter(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer, tmp_path: Path
) -> None:
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    start = _tracker(page_server)
    paths, answer = await _answer(
        runtime, settings, "how many open issues does the Payroll Engine project have?", start
    )
    assert answer == "True: 2", paths
    assert paths[-1] == "/projects/payroll/issues"
