"""Whole runs of issue 28's false success: 'create a new category named Workshops' that only searched a
comments list for the name (its header says 'Submitted on', its search box holds 'Workshops') does not
end goal_satisfied; the same goal that added the category and saw its row does."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for, type_into
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph

GOAL = "create a new category named Workshops"
_MENU = "<nav><a href='/admin/comments'>Comments</a> <a href='/admin/categories'>Categories</a></nav>"
COMMENTS = (
    "<title>Comments - Admin</title>" + _MENU + "<main><h1>Comments</h1>"
    "<form action='/admin/comments-search'><label>Search comments <input name=s></label>"
    "<button>Search Comments</button></form>"
    "<table><tr><th>Author</th><th>Comment</th><th>In response to</th><th>Submitted on</th></tr>"
    "<tr><td>Ines</td><td>Will the cheese stall be back?</td><td>Summer Market</td><td>2026/05/21</td></tr>"
    "</table></main>"
)
SEARCHED = (
    "<title>Comments - Admin</title>" + _MENU + "<main><h1>Comments</h1>"
    "<span>Search results for: <strong>Workshops</strong></span>"
    "<form action='/admin/comments-search'><label>Search comments <input name=s value=Workshops></label>"
    "<button>Search Comments</button></form>"
    "<table><tr><th>Author</th><th>Comment</th><th>In response to</th><th>Submitted on</th></tr>"
    "<tr><td colspan=4>No comments found.</td></tr></table></main>"
)
CATEGORIES = (
    "<title>Categories - Admin</title>" + _MENU + "<main><h1>Categories</h1>"
    "<form method=post action='/admin/categories-add'><label>Name <input name=name></label>"
    "<button>Add New Category</button></form>"
    "<table><tr><th>Name</th><th>Slug</th><th>Count</th></tr>"
    "<tr><td><a href='/admin/cat/1'>Gardening</a></td><td>gardening</td><td>5</td></tr></table></main>"
)
ADDED = (
    "<title>Categories - Admin</title>" + _MENU + "<main><h1>Categories</h1>"
    "<div class=notice><p>Category added.</p></div>"
    "<form method=post action='/admin/categories-add'><label>Name <input name=name></label>"
    "<button>Add New Category</button></form>"
    "<table><tr><th>Name</th><th>Slug</th><th>Count</th></tr>"
    "<tr><td><a href='/admin/cat/2'>Workshops</a></td><td>workshops</td><td>0</td></tr>"
    "<tr><td><a href='/admin/cat/1'>Gardening</a></td><td>gardening</td><td>5</td></tr></table></main>"
)


async def test_searching_for_the_name_is_not_creating_the_record(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/admin/comments", COMMENTS)
    page_server.add("/admin/comments-search", SEARCHED)
    planner = ScriptedPlanner(
        [type_into("Search comments", "Workshops"), click_text("Search Comments"), done(), done()]
    )
    result = await run_agent(
        GOAL,
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "unverified_action", result.evidence
    assert not result.verified


async def test_the_new_row_backs_the_creation(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/admin/categories", CATEGORIES)
    page_server.add("/admin/categories-add", ADDED)
    planner = ScriptedPlanner(
        [type_into("Name", "Workshops"), click_text("Add New Category"), done(), done()]
    )
    result = await run_agent(
        GOAL,
        start_url=url,
        settings=settings_for(test_settings, tmp_path, max_steps=6),
        runtime=runtime,
        planner=planner,
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert "Workshops" in str(result.evidence), result.evidence
