"""Page primitives the action executor composes: clicks, scrolling, screenshots, history, the cheap
before/after page state and the settle waits. Element lookup and the translation of Playwright failures
live in ``elements.py``, form fields in ``fields.py``, pointer and keyboard gestures in ``gestures.py``.

Every call that talks to the page carries the page's deadline (``deadline.py``) on top of any
Playwright timeout it passes: a frozen page raises PageUnresponsive instead of hanging the run.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.deadline import bounded
from wayfinder.browser.elements import (
    AGENT_ATTR,
    ElementInfo,
    element_info,
    locate,
    playwright_failures,
    require,
    resolve_frame,
)
from wayfinder.browser.navigation import is_closed_error
from wayfinder.browser.page_scripts import (
    BOX_SETTLED_JS,
    CLICK_BY_TEXT_JS,
    CLICK_REACHED_JS,
    LATE_CHANGE_JS,
    PAGE_STATE_JS,
    SCROLL_ELEMENT_JS,
    SCROLL_PAGE_JS,
    SETTLE_JS,
)
from wayfinder.browser.timing import PhaseTimer
from wayfinder.errors import ActionFailed, BrowserGone

__all__ = [
    "AGENT_ATTR",
    "ElementInfo",
    "PageState",
    "element_info",
    "locate",
    "playwright_failures",
    "require",
    "resolve_frame",
]
ScrollDirection = Literal["up", "down", "top", "bottom"]
SCREENSHOT_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class PageState:
    """A cheap before/after snapshot: URL, a DOM/form-state signature and the scroll position."""

    url: str
    signature: str
    scroll_y: float
    popups: int = 0  # tab-opening attempts seen by the in-page hook since this document loaded
    mutations: int = 0  # DOM mutations seen by the in-page hook since this document loaded
    timers: int = 0  # short timers the page scheduled since the hook was installed (a sequence number)
    origin: float = 0.0  # the document's time origin: a new document has a new one
    load_ms: float = 0.0  # the document's own load time, navigation start to DOMContentLoaded
    inflight: int = 0  # the page's own requests (fetch/XHR) not answered yet


class ClickUnconfirmed(ActionFailed):
    """A mouse click failed or timed out; ``since`` is the click recorder's mark taken just before it
    (None when the click was never attempted), for :func:`click_reached`."""

    def __init__(self, message: str, since: int | None) -> None:
        super().__init__(message)
        self.since = since


async def click(
    page: Page,
    agent_id: int,
    frame_path: str | None,
    timeout_s: float,
    timer: PhaseTimer | None = None,
    *,
    hover_first: bool = False,
    info: ElementInfo | None = None,
) -> None:
    """A real mouse click (Playwright scrolls the element into view, waits until it is visible, stable
    and receives the pointer, and retries when an event would land elsewhere).

    The click waits for the element's box to be non-empty first (a control that swaps its image
    collapses until it loads) and arms the click recorder, unless ``info`` (just read) says both. ``hover_first`` (the wiggle tier) moves the
    pointer there before, for controls that only render what is clicked once hovered. A failure is
    ClickUnconfirmed, carrying the mark :func:`click_reached` needs.
    """
    timer = timer or PhaseTimer()
    locator = await require(page, agent_id, frame_path)
    since: int | None = None
    try:
        async with playwright_failures(f"clicking element [{agent_id}]", page, timeout_s * 2 + 1):
            if hover_first:
                with timer.phase("act.hover"):
                    await locator.hover(timeout=timeout_s * 1000)
            if info is not None and info.boxed and info.click_mark is not None and not hover_first:
                since = info.click_mark  # read moments ago with the element's state: no round trip
            else:
                with timer.phase("act.prepare"):
                    since = int(await locator.evaluate(BOX_SETTLED_JS))
            with timer.phase("act.click"):
                await locator.click(timeout=timeout_s * 1000)
    except BrowserGone:
        raise
    except ActionFailed as exc:
        raise ClickUnconfirmed(str(exc), since) from None


async def click_reached(page: Page, agent_id: int, frame_path: str | None, since: int) -> bool:
    """Whether a trusted click reached the element (or something inside it) after the mark ``since``:
    the evidence that a click which timed out still landed. Other changes of the page do not count."""
    frame = resolve_frame(page, frame_path) or page.main_frame
    async with playwright_failures(f"checking the click on element [{agent_id}]", page):
        return bool(await frame.evaluate(CLICK_REACHED_JS, {"id": agent_id, "since": since}))


async def wiggle(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    """Scroll the element into view and nudge the page up and down, so sticky headers, lazy layout
    and scroll-triggered overlays settle before the next click attempt."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"scrolling element [{agent_id}] into view", page, timeout_s):
        await locator.scroll_into_view_if_needed(timeout=timeout_s * 1000)
        await page.evaluate("() => { window.scrollBy(0, -60); window.scrollBy(0, 60); }")


