"""A search that is the goal's last step and finds nothing ends honestly, on any site that says so in
its own words ('0 products', 'No results found', 'did not match any documents', 'Nothing found'): the
run says it searched and found nothing, instead of claiming the goal done (a shop, a docs site and a
records portal each word it differently). A search with results, or one a count follows, is unchanged.
The statement is read by the one reader of it, read.totals.shows_nothing (the verifier reads it too)."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, context, field, listing_page, page
from wayfinder.plan.rules import decide
from wayfinder.read.totals import shows_nothing

EMPTY = [
    'Results for "HDMI cables"\nBrand\nPrice\n0 products\nNo products match your filters.',
    'Search\nNo results found for "zorblax"',
    "Your search did not match any documents.",
    "Records\nNo records found",
    "Nothing found",
]
FULL = [
    'Results for "mouse"\n12 products\nLogitech G502',
    "Showing 1-10 of 141 records",
    "Your cart\nAdd products to it from the catalogue",
    "The shop has no products of that brand yet? Ask us.",  # a sentence inside prose, not a line's start
]


@pytest.mark.parametrize("text", EMPTY)
def test_a_page_saying_it_shows_nothing(text: str) -> None:
    assert shows_nothing(text)


@pytest.mark.parametrize("text", FULL)
def test_a_page_with_results_or_prose(text: str) -> None:
    assert not shows_nothing(text)


def _results(digest: str) -> object:
    return page(
        field(2, "q", placeholder="Search products", itype="search", zone="header"),
        url="http://shop.test/search?q=x",
        title="Results",
        digest=digest,
    )


@pytest.mark.parametrize("digest", EMPTY)
def test_a_last_search_that_found_nothing_ends_not_done(digest: str) -> None:
    ctx = context("search for HDMI cables", listing_page())
    first = decide(ctx)
    second = decide(after(ctx, first, _results(digest)))  # type: ignore[arg-type]
    action = act(second)
    assert action["type"] == "done" and action["success"] is False
    assert "HDMI cables" in (second.action.answer or "")  # type: ignore[union-attr]


def test_a_last_search_with_results_is_done() -> None:
    ctx = context("search for lamps", listing_page())
    first = decide(ctx)
    assert act(decide(after(ctx, first, _results(FULL[0])))) == {"type": "done", "success": True}  # type: ignore[arg-type]
