"""Lazy and infinite lists in real Chromium: a list that loads rows as it is scrolled, in a box of its
own or in the window. Scrolling the page moves the list box when the window cannot move and waits for the
rows it asked for; a paged scan scrolls the list, waits for each load, counts them, and puts the
scroll positions back."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.faults import lazy_list
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Scroll
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.observe.scan import paged_scan
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def _names(obs: object) -> list[str]:
    return [el.label for el in getattr(obs, "elements", [])]


@pytest.mark.parametrize("in_box", [True, False])
async def test_a_paged_scan_scrolls_the_list_waits_for_each_load_and_counts_them(
    runtime: BrowserRuntime, page_server: PageServer, test_settings: Settings, in_box: bool
) -> None:
    url = page_server.add(f"/lazy/scan-{in_box}", lazy_list(in_box))
    await runtime.goto(url)
    first = await capture(runtime.page, test_settings)
    assert not any("Violet lamp" in n for n in _names(first)) and first.lazy_loads == 0
    settings = test_settings.model_copy(update={"paged_scan_max_pages": 6, "mapping_limit": 200})
    scanned = await paged_scan(runtime.page, settings)
    loads = await runtime.page.evaluate("window.loads")
    assert loads >= 2 and scanned.lazy_loads == loads, (loads, scanned.lazy_loads)
    assert any("Violet lamp" in n for n in _names(scanned)), _names(scanned)
    where = "document.getElementById('list').scrollTop" if in_box else "window.scrollY"
    assert await runtime.page.evaluate(where) == 0  # scroll positions put back


async def test_scrolling_the_page_moves_its_list_box_and_waits_for_the_new_rows(
    runtime: BrowserRuntime, page_server: PageServer, test_settings: Settings
) -> None:
    url = page_server.add("/lazy/scroll", lazy_list(True))
    await runtime.goto(url)
    obs = await capture(runtime.page, test_settings)
    for _ in range(2):
        result = await execute(Scroll(direction="bottom"), runtime, obs, test_settings)
        assert result.ok, result
        assert not result.no_effect and "new content loaded" in result.note, result
        obs = await capture(runtime.page, test_settings)
    assert await runtime.page.evaluate("window.loads") == 2
    assert any("Violet lamp" in n for n in _names(obs))
