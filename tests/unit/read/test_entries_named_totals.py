"""Entries listed as titled blocks and totals that name the things listed (pure). Two shapes of list:
a CMS category archive (title links that are headings, 'Published <date>' lines, 'Older posts') and a
news site's search results (numbered pages, dates written '2026-03-02'); totals: a post's '2 comments'
heading, an archive's '5 posts', a shop's '12 products' - and only lines that name the noun asked."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.read.entries import read_entries
from wayfinder.read.results import named_total
from wayfinder.read.totals import noun_total, parse_total

BLOG = "http://blog.test"


def archive() -> object:
    return page(
        el(1, "a", "Skip to content", href=f"{BLOG}/category/garden/#content", zone="main"),
        el(2, "a", "Wild Garlic Pesto", href=f"{BLOG}/2026/03/wild-garlic/", zone="main"),
        el(3, "a", "Garden", href=f"{BLOG}/category/garden/", zone="main"),
        el(4, "a", "Raised Beds", href=f"{BLOG}/2026/02/raised-beds/", zone="main"),
        el(5, "a", "Older posts", href=f"{BLOG}/category/garden/page/2/", zone="main"),
        el(6, "a", "Summer Market", href=f"{BLOG}/2026/05/summer-market/", zone="aside"),
        url=f"{BLOG}/category/garden/",
        title="Garden – A Blog",
        headings=["Category: Garden", "Wild Garlic Pesto", "Raised Beds", "Recent Posts", "Summer Market"],
        digest=(
            "Category: Garden\nWild Garlic Pesto\nPick two leaves per plant.\nPublished March 28, 2026\n"
            "Raised Beds\nA bed 120 cm wide.\nPublished February 2, 2026\nOlder posts\nRecent Posts\n"
            "Summer Market\nMay 2026"
        ),
    )


def search_results() -> object:
    return page(
        el(10, "a", "Ferry timetable changes", href="/news/ferry-timetable", zone="main"),
        el(11, "a", "New harbour café", href="/news/harbour-cafe", zone="main"),
        el(12, "a", "1", href="/search?q=harbour&page=1", zone="main", label="Page 1"),
        el(13, "a", "2", href="/search?q=harbour&page=2", zone="main"),
        url="http://news.test/search?q=harbour",
        title="Search: harbour",
        headings=["Results for harbour", "Ferry timetable changes", "New harbour café"],
        digest="Results for harbour\nFerry timetable changes\n2026-03-02 · Transport\nNew harbour café\n2025-11-20",
    )


def test_an_archive_lists_its_titled_posts_with_their_dates_not_its_pager_or_sidebar() -> None:
    found = read_entries(archive())  # type: ignore[arg-type]
    assert [(e.title, e.day) for e in found] == [
        ("Wild Garlic Pesto", date(2026, 3, 28)),
        ("Raised Beds", date(2026, 2, 2)),
    ]


def test_search_results_are_entries_and_page_numbers_are_not() -> None:
    found = read_entries(search_results())  # type: ignore[arg-type]
    assert [(e.element_id, e.day) for e in found] == [(10, date(2026, 3, 2)), (11, date(2025, 11, 20))]


def test_a_page_with_no_heading_links_lists_no_entries() -> None:
    post = page(
        el(1, "a", "Recipes", href=f"{BLOG}/category/recipes/", zone="main"),
        url=f"{BLOG}/2026/01/soup/",
        headings=["Red Lentil Soup", "2 comments"],
        digest="Red Lentil Soup\nPublished January 12, 2026\n2 comments",
    )
    assert read_entries(post) == []


@pytest.mark.parametrize(
    ("text", "noun", "want"),
    [
        ("2 comments", "comments", 2),
        ("One comment", "comment", 1),
        ("No comments yet", "comments", 0),
        ("5 posts", "posts", 5),
        ("1,204 books", "book", 1204),
        ("12 products", "products", 12),
        ("12 products", "posts", None),  # another noun: not a total of posts
        ("6 document types", "documents", None),  # the noun is an adjective here
        ("Show 25 books per page", "books", None),  # a page size
        ("2 thoughts on “Soup”", "comments", None),
        ("We planted 3 posts along the fence", "posts", None),  # a sentence, not a total
    ],
)
def test_a_total_names_the_things_listed(text: str, noun: str, want: int | None) -> None:
    assert noun_total(text, noun) == want


def test_a_total_naming_its_noun_is_read_only_for_that_noun() -> None:
    shop = "Monitors\n12 products\nSort by"
    assert parse_total(shop) is None  # the verifier's zero-results noun reads '0 products' apart
    stated = parse_total(shop, noun="product")
    assert stated is not None and stated.rows == 12
    assert parse_total("6 product types", noun="product") is None
    text = "Category: Garden\n5 posts\nWild Garlic"
    assert parse_total(text, noun="comments") is None
    ranged = parse_total("Showing 1-10 of 41\n12 posts", noun="posts")
    assert ranged is not None and ranged.rows == 41  # a stated range beats a line naming the noun


def test_a_heading_states_the_count_a_line_of_an_entry_does_not() -> None:
    post = page(headings=["Red Lentil Soup", "2 comments"], digest="Red Lentil Soup\n2 comments")
    assert named_total(post, "comments") == 2
    home = page(headings=["Blog"], digest="Blog\nSoup\n3 comments\nBread\n1 comment")
    assert named_total(home, "comments") is None


@settings(deadline=None)
@given(
    n=st.integers(min_value=0, max_value=99_999), noun=st.sampled_from(["post", "comment", "book", "loan"])
)
def test_any_number_of_any_noun_is_read_in_its_plural(n: int, noun: str) -> None:
    plural = noun + "s"
    assert noun_total(f"{n:,} {plural}", noun) == n
    assert noun_total(f"{n} {plural} found", plural) == n
    assert noun_total(f"{n} {plural}", "reviews") is None
