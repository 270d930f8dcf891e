"""Page primitives the action executor composes. With ``browser/runtime.py`` and ``observe/capture.py``
this is the only code that calls Playwright; every Playwright failure leaves here as ``ActionFailed``
(with a short, plain message) or ``BrowserGone`` (the page/tab/browser went away).

Elements are addressed as the observation wrote them: ``data-agent-id="N"`` on the element, plus the
element's frame path. **Frame path convention** (``Element.frame``): None for the top document, else a
">"-separated list of child-frame indexes walked from the main frame, e.g. ``"0"`` (the page's first
child frame) or ``"0>1"`` (the second child frame of that frame), in Playwright ``Frame.child_frames``
order. Each part may carry decoration (``"iframe[2]"`` is read as 2). When the path does not resolve, or
the element is not in that frame, every frame is searched for the agent id (ids are unique per
observation). CSS locators pierce open shadow roots, so shadow-DOM elements need nothing extra.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.navigation import is_closed_error
from wayfinder.browser.page_scripts import (
    BOX_SETTLED_JS,
    CLICK_BY_TEXT_JS,
    ELEMENT_INFO_JS,
    LATE_CHANGE_JS,
    PAGE_STATE_JS,
    SCROLL_ELEMENT_JS,
    SCROLL_PAGE_JS,
)
from wayfinder.errors import ActionFailed, BrowserGone

AGENT_ATTR = "data-agent-id"
ScrollDirection = Literal["up", "down", "top", "bottom"]


@dataclass(frozen=True)
class ElementInfo:
    """What the executor needs to know about a live element before acting on it."""

    tag: str
    input_type: str | None
    role: str | None
    disabled: bool
    checked: bool | None
    editable: bool
    text: str
    options: list[tuple[str, str]] = field(default_factory=list)  # (text, value)


@dataclass(frozen=True)
class PageState:
    """A cheap before/after snapshot: URL, a DOM/form-state signature and the scroll position."""

    url: str
    signature: str
    scroll_y: float
    popups: int = 0  # tab-opening attempts seen by the in-page hook since this document loaded
    mutations: int = 0  # DOM mutations seen by the in-page hook since this document loaded


@asynccontextmanager
async def playwright_failures(what: str) -> AsyncIterator[None]:
    """Translate Playwright errors raised while doing ``what`` into ActionFailed / BrowserGone."""
    try:
        yield
    except PlaywrightTimeoutError as exc:
        raise ActionFailed(f"{what} timed out: {_short(exc)}") from None
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone(f"the page went away during {what}") from None
        raise ActionFailed(f"{what} failed: {_short(exc)}") from None


def _short(exc: BaseException) -> str:
    """First line of a Playwright message, without the 'Locator.click: ' style prefix."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return re.sub(r"^[A-Za-z]+\.[A-Za-z_]+: ", "", text)


def resolve_frame(page: Page, frame_path: str | None) -> Frame | None:
    """The frame named by ``frame_path`` (see the module docstring), or None when it does not resolve."""
    frame = page.main_frame
    if not frame_path:
        return frame
    for part in frame_path.split(">"):
        match = re.search(r"\d+", part)
        children = frame.child_frames
        if match is None or int(match.group()) >= len(children):
            return None
        frame = children[int(match.group())]
    return frame


async def locate(page: Page, agent_id: int, frame_path: str | None = None) -> Locator | None:
    """The element carrying ``data-agent-id=agent_id``, or None when no frame has it (stale id)."""
    selector = f'[{AGENT_ATTR}="{agent_id}"]'
    async with playwright_failures(f"finding element [{agent_id}]"):
        first = resolve_frame(page, frame_path)
        frames = [first] if first is not None else []
        frames += [f for f in page.frames if f is not first]
        for frame in frames:
            try:
                locator = frame.locator(selector)
                if await locator.count() > 0:
                    return locator.first
            except PlaywrightError as exc:
                if is_closed_error(str(exc)):
                    raise
                continue  # a frame detached while we looked; try the others
    return None


async def element_info(page: Page, agent_id: int, frame_path: str | None = None) -> ElementInfo | None:
    locator = await locate(page, agent_id, frame_path)
    if locator is None:
        return None
    async with playwright_failures(f"reading element [{agent_id}]"):
        data: dict[str, Any] = await locator.evaluate(ELEMENT_INFO_JS)
    return ElementInfo(
        tag=data["tag"],
        input_type=data.get("type"),
        role=data.get("role"),
        disabled=bool(data.get("disabled")),
        checked=data.get("checked"),
        editable=bool(data.get("editable")),
        text=data.get("text") or "",
        options=[(o["text"], o["value"]) for o in data.get("options") or []],
    )


async def require(page: Page, agent_id: int, frame_path: str | None) -> Locator:
    locator = await locate(page, agent_id, frame_path)
    if locator is None:
        raise ActionFailed(f"element [{agent_id}] is no longer on the page", element_id=agent_id)
    return locator


