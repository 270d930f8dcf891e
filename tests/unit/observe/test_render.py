"""Planner text: one compact line per element, only the attributes that matter, deterministic."""

from __future__ import annotations

import pytest

from wayfinder.browser.models import TabInfo
from wayfinder.observe.models import Aria, BBox, Element, GridSummary, Observation, SelectOption
from wayfinder.observe.render import render_element, render_observation, summarize_observation

URL = "http://127.0.0.1:8000/shop/c/monitors"
BOX = BBox(x=10, y=10, w=100, h=20)


def el(id: int, tag: str, **kw: object) -> Element:
    return Element(id=id, tag=tag, bbox=kw.pop("bbox", BOX), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("element", "line"),
    [
        (el(12, "button", text="Add to cart"), '[12] button "Add to cart" main'),
        (
            el(
                3, "input", input_type="search", aria=Aria(label="Search products"), zone="header", value="4k"
            ),
            '[3] input[type=search] "Search products" header value="4k"',
        ),
        (
            el(
                7,
                "select",
                aria=Aria(label="Sort"),
                options=[
                    SelectOption(text="Price ↑", value="pa", selected=True),
                    SelectOption(text="Price ↓", value="pd"),
                    SelectOption(text="Rating", value="r"),
                ],
                options_total=3,
            ),
            '[7] select "Sort" main options: Price ↑*, Price ↓, Rating (3)',
        ),
        (
            el(15, "a", text="Next", href="http://127.0.0.1:8000/shop/c/x?page=2"),
            '[15] link "Next" main href=/shop/c/x?page=2',
        ),
        (
            el(9, "input", input_type="checkbox", aria=Aria(label="Dell", checked=True)),
            '[9] checkbox "Dell" main checked',
        ),
        (el(4, "button", text="Notify me", disabled=True), '[4] button "Notify me" main disabled'),
        (
            el(5, "input", input_type="password", value="hunter2", name="pw"),
            '[5] input[type=password] "pw" main',
        ),
        (
            el(6, "a", text="Elsewhere", href="https://example.org/a"),
            '[6] link "Elsewhere" main href=https://example.org/a',
        ),
        (el(8, "div", role="tab", text="Specs", aria=Aria(selected=True)), '[8] tab "Specs" main selected'),
        (el(10, "input", text="", input_type="text", placeholder="City"), '[10] input "City" main'),
        (el(11, "a", text="2", href=URL + "?page=2"), '[11] link "2" main href=/shop/c/monitors?page=2'),
        (
            el(
                13,
                "a",
                text="Footer link",
                href=URL,
                zone="footer",
                in_viewport=False,
                bbox=BBox(x=0, y=2000, w=5, h=5),
            ),
            '[13] link "Footer link" footer below',
        ),
        (
            el(14, "button", text='Say "hi"', aria=Aria(expanded=False)),
            "[14] button \"Say 'hi'\" main collapsed",
        ),
    ],
)
def test_element_lines(element: Element, line: str) -> None:
    assert render_element(element, URL) == line


def test_avoided_elements_are_marked() -> None:
    assert render_element(el(1, "button", text="Buy"), URL, avoided=True).endswith(" avoid")


def _observation() -> Observation:
    return Observation(
        url=URL,
        title="Shop – Monitors",
        tabs=[TabInfo(tab_id=1, url=URL, title="Shop"), TabInfo(tab_id=2, url="http://x/", title="Docs")],
        active_tab_id=1,
        elements=[
            el(1, "a", text="Home", href="http://127.0.0.1:8000/", zone="nav"),
            el(2, "button", text="Buy"),
        ],
        total_elements=40,
        grids=[
            GridSummary(
                index=0,
                kind="table",
                headers=["Name", "Date"],
                row_count=500,
                sample_rows=[["Ann", "2020"], ["Bob", "2021"]],
                pagination=[31, 32],
                results_text="500 records found",
                selector="#results",
            )
        ],
        headings=["Monitors"],
        text_digest="Monitors   27 inch\n 4k",
        scroll_y=800,
        viewport_height=800,
        page_height=2560,
        page_type="listing",
        page_type_evidence=["12 links with prices in main"],
    )


def test_full_text_has_header_grid_elements_and_digest() -> None:
    text = render_observation(_observation(), avoid=[2])
    assert text.splitlines() == [
        f"url: {URL}",
        "title: Shop – Monitors",
        "page type: listing (12 links with prices in main)",
        "scroll: page 2.0 of 3.2",
        'tabs: [1] "Shop" (active) | [2] "Docs"',
        'grid 0 (table, 500 rows) "500 records found" selector=#results',
        "  headers: Name | Date",
        "  row: Ann | 2020",
        "  row: Bob | 2021",
        "  paging: [31] [32]",
        "elements (2 of 40):",
        '[1] link "Home" nav href=/',
        '[2] button "Buy" main avoid',
        "headings: Monitors",
        "text: Monitors 27 inch 4k",
    ]


def test_rendering_is_deterministic() -> None:
    assert render_observation(_observation()) == render_observation(_observation().model_copy())


def test_single_tab_is_not_listed() -> None:
    obs = _observation().model_copy(update={"tabs": [TabInfo(tab_id=1, url=URL)]})
    assert "tabs:" not in render_observation(obs)


def test_summary_line() -> None:
    assert summarize_observation(_observation()) == "Shop – Monitors: listing, 40 elements, 1 grid"
    bare = Observation(url="http://a/")
    assert summarize_observation(bare) == "http://a/: other, 0 elements"


def test_offscreen_runs_get_one_marker_line() -> None:
    below = BBox(x=0, y=900, w=10, h=10)
    obs = Observation(
        url=URL,
        viewport_height=800,
        elements=[
            el(1, "button", text="A"),
            el(2, "button", text="B", in_viewport=False, bbox=below),
            el(3, "button", text="C", in_viewport=False, bbox=below),
            el(4, "button", text="D", zone="footer"),
        ],
    )
    lines = render_observation(obs).splitlines()
    start = lines.index("elements (4):")
    assert lines[start + 1 :] == [
        '[1] button "A" main',
        "-- below --",
        '[2] button "B" main',
        '[3] button "C" main',
        "-- on screen --",
        '[4] button "D" footer',
    ]
