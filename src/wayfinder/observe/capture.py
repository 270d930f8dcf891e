"""Capture an :class:`Observation` from a live page (with ``browser/``, the only Playwright caller).

One ``page.evaluate`` of ``som.js`` per observation; everything after it (limits, hashes, page type)
is pure and lives in sibling modules. Navigation races are retried: an evaluate that dies because the
page navigated ("Execution context was destroyed") waits for ``domcontentloaded`` and tries again, at
most three times. A closed page becomes :class:`BrowserGone` so the runtime can recover.
"""

from __future__ import annotations

import asyncio
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

from playwright.async_api import CDPSession, Frame, Page
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.deadline import bounded, limit_of
from wayfinder.browser.models import TabInfo, reason_of
from wayfinder.browser.text import clean_tree, may_hold_lone_surrogates
from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.observe import js
from wayfinder.observe.classify import classify_page
from wayfinder.observe.documents import document_text, is_pdf, is_text_document, pdf_text
from wayfinder.observe.frames import observe_frames
from wayfinder.observe.hashing import candidate_hash, dom_hash, mapping_hash
from wayfinder.observe.js import install_listener_probe as install_listener_probe  # its home: js.py (light)
from wayfinder.observe.models import Element, Observation, Timing
from wayfinder.observe.parse import RawSnapshot, parse_snapshot
from wayfinder.observe.select import limit_elements
from wayfinder.observe.terms import goal_terms
from wayfinder.settings import ScreenshotMode, Settings

EVALUATE_TRIES = 3
FRAMES_LOAD_S = 3.0  # the most a page's frames are waited for before it is observed
_load_never_came: weakref.WeakKeyDictionary[Page, str] = weakref.WeakKeyDictionary()
DOC_CHARS = 200_000  # the most of a plain-text or JSON document's text som.js sends back
# "no longer runnable": a page's own window.open ran our script nested inside it, and the popup it
# opened took the script's callbacks with it (a popup storm); looking again works
_NAVIGATING = (
    "execution context was destroyed",
    "cannot find context",
    "frame was detached",
    "navigat",
    "no longer runnable",
)
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


async def evaluate(page: Page, script: str, arg: Any = None, *, extra_s: float = 0.0) -> Any:
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
    args = {"terms": list(terms), "digestChars": settings.text_digest_chars, "docChars": DOC_CHARS}
    if len(page.frames) > 1:
        await frames_loaded(page)
    raw = await evaluate(page, som_script(), args)
    data = json.loads(raw)
    if may_hold_lone_surrogates(raw):  # half an emoji in the page's text: made safe here, once
        data = clean_tree(data)
    if len(page.frames) > 1:  # frames of another origin: observed through their own handles
        view = page.viewport_size or {"width": 0, "height": 0}
        await observe_frames(page, som_script(), args, data, (view["width"], view["height"]))
    return parse_snapshot(data)


async def frames_loaded(page: Page) -> None:
    """Give the page's frames their documents before it is observed (bounded by ``FRAMES_LOAD_S``).

    A navigation returns at ``domcontentloaded``, when an iframe may still hold its first
    ``about:blank``: observed then, the frame's form is missing and a skill that needs it gives up.
    A frame not yet navigated waits for the page's ``load`` (which waits for every frame); one
    already navigated waits for its own ``domcontentloaded``. Both return at once when reached, so
    the wait costs nothing once the frames are in; a frame that never loads costs the bound."""
    children = [frame for frame in page.frames if frame is not page.main_frame and not frame.is_detached()]
    timeout_ms = min(FRAMES_LOAD_S, limit_of(page)) * 1000
    if any(frame.url in ("", "about:blank") for frame in children):
        if _load_never_came.get(page) == page.url:  # not waited for twice
            return
        try:
            await page.wait_for_load_state("load", timeout=timeout_ms)
        except PlaywrightError:
            _load_never_came[page] = page.url
        return
    await asyncio.gather(
        *(frame.wait_for_load_state("domcontentloaded", timeout=timeout_ms) for frame in children),
        return_exceptions=True,
    )


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
    update: dict[str, Any] = {"page_type": page_type, "page_type_evidence": evidence}
    update.update(document_facts(snap, settings))
    return obs.model_copy(update=update)


def document_facts(snap: RawSnapshot, settings: Settings) -> dict[str, Any]:
    """What the document answered and is; a plain-text or JSON document's text is its page text."""
    facts: dict[str, Any] = {"content_type": snap.content_type}
    if snap.http_status:
        facts.update(http_status=snap.http_status, http_reason=reason_of(snap.http_status))
    if is_text_document(snap.content_type) and snap.doc_text.strip():
        facts.update(
            text_digest=document_text(snap.content_type, snap.doc_text, settings.text_document_chars),
            page_type="detail",
            page_type_evidence=[f"a {snap.content_type} document: its text is the page"],
        )
    return facts


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
    if is_pdf(obs.content_type):
        obs = obs.model_copy(update=await pdf_facts(page, obs.url, settings))
    mode = screenshot or settings.observe_screenshot_mode
    shot_ms = 0.0
    if screenshot_path is not None and mode in ("viewport", "full"):
        shot_ms = await take_screenshot(page, settings, obs.elements, screenshot_path, full=mode == "full")
        if screenshot_path.exists():
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
    """Screenshot with the Set-of-Mark badges; the overlay is always removed again. Returns ms. A file
    the disk refuses (full, read-only) is not kept: the run goes on without it (its tracer says the
    record is incomplete)."""
    started = time.perf_counter()
    drawn = False
    try:
        if not settings.hide_overlay:
            await draw_overlay(page, elements)
            drawn = True
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            await bounded(page, _png(page, path, full=full), "taking a screenshot", limit_of(page))
        except OSError:
            with suppress(OSError):
                path.unlink(missing_ok=True)
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
    await evaluate(page, js.DRAW_OVERLAY, items)


async def remove_overlay(page: Page) -> None:
    """Remove every badge node; harmless when none is drawn."""
    await evaluate(page, js.REMOVE_OVERLAY)


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


_pdfs: weakref.WeakKeyDictionary[Page, dict[str, dict[str, Any]]] = weakref.WeakKeyDictionary()


async def pdf_facts(page: Page, url: str, settings: Settings) -> dict[str, Any]:
    """The page text of a PDF shown in the tab: fetched with the context's cookies (up to
    ``pdf_max_mb``) and read with pypdf; kept per page and URL, so each step does not fetch it again."""
    seen = _pdfs.setdefault(page, {})
    if url in seen:
        return seen[url]
    limit = int(settings.pdf_max_mb * 1024 * 1024)
    try:
        response = await page.context.request.get(url, timeout=settings.navigation_timeout_s * 1000)
        size = int(response.headers.get("content-length") or 0)
        data = b"" if size > limit else await response.body()
    except PlaywrightError as exc:
        text, pages = f"(the PDF could not be fetched: {str(exc).splitlines()[0]})", 0
    else:
        if size > limit or len(data) > limit:
            mb = max(size, len(data)) / 1024 / 1024
            text, pages = (
                f"(the PDF is {mb:.1f} MB, more than pdf_max_mb = {settings.pdf_max_mb:g}: not read)",
                0,
            )
        else:
            text, pages = pdf_text(data, settings.text_document_chars)
    facts = {
        "text_digest": text,
        "page_type": "detail",
        "page_type_evidence": [f"a PDF document of {pages} page(s): its text is the page"],
    }
    seen[url] = facts
    return facts
