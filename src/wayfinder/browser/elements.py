"""Finding the element an action refers to, and turning Playwright failures into ours.

Elements are addressed as the observation wrote them: ``data-agent-id="N"`` on the element, plus the
element's frame path. **Frame path convention** (``Element.frame``): None for the top document, else a
">"-separated list of child-frame indexes walked from the main frame, e.g. ``"0"`` (the page's first
child frame) or ``"0>1"`` (the second child frame of that frame), in Playwright ``Frame.child_frames``
order. Each part may carry decoration (``"iframe[2]"`` is read as 2). When the path does not resolve, or
the element is not in that frame, every frame is searched for the agent id (ids are unique per
observation). CSS locators pierce open shadow roots, so shadow-DOM elements need nothing extra.

Every Playwright failure leaves here as ``ActionFailed`` (a short, plain message), ``BrowserGone`` (the
page/tab/browser went away) or ``PageUnresponsive`` (the page missed its deadline, ``deadline.py``).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator, Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.deadline import answering
from wayfinder.browser.navigation import is_closed_error
from wayfinder.browser.page_scripts import CLICK_RECORDER_JS, ELEMENT_INFO_JS
from wayfinder.browser.text import clean
from wayfinder.errors import ActionFailed, BrowserGone

AGENT_ATTR = "data-agent-id"


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
    click_mark: int | None = None  # the click recorder's mark when it was read (see ops.click_reached)
    boxed: bool = True  # whether it had a non-empty box then


@asynccontextmanager
async def playwright_failures(
    what: str, page: Page | None = None, extra_s: float = 0.0
) -> AsyncIterator[None]:
    """Translate Playwright errors raised while doing ``what`` into ActionFailed / BrowserGone.

    With ``page``, the calls inside also get the page's deadline plus ``extra_s`` (the time they may
    wait on purpose, such as a Playwright action timeout): PageUnresponsive when it passes."""
    try:
        if page is None:
            yield
        else:
            async with answering(page, what, extra_s):
                yield
    except PlaywrightTimeoutError as exc:
        raise ActionFailed(f"{what} timed out: {_short(exc)}") from None
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone(f"the page went away during {what}") from None
        raise ActionFailed(f"{what} failed: {_short(exc)}") from None


# Playwright's own words -> a plain clause about the element (issue 30: "Element is not an <input>,
# <textarea> or [contenteditable] element" reached the narration). First match wins.
PLAIN_MESSAGES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), plain)
    for pattern, plain in (
        (r"not an <input>, <textarea>|\[contenteditable\]", "it is not a text field"),
        (r"not a <select> element", "it is not a drop-down list"),
        (r"not a checkbox or radio", "it is not a checkbox or a radio button"),
        (r"not an? HTMLInputElement|input\[type=file\]", "it is not a file field"),
        (r"Cannot type text into input\[type=(\w+)\]", "it takes a \\1, not text"),
        (r"Malformed value", "it does not accept a value in that form"),
        (r"intercepts pointer events", "another element covers it"),
        (r"not attached to the DOM|detached", "it is no longer on the page"),
        (r"outside of the viewport", "it is outside the visible part of the page"),
        (r"not visible", "it is not visible on the page"),
        (r"not enabled|is disabled", "it is not enabled (greyed out)"),
        (r"not editable|readonly", "it is read-only"),
        (r"strict mode violation", "several elements on the page match it"),
        (r"Execution context was destroyed|navigat", "the page changed while it was being done"),
        (r"Timeout (\d+)ms exceeded", "waited \\1 ms"),
    )
)


def _short(exc: BaseException) -> str:
    """A plain clause for a Playwright failure (``PLAIN_MESSAGES``), else its first line without the
    'Locator.click: ' style prefix."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = re.sub(r"^(?:Error: )?[A-Za-z]+\.[A-Za-z_]+: (?:Error: )?", "", text)
    for pattern, plain in PLAIN_MESSAGES:
        match = pattern.search(text)
        if match:
            return match.expand(plain)
    return text


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
    async with playwright_failures(f"finding element [{agent_id}]", page):
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


# One round trip: find the element by its agent id (through open shadow roots) and describe it.
FIND_INFO_JS = (
    """(id) => {
  const sel = '[data-agent-id="' + id + '"]';
  const deep = root => {
    for (const host of root.querySelectorAll('*')) {
      if (!host.shadowRoot) continue;
      const hit = host.shadowRoot.querySelector(sel) || deep(host.shadowRoot);
      if (hit) return hit;
    }
    return null;
  };
  const el = document.querySelector(sel) || deep(document);
  if (!el) return null;
  const info = ("""
    + ELEMENT_INFO_JS.strip()
    + """)(el);
  // a click that follows needs no second round trip: the recorder is armed and the box known
  info.clickMark = ("""
    + CLICK_RECORDER_JS
    + """)(el.ownerDocument);
  const box = el.getBoundingClientRect();
  info.boxed = box.width > 0 && box.height > 0;
  return info;
}"""
)
# where each agent id was last found, so acting on it needs no second lookup
_found: weakref.WeakKeyDictionary[Page, dict[int, Frame]] = weakref.WeakKeyDictionary()


def _frames_in_order(page: Page, frame_path: str | None) -> list[Frame]:
    first = resolve_frame(page, frame_path)
    frames = [first] if first is not None else []
    return frames + [f for f in page.frames if f is not first]


async def element_info(page: Page, agent_id: int, frame_path: str | None = None) -> ElementInfo | None:
    """The live element's state, or None when no frame has it (a stale id). One evaluate per frame
    tried: the element's own frame first, the others only when it is not there."""
    data: dict[str, Any] | None = None
    async with playwright_failures(f"reading element [{agent_id}]", page):
        for frame in _frames_in_order(page, frame_path):
            try:
                data = await frame.evaluate(FIND_INFO_JS, agent_id)
            except PlaywrightError as exc:
                if is_closed_error(str(exc)):
                    raise
                continue  # a frame detached or navigated while we looked; try the others
            if data:
                _found.setdefault(page, {})[agent_id] = frame
                break
    if not data:
        _found.get(page, {}).pop(agent_id, None)
        return None
    return ElementInfo(
        tag=data["tag"],
        input_type=data.get("type"),
        role=data.get("role"),
        disabled=bool(data.get("disabled")),
        checked=data.get("checked"),
        editable=bool(data.get("editable")),
        text=clean(data.get("text") or ""),
        options=[(clean(o["text"]), clean(o["value"])) for o in data.get("options") or []],
        click_mark=int(data["clickMark"]) if data.get("clickMark") is not None else None,
        boxed=bool(data.get("boxed", True)),
    )


async def require(page: Page, agent_id: int, frame_path: str | None) -> Locator:
    """The element's locator for acting on it. When ``element_info`` just found it, no round trip:
    the locator is built in the frame it was found in (Playwright still waits for it to be actionable)."""
    frame = _found.get(page, {}).get(agent_id)
    if frame is not None and not frame.is_detached():
        return frame.locator(f'[{AGENT_ATTR}="{agent_id}"]').first
    locator = await locate(page, agent_id, frame_path)
    if locator is None:
        raise ActionFailed(f"element [{agent_id}] is no longer on the page", element_id=agent_id)
    return locator
