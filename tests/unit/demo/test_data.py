"""Pure tests of the demo data: deterministic catalogue and records, listing and portal search logic."""

from __future__ import annotations

from collections import Counter
from datetime import date

import pytest

from wayfinder.demo.catalog import INJECTED_REVIEWS, Catalog, build_products, format_price
from wayfinder.demo.layout import pager
from wayfinder.demo.records import DOC_TYPES, Criteria, build_records, parse_date, search
from wayfinder.demo.shop_common import format_cart, parse_cart
from wayfinder.demo.shop_listing import ListingQuery, parse_dollars, run_listing


def test_catalogue_is_deterministic_and_large_enough() -> None:
    first, second = build_products(), build_products()
    assert first == second
    assert len(first) >= 200
    assert [p.id for p in first] == list(range(1, len(first) + 1))
    assert len({p.name for p in first}) == len(first), "product names must be unique"
    assert {p.category for p in first} >= {"laptops", "monitors", "headphones", "keyboards", "cameras"}
    assert build_products(seed=1) != first, "the seed must matter"


def test_catalogue_has_cheap_and_expensive_4k_monitors_and_stockouts() -> None:
    catalog = Catalog()
    monitors = catalog.in_category("monitors")
    four_k = [p for p in monitors if p.facet == "4K" and "4K" in p.name]
    assert sum(p.price_cents < 30000 for p in four_k) >= 3
    assert sum(p.price_cents >= 30000 for p in four_k) >= 3
    assert any(not p.in_stock for p in catalog.products)
    assert all({"Resolution", "Refresh rate", "Screen size"} <= set(p.specs) for p in monitors)
    assert all({"RAM", "CPU", "Storage"} <= set(p.specs) for p in catalog.in_category("laptops"))


def test_first_headphones_product_carries_the_injected_reviews() -> None:
    catalog = Catalog()
    first = catalog.first_in("headphones")
    texts = " ".join(r.text for r in first.reviews)
    assert all(line in texts for line in INJECTED_REVIEWS)
    assert first.in_stock
    others = [p for p in catalog.products if p.id != first.id]
    assert not any("attacker.invalid" in r.text for p in others for r in p.reviews)


def test_similar_product_is_same_category_and_different() -> None:
    catalog = Catalog()
    product = catalog.by_id[45]
    similar = catalog.similar(product)
    assert similar.category == product.category and similar.id != product.id


@pytest.mark.parametrize(("cents", "text"), [(0, "$0.00"), (29999, "$299.99"), (123456, "$1,234.56")])
def test_format_price(cents: int, text: str) -> None:
    assert format_price(cents) == text


def test_records_are_deterministic_with_realistic_skew() -> None:
    records = build_records()
    assert records == build_records()
    assert len(records) >= 500
    counts = Counter(r.last for r in records)
    assert 15 <= counts["Smith"] <= 40
    assert {r.doc_type for r in records} == set(DOC_TYPES)
    assert all(date(2015, 1, 1) <= r.recorded <= date(2024, 12, 31) for r in records)
    assert len({r.doc_number for r in records}) == len(records)
    assert [r.recorded for r in records] == sorted((r.recorded for r in records), reverse=True)


def test_portal_search_states_and_paging() -> None:
    records = build_records()
    smith = [r for r in records if r.last == "Smith"]
    page1 = search(records, Criteria(last="smith"), 1)
    page2 = search(records, Criteria(last="Smith"), 2)
    assert page1.state == "ok" and page1.total == len(smith)
    assert page2.rows == smith[10:20]
    assert search(records, Criteria()).state == "too_many"
    assert search(records, Criteria(last="Zzyzx")).state == "none"
    deeds = search(records, Criteria(last="Smith", doc_type="Deed"))
    assert deeds.total == sum(r.doc_type == "Deed" for r in smith)


def test_portal_date_range_is_inclusive_and_accepts_both_formats() -> None:
    records = build_records()
    target = records[5]
    text = target.recorded_text
    hit = search(records, Criteria(last=target.last, date_from=text, date_to=target.recorded.isoformat()))
    assert target in hit.rows
    assert all(r.recorded == target.recorded for r in hit.rows)
    assert parse_date("13/45/2020") is None
    assert parse_date("02/29/2020") == date(2020, 2, 29)


def test_listing_filters_sort_and_paginate() -> None:
    catalog = Catalog()
    query = ListingQuery(facets=["4K"], max_price="300", sort="price_asc")
    listing = run_listing(catalog.in_category("monitors"), query)
    prices = [p.price_cents for p in listing.items]
    assert prices == sorted(prices) and all(p <= 30000 for p in prices)
    assert all(p.facet == "4K" for p in listing.items)
    all_monitors = run_listing(catalog.in_category("monitors"), ListingQuery(page=99))
    assert all_monitors.page == all_monitors.pages == 4
    assert len(all_monitors.items) == 40 - 36


@pytest.mark.parametrize(
    ("text", "cents"), [("300", 30000), ("$299.99", 29999), ("1,200", 120000), ("x", None)]
)
def test_parse_dollars(text: str, cents: int | None) -> None:
    assert parse_dollars(text) == cents


def test_cart_cookie_round_trip_drops_junk() -> None:
    assert parse_cart("12:1,40:2,bad,7:0,9:99") == {12: 1, 40: 2, 9: 10}
    assert format_cart({12: 1, 40: 2}) == "12:1,40:2"


def test_pager_shows_prev_next_and_gaps() -> None:
    html = pager("/x", {"q": "a"}, 5, 20)
    assert 'href="/x?q=a&amp;page=4" rel="prev">Prev' in html
    assert 'aria-current="page">5<' in html and "..." in html and ">Next</a>" in html
    assert pager("/x", {}, 1, 1) == ""
