"""Reading a small site's menu pages for what its search misses (plan/rules/core/menu_walk.py): a docs
site whose search index lacks a term, a wiki without search; the walk stops at the first page of prose
that names the thing, never treats a list naming it as the thing, and never opens a theme's off-site
link as a search result (our own pages)."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, field, page
from wayfinder.observe.models import Observation

NAV = (
    el(3, "a", "Home", href="http://docs.test/", in_nav=True, zone="nav"),
    el(4, "a", "Install", href="http://docs.test/install/", in_nav=True, zone="nav"),
    el(5, "a", "Models", href="http://docs.test/models/", in_nav=True, zone="nav"),
)


def _docs(
    url: str, digest: str, *, page_type: str = "other", title: str = "Docs", headings: list[str] | None = None
) -> Observation:
    return page(
        field(2, "q", placeholder="Search docs", itype="search", zone="nav"),
        *NAV,
        el(9, "a", "Built with a docs generator", href="https://generator.example.org/", zone="main"),
        url=url,
        digest=digest,
        title=title,
        headings=headings,
        page_type=page_type,
    )


def test_the_menu_pages_are_read_until_one_names_the_thing() -> None:
    start = _docs("http://docs.test/install/", "Install with pip.")
    ctx = context("find where the docs talk about Ollama and open that page", start)
    res = decide_(ctx)
    assert act(res)["type"] == "type"  # the site's search first
    empty = _docs(
        "http://docs.test/search.html?q=Ollama", "Search Results No results found", page_type="search"
    )
    ctx = after(ctx, res, empty)
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 3}  # the menu's first page, not the off-site link
    ctx = after(ctx, res, _docs("http://docs.test/", "Welcome. Install it, then pick a model."))
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 4}
    ctx = after(ctx, res, _docs("http://docs.test/install/", "Install with pip."))
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 5}
    ctx = after(
        ctx, res, _docs("http://docs.test/models/", "Point it at a local Ollama server with --base-url.")
    )
    res = decide_(ctx)
    assert act(res)["type"] == "done" and act(res)["success"] is True


def test_a_search_page_with_no_result_of_its_own_opens_no_other_site() -> None:
    start = _docs("http://docs.test/install/", "Install with pip.")
    ctx = context("search the docs for LOG_LEVEL and open the page that explains it", start)
    res = decide_(ctx)
    empty = _docs("http://docs.test/search.html?q=LOG_LEVEL", "No results found", page_type="search")
    ctx = after(ctx, res, empty)
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 3}


def test_a_list_that_names_the_thing_is_not_the_page_about_it() -> None:
    start = _docs("http://docs.test/install/", "Install with pip.")
    ctx = context("find where the docs talk about Ollama and open that page", start)
    res = decide_(ctx)
    ctx = after(ctx, res, _docs("http://docs.test/search.html?q=Ollama", "No results", page_type="search"))
    res = decide_(ctx)
    listing = _docs("http://docs.test/", "Ollama | OpenAI | vLLM", page_type="listing")
    ctx = after(ctx, res, listing)
    res = decide_(ctx)
    assert act(res)["type"] != "done"


def decide_(ctx: object) -> object:
    from wayfinder.plan.rules import decide

    return decide(ctx)  # type: ignore[arg-type]


def test_a_page_that_only_mentions_a_named_document_is_not_that_document() -> None:
    """'according to the changelog, ...': a page whose text mentions the changelog is not the changelog;
    the walk goes on and, with no page named so, ends without claiming it."""
    start = _docs("http://docs.test/install/", "Install with pip.")
    ctx = context("open the changelog", start)
    res = decide_(ctx)
    ctx = after(ctx, res, _docs("http://docs.test/search.html?q=changelog", "No results", page_type="search"))
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 3}
    ctx = after(ctx, res, _docs("http://docs.test/", "See the changelog for what is new."))
    res = decide_(ctx)
    assert act(res) == {"type": "click", "element_id": 4}  # mentioned, not named: the walk goes on
    ctx = after(ctx, res, _docs("http://docs.test/install/", "Install.", headings=["Changelog"]))
    res = decide_(ctx)
    assert act(res)["type"] == "done" and act(res)["success"] is True  # named in its heading
