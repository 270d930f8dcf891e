"""Secrets kept out of screenshots: the box of every element that holds one is filled before the file
is kept (the trace masks text; a page that echoes a typed secret would otherwise show it as pixels).

Which boxes (pure, over an observation whose values are already masked, so a secret shows as its
``<secret:NAME>`` placeholder): every password field, always, whatever it holds; and every element
whose value, text, label or placeholder holds a secret. Only the elements of the observation are known
(``mapping_limit`` of them); a secret echoed in plain page text outside any element is not boxed.

Boxes are in viewport CSS pixels; the screenshot may be scaled (device pixel ratio) or be the full page,
so the scale comes from the image and the observation's viewport (or page) height (the filling itself
is ``browser/shots.py::fill_boxes``, shared with the portal, which finds its boxes on the live page).

Filled: each observation's screenshot (``agent/capture.py``), the pause screenshot (``agent/run.py``)
and the file of a screenshot action (``agent/nodes/execute.py``, against the observation it acted on).
"""

from __future__ import annotations

from pathlib import Path

from wayfinder.browser.shots import FILL, fill_boxes
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.safety.secrets import placeholder_names

__all__ = ["FILL", "holds_secret", "mask_screenshot", "secret_boxes"]


def holds_secret(el: Element) -> bool:
    """A password field, or an element showing a secret's placeholder anywhere a page can echo it."""
    if (el.input_type or "").lower() == "password":
        return True
    texts = (el.value, el.text, el.aria.label, el.placeholder, el.name)
    return any(placeholder_names(t) for t in texts if t)


def secret_boxes(obs: Observation) -> list[BBox]:
    """The boxes to fill in the screenshot of ``obs`` (visible ones only)."""
    return [el.bbox for el in obs.elements if el.bbox.w > 0 and el.bbox.h > 0 and holds_secret(el)]


def mask_screenshot(path: Path, obs: Observation, *, full_page: bool = False) -> int:
    """Fill the secret boxes of ``obs`` in the PNG at ``path``, in place. Returns how many were filled
    (0 leaves the file untouched)."""
    boxes = [(b.x, b.y, b.w, b.h) for b in secret_boxes(obs)]
    css_height = obs.page_height if full_page else obs.viewport_height
    return fill_boxes(path, boxes, css_height=css_height, top=obs.scroll_y if full_page else 0.0)
