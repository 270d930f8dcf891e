"""Getting a usable tab back when the active one went away: closed, frozen, or crashed.

A closed tab (the page closed itself, the agent closed it) hands over to the most recent live tab. A
tab that froze (it missed a round trip's deadline, ``deadline.py``) or whose renderer crashed is not
handed over: it is closed and reopened fresh at its last good URL, once per URL. When the same URL
freezes or crashes again after that fresh start, the new tab stays blank and the run cannot go on
there: ``ledger.dead_end`` says so in one sentence ("the page at URL crashed again after a fresh
start") and BrowserGone is raised, so the run ends with that reason instead of looping on a dead tab.
Every recovery is recorded as a TabEvent ``recovered`` naming what happened.
"""

from __future__ import annotations

import asyncio
from typing import Literal

from playwright.async_api import BrowserContext, Page
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.hooks import PageHooks
from wayfinder.browser.ledger import Ledger
from wayfinder.browser.loading import quietly
from wayfinder.browser.navigation import check_url
from wayfinder.errors import BrowserGone

CLOSE_TIMEOUT_S = 10.0
Why = Literal["closed", "froze", "crashed"]
AGAIN = {
    "froze": "stopped answering again after a fresh start",
    "crashed": "crashed again after a fresh start (the browser's renderer process died twice)",
}
FIRST = {"froze": "stopped answering", "crashed": "crashed (its renderer process died)"}


class Recovery:
    """Replaces the active tab when it is gone (see the module docstring)."""

    def __init__(self, ledger: Ledger, hooks: PageHooks, navigation_timeout_s: float) -> None:
        self._ledger = ledger
        self._hooks = hooks
        self._timeout_s = navigation_timeout_s
        self._lost_at: dict[tuple[Why, str], int] = {}  # (why, URL) -> how often a tab was lost there

    async def recover(self, context: BrowserContext) -> Page:
        tabs = self._ledger.tabs
        lost = tabs.active_id
        why: Why = "froze" if tabs.is_frozen(lost) else "crashed" if tabs.is_crashed(lost) else "closed"
        lost_page = tabs.get(lost) if lost is not None else None
        if lost is not None:
            if lost_page is not None:  # closing also frees a hung renderer
                await quietly(asyncio.wait_for(lost_page.close(), CLOSE_TIMEOUT_S))
            tabs.forget(lost)
        live = tabs.live_ids()
        if live and why == "closed":
            self._hooks.activate(live[-1], kind="recovered", detail=f"active tab {lost} was gone; switched")
            return tabs.get(live[-1]) or await self._fresh(context)
        url = self._ledger.last_url
        repeat = why != "closed" and self._lost_at.get((why, url), 0) >= 1
        if why != "closed":
            self._lost_at[why, url] = self._lost_at.get((why, url), 0) + 1
        page = await self._fresh(context)
        tab_id = self._hooks.adopt(page, opener_id=None, announce=True)
        if repeat:
            reason = f"the page at {url} {AGAIN[why]}"
            self._ledger.dead_end = f"the site did not answer: {reason}" if why == "froze" else reason
            self._hooks.activate(tab_id, kind="recovered", detail=f"{reason}; opened an empty tab")
            raise BrowserGone(reason)
        detail = (
            f"tab {lost} {FIRST[why]}; opened a new one"
            if why != "closed"
            else "no live tab; opened a new one"
        )
        if url and check_url(url) is None and not url.startswith("about:"):
            try:
                await page.goto(url, timeout=self._timeout_s * 1000)
                detail += f" at {url}"
            except PlaywrightError as exc:
                detail += f"; reopening {url} failed: {str(exc).splitlines()[0]}"
        self._hooks.activate(tab_id, kind="recovered", detail=detail)
        return page

    async def _fresh(self, context: BrowserContext) -> Page:
        try:
            return await self._ledger.open_page(context)
        except PlaywrightError as exc:
            raise BrowserGone(f"the browser is gone and no tab could be opened: {exc}") from None
