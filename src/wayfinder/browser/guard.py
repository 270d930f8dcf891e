"""The navigation guard: request interception that stops document and frame navigations to URLs the
guard rejects, including redirect hops, link clicks, form posts, window.open and new tabs.

Chromium does not pass redirect hops through request interception, so a navigation request is fetched
here without following redirects; a redirect is checked against the guard and, when allowed, continued
by a tiny page that navigates to the target (a fresh navigation the guard sees again). Non-navigation
requests pass straight through. Routing is installed only while a guard is set.

Because each hop is a fresh navigation, Chromium's own limit on redirects (ERR_TOO_MANY_REDIRECTS)
never sees a loop here: :class:`RedirectChains` follows each frame's chain of hops and stops it when
a URL comes back or the chain passes Chromium's 20 hops, reporting "redirect loop: a -> b -> a".

A blocked navigation of a tab that shows a document is answered with ``204 No Content`` rather than
aborted: Chromium then simply stays
on the current document, while an abort commits an error page late, which breaks the tab's next
navigation (see browser/launch.py). A blocked ``goto`` therefore fails with net::ERR_ABORTED, which the
runtime turns into "navigation ... was blocked: <reason>" using the recorded event.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urljoin

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Request, Route

from wayfinder.browser.navigation import loop_page, redirect_page

Guard = Callable[[str], str | None]
OnBlocked = Callable[[Request, str, str], None]  # (request, blocked url, reason)
MAX_HOPS = 20  # Chromium's own redirect limit
LOOP_PREFIX = "redirect loop: "


class RedirectChains:
    """Each frame's chain of redirect hops that the guard continued (see the module docstring)."""

    def __init__(self) -> None:
        self._chains: dict[Frame, list[str]] = {}
        self._next: dict[Frame, str] = {}

    def hop(self, request: Request, target: str) -> str | None:
        """Record ``request`` redirecting to ``target``; the loop reason when it closes a loop."""
        try:
            frame = request.frame
        except PlaywrightError:
            return None
        # a continuation is the GET our redirect page starts; anything else (a form post) starts afresh
        continues = self._next.get(frame) == request.url and request.method == "GET"
        chain = self._chains.get(frame, []) if continues else []
        # a form post answered by a redirect (Post/Redirect/Get, often to its own address) is no hop of
        # a loop: the GET that follows is a new request, even to the same URL
        chain = [*chain, request.url] if request.method == "GET" else chain
        if target in chain or len(chain) >= MAX_HOPS:
            self._chains.pop(frame, None)
            self._next.pop(frame, None)
            shown = [*chain[-4:], target]
            more = "... -> " if len(chain) > 4 else ""
            return f"{LOOP_PREFIX}{more}{' -> '.join(shown)} ({len(chain)} redirects)"
        self._chains[frame] = chain
        self._next[frame] = target
        return None

    def landed(self, request: Request) -> None:
        """A navigation of this frame got a real answer (not a redirect): its chain ended."""
        try:
            frame = request.frame
        except PlaywrightError:
            return
        self._chains.pop(frame, None)
        self._next.pop(frame, None)


async def guard_route(
    route: Route, guard: Guard | None, on_blocked: OnBlocked, chains: RedirectChains | None = None
) -> None:
    """The route handler body. Never raises: a failure to intercept lets the request through."""
    request = route.request
    try:
        if guard is None or not request.is_navigation_request():
            await route.continue_()
            return
        reason = guard(request.url)
        if reason:
            on_blocked(request, request.url, reason)
            await _block(route, request)
            return
        await _fetch_and_check(route, request, guard, on_blocked, chains or RedirectChains())
    except PlaywrightError:
        return  # the page or context went away mid-request; nothing left to guard


async def _fetch_and_check(
    route: Route, request: Request, guard: Guard, on_blocked: OnBlocked, chains: RedirectChains
) -> None:
    try:
        response = await route.fetch(max_redirects=0)
    except PlaywrightError:
        await route.continue_()  # let the browser produce its own network error page/message
        return
    location = response.headers.get("location")
    if 300 <= response.status < 400 and location:
        target = urljoin(request.url, location)
        reason = guard(target)
        if reason:
            on_blocked(request, target, reason)
            await _block(route, request)
            return
        loop = chains.hop(request, target)
        if loop:  # a page that says so: the navigation ends (and goto returns) instead of hanging
            on_blocked(request, target, loop)
            await route.fulfill(status=508, content_type="text/html", body=loop_page(loop))
            return
        await route.fulfill(status=200, content_type="text/html", body=redirect_page(target))
        return
    chains.landed(request)
    await route.fulfill(response=response)


async def _block(route: Route, request: Request) -> None:
    """204 keeps the tab on its current document. A tab that has no document yet (a popup's first
    navigation) is aborted instead: Playwright announces a new page only once its first navigation
    ends, and a 204 would leave it waiting forever."""
    try:
        blank = request.frame.page.url in ("", "about:blank")
    except PlaywrightError:
        blank = True
    if blank:
        await route.abort("blockedbyclient")
    else:
        await route.fulfill(status=204, body="")
