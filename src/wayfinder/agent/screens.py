"""Secrets kept out of screenshots: the box of every element that holds one is filled before the file
is kept (the trace masks text; a page that echoes a typed secret would otherwise show it as pixels).

Which boxes (pure, over an observation whose values are already masked, so a secret shows as its
``<secret:NAME>`` placeholder): every password field, always, whatever it holds; and every element
whose value, text, label or placeholder holds a secret. Only the elements of the observation are known
(``mapping_limit`` of them); a secret echoed in plain page text outside any element is not boxed.

Boxes are in viewport CSS pixels; the screenshot may be scaled (device pixel ratio) or be the full page,
so the scale comes from the image and the observation's viewport (or page) height.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.safety.secrets import placeholder_names

FILL = (0, 0, 0)
PAD = 2  # CSS pixels around the box: a focus ring or the caret at its edge shows nothing either


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
    boxes = secret_boxes(obs)
    if not boxes or not path.is_file():
        return 0
    with Image.open(path) as image:
        image.load()
        css_height = obs.page_height if full_page else obs.viewport_height
        scale = image.height / css_height if css_height > 0 else 1.0
        top = obs.scroll_y if full_page else 0.0
        draw = ImageDraw.Draw(image)
        for box in boxes:
            x0, y0 = (box.x - PAD) * scale, (box.y + top - PAD) * scale
            x1, y1 = (box.x + box.w + PAD) * scale, (box.y + top + box.h + PAD) * scale
            draw.rectangle((max(0.0, x0), max(0.0, y0), x1, y1), fill=FILL)
        image.save(path, format="PNG")
    return len(boxes)
