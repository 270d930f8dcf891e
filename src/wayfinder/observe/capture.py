"""Capture an :class:`Observation` from a live page (with ``browser/``, the only Playwright caller).

One ``page.evaluate`` of ``som.js`` per observation; everything after it (limits, hashes, page type)
is pure and lives in sibling modules. Navigation races are retried: an evaluate that dies because the
page navigated ("Execution context was destroyed") waits for ``domcontentloaded`` and tries again, at
most three times. A closed page becomes :class:`BrowserGone` so the runtime can recover.
"""

from __future__ import annotations

import base64
import functools
import json
import re
import time
import weakref
from collections.abc import Collection, Sequence
from contextlib import suppress
from importlib import resources
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext, CDPSession, Frame, Page
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.deadline import bounded, limit_of
from wayfinder.browser.models import TabInfo
from wayfinder.browser.page_scripts import PAGE_QUIET_JS
from wayfinder.browser.text import clean_tree, may_hold_lone_surrogates
from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.observe import js
from wayfinder.observe.classify import classify_page, is_sparse_listing
from wayfinder.observe.hashing import candidate_hash, dom_hash, mapping_hash
from wayfinder.observe.models import BBox, Element, Observation, Timing
from wayfinder.observe.parse import RawSnapshot, parse_snapshot
from wayfinder.observe.select import limit_elements
from wayfinder.observe.terms import goal_terms
from wayfinder.settings import ScreenshotMode, Settings

EVALUATE_TRIES = 3
QUIET_MS = 150
QUIET_CAP_MS = 3000
_NAVIGATING = ("execution context was destroyed", "cannot find context", "frame was detached", "navigat")
_GONE = ("has been closed", "target closed", "browser has disconnected", "target crashed")


_INCLUDE = re.compile(r"^[ \t]*// @include ([\w.-]+\.js)[ \t]*$", re.MULTILINE)


@functools.cache
def som_script() -> str:
    """The Set-of-Mark script, read once from the package.

    ``som.js`` pulls in its sibling parts (``// @include som_text.js``) so each file stays readable
    while the page still gets one function and one evaluate."""
    package = resources.files("wayfinder.observe")
    main = package.joinpath("som.js").read_text(encoding="utf-8")
    return _INCLUDE.sub(lambda m: package.joinpath(m.group(1)).read_text(encoding="utf-8"), main)


async def _evaluate(page: Page, script: str, arg: Any = None, *, extra_s: float = 0.0) -> Any:
    """``page.evaluate`` that survives a navigation in progress and reports a closed page. Each try has
    the page's deadline (plus ``extra_s`` for scripts that wait on purpose): PageUnresponsive after it."""
    for attempt in range(EVALUATE_TRIES):
        try:
            return await bounded(page, page.evaluate(script, arg), "observing the page", extra_s)
        except PlaywrightError as exc:
            message = str(exc).lower()
            if any(word in message for word in _GONE):
                raise BrowserGone(f"page closed while observing: {exc}") from exc
            if attempt == EVALUATE_TRIES - 1 or not any(word in message for word in _NAVIGATING):
                raise
            with suppress(PlaywrightTimeoutError):
                await page.wait_for_load_state("domcontentloaded", timeout=limit_of(page) * 1000)
    raise AssertionError("unreachable")  # pragma: no cover


async def snapshot(page: Page, settings: Settings, terms: Sequence[str] = ()) -> RawSnapshot:
    """Run som.js once and parse what it saw (every usable element, before any limit)."""
    raw = await _evaluate(
        page, som_script(), {"terms": list(terms), "digestChars": settings.text_digest_chars}
    )
    data = json.loads(raw)
    if may_hold_lone_surrogates(raw):  # half an emoji in the page's text: made safe here, once
        data = clean_tree(data)
    return parse_snapshot(data)