async def js_click(page: Page, agent_id: int, frame_path: str | None) -> None:
    """``element.click()`` inside the page: no hit testing, so overlays cannot intercept it."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"clicking element [{agent_id}] by script", page):
        await locator.evaluate("el => el.click()")


async def click_by_text(page: Page, text: str) -> str | None:
    """Click the visible clickable element whose text matches ``text`` exactly (after whitespace and
    case folding), else the one containing it. Returns "exact"/"contains", or None when none matched."""
    for frame in page.frames:
        async with playwright_failures(f"clicking by text {text!r}", page):
            try:
                found: str | None = await frame.evaluate(CLICK_BY_TEXT_JS, text)
            except PlaywrightError as exc:
                if is_closed_error(str(exc)):
                    raise
                continue
        if found:
            return found
    return None


async def press_enter(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"pressing Enter in element [{agent_id}]", page, timeout_s):
        await locator.press("Enter", timeout=timeout_s * 1000)


async def scroll_page(page: Page, direction: ScrollDirection, step: int) -> tuple[float, float]:
    """Scroll the window, or, when it cannot move that way, the page's largest list box (a list with a
    scrollbar of its own); returns (before, after) offsets of the one that moved."""
    async with playwright_failures(f"scrolling the page {direction}", page):
        moved = await page.evaluate(SCROLL_PAGE_JS, {"direction": direction, "step": step})
    return float(moved[0]), float(moved[1])


async def scroll_element(
    page: Page, agent_id: int, frame_path: str | None, direction: ScrollDirection, step: int
) -> tuple[float, float]:
    """Scroll a container element (or its nearest scrollable ancestor); returns (before, after) offsets."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"scrolling element [{agent_id}] {direction}", page):
        result = await locator.evaluate(SCROLL_ELEMENT_JS, {"direction": direction, "step": step})
    return float(result[0]), float(result[1])


async def screenshot(page: Page, path: Path, *, full_page: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    async with playwright_failures("taking a screenshot", page, SCREENSHOT_TIMEOUT_S):
        await page.screenshot(path=str(path), full_page=full_page, timeout=SCREENSHOT_TIMEOUT_S * 1000)
    return path


async def history(page: Page, direction: Literal["back", "forward"], timeout_s: float) -> bool:
    """Go back/forward in the tab's history. False when there was nowhere to go."""
    before = page.url
    async with playwright_failures(f"going {direction}", page, timeout_s):
        if direction == "back":
            response = await page.go_back(timeout=timeout_s * 1000, wait_until="domcontentloaded")
        else:
            response = await page.go_forward(timeout=timeout_s * 1000, wait_until="domcontentloaded")
    return response is not None or page.url != before


async def page_state(page: Page) -> PageState:
    """One evaluate: URL, a signature over DOM size, text and form state, and the scroll offset."""
    async with playwright_failures("reading the page state", page):
        data: dict[str, Any] = await page.evaluate(PAGE_STATE_JS)
    return PageState(
        url=page.url,
        signature=str(data["sig"]),
        scroll_y=float(data["y"]),
        popups=int(data.get("popups") or 0),
        mutations=int(data.get("mutations") or 0),
        timers=int(data.get("timers") or 0),
        origin=float(data.get("origin") or 0.0),
        load_ms=float(data.get("load") or 0.0),
        inflight=int(data.get("inflight") or 0),
    )


async def wait_for_late_change(
    page: Page, since: PageState, cap_s: float, *, timers_since: int = 0
) -> tuple[bool, float]:
    """Wait for the page to change the DOM after an action that seemed to do nothing: an "Add to cart"
    that updates the page when its fetch returns. Counts mutations from the ``since`` snapshot (a
    change landing between that snapshot and this call is not missed). While the page's own requests
    are in flight it waits up to ``cap_s``. Returns (changed, ms the page itself was busy)."""
    try:
        args = {"capMs": cap_s * 1000, "since": since.mutations, "timersSince": timers_since}
        data = await bounded(page, page.evaluate(LATE_CHANGE_JS, args), "waiting for a late change", cap_s)
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone("the page went away while waiting for a late change") from None
        return False, 0.0
    return bool(data.get("changed")), float(data.get("pageMs") or 0.0)


async def settle(
    page: Page,
    load_timeout_s: float,
    idle_cap_s: float = 1.0,
    *,
    navigated: bool = True,
    busy_cap_s: float | None = None,
) -> None:
    """After an action that navigated: wait for DOMContentLoaded, then until the new document is idle
    by its own signals (loaded, no requests in flight, no short timers pending, no worker it asked still
    working) for at most ``idle_cap_s``, or ``busy_cap_s`` while its own requests or workers are still
    answering (a results page whose search runs in a worker). An action that stayed in its document has
    nothing to wait for here (the late-change wait covers its requests). Never a fixed sleep."""
    if not navigated:
        return
    try:
        await page.wait_for_load_state("domcontentloaded", timeout=load_timeout_s * 1000)
        busy_s = max(busy_cap_s or idle_cap_s, idle_cap_s)
        args = {"capMs": idle_cap_s * 1000, "busyCapMs": busy_s * 1000}
        await bounded(page, page.evaluate(SETTLE_JS, args), "settling", busy_s)
    except PlaywrightTimeoutError:
        return
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone("the page went away while settling") from None
        return  # the document changed again meanwhile: the next capture retries on its own