async def click(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    """A real mouse click (Playwright waits for the element to be visible, stable and unobscured).

    The pointer hovers first and the click waits for the element's box to be non-empty again, so a
    control whose hover state re-renders it is not missed (the click would land on its parent).
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"clicking element [{agent_id}]"):
        await locator.hover(timeout=timeout_s * 1000)
        await locator.evaluate(BOX_SETTLED_JS)
        await locator.click(timeout=timeout_s * 1000)


async def wiggle(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    """Scroll the element into view and nudge the page up and down, so sticky headers, lazy layout
    and scroll-triggered overlays settle before the next click attempt."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"scrolling element [{agent_id}] into view"):
        await locator.scroll_into_view_if_needed(timeout=timeout_s * 1000)
        await page.evaluate("() => { window.scrollBy(0, -60); window.scrollBy(0, 60); }")


async def js_click(page: Page, agent_id: int, frame_path: str | None) -> None:
    """``element.click()`` inside the page: no hit testing, so overlays cannot intercept it."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"clicking element [{agent_id}] by script"):
        await locator.evaluate("el => el.click()")


async def click_by_text(page: Page, text: str) -> str | None:
    """Click the visible clickable element whose text matches ``text`` exactly (after whitespace and
    case folding), else the one containing it. Returns "exact"/"contains", or None when none matched."""
    for frame in page.frames:
        async with playwright_failures(f"clicking by text {text!r}"):
            try:
                found: str | None = await frame.evaluate(CLICK_BY_TEXT_JS, text)
            except PlaywrightError as exc:
                if is_closed_error(str(exc)):
                    raise
                continue
        if found:
            return found
    return None


_READONLY_JS = "el => !!(el.readOnly || el.getAttribute('aria-readonly') === 'true')"
SET_VALUE_JS = """
(el, text) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype
    : el instanceof HTMLInputElement ? HTMLInputElement.prototype : null;
  const desc = proto ? Object.getOwnPropertyDescriptor(proto, 'value') : null;
  if (desc && desc.set) desc.set.call(el, text); else el.value = text;
  el.dispatchEvent(new Event('input', {bubbles: true}));
  el.dispatchEvent(new Event('change', {bubbles: true}));
  return String(el.value);
}
"""


async def fill(page: Page, agent_id: int, frame_path: str | None, text: str, timeout_s: float) -> None:
    """Replace the field's content with ``text`` (fill clears first and fires input/change).

    A read-only input (a date picker's text box that only its calendar widget writes) would make
    Playwright wait for editability until the timeout; its value is set by script instead, with the
    input/change events a person's edit would fire, so the widget and the form see the new value.
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"typing into element [{agent_id}]"):
        readonly = bool(await locator.evaluate(_READONLY_JS))
    if readonly:
        await set_value(page, agent_id, frame_path, text)
        return
    async with playwright_failures(f"typing into element [{agent_id}]"):
        await locator.fill(text, timeout=timeout_s * 1000)


async def set_value(page: Page, agent_id: int, frame_path: str | None, text: str) -> str:
    """Set an input's value by script and fire input/change; returns the value the element kept.

    For controls Playwright cannot type into: read-only inputs, sliders (``type=range``) and colour
    inputs. The browser clamps a range to its min/max/step, so the caller compares the kept value.
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"setting the value of element [{agent_id}]"):
        kept = await locator.evaluate(SET_VALUE_JS, text)
    return str(kept)


async def select_value(
    page: Page, agent_id: int, frame_path: str | None, value: str, timeout_s: float
) -> None:
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"choosing an option in element [{agent_id}]"):
        await locator.select_option(value=value, timeout=timeout_s * 1000)


async def select_values(
    page: Page, agent_id: int, frame_path: str | None, values: list[str], timeout_s: float
) -> None:
    """Choose several options of a multi-select at once (the others become unselected)."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"choosing {len(values)} options in element [{agent_id}]"):
        await locator.select_option(value=values, timeout=timeout_s * 1000)


SLIDER_VALUE_JS = """
el => {
  const aria = el.closest('[role=slider]') || el.querySelector('[role=slider]');
  if (aria && aria.hasAttribute('aria-valuenow')) return parseFloat(aria.getAttribute('aria-valuenow'));
  const jq = window.jQuery;
  if (jq && jq.ui && jq.ui.slider) {
    const w = jq(el).closest('.ui-slider');
    if (w.length && w.slider('instance')) return Number(w.slider('value'));
  }
  if (el.type === 'range') return parseFloat(el.value);
  return null;
}
"""
SLIDER_FOCUS_JS = """
el => {
  const inner = el.matches('[role=slider], [tabindex]') ? el
    : el.querySelector('[role=slider], [tabindex], a, button');
  (inner || el).focus();
  return document.activeElement === (inner || el);
}
"""
MAX_SLIDER_KEYS = 400


