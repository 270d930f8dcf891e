"""The portal workflow's screenshots (each walk step's, the escalation's) keep secrets out of the
pixels: password fields are always filled, and a field whose value the run's mask changes (it holds a
secret) too, while the rest of the page stays visible."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tests.fixtures.browser import PageServer
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.browser.shots import FILL
from wayfinder.portal import pageio

pytestmark = pytest.mark.browser

FORM = """<!doctype html><title>Records login</title>
<body style="background:#fff;font:20px sans-serif">
<input id="pw" type="password" value="hunter2" style="width:300px;height:40px"><br><br>
<input id="token" value="tok-4417" style="width:300px;height:40px;font-size:28px"><br><br>
<input id="name" value="Ada Lovelace" style="width:300px;height:40px;font-size:28px"></body>"""


def _mask(text: str) -> str:
    return text.replace("tok-4417", "<secret:TOKEN>")


async def _centre(runtime: BrowserRuntime, shot: Path, selector: str) -> tuple[int, ...]:
    box = await runtime.page.locator(selector).bounding_box()
    height = await runtime.page.evaluate("window.innerHeight")
    assert box is not None
    with Image.open(shot) as image:
        scale = image.height / height
        x, y = (box["x"] + box["width"] / 2) * scale, (box["y"] + box["height"] / 2) * scale
        return tuple(image.convert("RGB").getpixel((int(x), int(y))))  # type: ignore[arg-type]


async def test_password_and_secret_fields_are_filled_in_the_portal_screenshot(
    runtime: BrowserRuntime, page_server: PageServer, tmp_path: Path
) -> None:
    await runtime.goto(page_server.add("/records/login", FORM))
    shot = tmp_path / "step.png"
    assert await pageio.screenshot(runtime.page, shot, _mask) == str(shot)
    assert await _centre(runtime, shot, "#pw") == FILL  # a password field, always
    assert await _centre(runtime, shot, "#token") == FILL  # holds a secret value
    assert await _centre(runtime, shot, "#name") != FILL  # nothing secret: still readable
    with Image.open(shot) as image:
        assert image.convert("RGB").getpixel((image.width - 5, image.height - 5)) == (255, 255, 255)


async def test_without_a_mask_only_password_fields_are_filled(
    runtime: BrowserRuntime, page_server: PageServer, tmp_path: Path
) -> None:
    await runtime.goto(page_server.add("/records/login", FORM))
    shot = tmp_path / "step.png"
    assert await pageio.screenshot(runtime.page, shot) == str(shot)
    assert await _centre(runtime, shot, "#pw") == FILL
    assert await _centre(runtime, shot, "#token") != FILL
