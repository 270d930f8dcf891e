"""Grounding the goal's words in what the site shows (pure): search queries are the object's content
words, a search that found nothing is retried without the words the site never names, attributes are
read by the names spec tables give them, and a thing's attribute is never read off another thing's
page."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, el, field, page
from tests.fixtures.rules import context as ctx_for
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.grounding import query_words, shorter_query, vocabulary
from wayfinder.read.attributes import attribute_names


@pytest.mark.parametrize(
    ("phrase", "query"),
    [
        ("some Sony headphones", "Sony headphones"),
        ("any of your kettles", "kettles"),
        ("a Dell monitor for me", "Dell monitor"),
        ("Razer Basilisk", "Razer Basilisk"),
        ("the", "the"),  # nothing but stop words: the phrase as it is, never an empty query
    ],
)
def test_a_query_is_the_content_words_of_the_object(phrase: str, query: str) -> None:
    assert query_words(phrase) == query


def _no_results(*names: str) -> list[object]:
    nav = [el(10 + i, "a", n, zone="nav", href=f"/c/{n.lower()}") for i, n in enumerate(names)]
    return [field(1, "q", itype="search", value="x", zone="header"), *nav]


@pytest.mark.parametrize(
    ("query", "names", "shorter"),
    [
        ("zorblax wireless mouse", ("Mice", "Keyboards"), "mouse"),  # 'mouse' is the lemma of 'Mice'
        ("zorblax 3000 gizmo", ("Mice", "Keyboards"), None),  # nothing the site names: go to navigation
        ("kettle", ("Kettles", "Toasters"), None),  # every word is a name of the site: nothing to drop
        ("toastr deluxe", ("Toasters", "Kettles"), "toastr"),  # one typo still holds the word
    ],
)
def test_a_search_that_found_nothing_is_retried_without_words_the_site_never_names(
    query: str, names: tuple[str, ...], shorter: str | None
) -> None:
    obs = page(*_no_results(*names), headings=[f"Results for {query}"])  # the echo names nothing
    assert shorter_query(query, obs) == shorter


def test_the_vocabulary_is_what_the_page_offers_as_names() -> None:
    rows = [["Crash on save", "Ann"]]
    grid = GridSummary(
        index=0, kind="table", headers=["Subject", "Assigned to"], sample_rows=rows, row_count=1
    )
    obs = page(
        el(1, "a", "Issues", zone="nav"),
        el(2, "select", "", label="Status", options=["Open", "Closed"]),
        el(3, "p", "A long paragraph of text that is surely not the name of anything on this site at all"),
        headings=["Tracker"],
        grids=[grid],
        digest="Subject\tAssigned to\nCrash on save\tAnn",
    )
    names = vocabulary(obs)
    assert {"Issues", "Open", "Closed", "Tracker"} <= set(names)
    assert not any(n.startswith("A long paragraph") for n in names)


@pytest.mark.parametrize(
    ("attribute", "first_names"),
    [("memory", ("memory", "ram")), ("CPU", ("CPU", "processor")), ("rating", ("rating",))],
)
def test_attribute_names_include_what_spec_tables_call_it(
    attribute: str, first_names: tuple[str, ...]
) -> None:
    assert attribute_names(attribute)[: len(first_names)] == first_names


def test_find_searches_the_content_words_then_the_shorter_query_then_gives_up() -> None:
    home = page(
        field(1, "q", itype="search", placeholder="Search products", zone="header"),
        el(2, "a", "Mice", zone="nav", href="/c/mice"),
        url="http://shop.test/",
        title="Shop",
    )
    ctx = ctx_for("find the zorblax wireless mouse for me", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "zorblax wireless mouse", "submit": True}
    results = page(
        field(1, "q", itype="search", value="zorblax wireless mouse", zone="header"),
        el(2, "a", "Mice", zone="nav", href="/c/mice"),
        url="http://shop.test/search?q=zorblax+wireless+mouse",
        headings=["Results for zorblax wireless mouse"],
        digest="No products match your search.",
    )
    res = decide(after(ctx, res, results))
    assert act(res) == {"type": "type", "element_id": 1, "text": "mouse", "submit": True}


def _product(name: str, specs: list[list[str]]) -> GridSummary:
    return GridSummary(index=0, kind="table", headers=[], sample_rows=specs, row_count=len(specs))


def test_an_attribute_is_read_by_the_name_the_spec_table_gives_it() -> None:
    name = 'HP Pavilion 13.3" 16GB Laptop'
    obs = page(
        el(1, "a", "Laptops", zone="nav"),
        url="http://shop.test/p/17",
        title=f"{name} | Shop",
        headings=[name, "Specifications"],
        grids=[_product(name, [["CPU", "Intel Core Ultra 7"], ["RAM", "16 GB"]])],
        digest="CPU\tIntel Core Ultra 7\nRAM\t16 GB",
    )
    res = decide(ctx_for(f"How much memory does the {name} come with?", obs))
    assert act(res) == {"type": "done", "success": True, "answer": "16 GB"}


def test_another_things_prose_never_answers_a_question_about_a_named_thing() -> None:
    """On a page about something else, a sentence that happens to hold a number is not the answer:
    the named thing's page is opened instead."""
    obs = page(
        el(1, "a", 'HP Pavilion 13.3" 16GB Laptop', href="/p/17"),
        el(2, "a", "Dell XPS 13", href="/p/18"),
        url="http://shop.test/",
        title="Shop",
        headings=["Top rated"],
        digest='Top rated\nHP Pavilion 13.3" 16GB Laptop $905.99\nThe Dell XPS 13 comes with 32 GB of memory.',
    )
    res = decide(ctx_for('How much memory does the HP Pavilion 13.3" 16GB Laptop come with?', obs))
    assert act(res) == {"type": "click", "element_id": 1}


