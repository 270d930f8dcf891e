"""A list the goal narrows ('list the recipes from Italy', 'list the loans that are overdue') is narrowed
the way a count is - the site's filter first - and then answered with the rows of the records the page
lists, not the links that happen to name the things ('Add recipe')."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, page, recipes_admin
from wayfinder.observe.models import Element, GridSummary, Observation
from wayfinder.plan.rules import decide


def _recipes(
    *extra: Element, url: str = "http://cook.test/admin/recipes/", grids: list[GridSummary] | None = None
) -> Observation:
    return recipes_admin(
        el(5, "a", "Add recipe", zone="main", href="/admin/recipes/add/"), *extra, url=url, grids=grids
    )


def test_a_narrowed_list_is_filtered_then_its_rows_are_the_answer() -> None:
    index = page(
        el(1, "a", "Recipes", href="/admin/recipes/"), el(2, "a", "Chefs"), url="http://cook.test/admin/"
    )
    ctx = context("list the recipes from Italy", index)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    ctx2 = after(ctx, res, _recipes())
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 3}
    rows = GridSummary(
        index=0,
        kind="table",
        headers=["Recipe", "Cuisine"],
        row_count=2,
        sample_rows=[["Risotto alla milanese", "Italy"], ["Ribollita", "Italy"]],
        rows=[["Risotto alla milanese", "Italy"], ["Ribollita", "Italy"]],
    )
    narrowed = _recipes(
        el(6, "a", "Risotto alla milanese", zone="main", grid_index=0),
        el(7, "a", "Ribollita", zone="main", grid_index=0),
        url="http://cook.test/admin/recipes/?cuisine__exact=Italy",
        grids=[rows],
    )
    ending = act(decide(after(ctx2, res2, narrowed)))
    assert ending["type"] == "done" and ending["success"] is True
    assert "Risotto alla milanese" in ending["answer"] and "Ribollita" in ending["answer"]
    assert "Add recipe" not in ending["answer"]


def test_a_long_list_names_its_rows_and_says_how_many_it_left_out() -> None:
    names = [f"Recipe {i:02d}" for i in range(1, 41)]
    rows = GridSummary(
        index=0,
        kind="table",
        headers=["Recipe", "Cuisine"],
        row_count=40,
        sample_rows=[[n, "Italy"] for n in names[:3]],
        rows=[[n, "Italy"] for n in names],
    )
    listing = _recipes(
        *(el(10 + i, "a", n, zone="main", grid_index=0) for i, n in enumerate(names)),
        grids=[rows],
    )
    answer = act(decide(context("list the recipes", listing)))["answer"]
    assert "Recipe 04" in answer  # past the three samples
    assert answer.endswith("(the first 30 of 40 listed)")