async def slide_to(page: Page, agent_id: int, frame_path: str | None, want: float, timeout_s: float) -> float:
    """Move a slider to ``want`` with the arrow keys, as a keyboard user would; returns the value reached.

    The value is read from ``aria-valuenow`` (ARIA sliders), the jQuery UI slider API or a range
    input. One key per step, stopping as soon as the value is reached or stops moving.
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"moving slider [{agent_id}]"):
        value = await locator.evaluate(SLIDER_VALUE_JS)
        if value is None:
            raise ActionFailed(f"element [{agent_id}] shows no slider value to move")
        await locator.evaluate(SLIDER_FOCUS_JS)
        for _ in range(MAX_SLIDER_KEYS):
            if abs(float(value) - want) < 1e-9:
                break
            await page.keyboard.press("ArrowRight" if float(value) < want else "ArrowLeft")
            moved = await locator.evaluate(SLIDER_VALUE_JS)
            if moved is None or float(moved) == float(value):
                break
            value = moved
    return float(value)


async def set_checked(
    page: Page, agent_id: int, frame_path: str | None, checked: bool, timeout_s: float
) -> None:
    """Check or uncheck; falls back to a script click when a styled control hides the real input."""
    locator = await require(page, agent_id, frame_path)
    try:
        await locator.set_checked(checked, timeout=timeout_s * 1000)
        return
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone(f"the page went away while setting element [{agent_id}]") from None
    async with playwright_failures(
        f"setting element [{agent_id}] to {'checked' if checked else 'unchecked'}"
    ):
        state = await locator.evaluate(
            "(el, want) => { if (el.checked !== want) el.click(); return el.checked; }", checked
        )
    if state != checked:
        raise ActionFailed(f"element [{agent_id}] did not become {'checked' if checked else 'unchecked'}")


async def press_enter(page: Page, agent_id: int, frame_path: str | None, timeout_s: float) -> None:
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"pressing Enter in element [{agent_id}]"):
        await locator.press("Enter", timeout=timeout_s * 1000)


async def scroll_page(page: Page, direction: ScrollDirection, step: int) -> float:
    """Scroll the window; returns the new scroll offset."""
    async with playwright_failures(f"scrolling the page {direction}"):
        return float(await page.evaluate(SCROLL_PAGE_JS, {"direction": direction, "step": step}))


async def scroll_element(
    page: Page, agent_id: int, frame_path: str | None, direction: ScrollDirection, step: int
) -> tuple[float, float]:
    """Scroll a container element (or its nearest scrollable ancestor); returns (before, after) offsets."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"scrolling element [{agent_id}] {direction}"):
        result = await locator.evaluate(SCROLL_ELEMENT_JS, {"direction": direction, "step": step})
    return float(result[0]), float(result[1])


async def screenshot(page: Page, path: Path, *, full_page: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    async with playwright_failures("taking a screenshot"):
        await page.screenshot(path=str(path), full_page=full_page)
    return path


async def history(page: Page, direction: Literal["back", "forward"], timeout_s: float) -> bool:
    """Go back/forward in the tab's history. False when there was nowhere to go."""
    before = page.url
    async with playwright_failures(f"going {direction}"):
        if direction == "back":
            response = await page.go_back(timeout=timeout_s * 1000, wait_until="domcontentloaded")
        else:
            response = await page.go_forward(timeout=timeout_s * 1000, wait_until="domcontentloaded")
    return response is not None or page.url != before


async def page_state(page: Page) -> PageState:
    """One evaluate: URL, a signature over DOM size, text and form state, and the scroll offset."""
    async with playwright_failures("reading the page state"):
        data: dict[str, Any] = await page.evaluate(PAGE_STATE_JS)
    return PageState(
        url=page.url,
        signature=str(data["sig"]),
        scroll_y=float(data["y"]),
        popups=int(data.get("popups") or 0),
        mutations=int(data.get("mutations") or 0),
    )


async def wait_for_late_change(page: Page, since: PageState, cap_s: float) -> bool:
    """Wait for the page to change the DOM after an action that seemed to do nothing: an "Add to cart"
    that updates the page when its fetch returns. Counts mutations from the ``since`` snapshot (a
    change landing between that snapshot and this call is not missed). While the page's own requests
    are in flight it waits up to ``cap_s``; with none, 300 ms. True when the DOM changed."""
    try:
        args = {"capMs": cap_s * 1000, "since": since.mutations}
        return bool(await page.evaluate(LATE_CHANGE_JS, args))
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone("the page went away while waiting for a late change") from None
        return False


async def settle(page: Page, load_timeout_s: float, idle_cap_s: float = 1.0) -> None:
    """Wait for the page's own signals: DOMContentLoaded, then network idle for at most ``idle_cap_s``.
    Never a fixed sleep; a page that keeps polling just costs the cap."""
    try:
        await page.wait_for_load_state("domcontentloaded", timeout=load_timeout_s * 1000)
        await page.wait_for_load_state("networkidle", timeout=idle_cap_s * 1000)
    except PlaywrightTimeoutError:
        return
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone("the page went away while settling") from None
