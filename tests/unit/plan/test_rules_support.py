"""Tests of the rules planner's page readers over hand-made observations."""

from __future__ import annotations

from tests.fixtures.rules import context, el, listing_page, page
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules.core.listing import item_matches, next_page
from wayfinder.plan.rules.core.prices import extract_items, prices_in
from wayfinder.plan.rules.core.values import find_count, find_price
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import StepInput
from wayfinder.plan.rules.work import FindBest, Limit
from wayfinder.read.attributes import attribute_value


def test_prices_in_reads_currency_forms() -> None:
    assert prices_in("was $1,299.00 now $999 or 45 USD") == [1299.0, 999.0, 45.0]
    assert prices_in("27 inch, 4K, 60 Hz") == []


def test_extract_items_ties_digest_lines_to_links() -> None:
    items = {i.name: i for i in extract_items(listing_page())}
    assert items["Dell UltraView 27 4K Monitor"].price == 279.99
    assert items["Dell UltraView 27 4K Monitor"].href == "/p/dell-27"
    assert items["Acme Basic 24 1080p Monitor"].element_id == 5


def test_extract_items_from_card_text_and_grid() -> None:
    grid = GridSummary(
        index=0,
        kind="table",
        headers=["Name", "Price"],
        row_count=2,
        sample_rows=[["Widget A", "$5.00"], ["Widget B", "$4.00"]],
    )
    obs = page(el(1, "a", "Gadget Pro — $49.99", href="/g"), grids=[grid])
    got = {(i.name, i.price) for i in extract_items(obs)}
    assert {("Gadget Pro", 49.99), ("Widget A", 5.0), ("Widget B", 4.0)} <= got


def test_item_matches_uses_page_context_for_category_words() -> None:
    step = FindBest(things="4K monitor", bound=Limit("lt", 300))
    items = {i.name: i for i in extract_items(listing_page())}
    assert item_matches(items["Dell UltraView 27 4K Monitor"], step, set())
    assert not item_matches(items["LG Sharp 4K Monitor"], step, set())  # over the bound
    assert not item_matches(items["Acme Basic 24 1080p Monitor"], step, set())  # not 4K
    bare = extract_items(page(el(1, "a", "Dell 27 4K", href="/d"), digest="Dell 27 4K $200"))
    assert not item_matches(bare[0], step, set())
    assert item_matches(bare[0], step, {"monitor"})


def test_next_page_prefers_next_then_number() -> None:
    ctx = context("x", listing_page())
    si = StepInput(ctx, FindBest(things=""), 0, {}, {})
    assert next_page(si, 1).id == 6  # type: ignore[union-attr]
    numbered = page(el(1, "a", "1"), el(2, "a", "2"), el(3, "a", "3"))
    si = StepInput(context("x", numbered), FindBest(things=""), 0, {}, {})
    assert next_page(si, 2).id == 3  # type: ignore[union-attr]
    assert (
        next_page(
            StepInput(context("x", page(el(1, "a", "Next", disabled=True))), FindBest(things=""), 0, {}, {}),
            1,
        )
        is None
    )


def test_find_count_prefers_the_asked_noun() -> None:
    obs = page(digest="Showing 1-10\n12 pages\n523 records found for Smith")
    assert find_count(obs, "records") == "523"
    assert find_count(page(digest="Showing 1–20 of 1,204 results"), "results") == "1,204"
    assert find_count(page(digest="nothing here"), "records") is None


def test_find_price_and_attribute() -> None:
    assert find_price(listing_page(), "Dell UltraView 27") == "$279.99"
    detail = page(
        headings=["Dell UltraView 27 4K Monitor"], digest="Price: $279.99\nScreen size: 27 in\nPanel: IPS"
    )
    assert find_price(detail, "Dell UltraView 27") == "$279.99"
    assert attribute_value(detail, "screen size", "Dell UltraView 27") == "27 in"
    spec = GridSummary(
        index=0,
        kind="table",
        headers=["Spec", "Value"],
        row_count=2,
        sample_rows=[["Weight", "5 kg"], ["Refresh rate", "60 Hz"]],
    )
    assert attribute_value(page(grids=[spec]), "refresh rate") == "60 Hz"
    assert attribute_value(detail, "warranty") is None


def test_page_shows_matches_heading_or_title() -> None:
    obs = page(headings=["Dell UltraView 27 4K Monitor"], title="Shop")
    assert page_shows(obs, "Dell UltraView 27")
    assert not page_shows(obs, "LG Sharp")
