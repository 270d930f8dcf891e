"""Loading helpers of the runtime: goto past a late error page, waiting for an error page to commit,
and cleanup steps that must not fail on a browser that is already gone."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page


async def goto_past_error_page(page: Page, url: str, timeout_s: float) -> None:
    """``page.goto``, retried once when Chromium's error page from an earlier failed navigation commits
    late and cuts into this one (it only commits when the next navigation starts). goto is a GET, so
    the retry is safe."""
    try:
        await page.goto(url, timeout=timeout_s * 1000, wait_until="domcontentloaded")
    except PlaywrightError as exc:
        if 'interrupted by another navigation to "chrome-error:' not in str(exc):
            raise
        await page.goto(url, timeout=timeout_s * 1000, wait_until="domcontentloaded")


async def settle_error_page(page: Page, message: str) -> None:
    """After a network failure Chromium commits its error page a moment later; wait for that (briefly)
    so it cannot cut into the next navigation. Aborted navigations (guard 204s) leave no error page."""
    if "net::ERR_" not in message or "net::ERR_ABORTED" in message:
        return
    with contextlib.suppress(PlaywrightError):
        await page.wait_for_url(lambda u: u.startswith("chrome-error:"), timeout=3000)


async def quietly(awaitable: Any) -> None:
    """Await a cleanup step, ignoring the errors of a browser that is already gone."""
    try:
        await awaitable
    except (PlaywrightError, OSError, TimeoutError, asyncio.CancelledError):
        return
