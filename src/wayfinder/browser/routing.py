"""Installing the navigation guard on a browser context (the guard itself is ``guard.py``).

Routing is applied only while a guard is set, asynchronously (``set`` starts it; ``ready`` waits for
it). A blocked navigation is recorded in the runtime's ledger under the tab that tried it; a popup's
first navigation is routed before its page exists, so its block waits in ``orphan_blocks`` until the
popup's page event names the tab.
"""

from __future__ import annotations

import asyncio

from playwright.async_api import BrowserContext, Request, Route
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.guard import Guard, RedirectChains, guard_route
from wayfinder.browser.ledger import Ledger
from wayfinder.browser.loading import quietly


class GuardRouting:
    """The context's route for the navigation guard, and the redirect chains it follows."""

    def __init__(self, ledger: Ledger) -> None:
        self._ledger = ledger
        self.guard: Guard | None = None
        self._routed = False
        self._task: asyncio.Task[None] | None = None
        self._chains = RedirectChains()

    def set(self, guard: Guard | None, context: BrowserContext | None) -> None:
        """Install (or remove, with None) the guard; routing follows when a context is open."""
        self.guard = guard
        if context is not None:
            self._task = asyncio.ensure_future(self.apply(context))

    async def ready(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            await task

    async def apply(self, context: BrowserContext) -> None:
        if self.guard is not None and not self._routed:
            await context.route("**/*", self._route)
            self._routed = True
        elif self.guard is None and self._routed:
            await quietly(context.unroute("**/*", self._route))
            self._routed = False

    async def _route(self, route: Route, request: Request) -> None:
        await guard_route(route, self.guard, self._on_blocked, self._chains)

    def _on_blocked(self, request: Request, url: str, reason: str) -> None:
        try:
            tab_id = self._ledger.tabs.id_of(request.frame.page) or 0
        except PlaywrightError:
            self._ledger.orphan_blocks.append((url, reason))
            return
        self._ledger.record_block(tab_id, url, reason)
