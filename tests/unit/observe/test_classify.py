"""Page-type classification as a table of hand-made observations."""

from __future__ import annotations

import pytest

from wayfinder.observe.classify import classify_page, is_sparse_listing
from wayfinder.observe.models import Aria, BBox, Element, GridSummary, Observation

BOX = BBox(x=0, y=0, w=10, h=10)


def link(i: int, text: str, zone: str = "main") -> Element:
    return Element(id=i, tag="a", role="link", text=text, href=f"http://x/{i}", zone=zone, bbox=BOX)  # type: ignore[arg-type]


def button(i: int, text: str, zone: str = "main") -> Element:
    return Element(id=i, tag="button", role="button", text=text, zone=zone, bbox=BOX)  # type: ignore[arg-type]


def field(i: int, label: str, kind: str = "text") -> Element:
    role = "searchbox" if kind == "search" else "textbox"
    return Element(id=i, tag="input", role=role, input_type=kind, aria=Aria(label=label), bbox=BOX)


def obs(elements: list[Element], **kw: object) -> Observation:
    return Observation(url="http://x/", elements=elements, **kw)  # type: ignore[arg-type]


NAV = [link(100 + i, f"Category {i}", zone="nav") for i in range(8)]
PRODUCTS = [link(i, f"Monitor {i}") for i in range(12)]
PRICES = " ".join(f"Monitor {i} ${100 + i}.99" for i in range(12))
GRID = GridSummary(
    index=0,
    kind="table",
    headers=["Name", "Date"],
    row_count=40,
    sample_rows=[],
    results_text="40 records found",
)

CASES = [
    (
        "cookie modal",
        obs([button(1, "Accept all", "modal"), *PRODUCTS], text_digest="We use cookies to ..."),
        "disclaimer",
        "button 'Accept all'",
    ),
    (
        "portal terms",
        obs([button(1, "I accept")], text_digest="Terms of use. Disclaimer: records are ..."),
        "disclaimer",
        "'terms' in text",
    ),
    (
        "accept without terms text",
        obs([button(1, "I accept")], text_digest="Welcome"),
        "other",
        "no rule matched",
    ),
    (
        "results grid",
        obs([field(1, "Last name"), button(2, "Search")], grids=[GRID]),
        "grid",
        "table grid with 40 rows",
    ),
    (
        "search form",
        obs([*NAV, field(1, "Last name"), field(2, "First name"), button(3, "Search")]),
        "search",
        "button 'Search'",
    ),
    ("search box page", obs([field(1, "Query", kind="search")]), "search", "search field 'Query'"),
    (
        "checkout form",
        obs([*NAV, field(1, "Name"), field(2, "Street"), field(3, "City"), button(4, "Place order")]),
        "form",
        "3 fields in main",
    ),
    (
        "listing by links+prices",
        obs([*NAV, *PRODUCTS], text_digest=PRICES),
        "listing",
        "12 links in main with 12 prices in text",
    ),
    (
        "listing by buy buttons",
        obs([button(i, "Add to cart") for i in range(4)]),
        "listing",
        "4 buy buttons in main",
    ),
    (
        "detail by buy button",
        obs([*NAV, button(1, "Add to cart"), link(2, "Specs")], text_digest="Dell U2720Q $399.00"),
        "detail",
        "1 buy button in main",
    ),
    (
        "detail by heading + price",
        obs(
            [link(1, "Back")],
            headings=["Dell U2720Q"],
            text_digest="Dell U2720Q 27 inch 4K monitor " * 8 + "$399.00",
        ),
        "detail",
        "heading 'Dell U2720Q'",
    ),
    ("nothing", obs([*NAV]), "other", "no rule matched"),
]


@pytest.mark.parametrize(("name", "observation", "page_type", "evidence"), CASES, ids=[c[0] for c in CASES])
def test_page_type(name: str, observation: Observation, page_type: str, evidence: str) -> None:
    got, why = classify_page(observation)
    assert got == page_type
    assert any(evidence in line for line in why), why


@pytest.mark.parametrize(
    ("observation", "sparse"),
    [
        (obs([link(1, "Monitor"), link(2, "Home", zone="nav")]), True),
        (obs([*PRODUCTS]), False),
        (obs([link(1, "a")], candidates=[1, 2, 3]), False),
        (obs([], grids=[GRID]), False),
    ],
)
def test_sparse_listing(observation: Observation, sparse: bool) -> None:
    assert is_sparse_listing(observation) is sparse
