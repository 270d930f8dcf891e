"""Whole runs of a navigation goal that names a record by its ISBN (scripted planner, fixture pages):
a done on the books list is not backed (the list does not show the ISBN) and ends goal_failed
wrong_page; a done on the book's own page, which shows it, ends goal_satisfied."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph
ISBN = "9780306406157"
GOAL = f"open the book whose ISBN is {ISBN}"


def _pages(server: PageServer) -> str:
    server.add(
        "/admin/book/3/change/",
        "<title>Change book | Library admin</title><h1>Change book</h1><form>"
        '<label for="t">Title</label><input id="t" value="Dune">'
        f'<label for="i">ISBN</label><input id="i" value="{ISBN}"><button>Save</button></form>',
    )
    server.add(
        "/admin/book/17/change/",
        "<title>Change book | Library admin</title><h1>Change book</h1><form>"
        '<label for="t">Title</label><input id="t" value="Emma">'
        '<label for="i">ISBN</label><input id="i" value="9780141439587"><button>Save</button></form>',
    )
    return server.add(
        "/admin/book/",
        "<title>Select book to change | Library admin</title><h1>Select book to change</h1>"
        "<table><tr><th>Title</th><th>Author</th></tr>"
        '<tr><td><a href="/admin/book/3/change/">Dune</a></td><td>Frank Herbert</td></tr>'
        '<tr><td><a href="/admin/book/17/change/">Emma</a></td><td>Jane Austen</td></tr></table>',
    )


@pytest.mark.parametrize(
    ("script", "terminal"),
    [
        ([done("Opened the book"), done("Opened the book")], "goal_failed"),
        ([click_text("Emma"), done("Opened the book"), done("Opened the book")], "goal_failed"),
        ([click_text("Dune"), done("Opened the book")], "goal_satisfied"),
    ],
    ids=["done on the list", "done on another book", "done on the book"],
)
async def test_the_final_page_must_show_the_isbn(
    script: list[object],
    terminal: str,
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
) -> None:
    result = await run_agent(
        GOAL,
        start_url=_pages(page_server),
        settings=settings_for(test_settings, tmp_path, max_steps=6, observe_screenshot_mode="none"),
        runtime=runtime,
        planner=ScriptedPlanner(script),  # type: ignore[arg-type]
    )
    assert result.terminal_reason == terminal, result.evidence
    if terminal == "goal_failed":
        assert result.evidence["stop_reason"] == "wrong_page"
        assert f"which does not show '{ISBN}'" in str(result.evidence["verification"]), result.evidence
