"""Which boxes of a screenshot hide a secret, and filling them in a PNG (scaled, full page or not)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from wayfinder.agent.screens import FILL, holds_secret, mask_screenshot, secret_boxes
from wayfinder.observe.models import Aria, BBox, Element, Observation


def _el(eid: int, y: float = 10, **kw: object) -> Element:
    return Element(id=eid, tag=str(kw.pop("tag", "input")), bbox=BBox(x=10, y=y, w=40, h=10), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("element", "expected"),
    [
        (_el(1, input_type="password"), True),  # always, even empty
        (_el(2, input_type="PASSWORD", value=None), True),
        (_el(3, value="<secret:PIN>"), True),
        (_el(4, tag="p", text="Signed in with code <secret:CODE>"), True),  # the page echoes it
        (_el(5, aria=Aria(label="Key <secret:API_KEY>")), True),
        (_el(6, value="plain text"), False),
        (_el(7, tag="a", text="secret recipes"), False),
    ],
)
def test_holds_secret(element: Element, expected: bool) -> None:
    assert holds_secret(element) is expected


def test_invisible_elements_have_no_box() -> None:
    hidden = Element(id=1, tag="input", input_type="password", bbox=BBox(x=0, y=0, w=0, h=0))
    assert secret_boxes(Observation(url="http://x.test/", elements=[hidden])) == []


def _png(path: Path, size: tuple[int, int]) -> Path:
    Image.new("RGB", size, (255, 255, 255)).save(path, format="PNG")
    return path


def test_the_box_is_filled_at_the_screenshot_scale(tmp_path: Path) -> None:
    # a 100x50 CSS viewport shot at device pixel ratio 2
    path = _png(tmp_path / "shot.png", (200, 100))
    obs = Observation(url="http://x.test/", elements=[_el(1, y=20, value="<secret:PIN>")], viewport_height=50)
    assert mask_screenshot(path, obs) == 1
    with Image.open(path) as image:
        assert image.getpixel((60, 50)) == FILL  # the middle of the box (30, 25) in CSS px, times 2
        assert image.getpixel((150, 90)) == (255, 255, 255)  # elsewhere untouched


def test_a_full_page_shot_is_offset_by_the_scroll(tmp_path: Path) -> None:
    path = _png(tmp_path / "full.png", (100, 300))
    obs = Observation(
        url="http://x.test/",
        elements=[_el(1, y=10, input_type="password")],
        viewport_height=100,
        page_height=300,
        scroll_y=200,
    )
    assert mask_screenshot(path, obs, full_page=True) == 1
    with Image.open(path) as image:
        assert image.getpixel((30, 215)) == FILL  # y 10 in the viewport is y 210 on the page
        assert image.getpixel((30, 15)) == (255, 255, 255)


def test_nothing_to_hide_leaves_the_file_alone(tmp_path: Path) -> None:
    path = _png(tmp_path / "shot.png", (100, 50))
    before = path.read_bytes()
    obs = Observation(url="http://x.test/", elements=[_el(1, value="hello")], viewport_height=50)
    assert mask_screenshot(path, obs) == 0
    assert path.read_bytes() == before
