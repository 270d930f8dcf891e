"""Counts narrowed the way a person narrows a list: the site's filter before its search, a code
searched without the word that names its kind, ranges only a filter or a price field applies, and a
search that found nothing (or other things) is never a count."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, button, context, el, field, page, recipes_admin
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.scoping import own_title

_recipes = recipes_admin


def test_a_filter_value_is_picked_in_the_side_panel_not_typed_into_the_search() -> None:
    index = page(
        el(1, "a", "Recipes", href="/admin/recipes/"), el(2, "a", "Chefs"), url="http://cook.test/admin/"
    )
    ctx = context("count the recipes from Italy", index)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    ctx2 = after(ctx, res, _recipes(digest="250 recipes"))
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 3}
    narrowed = _recipes(
        url="http://cook.test/admin/recipes/?cuisine__exact=Italy", digest="14 results (250 total)"
    )
    res3 = decide(after(ctx2, res2, narrowed))
    assert act(res3) == {"type": "done", "success": True, "answer": "14"}


def test_a_code_is_searched_without_its_kind_and_the_rows_must_name_it() -> None:
    listing = page(
        field(1, "q", placeholder="Search", itype="search"), url="http://desk.test/tickets/", title="Tickets"
    )
    ctx = context("how many tickets has customer CU7781 opened?", listing)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "CU7781", "submit": True}
    rows = GridSummary(
        index=0,
        kind="table",
        headers=["Ticket", "Customer"],
        row_count=2,
        sample_rows=[["T-1", "Lena Ortiz (CU7781)"], ["T-9", "Lena Ortiz (CU7781)"]],
    )
    found = page(
        field(1, "q", itype="search"),
        url="http://desk.test/tickets/?q=CU7781",
        digest="2 results (90 total)",
        grids=[rows],
    )
    res2 = decide(after(ctx, res, found))
    assert act(res2) == {"type": "done", "success": True, "answer": "2"}


def test_a_search_that_finds_nothing_or_other_things_is_not_a_count() -> None:
    listing = page(
        field(1, "q", placeholder="Search", itype="search"), url="http://desk.test/tickets/", title="Tickets"
    )
    ctx = context("how many tickets has customer CU7781 opened?", listing)
    res = decide(ctx)
    empty = page(
        field(1, "q", itype="search"), url="http://desk.test/tickets/?q=CU7781", digest="0 results (90 total)"
    )
    ending = act(decide(after(ctx, res, empty)))
    assert ending["type"] == "done" and ending["success"] is False
    other = GridSummary(
        index=0,
        kind="table",
        headers=["Ticket", "Customer"],
        row_count=1,
        sample_rows=[["T-4", "Bo Chen (CU1200)"]],
    )
    wrong = page(
        field(1, "q", itype="search"),
        url="http://desk.test/tickets/?q=CU7781",
        digest="1 result (90 total)",
        grids=[other],
    )
    ending = act(decide(after(ctx, res, wrong)))
    assert ending["type"] == "done" and ending["success"] is False


def test_a_date_range_needs_a_filter_of_the_site_or_the_count_is_refused() -> None:
    with_filter = page(
        el(1, "a", "Any date", zone="nav", href="?"),
        el(2, "a", "Last month", zone="nav", href="?enrolled__gte=2025-05-01"),
        url="http://school.test/students/",
        title="Students",
        digest="800 students",
    )
    ctx = context("how many students enrolled last month?", with_filter)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    without = page(
        el(1, "a", "Next", href="?p=2"),
        url="http://school.test/students/",
        title="Students",
        digest="800 students",
    )
    ending = act(decide(context("how many students enrolled last month?", without)))
    assert ending["type"] == "done" and ending["success"] is False


def test_a_price_bound_goes_into_the_max_price_field_then_the_filters_are_applied() -> None:
    chairs = page(
        field(1, "min", label="Min price ($)", zone="aside"),
        field(2, "max", label="Max price ($)", zone="aside"),
        button(3, "Apply", zone="aside"),
        url="http://furniture.test/chairs",
        title="Chairs",
        digest="64 products",
    )
    ctx = context("number of chairs under $80", chairs)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "80"}
    res2 = decide(after(ctx, res, chairs))
    assert act(res2) == {"type": "click", "element_id": 3}
    applied = page(
        field(2, "max", label="Max price ($)", value="80"),
        url="http://furniture.test/chairs?max=80",
        title="Chairs",
        digest="9 products",
    )
    res3 = decide(after(ctx, res2, applied))
    assert act(res3) == {"type": "done", "success": True, "answer": "9"}
    bare = page(
        el(1, "a", "Next", href="?page=2"),
        url="http://furniture.test/chairs",
        title="Chairs",
        digest="64 products",
    )
    ending = act(decide(context("number of chairs under $80", bare)))
    assert ending["type"] == "done" and ending["success"] is False


def test_a_brand_of_a_kind_opens_the_kind_then_ticks_the_brand() -> None:
    home = page(
        field(1, "q", placeholder="Search products", itype="search", zone="header"),
        el(2, "a", "Tablets", href="/c/tablets", zone="nav"),
        el(3, "a", "Phones", href="/c/phones", zone="nav"),
        url="http://store.test/",
    )
    ctx = context("how many Lenovo tablets are listed?", home)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    tablets = page(
        field(1, "q", placeholder="Search products", itype="search", zone="header"),
        el(4, "input", "", input_type="checkbox", label="Lenovo (6)", zone="aside"),
        el(5, "input", "", input_type="checkbox", label="Samsung (9)", zone="aside"),
        button(6, "Apply", zone="aside"),
        url="http://store.test/c/tablets",
        title="Tablets",
        digest="31 products",
    )
    ctx2 = after(ctx, res, tablets)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 4}
    res3 = decide(after(ctx2, res2, tablets))
    assert act(res3) == {"type": "click", "element_id": 6}


def test_the_things_and_the_value_they_are_placed_under() -> None:
    from wayfinder.plan.rules.core.counting import count_noun

    assert count_noun("novels in Portuguese") == ("novels", "Portuguese")
    assert count_noun("liens filed under Okafor") == ("liens", "Okafor")
    assert count_noun("recipes by Mina Holt") == ("recipes", "Mina Holt")
    assert count_noun("tents in the catalogue") == ("tents", "")  # the site itself narrows nothing
    assert count_noun("tent in the store, the one with the most doors") == ("tent", "")
    assert count_noun("red kettles") == ("kettles", "red")
    assert count_noun("posts tagged vegetarian") == ("posts", "tagged vegetarian")
    assert count_noun("open issues labelled good first issue") == ("issues", "labelled good first issue")


def test_a_category_link_narrows_the_posts_before_any_search() -> None:
    blog = page(
        field(1, "s", placeholder="Search", itype="search", zone="aside"),
        el(2, "a", "Pickling Beets at Home", zone="main", href="/2024/03/pickling-beets-at-home/"),
        el(3, "a", "Preserving", zone="main", href="/category/preserving/"),
        el(4, "a", "Older posts", zone="nav", href="/page/2/"),
        el(5, "a", "Preserving", zone="aside", href="/category/preserving/"),
        el(6, "a", "Bread Baking", zone="aside", href="/category/bread-baking/"),
        url="http://kitchen.test/",
    )
    res = decide(context("how many posts are in the Preserving category?", blog))
    assert act(res) == {"type": "click", "element_id": 5}


def test_a_kind_picked_in_a_filter_is_not_searched_again_with_the_name() -> None:
    form = page(
        field(1, "surname", label="Surname"),
        el(2, "select", "", label="Filing type", options=["Any", "Lease", "Will"]),
        button(3, "Search"),
        url="http://clerk.test/filings",
    )
    ctx = context("count the wills filed under Okafor", form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "Will"}
    res2 = decide(after(ctx, res, form))
    assert act(res2) == {"type": "type", "element_id": 1, "text": "Okafor", "submit": True}


TAG_SHAPES = [
    # (a tag's address, a category's address of the same word) - WordPress, Discourse, a forge's labels
    ("/tag/{}/", "/category/{}/"),
    ("/tags/{}", "/c/{}"),
    ("/acme/app/-/issues?label_name[]={}", "/acme/app/-/issues?milestone_title={}"),
]


@given(
    shape=st.sampled_from(TAG_SHAPES),
    word=st.sampled_from(["vegetarian", "budget", "bug", "spring"]),
    said=st.sampled_from(
        [
            "how many posts are tagged {}?",
            "count the posts tagged {}",
            "number of posts tagged {}",
            "how many posts are labelled {}?",
            "how many posts are in the {} tag?",
            "how many posts with the tag {} are there",
        ]
    ),
    category_first=st.booleans(),
)
@settings(deadline=None, max_examples=40)  # pure; a loaded machine is no reason to fail it
def test_a_value_said_as_a_tag_opens_the_tags_link(
    shape: tuple[str, str], word: str, said: str, category_first: bool
) -> None:
    """'tagged X', 'labelled X', 'the tag X': the link whose address is a tag's or a label's, never a
    category or another link of the same word."""
    tag_href, other_href = (s.format(word) for s in shape)
    tag = el(7, "a", word, zone="main", href=tag_href)
    other = el(8, "a", word.title(), zone="aside", href=other_href)
    blog = page(
        field(1, "s", placeholder="Search", itype="search", zone="aside"),
        el(2, "a", "A post", zone="main", href="/a-post/"),
        *([other, tag] if category_first else [tag, other]),
        url="http://blog.test/",
    )
    res = decide(context(said.format(word), blog))
    assert act(res) == {"type": "click", "element_id": 7}


@pytest.mark.parametrize(
    ("title", "own"),
    [
        ("Harbor Town Notes – Recipes, walks and news from a small harbor town", "Harbor Town Notes"),
        ("Books, music & films | Corner Shop", "Corner Shop"),
        ("Recipes – Harbor Town Notes", "Recipes Harbor Town Notes"),
        ("Issues - Billing Service - Redmine", "Issues Billing Service Redmine"),
        ("Salt, pepper and spice", "Salt, pepper and spice"),  # one part: the page's own title
    ],
)
def test_a_sites_tagline_is_not_the_pages_own_title(title: str, own: str) -> None:
    assert own_title(title) == own


@pytest.mark.parametrize(
    ("goal", "title", "link"),
    [
        ("how many recipes are on the blog?", "Harbor Town Notes – Recipes, walks and news", "Recipes"),
        ("how many films do you sell?", "Corner Shop | Books, music and films", "Films"),
    ],
)
def test_a_home_page_whose_tagline_names_the_things_opens_their_list(
    goal: str, title: str, link: str
) -> None:
    """The home page's title names every topic of the site: it is not the list of one of them, so
    their own list is opened before anything is counted there."""
    home = page(
        el(1, "a", "Summer Market Returns"),
        el(2, "a", "News"),
        el(3, "a", link),
        url="http://site.test/",
        title=title,
        digest="Summer Market Returns\nPublished May 20, 2026\n3 comments",
    )
    assert act(decide(context(goal, home))) == {"type": "click", "element_id": 3}
