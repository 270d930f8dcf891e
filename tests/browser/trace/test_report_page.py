"""The report opened in real headless Chromium from a file:// URL: it renders offline, cleanly.

Asserted through the page: no console errors, dialogs or failed requests, one timeline entry per step, every
image actually decoded (naturalWidth > 0) from the page itself (moved away from its run directory), no
script element anywhere (hostile text stays text), rows collapsed except the failed and final steps, and a
long URL kept inside its row with the whole of it on hover.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from tests.fixtures.report import HOSTILE, LONG_URL, build_hostile_run, build_skim_run, build_success_run
from wayfinder.trace.report import write_report

pytestmark = pytest.mark.browser


async def _open(browser: Browser, report: Path) -> tuple[Page, list[str]]:
    context = await browser.new_context()
    page = await context.new_page()
    problems: list[str] = []
    page.on(
        "console",
        lambda msg: problems.append(f"console {msg.type}: {msg.text}") if msg.type == "error" else None,
    )
    page.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
    page.on("dialog", lambda dialog: problems.append(f"dialog: {dialog.message}"))
    page.on("requestfailed", lambda req: problems.append(f"requestfailed: {req.url}"))
    await page.goto(report.as_uri(), wait_until="load")
    return page, problems


async def test_report_renders_offline_with_every_image(chromium: Browser, tmp_path: Path) -> None:
    report = write_report(build_success_run(tmp_path / "runs"))
    report = report.rename(tmp_path / "mailed-report.html")  # away from its screenshots
    page, problems = await _open(chromium, report)
    await page.wait_for_function("Array.from(document.images).every(i => i.complete)")
    steps = await page.eval_on_selector_all("#timeline details.step", "els => els.map(e => e.dataset.step)")
    assert steps == ["1", "2", "3", "4"]
    widths = await page.eval_on_selector_all("img", "imgs => imgs.map(i => i.naturalWidth)")
    assert len(widths) == 4 and all(w > 0 for w in widths), widths
    external = await page.evaluate(
        "Array.from(document.querySelectorAll('[src],[href]')).map(e => e.getAttribute('src') || e.getAttribute('href'))"
        ".filter(u => /^[a-z]+:/i.test(u) && !u.startsWith('data:image/jpeg;base64,'))"
    )
    assert external == []
    assert problems == []


async def test_rows_skim_collapsed_with_long_urls_inside_them(chromium: Browser, tmp_path: Path) -> None:
    report = write_report(build_skim_run(tmp_path))
    context = await chromium.new_context(viewport={"width": 900, "height": 700})
    page = await context.new_page()
    await page.goto(report.as_uri(), wait_until="load")
    opened = await page.eval_on_selector_all("details.step", "els => els.map(e => [e.dataset.step, e.open])")
    assert opened == [["1", False], ["2", True], ["3", True]]
    assert not await page.is_visible("#step-1 .step-body")  # collapsed: only its row shows
    row = page.locator("#step-1 > summary")
    assert await row.locator(".headline").inner_text() == "Opening the cheapest 4K monitor under $300"
    url = row.locator(".url")
    assert await url.get_attribute("title") == LONG_URL
    row_box, url_box = await row.bounding_box(), await url.bounding_box()
    assert row_box and url_box
    assert url_box["x"] + url_box["width"] <= row_box["x"] + row_box["width"]  # cut inside the row
    assert url_box["height"] < 30  # one line
    assert await url.evaluate("e => e.scrollWidth > e.clientWidth")  # the rest is behind the ellipsis
    await context.close()


async def test_hostile_text_is_shown_not_run(chromium: Browser, tmp_path: Path) -> None:
    report = write_report(build_hostile_run(tmp_path))
    page, problems = await _open(chromium, report)
    assert await page.evaluate("document.querySelectorAll('script').length") == 0
    goal = await page.text_content("#overview .goal")
    assert goal == HOSTILE
    assert problems == []
