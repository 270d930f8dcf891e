"""Secrets kept out of screenshot pixels: fill boxes in a saved PNG, and find a live page's own boxes.

``fill_boxes`` (Pillow, no browser) fills CSS-pixel boxes in a PNG in place; the scale comes from the
image and the CSS height it shows (the viewport, or the whole page for a full-page shot), so a device
pixel ratio above 1 is handled. The agent fills the boxes its observation knows (``agent/screens.py``);
code without an observation (the portal workflow) uses ``masked_screenshot``, which asks the page
itself: every password field, always, and every text field whose current value the run's ``mask``
changes (it holds a secret value). Only the top document's fields are seen (not those inside frames).
A screenshot whose boxes cannot be read is deleted rather than kept unmasked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw
from playwright.async_api import Page

from wayfinder.browser import ops
from wayfinder.browser.deadline import bounded

Box = tuple[float, float, float, float]  # x, y, width, height in CSS pixels
FILL = (0, 0, 0)
PAD = 2  # CSS pixels around a box: a focus ring or the caret at its edge shows nothing either

_FIELDS_JS = """() => ({
  height: window.innerHeight,
  fields: Array.from(document.querySelectorAll('input, textarea')).map((el) => {
    const r = el.getBoundingClientRect();
    return {password: (el.type || '').toLowerCase() === 'password', value: el.value || '',
            x: r.x, y: r.y, w: r.width, h: r.height};
  }).filter((f) => f.w > 0 && f.h > 0),
})"""


def fill_boxes(path: Path, boxes: Sequence[Box], *, css_height: float, top: float = 0.0) -> int:
    """Fill ``boxes`` (CSS pixels, ``top`` added to each y: the scroll offset of a full-page shot) in the
    PNG at ``path``, in place. Returns how many were filled (0 leaves the file untouched)."""
    if not boxes or not path.is_file():
        return 0
    with Image.open(path) as image:
        image.load()
        scale = image.height / css_height if css_height > 0 else 1.0
        draw = ImageDraw.Draw(image)
        for x, y, w, h in boxes:
            x0, y0 = (x - PAD) * scale, (y + top - PAD) * scale
            x1, y1 = (x + w + PAD) * scale, (y + top + h + PAD) * scale
            draw.rectangle((max(0.0, x0), max(0.0, y0), x1, y1), fill=FILL)
        image.save(path, format="PNG")
    return len(boxes)


def sensitive(field: dict[str, Any], mask: Callable[[str], str] | None) -> bool:
    """A password field, or one whose value holds a secret (the mask changes it)."""
    value = str(field.get("value") or "")
    return bool(field.get("password")) or (mask is not None and bool(value) and mask(value) != value)


async def page_boxes(page: Page, mask: Callable[[str], str] | None = None) -> tuple[list[Box], float]:
    """The boxes of the page's sensitive fields in the viewport, and the viewport's CSS height."""
    found = await bounded(page, page.evaluate(_FIELDS_JS), "finding the fields to mask")
    boxes = [(f["x"], f["y"], f["w"], f["h"]) for f in found["fields"] if sensitive(f, mask)]
    return boxes, float(found["height"])


async def masked_screenshot(page: Page, path: Path, mask: Callable[[str], str] | None = None) -> Path | None:
    """A viewport screenshot with the page's sensitive fields filled; None (and no file) on failure."""
    try:
        boxes, height = await page_boxes(page, mask)
        await ops.screenshot(page, path)
        fill_boxes(path, boxes, css_height=height)
    except Exception:  # no file rather than one that may show a secret
        path.unlink(missing_ok=True)
        return None
    return path
