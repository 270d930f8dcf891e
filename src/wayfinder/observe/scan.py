"""Looking harder at a page: a settled capture for a list that is still filling in, and the paged scan
that scrolls (the window and the page's list boxes) so lazy content loads, counting the lazy loads."""

from __future__ import annotations

import time
from collections.abc import Collection, Sequence
from typing import Any

from playwright.async_api import Page

from wayfinder.browser.models import TabInfo
from wayfinder.browser.page_scripts import PAGE_QUIET_JS, SCROLL_ALL_JS
from wayfinder.observe.capture import build_observation, capture, evaluate, snapshot
from wayfinder.observe.classify import is_sparse_listing
from wayfinder.observe.models import BBox, Element, Observation, Timing
from wayfinder.observe.terms import goal_terms
from wayfinder.settings import Settings

QUIET_MS = 150
QUIET_CAP_MS = 3000


async def wait_settled(page: Page) -> bool:
    """Wait on the page's own signals until nothing happens for ``QUIET_MS``: no DOM mutation, none of
    its requests in flight, no short timer pending (capped at ``QUIET_CAP_MS``). A page that is already
    still costs one quiet window, not a fixed network-idle wait.

    Returns whether the page went quiet before the cap.
    """
    args = {"quietMs": QUIET_MS, "capMs": QUIET_CAP_MS}
    return bool(await evaluate(page, PAGE_QUIET_JS, args, extra_s=QUIET_CAP_MS / 1000))


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


async def _scroll_all(page: Page, *, by: float = 0.0, to: list[float] | None = None) -> list[list[float]]:
    """Scroll the window and the page's list boxes together; each one's [offset, scroll height]."""
    found = await evaluate(page, SCROLL_ALL_JS, {"by": by, "to": to})
    return [[float(top), float(height)] for top, height in found]


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
    """Scroll down ``scroll_step`` at a time (up to ``paged_scan_max_pages`` times) so lazy content
    loads, then restore the scroll positions and observe. What scrolls is the window and the page's
    list boxes (a list with a scrollbar of its own, whose rows load as it scrolls); after each step the
    page gets its own time to answer (``wait_settled``), and a step after which a scroller grew is a
    lazy load (``Observation.lazy_loads``). Elements seen during the scan but gone from the final DOM
    (virtualised lists) are merged in by agent id, marked off-screen."""
    started = time.perf_counter()
    terms = goal_terms(goal)
    start = await _scroll_all(page)
    seen: dict[int, Element] = {}
    loads = 0
    now = start
    for _ in range(settings.paged_scan_max_pages):
        snap = await snapshot(page, settings, terms)
        for el in snap.elements:
            seen.setdefault(el.id, _shift(el, now[0][0] - start[0][0]))
        moved = await _scroll_all(page, by=settings.scroll_step)
        went = any(after[0] > before[0] for before, after in zip(now, moved, strict=False))
        if went:
            await wait_settled(page)
            grown = await _scroll_all(page)
            if any(g[1] > m[1] for m, g in zip(moved, grown, strict=False)):
                loads += 1
            moved = grown
        if not went:
            break
        now = moved
    await _scroll_all(page, to=[top for top, _ in start])
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
    return obs.model_copy(update={"timing": timing, "lazy_loads": loads})


def _shift(el: Element, dy: float) -> Element:
    """An element seen ``dy`` pixels further down, in the coordinates of the original scroll position."""
    if not dy:
        return el
    box = BBox(x=el.bbox.x, y=el.bbox.y + dy, w=el.bbox.w, h=el.bbox.h)
    return el.model_copy(update={"bbox": box, "in_viewport": False})