@pytest.mark.parametrize(
    ("goal", "digest", "answer"),
    [
        ("what is the build number?", "Status page\nThe build number is 48213.", "48213"),
        ("tell me the release date", "Release notes\nThe release date is 2026-03-14.", "2026-03-14"),
    ],
)
def test_a_bare_question_is_answered_by_the_sentence_that_states_it(
    goal: str, digest: str, answer: str
) -> None:
    """With no attribute asked, the phrase is what is asked (not a thing the answer belongs to): a
    sentence stating it answers on a page whose heading does not name it."""
    obs = page(url="http://site.test/status.txt", title="status.txt", headings=[], digest=digest)
    res = decide(ctx_for(goal, obs))
    assert act(res)["type"] == "done" and act(res)["success"] is True
    assert answer in str(act(res)["answer"])


@pytest.mark.parametrize(
    ("goal", "query", "names", "head"),
    [
        ("find the town library", "town library", ("Town News", "Library"), "library"),  # a town's blog
        ("find the harbor cafe", "harbor cafe", ("Harbor Notes", "Cafe Reviews"), "cafe"),
    ],
)
def test_a_search_whose_every_word_the_site_names_is_retried_with_its_head_noun(
    goal: str, query: str, names: tuple[str, ...], head: str
) -> None:
    home = page(
        field(1, "s", itype="search", placeholder="Search", zone="header"),
        *[el(2 + i, "a", n, zone="nav", href=f"/c/{i}") for i, n in enumerate(names)],
        url="http://blog.test/",
        title="Blog",
    )
    ctx = ctx_for(goal, home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": query, "submit": True}
    results = page(
        field(1, "s", itype="search", value=query, zone="header"),
        *[el(2 + i, "a", n, zone="nav", href=f"/c/{i}") for i, n in enumerate(names)],
        url=f"http://blog.test/?s={query.replace(' ', '+')}",
        headings=[f"Search results for {query}"],
        digest="Nothing matched your search terms.",
    )
    res = decide(after(ctx, res, results))
    assert act(res) == {"type": "type", "element_id": 1, "text": head, "submit": True}


def test_the_one_result_of_the_head_noun_search_is_opened() -> None:
    names = ("Town News", "Library")
    home = page(
        field(1, "s", itype="search", placeholder="Search", zone="header"),
        *[el(2 + i, "a", n, zone="nav", href=f"/c/{i}") for i, n in enumerate(names)],
        url="http://blog.test/",
        title="Blog",
    )
    ctx = ctx_for("how late does the town library stay open on thursdays?", home)
    res = decide(ctx)
    assert act(res)["text"] == "town library"
    nothing = page(
        field(1, "s", itype="search", value="town library", zone="header"),
        *[el(2 + i, "a", n, zone="nav", href=f"/c/{i}") for i, n in enumerate(names)],
        url="http://blog.test/?s=town+library",
        headings=["Search results for town library"],
        digest="Nothing matched your search terms.",
    )
    ctx, res = after(ctx, res, nothing), None
    res = decide(ctx)
    assert act(res)["text"] == "library"
    one = page(
        field(1, "s", itype="search", value="library", zone="header"),
        *[el(2 + i, "a", n, zone="nav", href=f"/c/{i}") for i, n in enumerate(names)],
        el(9, "a", "New Opening Hours for the Library", zone="main", href="/opening-hours/"),
        url="http://blog.test/?s=library",
        headings=["Search results for library", "New Opening Hours for the Library"],
    )
    res = decide(after(ctx, res, one))
    assert act(res) == {"type": "click", "element_id": 9}
