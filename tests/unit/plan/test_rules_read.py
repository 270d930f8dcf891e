"""Tables for values read from the page (answers, attributes) over hand-built observations."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.plan.rules import decide


def test_an_attribute_of_a_product_is_read_on_its_page_after_opening_the_result_that_names_it() -> None:
    home = page(
        field(1, "q", placeholder="Search the store", itype="search", zone="header"), url="http://store.test/"
    )
    ctx = context("what is the weight of the Trailhead 40L Backpack?", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Trailhead 40L Backpack", "submit": True}
    results = page(
        field(1, "q", value="Trailhead 40L Backpack", itype="search", zone="header"),
        el(2, "a", "Summit 40L Backpack", href="/p/summit-40"),
        el(3, "a", "Trailhead 40L Backpack", href="/p/trailhead-40"),
        url="http://store.test/search?q=Trailhead+40L+Backpack",
        title="Results for Trailhead 40L Backpack",
        headings=["Results for Trailhead 40L Backpack"],
        digest="Summit 40L Backpack\nWeight: 1.9 kg\nTrailhead 40L Backpack",
    )
    ctx2 = after(ctx, res, results)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 3}
    item = page(
        el(4, "button", "Add to cart"),
        url="http://store.test/p/trailhead-40",
        title="Trailhead 40L Backpack",
        headings=["Trailhead 40L Backpack"],
        digest="Trailhead 40L Backpack\nWeight: 1.4 kg\nColour: moss",
    )
    res3 = decide(after(ctx2, res2, item))
    assert act(res3) == {"type": "done", "success": True, "answer": "1.4 kg"}


def typed_query(goal: str) -> str:
    home = page(field(1, "s", label="Search", itype="search", zone="header"), url="http://blog.test/")
    return str(act(decide(context(goal, home))).get("text"))


def test_the_results_of_the_query_typed_are_not_the_things_page() -> None:
    """'who wrote the post about the lighthouse keepers': the search for its topic found nothing; its
    results page repeats those words in its heading but is no page of the post."""
    assert typed_query("who wrote the post about the lighthouse keepers") == "lighthouse keepers"
    home = page(field(1, "s", label="Search", itype="search", zone="header"), url="http://blog.test/")
    ctx = context("who wrote the post about the lighthouse keepers", home)
    res = decide(ctx)
    typed = act(res)
    assert typed["type"] == "type"
    nothing = page(
        field(1, "s", label="Search", itype="search", zone="header", value=typed["text"]),
        url=f"http://blog.test/?s={typed['text'].replace(' ', '+')}",
        title=f"Search Results for “{typed['text']}” – Blog",
        headings=[f'Results for "{typed["text"]}"', "Recent Posts"],
        digest=f'Results for "{typed["text"]}"\nSorry, but nothing matched your search terms.',
    )
    res2 = decide(after(ctx, res, nothing))
    # the search was for the topic alone ('lighthouse keepers'), so there is no shorter one to try: it
    # may end, but never with an answer read from the results page
    assert typed["text"] == "lighthouse keepers"
    assert res2.action.type != "done" or res2.action.success is False  # type: ignore[union-attr]
    if res2.action.type == "done":  # it says that the post was not found, not "'author' is not shown"
        assert "could not find 'lighthouse keepers'" in act(res2)["answer"]