def build_observation(
    snap: RawSnapshot,
    settings: Settings,
    *,
    terms: Sequence[str] = (),
    tabs: Sequence[TabInfo] = (),
    active_tab_id: int | None = None,
    mapping_limit: int | None = None,
    avoid: Collection[int] = (),
) -> Observation:
    """Apply the mapping limit, hashes and page type to a snapshot (pure)."""
    limit = mapping_limit if mapping_limit is not None else settings.mapping_limit
    kept, candidates = limit_elements(snap.elements, terms, limit, avoid)
    obs = Observation(
        url=snap.url,
        title=snap.title,
        tabs=list(tabs),
        active_tab_id=active_tab_id,
        elements=kept,
        total_elements=snap.total,
        grids=snap.grids,
        text_digest=snap.text_digest,
        headings=snap.headings,
        scroll_y=snap.scroll_y,
        viewport_height=snap.viewport_height,
        page_height=snap.page_height,
        mapping_hash=mapping_hash(snap.url, snap.elements),
        candidate_hash=candidate_hash(kept, candidates),
        dom_hash=dom_hash(snap.dom_signature, snap.text_digest),
        candidates=candidates,
    )
    # Classify on everything found, not only what fits the limit.
    page_type, evidence = classify_page(obs.model_copy(update={"elements": snap.elements}))
    return obs.model_copy(update={"page_type": page_type, "page_type_evidence": evidence})


async def capture(
    page: Page,
    settings: Settings,
    *,
    goal: str = "",
    tabs: Sequence[TabInfo] = (),
    active_tab_id: int | None = None,
    mapping_limit: int | None = None,
    screenshot_path: Path | None = None,
    screenshot: ScreenshotMode | None = None,
    avoid: Collection[int] = (),
) -> Observation:
    """Observe the page once. A screenshot (with numbered badges unless hide_overlay) is taken when
    ``screenshot_path`` is given and the mode is ``viewport`` or ``full``."""
    started = time.perf_counter()
    terms = goal_terms(goal)
    snap = await snapshot(page, settings, terms)
    obs = build_observation(
        snap,
        settings,
        terms=terms,
        tabs=tabs,
        active_tab_id=active_tab_id,
        mapping_limit=mapping_limit,
        avoid=avoid,
    )
    mode = screenshot or settings.observe_screenshot_mode
    shot_ms = 0.0
    if screenshot_path is not None and mode in ("viewport", "full"):
        shot_ms = await take_screenshot(page, settings, obs.elements, screenshot_path, full=mode == "full")
        obs = obs.model_copy(update={"screenshot_path": str(screenshot_path)})
    timing = Timing(
        script_ms=round(snap.script_ms, 2),
        total_ms=round((time.perf_counter() - started) * 1000, 2),
        screenshot_ms=round(shot_ms, 2),
    )
    return obs.model_copy(update={"timing": timing})


async def take_screenshot(
    page: Page, settings: Settings, elements: Sequence[Element], path: Path, *, full: bool = False
) -> float:
    """Screenshot with the Set-of-Mark badges; the overlay is always removed again. Returns ms."""
    started = time.perf_counter()
    path.parent.mkdir(parents=True, exist_ok=True)
    drawn = False
    try:
        if not settings.hide_overlay:
            await draw_overlay(page, elements)
            drawn = True
        await bounded(page, _png(page, path, full=full), "taking a screenshot", limit_of(page))
    finally:
        if drawn:
            await remove_overlay(page)
    return (time.perf_counter() - started) * 1000


_cdp: weakref.WeakKeyDictionary[Page, CDPSession] = weakref.WeakKeyDictionary()


async def _png(page: Page, path: Path, *, full: bool) -> None:
    """The viewport as PNG straight from Chromium's compositor, encoded for speed (no caret hiding, no
    font wait: the page is shown as it is). Full pages, and browsers without CDP, use Playwright's."""
    if not full:
        try:
            session = _cdp.get(page)
            if session is None:
                session = _cdp[page] = await page.context.new_cdp_session(page)
            shot = await session.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
            path.write_bytes(base64.b64decode(shot["data"]))
            return
        except PlaywrightError as exc:
            if any(word in str(exc).lower() for word in _GONE):
                raise
            _cdp.pop(page, None)
    await page.screenshot(path=str(path), full_page=full, caret="initial", timeout=limit_of(page) * 1000)


async def draw_overlay(page: Page, elements: Sequence[Element]) -> None:
    """Numbered badges over the given elements (pointer-events: none; removed before any action)."""
    items = [{"id": el.id, "x": el.bbox.x, "y": el.bbox.y, "w": el.bbox.w, "h": el.bbox.h} for el in elements]
    await _evaluate(page, js.DRAW_OVERLAY, items)


async def remove_overlay(page: Page) -> None:
    """Remove every badge node; harmless when none is drawn."""
    await _evaluate(page, js.REMOVE_OVERLAY)


async def install_listener_probe(context: BrowserContext) -> None:
    """Record elements that get click listeners via addEventListener, so som.js can list them.

    Call once per browser context, before pages load (it is an init script; documents already
    loaded are not probed, but jQuery handlers are found either way)."""
    await context.add_init_script(script=js.LISTENER_PROBE)


