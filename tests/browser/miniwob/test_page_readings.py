"""The MiniWoB++ plugin's own page script (drawn blocks) and the planner wrapper that hands its reading
to the skills, against real headless Chromium."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page

from tests.fixtures.rules import act, context, field, page
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.rules import RulesPlanner
from wayfinder.settings import load_settings
from wayfinder_miniwob.page_readings import READ_PAGE_JS, READINGS_KEY, PageReadings

pytestmark = pytest.mark.browser

BOX = "display:inline-block;width:10px;height:10px;background:#7fb0ff;border:1px solid black"
BLOCKS = f"""<div id="query">Type the total number of blocks into the textbox and press Submit.</div>
<div><span style="{BOX}"></span><span style="{BOX}"></span> + <span style="{BOX}"></span></div>
<div><span style="display:inline-block;width:12px;height:12px"></span>plain
<span style="display:inline-block;width:200px;height:4px;background:red"></span>
<span style="{BOX};display:none"></span><i style="{BOX}"></i></div>
<input id="answer"><button>Submit</button>"""


@pytest_asyncio.fixture(loop_scope="session")
async def blank(chromium: Browser) -> AsyncIterator[Page]:
    context_ = await chromium.new_context(viewport={"width": 800, "height": 600})
    pg = await context_.new_page()
    yield pg
    await context_.close()


async def test_the_page_script_counts_visible_drawn_blocks(blank: Page) -> None:
    """Three boxes and one styled <i> box are drawn; an unfilled box, a long bar, a hidden box are not."""
    await blank.set_content(BLOCKS)
    assert await blank.evaluate(READ_PAGE_JS) == {"blocks": 4}
    await blank.set_content("<p>No blocks here</p><input>")
    assert await blank.evaluate(READ_PAGE_JS) == {"blocks": 0}


class Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[PlannerContext] = []

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        self.seen.append(ctx)
        return await RulesPlanner(load_settings(rules_plugins=["miniwob"])).plan(ctx)


async def test_the_wrapper_hands_the_reading_to_the_plugin_skill(blank: Page) -> None:
    goal = "Type the total number of blocks into the textbox and press Submit."
    await blank.set_content(f'<div><span style="{BOX}"></span><span style="{BOX}"></span></div>')
    inner = Recorder()
    planner = PageReadings(inner, blank.evaluate)
    assert planner.name == "recorder"
    result = await planner.plan(context(goal, page(field(1, "answer"))))
    assert inner.seen[0].memory[READINGS_KEY] == {"blocks": 2}
    assert act(result) == {"type": "type", "element_id": 1, "text": "2"}


async def test_an_unreadable_page_gives_no_reading_and_no_guess(blank: Page) -> None:
    async def broken(script: str) -> object:
        raise RuntimeError("Execution context was destroyed")

    inner = Recorder()
    goal = "Type the total number of blocks into the textbox and press Submit."
    result = await PageReadings(inner, broken).plan(context(goal, page(field(1, "answer"))))
    assert inner.seen[0].memory[READINGS_KEY] is None
    assert result.action.type != "type"
