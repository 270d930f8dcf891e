"""Screenshots embedded in the report as ``data:`` URIs, so ``report.html`` works alone (moved, mailed).

A step's PNG is as wide as the viewport (often more with a device scale factor) and 100-200 KB; the
report shows it in a column about 420 px wide. Each image is therefore downscaled to fit
``MAX_SIZE`` (twice the column, so it stays sharp on a high-density screen) and JPEG-encoded at
``JPEG_QUALITY``: about 30-80 KB per step instead of 130-200 KB, before base64. The original PNG stays
in ``screenshots/`` and the figure links to it (that link works next to the run directory only).

Pillow does the decoding, scaling and encoding. A file it cannot read (truncated by a killed run) is
not embedded; the report says so and links the file.
"""

from __future__ import annotations

import base64
import io
from pathlib import Path

from PIL import Image, UnidentifiedImageError

MAX_SIZE = (900, 2400)  # width, height in pixels (a full-page shot keeps its aspect ratio)
JPEG_QUALITY = 70


def _jpeg(path: Path) -> bytes:
    with Image.open(path) as image:
        image.load()
        picture = image.convert("RGB")  # JPEG has no alpha; a transparent page renders on white anyway
    picture.thumbnail(MAX_SIZE, Image.Resampling.LANCZOS)
    out = io.BytesIO()
    picture.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True)
    return out.getvalue()


def image_data_uri(path: Path) -> str | None:
    """A ``data:image/jpeg;base64,...`` URI of the downscaled screenshot, or None when it cannot be read."""
    try:
        data = _jpeg(path)
    except (UnidentifiedImageError, OSError, ValueError):
        return None
    return "data:image/jpeg;base64," + base64.b64encode(data).decode("ascii")
