"""Every page round trip gets a deadline; a page that misses one is frozen.

``page.evaluate`` has no timeout in Playwright, and neither do locator counts, script clicks or a frame
that waits for a navigation that never commits: a page running ``while (true) {}``, or a link to a
server that accepts and never answers, would hang the run forever. Each call that talks to a page goes
through :func:`answering` (or :func:`bounded`), which gives it the page's limit (``page_timeout_s``
of the runtime that adopted the page, plus any time the call waits on purpose). A call that misses it
marks the page frozen and raises :class:`PageUnresponsive` (a ``BrowserGone``): the runtime then treats
the tab as lost and recovers with a fresh tab at the last good URL (``BrowserRuntime.ensure_page``).

Limits and the frozen mark live in weak per-page tables, so closed pages fall out by themselves and
several runtimes (tests, a shared browser) keep their own limits.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from typing import TypeVar

from playwright.async_api import Page

from wayfinder.errors import PageUnresponsive

DEFAULT_LIMIT_S = 10.0
T = TypeVar("T")

_limits: weakref.WeakKeyDictionary[Page, float] = weakref.WeakKeyDictionary()
_frozen: weakref.WeakSet[Page] = weakref.WeakSet()


def set_limit(page: Page, seconds: float) -> None:
    """How long one round trip to ``page`` may take (the runtime sets ``page_timeout_s``)."""
    _limits[page] = seconds


def limit_of(page: Page) -> float:
    return _limits.get(page, DEFAULT_LIMIT_S)


def mark_frozen(page: Page) -> None:
    _frozen.add(page)


def is_frozen(page: Page) -> bool:
    return page in _frozen


@asynccontextmanager
async def answering(page: Page, what: str, extra_s: float = 0.0) -> AsyncIterator[None]:
    """Bound the page calls inside to the page's limit plus ``extra_s`` (for calls that wait on purpose,
    like a bounded wait for a late change). Missing it marks the page frozen: PageUnresponsive."""
    limit = limit_of(page) + extra_s
    try:
        async with asyncio.timeout(limit):
            yield
    except TimeoutError:
        mark_frozen(page)
        raise PageUnresponsive(
            f"the page stopped answering during {what} (no reply within {limit:g}s): a script that never "
            "returns or a navigation that never completes"
        ) from None


async def bounded(page: Page, call: Awaitable[T], what: str, extra_s: float = 0.0) -> T:
    """``await call`` within the page's limit (see :func:`answering`)."""
    async with answering(page, what, extra_s):
        return await call
