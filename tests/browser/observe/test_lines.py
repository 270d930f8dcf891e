"""som.js text lines and listener-only anchors, against real headless Chromium."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page

from tests.fixtures.observe import observe
from wayfinder.observe.capture import install_listener_probe

pytestmark = pytest.mark.browser


@pytest_asyncio.fixture(loop_scope="session")
async def probed(chromium: Browser) -> AsyncIterator[Page]:
    context = await chromium.new_context(viewport={"width": 800, "height": 600})
    await install_listener_probe(context)
    pg = await context.new_page()
    await pg.goto("about:blank")
    yield pg
    await context.close()


async def test_table_rows_are_lines_and_cells_are_tab_separated(probed: Page) -> None:
    obs = await observe(
        probed,
        """<p>Read the table</p><table><tr><td>First name</td><td>Amalie</td></tr>
        <tr><td>Language</td><td><b>Bengali</b> (native)</td></tr></table><div>Last <span>line</span></div>""",
    )
    assert obs.text_digest.splitlines() == [
        "Read the table",
        "First name\tAmalie",
        "Language\tBengali (native)",
        "Last line",
    ]


async def test_anchor_without_href_but_with_a_click_listener_is_listed(probed: Page) -> None:
    await probed.set_content(
        """<div><a class="phone">828-948-6878</a> <a class="dead">not a control</a></div>
        <script>document.querySelector('.phone').addEventListener('click', () => { window.result = 1; });</script>"""
    )
    obs = await observe(probed, await probed.content())
    texts = {el.text for el in obs.elements}
    assert "828-948-6878" in texts
    assert "not a control" not in texts


async def test_letters_in_sibling_spans_join_and_spaced_words_do_not(probed: Page) -> None:
    obs = await observe(
        probed, "<div><span>3</span><span>X</span><span>Z</span></div><div><b>Total:</b> <i>5</i></div>"
    )
    assert obs.text_digest.splitlines() == ["3XZ", "Total: 5"]


async def test_long_text_box_value_keeps_its_last_words(probed: Page) -> None:
    words = " ".join(f"word{i}" for i in range(80))
    obs = await observe(probed, f"<textarea>{words} finalword</textarea>")
    (box,) = obs.elements
    assert (
        box.value is not None
        and box.value.startswith("word0 word1")
        and box.value.endswith("word79 finalword")
    )


async def test_drawn_boxes_add_nothing_to_the_text_every_planner_reads(probed: Page) -> None:
    """Small filled boxes are not turned into glyphs: the text is the page's own text."""
    box = "display:inline-block;width:10px;height:10px;background:#7fb0ff;border:1px solid black"
    obs = await observe(
        probed,
        f"""<div><span style="{box}"></span><span style="{box}"></span> + <span style="{box}"></span></div>
        <div><span style="display:inline-block;width:12px;height:12px"></span>plain
        <span style="display:inline-block;width:200px;height:4px;background:red"></span></div>""",
    )
    assert obs.text_digest.splitlines() == ["+", "plain"]
