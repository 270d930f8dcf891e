"""A list shown as a narrowed view of itself (``read.facets.chosen_views``): a link of the page shows
every row at the page's own address less what narrows it - WordPress' views, Django admin's filters
kept in the address. Pure tables over two sites' shapes, with generated addresses."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.read.facets import chosen_views

WP = "http://s.test/wp-admin/edit.php"


def _wordpress() -> list:
    views = [
        ("All (22)", "edit.php?post_type=post"),
        ("Published (20)", "edit.php?post_status=publish&post_type=post"),
        ("Drafts (2)", "edit.php?post_status=draft&post_type=post"),
    ]
    return [
        el(i + 1, "a", label, href=f"http://s.test/wp-admin/{href}") for i, (label, href) in enumerate(views)
    ]


def test_a_wordpress_view_opened_on_drafts() -> None:
    got = chosen_views(page(*_wordpress(), url=f"{WP}?post_status=draft&post_type=post"))
    assert [(v.value, v.every_id, v.every) for v in got] == [("Drafts", 1, "All (22)")]


def test_the_view_of_every_row_is_no_narrowing() -> None:
    assert chosen_views(page(*_wordpress(), url=f"{WP}?post_type=post")) == []
    assert chosen_views(page(*_wordpress(), url=WP)) == []


@given(
    st.sampled_from(["status__exact", "language__exact", "year"]),
    st.sampled_from(["closed", "German", "2024"]),
    st.booleans(),
    st.booleans(),
)
@settings(deadline=None)
def test_a_django_filter_kept_in_the_address(field: str, value: str, other: bool, ordered: bool) -> None:
    """'?status__exact=closed' (and maybe another filter, an order): the group's 'All' drops the one
    parameter; the value is the filter link at the page's address, else the parameter's value."""
    base = "http://s.test/admin/library/book/"
    kept = "&".join(filter(None, ["tag=x" if other else "", "o=2" if ordered else ""]))
    here = f"{base}?{field}={value}" + (f"&{kept}" if kept else "")
    shown = [
        el(9, "a", "Skip to main content", href=f"{here}#content-start"),  # into the page: no view
        el(1, "a", "All", href=f"{base}?{kept}"),
        el(2, "a", value.title(), href=here),
        el(3, "a", "Other", href=f"{base}?{field}=other" + (f"&{kept}" if kept else "")),
        el(4, "a", "All", href=here),  # another filter's 'All': the page itself, narrows nothing
    ]
    got = chosen_views(page(*shown, url=here))
    assert [(v.value, v.every_id) for v in got] == [(value.title(), 1)]
    bare = chosen_views(page(*shown[:2], url=here))
    assert [v.value for v in bare] == [value]


@pytest.mark.parametrize(
    ("url", "href"),
    [
        ("http://s.test/admin/book/?p=2", "http://s.test/admin/book/"),  # a page, not a narrowing
        ("http://s.test/admin/book/?o=1", "http://s.test/admin/book/"),  # an order
        ("http://s.test/shop/?cat=tea", "http://s.test/other/"),  # another list
        ("http://s.test/shop/?cat=tea", "http://s.test/shop/?cat=tea&x=1"),  # adds, not drops
    ],
)
def test_an_all_link_that_drops_nothing_that_narrows_is_none(url: str, href: str) -> None:
    assert chosen_views(page(el(1, "a", "All", href=href), url=url)) == []
