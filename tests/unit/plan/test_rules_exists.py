"""Whether a site has a thing ("do you stock ...?", "are there any ...?"): looked for like a count,
answered yes with what the page shows or no with the search or filter that found nothing."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules import decide


def _shop(*extra: object, url: str = "http://garden.test/", digest: str = "") -> object:
    return page(
        field(1, "q", placeholder="Search the store", itype="search"),
        el(2, "a", "Planters", zone="nav", href="/c/planters"),
        el(3, "a", "Hoses", zone="nav", href="/c/hoses"),
        *extra,  # type: ignore[arg-type]
        url=url,
        title="Garden Store",
        digest=digest,
    )


def test_a_thing_no_list_names_is_searched_and_none_found_is_no() -> None:
    ctx = context("do you stock lawn gnomes?", _shop())
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "lawn gnomes", "submit": True}
    empty = _shop(url="http://garden.test/search?q=lawn+gnomes", digest="0 products found for lawn gnomes")
    ending = act(decide(after(ctx, res, empty)))
    assert ending["type"] == "done" and ending["success"] is True
    assert ending["answer"].startswith("No: searching for 'lawn gnomes' found no")


def _hoses(ctx: object) -> object:
    """Open the list that names the things (the 'Hoses' link), then search it for the kind asked."""
    res = decide(ctx)  # type: ignore[arg-type]
    assert act(res) == {"type": "click", "element_id": 3}
    listed = _shop(url="http://garden.test/c/hoses", digest="24 products")
    ctx2 = after(ctx, res, listed)  # type: ignore[arg-type]
    res2 = decide(ctx2)
    assert act(res2) == {"type": "type", "element_id": 1, "text": "soaker", "submit": True}
    return ctx2, res2


def test_things_shown_after_the_search_are_yes_with_one_named() -> None:
    ctx2, res2 = _hoses(context("do you have any soaker hoses?", _shop()))
    found = _shop(
        el(10, "a", "Rainline Soaker Hose 15 m", href="/p/10"),
        el(11, "a", "Rainline Soaker Hose 30 m", href="/p/11"),
        url="http://garden.test/c/hoses?q=soaker",
        digest="2 products found",
    )
    ending = act(decide(after(ctx2, res2, found)))  # type: ignore[arg-type]
    assert ending["type"] == "done" and ending["success"] is True
    assert ending["answer"].startswith("Yes: 2 soaker hoses") and "Rainline Soaker Hose" in ending["answer"]


def test_results_that_do_not_name_the_thing_are_not_a_yes() -> None:
    ctx2, res2 = _hoses(context("do you have any soaker hoses?", _shop()))
    other = _shop(
        el(10, "a", "Brass Hose Nozzle", href="/p/12"),
        url="http://garden.test/c/hoses?q=soaker",
        digest="1 product found",
    )
    ending = act(decide(after(ctx2, res2, other)))  # type: ignore[arg-type]
    assert ending["type"] == "done" and ending["success"] is False
    assert "Brass" not in str(ending.get("answer"))


def _recipes(
    url: str = "http://cook.test/admin/recipes/", digest: str = "", grids: list[GridSummary] | None = None
) -> object:
    return page(
        field(1, "q", placeholder="Search", itype="search"),
        el(2, "a", "Italy", zone="nav", href="?cuisine__exact=Italy"),
        url=url,
        title="Recipes",
        digest=digest,
        grids=grids,
    )


def test_an_admin_list_narrowed_by_its_filter_answers_from_its_rows() -> None:
    index = page(el(1, "a", "Recipes", href="/admin/recipes/"), url="http://cook.test/admin/")
    ctx = context("are there any recipes from Italy?", index)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    ctx2 = after(ctx, res, _recipes(digest="250 recipes"))
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 2}
    rows = GridSummary(
        index=0, kind="table", headers=["Recipe", "Cuisine"], row_count=1, sample_rows=[["Risotto", "Italy"]]
    )
    narrowed = _recipes(
        url="http://cook.test/admin/recipes/?cuisine__exact=Italy", digest="1 result", grids=[rows]
    )
    ending = act(decide(after(ctx2, res2, narrowed)))
    assert ending["type"] == "done" and ending["answer"].startswith("Yes: 1 recipes")


def test_a_state_question_is_not_an_existence_question() -> None:
    ctx = context("is the Rainline Soaker Hose in stock?", _shop())
    first = act(decide(ctx))
    assert first.get("text") != "Rainline Soaker Hose in stock"
