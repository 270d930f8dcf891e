"""Pointer and keyboard primitives beyond the click: hover, key presses, drags, and waiting for the page
to change by itself. Like ``browser/ops.py`` (whose element lookup they share), every Playwright
failure leaves here as ``ActionFailed`` or ``BrowserGone``.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator, Page

from wayfinder.browser.deadline import bounded
from wayfinder.browser.elements import playwright_failures, require
from wayfinder.browser.navigation import is_closed_error
from wayfinder.errors import ActionFailed, BrowserGone

DRAG_STEPS = 12  # intermediate mouse moves: drag libraries react to mousemove, not to a jump

# Resolves true once the page changed (its mutation count moved past ``since``, the count of the
# action's before-snapshot, so a change while the planner thought counts too) and then stayed quiet
# for ``quietMs``; false at the cap when nothing changed at all.
WAIT_CHANGE_JS = """({capMs, quietMs, since}) => new Promise(done => {
  const later = window.__wfSetTimeout || setTimeout;
  const t0 = performance.now();
  let seen = since, lastChange = null;
  const look = () => {
    const now = performance.now();
    const count = window.__wfMutations || 0;
    if (count !== seen) { seen = count; lastChange = now; }
    if (lastChange !== null && now - lastChange >= quietMs) return done(true);
    if (now - t0 >= capMs) return done(lastChange !== null);
    later(look, 25);
  };
  look();
})"""

# HTML5 drag and drop by script, for pages whose drop zones listen only to drag events and the
# pointer route did not reach them (a covered target, a zero-size drop zone).
HTML5_DRAG_JS = """([src, dst]) => {
  const data = new DataTransfer();
  const fire = (el, type) => {
    const box = el.getBoundingClientRect();
    const ev = new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: data,
      clientX: box.x + box.width / 2, clientY: box.y + box.height / 2});
    return el.dispatchEvent(ev);
  };
  fire(src, 'dragstart');
  fire(dst, 'dragenter');
  fire(dst, 'dragover');
  fire(dst, 'drop');
  fire(src, 'dragend');
  return true;
}"""


async def hover(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    """Move the pointer over the element (Playwright scrolls it into view and waits until it is stable)."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"hovering over element [{agent_id}]", page, timeout_s):
        await locator.hover(timeout=timeout_s * 1000)


async def press(page: Page, key: str, agent_id: int | None, frame_path: str | None, timeout_s: float) -> None:
    """Press ``key`` (a Playwright key or chord) in the element (focused first), or wherever focus is."""
    if agent_id is None:
        async with playwright_failures(f"pressing {key}", page):
            await page.keyboard.press(key)
        return
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"pressing {key} in element [{agent_id}]", page, timeout_s):
        await locator.press(key, timeout=timeout_s * 1000)


async def _center(locator: Locator, agent_id: int, timeout_s: float) -> tuple[float, float]:
    await locator.scroll_into_view_if_needed(timeout=timeout_s * 1000)
    box = await locator.bounding_box(timeout=timeout_s * 1000)
    if box is None or box["width"] <= 0 or box["height"] <= 0:
        raise ActionFailed(f"element [{agent_id}] has no visible box to drag")
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


async def drag(
    page: Page,
    agent_id: int,
    frame_path: str | None,
    to: tuple[int, str | None] | None,
    offset: tuple[int, int],
    timeout_s: float,
) -> None:
    """Press the mouse on the element's centre, move in small steps to the destination's centre (``to``
    = (agent id, frame)) or by ``offset`` pixels, and release. Chromium turns this into HTML5 drag
    events too when the element is draggable."""
    source = await require(page, agent_id, frame_path)
    target = await require(page, to[0], to[1]) if to is not None else None
    async with playwright_failures(f"dragging element [{agent_id}]", page, timeout_s * 3):
        x, y = await _center(source, agent_id, timeout_s)
        if target is not None and to is not None:
            tx, ty = await _center(target, to[0], timeout_s)
            x, y = await _center(source, agent_id, timeout_s)  # the target's scroll may move the source
        else:
            tx, ty = x + offset[0], y + offset[1]
        await page.mouse.move(x, y)
        await page.mouse.down()
        await page.mouse.move(x + (tx - x) / DRAG_STEPS, y + (ty - y) / DRAG_STEPS)
        await page.mouse.move(tx, ty, steps=DRAG_STEPS)
        await page.mouse.up()


async def drag_by_script(
    page: Page, agent_id: int, frame_path: str | None, to_id: int, to_frame: str | None
) -> None:
    """Fire the HTML5 drag events from the element onto the destination by script."""
    source = await require(page, agent_id, frame_path)
    target = await require(page, to_id, to_frame)
    async with playwright_failures(f"dragging element [{agent_id}] by script", page):
        handle = await target.element_handle()
        await source.evaluate(f"(src, dst) => ({HTML5_DRAG_JS})([src, dst])", handle)


async def wait_for_change(page: Page, cap_s: float, quiet_s: float = 0.3, *, since: int = 0) -> bool:
    """Wait up to ``cap_s`` for the page to change by itself after the mutation count ``since``; True
    once it changed and went quiet for ``quiet_s`` (or navigated), False when nothing changed."""
    args: dict[str, Any] = {"capMs": cap_s * 1000, "quietMs": quiet_s * 1000, "since": since}
    try:
        return bool(await bounded(page, page.evaluate(WAIT_CHANGE_JS, args), "waiting for the page", cap_s))
    except PlaywrightError as exc:
        message = str(exc)
        if is_closed_error(message):
            raise BrowserGone("the page went away while waiting") from None
        if "context was destroyed" in message or "navigat" in message.lower():
            return True  # the page navigated by itself: that is a change
        raise ActionFailed(f"waiting for the page failed: {message.splitlines()[0]}") from None
