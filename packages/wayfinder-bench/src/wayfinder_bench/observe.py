"""Observation benchmark: how long one observation takes and how big the planner text is.

Runs ``capture`` repeatedly on the bundled demo sites (shop, portal, the 2,000-row + 300-field big
page) and on a few MiniWoB++ task pages (from the installed ``miniwob`` package, served over local
HTTP with ``charset=utf-8``, episode started first), in a headless Chromium this module launches.
For each page it reports the median and max wall time per observation (Python side, round trip
included), the in-page script time, element counts, and the planner text's size in characters and
estimated tokens (chars / 4). ``wayfinder bench observe`` prints the table and writes the JSON.
"""

from __future__ import annotations

import asyncio
import os
import platform
import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any

from playwright.async_api import Page

from wayfinder.browser.launch import SharedBrowser
from wayfinder.errors import ConfigError
from wayfinder.observe.capture import capture, install_listener_probe
from wayfinder.observe.render import render_observation
from wayfinder.settings import Settings
from wayfinder_bench.miniwob_server import MiniwobServer

MINIWOB_TASKS = (
    "click-button",
    "enter-text",
    "click-checkboxes",
    "book-flight",
    "social-media",
    "email-inbox",
)
DEFAULT_MAPPING_LIMIT = 400  # enough for the big page's 300 form fields to all be listed

Setup = Callable[[Page], Awaitable[None]]


@dataclass(frozen=True)
class BenchPage:
    name: str
    url: str
    setup: Setup | None = None  # runs after the page loaded, before timing starts
    goal: str = ""


@dataclass(frozen=True)
class PageResult:
    name: str
    url: str
    repeats: int
    first_ms: float  # the first observation of the loaded page (includes the page's first layout)
    median_ms: float
    max_ms: float
    script_median_ms: float
    elements: int
    total_elements: int
    grids: int
    page_type: str
    chars: int
    tokens: int


async def start_miniwob_episode(page: Page) -> None:
    """Start an episode (the page only shows a START cover until then); a long timer keeps it open."""
    await page.wait_for_function("() => typeof core !== 'undefined' && !!core.startEpisodeReal")
    await page.evaluate(
        "() => { core.EPISODE_MAX_TIME = 2000000000; Math.seedrandom && Math.seedrandom('7');"
        " core.startEpisodeReal(); }"
    )
    await page.wait_for_function(
        "() => document.querySelector('#query') && document.querySelector('#query').textContent.trim()"
    )


def _portal_results(portal_url: str) -> Setup:
    async def setup(page: Page) -> None:
        await page.request.post(portal_url + "accept")
        await page.goto(portal_url + "search")
        await page.fill("#last-name", "a")  # a name search: 22 records, a paged results table
        async with page.expect_navigation():
            await page.evaluate("() => document.querySelector('form').requestSubmit()")

    return setup


def demo_pages(base: str, shop_url: str, portal_url: str) -> list[BenchPage]:
    return [
        BenchPage("shop home (cookie banner)", shop_url),
        BenchPage("shop home", shop_url + "?consent=1"),
        BenchPage("shop listing: monitors", base + "/shop/c/monitors?consent=1", goal="cheapest 4k monitor"),
        BenchPage("shop product", base + "/shop/p/1?consent=1"),
        BenchPage("shop big (2,000 rows + 300 fields)", base + "/shop/big?consent=1"),
        BenchPage("portal disclaimer", portal_url),
        BenchPage("portal results", portal_url, setup=_portal_results(portal_url)),
    ]


def miniwob_pages(server: MiniwobServer) -> list[BenchPage]:
    return [
        BenchPage(f"miniwob {task}", server.task_url(task), setup=start_miniwob_episode)
        for task in MINIWOB_TASKS
    ]


async def measure_page(
    page: Page, spec: BenchPage, settings: Settings, repeat: int, mapping_limit: int
) -> PageResult:
    """Load ``spec``, observe once (reported as ``first_ms``), then ``repeat`` timed observations."""
    await page.goto(spec.url, wait_until="load")
    if spec.setup is not None:
        await spec.setup(page)
    started = time.perf_counter()
    obs = await capture(page, settings, goal=spec.goal, mapping_limit=mapping_limit)
    first_ms = (time.perf_counter() - started) * 1000
    walls: list[float] = []
    scripts: list[float] = []
    for _ in range(repeat):
        started = time.perf_counter()
        obs = await capture(page, settings, goal=spec.goal, mapping_limit=mapping_limit)
        walls.append((time.perf_counter() - started) * 1000)
        scripts.append(obs.timing.script_ms)
    text = render_observation(obs)
    return PageResult(
        name=spec.name,
        url=obs.url,
        repeats=repeat,
        first_ms=round(first_ms, 1),
        median_ms=round(statistics.median(walls), 1),
        max_ms=round(max(walls), 1),
        script_median_ms=round(statistics.median(scripts), 1),
        elements=len(obs.elements),
        total_elements=obs.total_elements,
        grids=len(obs.grids),
        page_type=obs.page_type,
        chars=len(text),
        tokens=len(text) // 4,
    )


OnPage = Callable[[int, int, str], None]  # (pages done so far, pages in all, the page about to be measured)


async def run_pages(
    pages: list[BenchPage],
    settings: Settings,
    repeat: int,
    mapping_limit: int,
    on_page: OnPage | None = None,
) -> list[PageResult]:
    """Measure ``pages`` in one headless browser, in order; ``on_page`` hears of each before it starts."""
    width, height = settings.viewport_size
    shared = await SharedBrowser(settings.model_copy(update={"headless": True})).start()
    try:
        context = await shared.browser.new_context(viewport={"width": width, "height": height})
        await install_listener_probe(context)
        page = await context.new_page()
        results = []
        for done, spec in enumerate(pages):
            if on_page is not None:
                on_page(done, len(pages), spec.name)
            results.append(await measure_page(page, spec, settings, repeat, mapping_limit))
        return results
    finally:
        await shared.stop()


def run_observe_bench(
    *,
    repeat: int = 10,
    mapping_limit: int = DEFAULT_MAPPING_LIMIT,
    settings: Settings | None = None,
    on_page: OnPage | None = None,
) -> list[PageResult]:
    """Run the whole benchmark (starts the demo server and, when ``miniwob`` is installed, a MiniWoB++
    file server itself; without it only the demo pages are measured). ``on_page`` reports progress."""
    from wayfinder.demo.server import DemoServer

    settings = settings or Settings(observe_screenshot_mode="none")
    with DemoServer() as srv:
        pages = demo_pages(srv.url, srv.shop_url, srv.portal_url)
        try:
            miniwob = MiniwobServer()
        except ConfigError:
            return asyncio.run(run_pages(pages, settings, repeat, mapping_limit, on_page))
        with miniwob:
            pages += miniwob_pages(miniwob)
            return asyncio.run(run_pages(pages, settings, repeat, mapping_limit, on_page))


def results_json(results: list[PageResult], *, repeat: int, mapping_limit: int) -> dict[str, Any]:
    return {
        "benchmark": "observe",
        "repeat": repeat,
        "mapping_limit": mapping_limit,
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "load_average_1m": round(os.getloadavg()[0], 2),  # other work on the machine skews timings
        },
        "pages": [asdict(r) for r in results],
    }