async def wait_settled(page: Page) -> bool:
    """Wait on the page's own signals until nothing happens for ``QUIET_MS``: no DOM mutation, none of
    its requests in flight, no short timer pending (capped at ``QUIET_CAP_MS``). A page that is already
    still costs one quiet window, not a fixed network-idle wait.

    Returns whether the page went quiet before the cap.
    """
    args = {"quietMs": QUIET_MS, "capMs": QUIET_CAP_MS}
    return bool(await _evaluate(page, PAGE_QUIET_JS, args, extra_s=QUIET_CAP_MS / 1000))


async def capture_settled(page: Page, settings: Settings, *, expect_list: bool, **kwargs: Any) -> Observation:
    """Observe; when a list is expected but the page looks sparse, wait for it to settle and look again
    (at most ``settings.max_reobserve_attempts`` times, stopping early when the DOM did not change)."""
    obs = await capture(page, settings, **kwargs)
    if not expect_list:
        return obs
    waited = 0.0
    for _ in range(settings.max_reobserve_attempts):
        if not is_sparse_listing(obs):
            break
        started = time.perf_counter()
        await wait_settled(page)
        waited += (time.perf_counter() - started) * 1000
        again = await capture(page, settings, **kwargs)
        unchanged = again.dom_hash == obs.dom_hash
        obs = again
        if unchanged:
            break
    if waited:
        obs = obs.model_copy(update={"timing": obs.timing.model_copy(update={"settle_ms": round(waited, 2)})})
    return obs


async def _scroll_to(page: Page, y: float | None, *, by: float = 0.0) -> float:
    return float(await _evaluate(page, js.SCROLL, {"y": y, "by": by}))


async def paged_scan(
    page: Page,
    settings: Settings,
    *,
    goal: str = "",
    tabs: Sequence[TabInfo] = (),
    active_tab_id: int | None = None,
    mapping_limit: int | None = None,
    avoid: Collection[int] = (),
) -> Observation:
    """Scroll down ``scroll_step`` at a time (up to ``paged_scan_max_pages`` viewports) so lazy content
    loads, then restore the scroll position and observe; elements seen during the scan but gone from
    the final DOM (virtualised lists) are merged in by agent id, marked off-screen."""
    started = time.perf_counter()
    terms = goal_terms(goal)
    start_y = await _scroll_to(page, None)
    seen: dict[int, Element] = {}
    y = start_y
    for _ in range(settings.paged_scan_max_pages):
        snap = await snapshot(page, settings, terms)
        for el in snap.elements:
            seen.setdefault(el.id, _shift(el, y - start_y))
        new_y = await _scroll_to(page, None, by=settings.scroll_step)
        if new_y <= y:
            break
        y = new_y
    await _scroll_to(page, start_y)
    final = await snapshot(page, settings, terms)
    present = {el.id for el in final.elements}
    extra = sorted((el for i, el in seen.items() if i not in present), key=lambda el: el.bbox.y)
    merged = final.model_copy(
        update={"elements": [*final.elements, *extra], "total": final.total + len(extra)}
    )
    obs = build_observation(
        merged,
        settings,
        terms=terms,
        tabs=tabs,
        active_tab_id=active_tab_id,
        mapping_limit=mapping_limit,
        avoid=avoid,
    )
    timing = Timing(
        script_ms=round(final.script_ms, 2), total_ms=round((time.perf_counter() - started) * 1000, 2)
    )
    return obs.model_copy(update={"timing": timing})


def _shift(el: Element, dy: float) -> Element:
    """An element seen ``dy`` pixels further down, in the coordinates of the original scroll position."""
    if not dy:
        return el
    box = BBox(x=el.bbox.x, y=el.bbox.y + dy, w=el.bbox.w, h=el.bbox.h)
    return el.model_copy(update={"bbox": box, "in_viewport": False})


async def frame_for(page: Page, path: str | None) -> Frame:
    """The frame an element's ``frame`` path names: ``"0>1"`` = 2nd iframe/frame element (document
    order, light DOM) of the 1st iframe/frame element of the main document."""
    frame = page.main_frame
    if not path:
        return frame
    for part in path.split(">"):
        handles = await frame.query_selector_all("iframe, frame")
        index = int(part)
        child = await handles[index].content_frame() if index < len(handles) else None
        if child is None:
            raise ActionFailed(
                f"frame path {path!r} no longer resolves (step {part!r} of {len(handles)} frames)"
            )
        frame = child
    return frame
