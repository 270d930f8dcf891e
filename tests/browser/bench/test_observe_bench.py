"""The observation benchmark measures the pages in order and reports each one before measuring it."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.settings import Settings
from wayfinder_bench.observe import BenchPage, run_pages

pytestmark = pytest.mark.browser

PAGE = "<!doctype html><title>{0}</title><button>{0}</button><a href='#'>more</a>"


async def test_each_page_is_announced_before_it_is_measured(
    page_server: PageServer, test_settings: Settings
) -> None:
    pages = [BenchPage(n, page_server.add(f"/bench/{n}", PAGE.format(n))) for n in ("first", "second")]
    heard: list[tuple[int, int, str]] = []
    settings = test_settings.model_copy(update={"observe_screenshot_mode": "none"})
    results = await run_pages(pages, settings, 1, 50, on_page=lambda d, t, n: heard.append((d, t, n)))
    assert heard == [(0, 2, "first"), (1, 2, "second")]
    assert [r.name for r in results] == ["first", "second"] and all(r.elements == 2 for r in results)
