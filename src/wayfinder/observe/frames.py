"""Frames of another origin in an observation (issue 29).

``som.js`` walks same-origin iframes itself (their documents are reachable from the page). A frame of
another origin is not: its document can only be reached through Playwright's own handle on the frame.
Each such frame (at most ``MAX_FRAMES``, large enough to use) is observed with the same script, and
what it sees joins the page's observation:

- its elements, moved into page coordinates by the frame's box, with their frame path (Playwright's
  child-frame indexes, as ``browser/elements.py`` resolves them) and the frame's URL (``frame_url``:
  what the secret-site check reads);
- agent ids from a range of their own (``idBase``), so they never collide with the page's, and stay
  the same from one observation to the next;
- its text, after the page's, marked with the frame's origin, so planners and the verifier read it.

A frame that does not answer within the page's deadline, or went away meanwhile, is left out (a slow
frame of another site never marks the page itself frozen).
"""

from __future__ import annotations

import asyncio
import json
import weakref
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Page

from wayfinder.browser.deadline import limit_of
from wayfinder.browser.text import clean_tree, may_hold_lone_surrogates

MAX_FRAMES = 4
MIN_FRAME_PX = 40
ID_RANGE = 1_000_000  # agent ids of a frame of another origin: base + 1, base + 2, ...
FRAME_TEXT_CHARS = 1500

_bases: weakref.WeakKeyDictionary[Page, dict[Frame, int]] = weakref.WeakKeyDictionary()


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else ""


def foreign_frames(page: Page) -> list[Frame]:
    """Frames whose document som.js cannot reach from their parent: another origin than the parent's
    (about:blank and srcdoc frames share their parent's origin, and som.js walks them)."""
    out = []
    for frame in page.frames[1:]:
        parent = frame.parent_frame
        own = _origin(frame.url)
        if parent is not None and own and own != _origin(parent.url) and not frame.is_detached():
            out.append(frame)
    return out


def frame_path(frame: Frame) -> str:
    """``"0>1"``: child-frame indexes from the main frame down to ``frame``."""
    parts: list[str] = []
    current = frame
    while current.parent_frame is not None:
        parent = current.parent_frame
        parts.insert(0, str(parent.child_frames.index(current)))
        current = parent
    return ">".join(parts)


def _base(page: Page, frame: Frame) -> int:
    bases = _bases.setdefault(page, {})
    if frame not in bases:
        bases[frame] = ID_RANGE * (len(bases) + 1)
    return bases[frame]


def _place(
    element: dict[str, Any], box: dict[str, float], path: str, url: str, view: tuple[float, float]
) -> None:
    bbox = element["bbox"]
    bbox["x"] = round(bbox["x"] + box["x"])
    bbox["y"] = round(bbox["y"] + box["y"])
    inner = element.get("frame")
    element["frame"] = f"{path}>{inner}" if inner else path
    element["frame_url"] = element.get("frame_url") or url[:300]
    width, height = view
    inside = (
        bbox["x"] + bbox["w"] > 0 and bbox["y"] + bbox["h"] > 0 and bbox["x"] < width and bbox["y"] < height
    )
    element["in_viewport"] = bool(element.get("in_viewport")) and inside


async def observe_frames(
    page: Page, script: str, args: dict[str, Any], top: dict[str, Any], view: tuple[float, float]
) -> None:
    """Add what each frame of another origin shows to ``top`` (the page's parsed som.js output)."""
    texts: list[str] = []
    for frame in foreign_frames(page)[:MAX_FRAMES]:
        data = await _look(page, frame, script, args)
        if data is None:
            continue
        box, found = data
        path = frame_path(frame)
        for element in found.get("elements") or []:
            _place(element, box, path, frame.url, view)
            top["elements"].append(element)
        top["total"] = int(top.get("total", 0)) + int(found.get("total", 0))
        text = str(found.get("text_digest") or "")
        if text.strip():
            texts.append(f"[frame {_origin(frame.url)}]\n{text[:FRAME_TEXT_CHARS]}")
        top["dom_signature"] = f"{top.get('dom_signature', '')}|{found.get('dom_signature', '')}"
    if texts:
        top["text_digest"] = "\n".join([str(top.get("text_digest") or ""), *texts]).strip()


async def _look(
    page: Page, frame: Frame, script: str, args: dict[str, Any]
) -> tuple[dict[str, float], dict[str, Any]] | None:
    try:
        async with asyncio.timeout(limit_of(page)):
            handle = await frame.frame_element()
            box = await handle.bounding_box()
            if box is None or box["width"] < MIN_FRAME_PX or box["height"] < MIN_FRAME_PX:
                return None
            raw = await frame.evaluate(script, {**args, "idBase": _base(page, frame)})
    except (PlaywrightError, TimeoutError):
        return None
    data: dict[str, Any] = json.loads(raw)
    if may_hold_lone_surrogates(raw):
        data = clean_tree(data)
    return {"x": box["x"], "y": box["y"]}, data
