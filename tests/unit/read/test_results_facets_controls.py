"""Stated result totals, facets with counts, sort controls and pagination kinds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import el, field, page
from wayfinder.observe.models import GridSummary
from wayfinder.read.controls import read_pagination, read_sort, sort_meaning
from wayfinder.read.facets import find_facet, read_facets
from wayfinder.read.results import result_total


@pytest.mark.parametrize(
    ("digest", "rows", "pages"),
    [
        ("Issues\n1..2 out of 2\nfoo", 2, None),
        ("Showing 1–10 of 141 results", 141, None),
        ("141 rows where last_name = 'Smith'", 141, None),
        ("Results 1 - 10 of about 141", 141, None),
        ("Page 1 of 15", None, 15),
        ("Page 2 of 9\nDisplaying 11-20 of 87 entries", 87, 9),
        ("No records found", 0, None),
        ("Welcome to the shop", None, None),
    ],
)
def test_result_total_in_the_forms_sites_use(digest: str, rows: int | None, pages: int | None) -> None:
    total = result_total(page(digest=digest))
    if rows is None and pages is None:
        assert total is None
        return
    assert total is not None
    assert total.rows == rows
    if rows is None:
        assert total.pages == pages


def test_result_total_prefers_the_text_next_to_a_grid() -> None:
    grid = GridSummary(
        index=0, kind="table", headers=["A"], row_count=20, sample_rows=[], results_text="523 records found"
    )
    total = result_total(page(digest="Page 1 of 27", grids=[grid]))
    assert total is not None and total.rows == 523


def test_facets_with_count_badges() -> None:
    obs = page(
        el(1, "input", "", input_type="checkbox", label="Sony (12)", zone="aside"),
        el(2, "input", "", input_type="checkbox", label="Bose (4)", zone="aside", checked=True),
        el(3, "a", "Headphones 34", zone="aside"),
        el(4, "a", "Next", zone="main"),
        el(5, "select", "", name="category", options=["All categories", "Audio [40]", "Video [7]"]),
    )
    facets = {(f.name, f.count, f.kind, f.selected) for f in read_facets(obs)}
    assert ("Sony", 12, "checkbox", False) in facets
    assert ("Bose", 4, "checkbox", True) in facets
    assert ("Headphones", 34, "link", False) in facets
    assert ("Audio", 40, "option", False) in facets
    assert all(name != "Next" for name, *_ in facets)
    sony = find_facet(obs, "sony")
    assert sony is not None and sony.element_id == 1


@pytest.mark.parametrize(
    ("label", "meaning"),
    [
        ("Price: Low to High", ("price", "min")),
        ("Price: High to Low", ("price", "max")),
        ("Newest first", ("date", "max")),
        ("Oldest", ("date", "min")),
        ("Avg. Customer Review", ("rating", "max")),
        ("Name (A-Z)", ("name", "min")),
        ("Featured", ("", "")),
    ],
)
def test_sort_meaning(label: str, meaning: tuple[str, str]) -> None:
    assert sort_meaning(label) == meaning


def test_read_sort_select_and_links() -> None:
    select = el(
        7, "select", "", name="orderby", options=["Relevance", "Price: Low to High", "Price: High to Low"]
    )
    control = read_sort(page(select))
    assert control is not None and control.kind == "select"
    cheapest = control.option_for("price", "min")
    assert cheapest is not None and cheapest.label == "Price: Low to High" and cheapest.element_id == 7
    links = read_sort(page(el(1, "a", "Sort by price"), el(2, "a", "Sort by date")))
    assert links is not None and {(o.attribute, o.element_id) for o in links.options} == {
        ("price", 1),
        ("date", 2),
    }
    assert read_sort(page(el(1, "a", "Home"), field(2, "q"))) is None


def test_pagination_kinds() -> None:
    nxt = read_pagination(
        page(el(1, "a", "Previous"), el(2, "a", "1"), el(3, "a", "2"), el(4, "a", "Next ›"))
    )
    assert (nxt.kind, nxt.next_id, nxt.prev_id, nxt.pages) == ("next", 4, 1, {1: 2, 2: 3})
    numbered = read_pagination(page(el(1, "a", "1"), el(2, "a", "2"), el(3, "a", "3")))
    assert numbered.kind == "numbered" and numbered.pages[3] == 3
    more = read_pagination(page(el(1, "button", "Load more")))
    assert (more.kind, more.more_id) == ("load_more", 1)
    endless = read_pagination(
        page(el(1, "a", "Item"), page_type="listing", viewport_height=800, page_height=4000)
    )
    assert endless.kind == "scroll"
    assert read_pagination(page(el(1, "a", "About"))).kind == "none"


@given(
    st.lists(st.integers(1900, 2030), min_size=2, max_size=12, unique=True),
    st.integers(2, 40),
    st.sampled_from(["?p={}", "?page={}&q=smith", "/list/page/{}/", "?offset={}0"]),
    st.sampled_from(["?year={}", "/archive/{}/", "?published__year={}&o=2"]),
    st.booleans(),
)
@settings(deadline=None)
def test_year_links_beside_a_pager_are_no_pages(
    years: list[int], last: int, pager: str, archive: str, years_first: bool
) -> None:
    """A year archive or date drill-down lists numbers too ('1944 1952 ... 2024' above an admin list):
    the pager is the group of number links whose addresses differ only in the number and that reaches
    the lowest number."""
    year_links = [el(100 + i, "a", str(y), href=archive.format(y)) for i, y in enumerate(years)]
    pager_links = [el(200 + n, "a", str(n), href=pager.format(n)) for n in range(2, last + 1)]
    current = [el(199, "button", "1")]  # the page shown: no address of its own
    shown = [*year_links, *current, *pager_links] if years_first else [*current, *pager_links, *year_links]
    got = read_pagination(page(*shown))
    assert got.kind == "numbered"
    assert set(got.pages) == set(range(1, last + 1))
    assert max(got.pages) == last  # 'the last page' is the pager's, never a year


def test_year_links_alone_are_still_numbers() -> None:
    """With no other number links there is nothing to tell them from: unchanged."""
    got = read_pagination(page(el(1, "a", "2023", href="?y=2023"), el(2, "a", "2024", href="?y=2024")))
    assert set(got.pages) == {2023, 2024}


def test_filter_links_of_a_side_panel_are_facets_without_counts() -> None:
    obs = page(
        el(1, "a", "All", zone="nav", href="?"),
        el(2, "a", "Peru", zone="nav", href="?origin__exact=Peru"),
        el(3, "a", "Last 30 days", zone="aside", href="/beans/?roasted__gte=2025-01-01"),
        el(4, "a", "Roasters", zone="nav", href="/roasters/"),  # another list, not a filter
        el(5, "a", "Origin", zone="main", href="?o=2", grid_index=0),  # a column sort
        el(6, "a", "2", zone="nav", href="?p=2"),  # a page
        el(7, "a", "Show counts", zone="nav", href="?_facets=True"),
        url="http://coffee.test/beans/",
    )
    names = {f.name for f in read_facets(obs)}
    assert names == {"Peru", "Last 30 days"}
    found = find_facet(obs, "peru")
    assert found is not None and found.element_id == 2 and found.kind == "link"
    assert find_facet(obs, "roasters") is None


def test_a_row_checkbox_is_not_a_facet_of_one_of_its_words() -> None:
    obs = page(
        el(1, "input", "", input_type="checkbox", label="Select this row for an action - Lima, Peru"),
        el(2, "input", "", input_type="checkbox", label="Fair trade", zone="aside"),
    )
    assert find_facet(obs, "peru") is None
    assert find_facet(obs, "fair trade") is not None


def test_a_negated_value_never_picks_the_facet_it_negates() -> None:
    obs = page(
        el(1, "a", "Shipped", zone="nav", href="?state=shipped"),
        el(2, "a", "Waiting", zone="nav", href="?state=waiting"),
        url="http://orders.test/list/",
    )
    assert find_facet(obs, "orders not shipped yet") is None
    assert find_facet(obs, "shipped") is not None
    assert find_facet(obs, "paid but waiting for stock") is None  # a long phrase is not its one word


def test_a_category_tag_or_project_link_is_found_word_for_word() -> None:
    from wayfinder.read.facets import category_link

    blog = page(
        el(1, "a", "Pickling Beets at Home", zone="main", href="/2024/03/pickling-beets-at-home/"),
        el(2, "a", "Preserving", zone="main", href="/category/preserving/"),
        el(3, "a", "Older posts", zone="nav", href="/page/2/"),
        el(4, "a", "Preserving", zone="aside", href="/category/preserving/"),
        el(5, "a", "Bread Baking", zone="aside", href="/category/bread-baking/"),
        el(6, "a", "Title", zone="main", href="?orderby=title", grid_index=0),  # a column's sort
        url="http://kitchen.test/",
    )
    found = category_link(blog, "preserving")
    assert found is not None and found.element_id == 4  # the side panel's first
    assert category_link(blog, "bread baking") is not None
    assert category_link(blog, "bread") is None  # not word for word
    assert category_link(blog, "pickling beets at home") is None  # a dated entry, not a category
    assert category_link(blog, "title") is None
    tracker = page(
        el(1, "a", "Harbour Ferries", zone="main", href="/projects/ferries"),
        el(2, "a", "Tide Tables", zone="main", href="/projects/tides"),
        el(3, "a", "Issue 42", zone="main", href="/issues/42"),
        url="http://tracker.test/projects",
    )
    project = category_link(tracker, "Harbour Ferries")
    assert project is not None and project.element_id == 1
    assert category_link(tracker, "issue 42") is None


@pytest.mark.parametrize(
    ("said", "tag"),
    [
        ("tagged vegetarian", "vegetarian"),
        ("labelled bug", "bug"),
        ("labeled as good first issue", "good first issue"),
        ("with the tag soup", "soup"),
        ("under the label urgent", "urgent"),
        ("in the budget tag", "budget"),
        ("vegetarian", None),
        ("in Gardening", None),
        ("with free shipping", None),
    ],
)
def test_a_value_said_as_a_tag(said: str, tag: str | None) -> None:
    from wayfinder.read.facets import tag_value

    assert tag_value(said) == tag


def test_a_tag_is_the_link_whose_address_is_a_tags() -> None:
    from wayfinder.read.facets import category_link

    blog = page(
        el(1, "a", "Vegetarian", zone="aside", href="/category/vegetarian/"),
        el(2, "a", "vegetarian", zone="main", href="/tag/vegetarian/"),
        url="http://blog.test/",
    )
    found = category_link(blog, "tagged vegetarian")
    assert found is not None and found.element_id == 2
    plain = category_link(blog, "vegetarian")
    assert plain is not None and plain.element_id == 1  # a value not said as a tag: the side panel first
    no_tag = page(el(1, "a", "Vegetarian", zone="aside", href="/category/vegetarian/"), url="http://b.test/")
    assert category_link(no_tag, "tagged vegetarian") is None


@given(
    st.sampled_from(
        [
            ("http://s.test/admin/library/book/", "?p={}"),
            ("http://s.test/admin/library/book/?language__exact=German", "?language__exact=German&p={}"),
            ("http://s.test/projects/web/issues?set_filter=1", "/projects/web/issues?set_filter=1&page={}"),
            ("http://s.test/wp-admin/edit.php", "http://s.test/wp-admin/edit.php?paged={}"),
            ("http://s.test/blog/", "/blog/page/{}/"),
        ]
    ),
    st.sampled_from(["span", "strong", "em"]),
    st.integers(1, 3),
)
@settings(deadline=None)
def test_a_two_page_list_whose_current_page_is_text(shape: tuple[str, str], tag: str, first: int) -> None:
    """One number link and no 'Next' ('<span class=this-page>1</span> <a href=?p=2>2</a>'): a pager when
    the link's address asks for the page its label names; the current page is read from the address."""
    url, link = shape
    text = el(1, tag, "1")  # the current page, plain text: not an element the pager reads
    shown = [el(first, "a", "Title"), text, el(10, "a", "2", href=link.format(2))]
    got = read_pagination(page(*shown, url=url))
    assert (got.kind, got.pages, got.current) == ("numbered", {2: 10}, 1)
    back = read_pagination(
        page(el(10, "a", "1", href=link.format(1)), url=url + ("&" if "?" in url else "?") + "p=2")
    )
    assert back.pages == {1: 10}


@pytest.mark.parametrize(
    ("url", "href"),
    [
        ("http://s.test/projects/web/issues", "/issues/2"),  # a record's number, no page
        ("http://s.test/archive/", "?year=2"),
        ("http://s.test/cart", "/cart?qty=2"),
    ],
)
def test_a_lone_number_link_that_asks_for_no_page_is_no_pager(url: str, href: str) -> None:
    got = read_pagination(page(el(1, "a", "2", href=href), url=url))
    assert (got.kind, got.pages) == ("none", {})


def test_the_second_page_of_two_reads_its_number_from_its_address() -> None:
    got = read_pagination(page(el(3, "a", "1", href="/shop/books/1/"), url="http://s.test/shop/books/2/"))
    assert (got.pages, got.current) == ({1: 3}, 2)
    django = read_pagination(page(el(3, "a", "1", href="?p=1"), url="http://s.test/admin/book/?p=2"))
    assert (django.pages, django.current) == ({1: 3}, 2)
