"""Lists read whole (pure): a count with no stated total is the entries listed over every page, with
the pages read said; a list longer than the page budget is not counted as if it ended; 'the most
recent X in <place>' enters the place, then opens the entry with the latest date over every page; a
count of the things under one named thing opens that thing's page first. Shapes: a blog's category
archive ('Older posts') and a news site's numbered search pages."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, el, page
from tests.fixtures.rules import context as make_context
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core import paging

BLOG = "http://blog.test"
SIDEBAR = [
    el(90, "a", "Garden", href=f"{BLOG}/category/garden/", zone="aside"),
    el(91, "a", "Travel", href=f"{BLOG}/category/travel/", zone="aside"),
]


def home() -> object:
    return page(
        el(1, "a", "Ferry Day Pass", href=f"{BLOG}/2026/05/ferry/", zone="main"),
        el(2, "a", "Wild Garlic Pesto", href=f"{BLOG}/2026/03/wild-garlic/", zone="main"),
        *SIDEBAR,
        url=f"{BLOG}/",
        title="A Harbour Blog",
        headings=["Ferry Day Pass", "Wild Garlic Pesto", "Categories"],
        digest="Ferry Day Pass\nPublished May 2, 2026\nWild Garlic Pesto\nPublished March 28, 2026\nCategories",
    )


def archive(place: str, n: int, posts: list[tuple[str, str]], older: bool) -> object:
    els = [
        el(10 + i, "a", title, href=f"{BLOG}/{place}/{n}/{i}/", zone="main")
        for i, (title, _d) in enumerate(posts)
    ]
    if older:
        els.append(el(40, "a", "Older posts", href=f"{BLOG}/category/{place}/page/{n + 1}/", zone="main"))
    if n > 1:
        els.append(el(41, "a", "Newer posts", href=f"{BLOG}/category/{place}/page/{n - 1}/", zone="main"))
    digest = "\n".join(f"{title}\nAn excerpt.\nPublished {day}" for title, day in posts)
    return page(
        *els,
        *SIDEBAR,
        url=f"{BLOG}/category/{place}/" + (f"page/{n}/" if n > 1 else ""),
        title=f"{place.title()} – A Harbour Blog",
        headings=[f"Category: {place.title()}", *(t for t, _ in posts), "Categories"],
        digest=f"Category: {place.title()}\n{digest}\nCategories",
    )


PAGE1 = [("Wild Garlic Pesto", "March 28, 2026"), ("Raised Beds", "March 2, 2026")]
PAGE2 = [("Garlic in Autumn", "October 4, 2025")]


def test_a_category_is_counted_over_its_pages_and_the_pages_read_are_said() -> None:
    ctx = make_context("how many posts are there in the Garden category?", home())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 90}  # the place first
    ctx = after(ctx, res, archive("garden", 1, PAGE1, older=True))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 40}  # no total stated: the next page
    ctx = after(ctx, res, archive("garden", 2, PAGE2, older=False))  # type: ignore[arg-type]
    res = decide(ctx)
    done = act(res)
    assert done["type"] == "done" and done["success"] is True
    assert done["answer"].startswith("3 ") and "two pages" in done["answer"]


def test_a_list_longer_than_the_page_budget_is_not_counted_as_if_it_ended() -> None:
    ctx = make_context("how many posts are in the Garden category?", home())  # type: ignore[arg-type]
    res = decide(ctx)
    for n in range(1, paging.MAX_PAGES + 1):
        ctx = after(ctx, res, archive("garden", n, PAGE1, older=True))  # type: ignore[arg-type]
        res = decide(ctx)
        if n < paging.MAX_PAGES:
            assert act(res) == {"type": "click", "element_id": 40}, n
    done = act(res)
    assert done["type"] == "done" and done["success"] is False
    assert "goes on past" in done["answer"]


def test_the_most_recent_post_of_a_place_is_its_latest_date_over_every_page() -> None:
    travel1 = [("Packing Light", "May 5, 2026"), ("Coastal Path", "April 18, 2026")]
    travel2 = [("Sleeper to Vienna", "June 2, 2026")]  # out of order: the dates decide, not the order
    ctx = make_context("open the most recent post in the Travel category", home())  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 91}
    ctx = after(ctx, res, archive("travel", 1, travel1, older=True))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 40}
    ctx = after(ctx, res, archive("travel", 2, travel2, older=False))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}  # 'Sleeper to Vienna', shown here


def test_the_newest_entry_on_an_earlier_page_is_opened_by_its_address() -> None:
    travel1 = [("Packing Light", "May 5, 2026")]
    travel2 = [("Coastal Path", "April 18, 2026")]
    ctx = make_context("open the newest post in the Travel category", home())  # type: ignore[arg-type]
    res = decide(ctx)
    ctx = after(ctx, res, archive("travel", 1, travel1, older=True))  # type: ignore[arg-type]
    res = decide(ctx)
    ctx = after(ctx, res, archive("travel", 2, travel2, older=False))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "navigate", "url": f"{BLOG}/travel/1/0/"}


def _post(title: str, comments: int) -> object:
    return page(
        el(5, "a", "Recipes", href=f"{BLOG}/category/recipes/", zone="main"),
        *SIDEBAR,
        url=f"{BLOG}/2026/01/soup/",
        title=f"{title} – A Harbour Blog",
        headings=[title, f"{comments} comments", "Leave a comment"],
        digest=f"{title}\nPublished January 12, 2026\n{comments} comments\nAda\nLovely.",
    )


def test_comments_under_a_named_recipe_are_counted_on_its_own_page() -> None:
    start = page(
        el(1, "a", "Red Lentil Soup for Cold Evenings", href=f"{BLOG}/2026/01/soup/", zone="main"),
        el(2, "a", "Bread Without Kneading", href=f"{BLOG}/2026/01/bread/", zone="main"),
        *SIDEBAR,
        url=f"{BLOG}/",
        title="A Harbour Blog",
        headings=["Red Lentil Soup for Cold Evenings", "Bread Without Kneading"],
        digest="Red Lentil Soup for Cold Evenings\n3 comments\nBread Without Kneading\n7 comments",
    )
    ctx = make_context("How many comments are shown under the red lentil soup recipe?", start)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}  # its page, not a count on the home page
    ctx = after(ctx, res, _post("Red Lentil Soup for Cold Evenings", 2))  # type: ignore[arg-type]
    res = decide(ctx)
    done = act(res)
    assert done["type"] == "done" and done["success"] is True and done["answer"] == "2"


@settings(max_examples=25, deadline=None)
@given(n=st.integers(min_value=1, max_value=40))
def test_pages_are_said_in_words_so_the_count_is_the_only_figure(n: int) -> None:
    said = paging.pages_said(n)
    assert said.endswith("page" if n == 1 else "pages")
    assert (not any(ch.isdigit() for ch in said)) == (n <= 12 or n in {15, 20, 30})


def test_the_newest_of_the_things_own_list_is_its_latest_date_over_every_page() -> None:
    """'the newest recipe on the blog': no place is named, the things' own list is ('Recipes' in the
    site's menu); the dates its entries write decide, over every page, and the title is named."""
    start = page(
        el(1, "a", "Ferry Day Pass", href=f"{BLOG}/2026/05/ferry/", zone="main"),
        el(92, "a", "Recipes", href=f"{BLOG}/category/recipes/", zone="aside"),
        *SIDEBAR,
        url=f"{BLOG}/",
        title="A Harbour Blog – Recipes, walks and news",
        digest="Ferry Day Pass\nPublished May 2, 2026",
    )
    ctx = make_context("whats the title of the newest recipe on the blog", start)  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 92}
    recipes1 = [("Chickpea Salad", "April 2, 2026"), ("Lentil Soup", "January 12, 2026")]
    recipes2 = [("Summer Tart", "June 9, 2026")]  # out of order: the dates decide
    ctx = after(ctx, res, archive("recipes", 1, recipes1, older=True))  # type: ignore[arg-type]
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 40}
    ctx = after(ctx, res, archive("recipes", 2, recipes2, older=False))  # type: ignore[arg-type]
    done = act(decide(ctx))
    assert done["type"] == "done" and done["success"] is True
    assert done["answer"].startswith("Summer Tart")
