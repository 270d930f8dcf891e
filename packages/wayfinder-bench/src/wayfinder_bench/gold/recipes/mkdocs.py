"""Recipes for this project's docs built with MkDocs: the pages in the navigation, a page's sections
(a person follows the section's link to read it), the "Search docs" box and its results page.

Wrong endings recorded with each goal: another number or word read near the right one, the
list of terminal reasons with one missing, a page that does not mention the term, the page next to
the section asked for, a page count off by one."""

from __future__ import annotations

import re

from wayfinder.errors import ConfigError
from wayfinder_bench.apps import docs_data
from wayfinder_bench.apps.docs_site import DocsSite
from wayfinder_bench.goals import CheckRef
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.recipes.base import Plan, Recipe, RecipeBook, RecipeInput, first, wrong, wrong_steps
from wayfinder_bench.gold.recipes.steps import done, field, give_up, go, link, pick

SEARCH_BOX = "Search docs"


def _site(inp: RecipeInput) -> DocsSite:
    if not isinstance(inp.site, DocsSite):
        raise ConfigError("an mkdocs recipe ran against another site")
    return inp.site


def _index(inp: RecipeInput) -> list[docs_data.Entry]:
    return docs_data.load_index(_site(inp).site_dir)


def _page(inp: RecipeInput, title: str) -> docs_data.Entry:
    return docs_data.page_titled(_site(inp).site_dir, title)


def _section_with(inp: RecipeInput, page: docs_data.Entry, pattern: str) -> docs_data.Entry | None:
    """The section of the page whose text holds the pattern (the deepest one that does)."""
    found = [e for e in _index(inp) if not e.is_page and e.page == page.page and re.search(pattern, e.text)]
    return found[-1] if found else None


def read_at(inp: RecipeInput, page: docs_data.Entry, pattern: str) -> list[GoldStep]:
    """Open the page from the navigation (unless the goal starts there), then follow the link to the
    section that says it."""
    steps: list[GoldStep] = []
    if page.path.rstrip("/") != inp.start.rstrip("/"):
        steps.append(link(page.title, note="open the page"))
    section = _section_with(inp, page, pattern)
    if section is not None:
        steps.append(go("/" + section.location, note=f"the section {section.title!r}"))
    return steps


def _near_values(
    inp: RecipeInput, page: docs_data.Entry, value: str, pattern: str, number: bool
) -> list[str]:
    """Other values of the same kind in the section that holds the right one (what a careless reader
    takes instead)."""
    section = _section_with(inp, page, pattern)
    text = section.text if section is not None else page.text
    if number:
        found = re.findall(r"(?<![\w.-])\d+(?![\w.])", text)
    else:
        found = re.findall(r"\b[A-Za-z_][\w-]{3,}\b", text)
    return [v for v in dict.fromkeys(found) if v != value][:2]


def fact(inp: RecipeInput, ref: CheckRef) -> Plan:
    page = _page(inp, str(ref.args["page"]))
    pattern = str(ref.args["pattern"])
    value = first(inp.value("fact", **ref.args))
    steps = [*read_at(inp, page, pattern), done(f"It is {value}.")]
    number = str(ref.args.get("kind", "text")) in ("number", "count")
    negatives = [
        wrong("another value of the same section", f"It is {v}.")
        for v in _near_values(inp, page, value, pattern, number)
    ]
    return Plan("value", steps, negatives)


def all_facts(inp: RecipeInput, ref: CheckRef) -> Plan:
    page = _page(inp, str(ref.args["page"]))
    values = list(inp.value("all_facts", **ref.args).values)
    within = str(ref.args.get("within") or ref.args["pattern"])
    steps = [*read_at(inp, page, within), done("They are " + ", ".join(values) + ".")]
    negatives = (
        [wrong("one of them missing", "They are " + ", ".join(values[:-1]) + ".")] if len(values) > 1 else []
    )
    return Plan("value", steps, negatives)


def mentioning(inp: RecipeInput, ref: CheckRef) -> Plan:
    term = str(ref.args["term"])
    searched = [field(SEARCH_BOX, term, submit=True, note="the docs search")]
    said = f"Here is the page about {term}."
    steps = [*searched, pick("first_result", note="the first result"), done(said)]
    mentioning = docs_data.pages_mentioning(_site(inp).site_dir, term)
    right = {e.page for e in mentioning}
    others = [p for p in docs_data.pages(_site(inp).site_dir) if p.page not in right]
    negatives = [wrong_steps("the search results, not a page", [*searched, done(said)])]
    if others:
        negatives.append(wrong_steps("a page that does not mention it", [link(others[0].title), done(said)]))
    # the search finds nothing for some terms: then the page from the navigation, at the section
    navigated = Plan(
        "page", [*searched, *read_at(inp, mentioning[0], re.escape(term)), done(said)], negatives
    )
    return Plan("page", steps, negatives, fallback=navigated)


def section_page(inp: RecipeInput, ref: CheckRef) -> Plan:
    heading = str(ref.args["heading"])
    section = docs_data.section_titled(_site(inp).site_dir, heading)
    page = next(p for p in docs_data.pages(_site(inp).site_dir) if p.page == section.page)
    said = f"Here is the {heading} section."
    steps = [
        *([] if page.path.rstrip("/") == inp.start.rstrip("/") else [link(page.title)]),
        go("/" + section.location),
        done(said),
    ]
    other = next(p for p in docs_data.pages(_site(inp).site_dir) if p.page != section.page)
    return Plan("page", steps, [wrong_steps("another page", [link(other.title), done(said)])])


def page(inp: RecipeInput, ref: CheckRef) -> Plan:
    entry = _page(inp, str(ref.args["title"]))
    said = f"Here is the {entry.title} page."
    other = next(
        p
        for p in docs_data.pages(_site(inp).site_dir)
        if p.page != entry.page and p.path.rstrip("/") != inp.start.rstrip("/")
    )
    negatives = [
        wrong_steps("another page", [link(other.title), done(said)]),
        wrong_steps("the start page", [done(said)]),
    ]
    return Plan("page", [link(entry.title), done(said)], negatives)


def page_count(inp: RecipeInput, ref: CheckRef) -> Plan:
    n = int(first(inp.value("page_count")))
    return Plan(
        "count",
        [done(f"The site has {n} pages.")],
        [
            wrong("count off by one", f"The site has {n + 1} pages."),
            wrong("count off by one", f"The site has {n - 1} pages."),
        ],
    )


def cannot(inp: RecipeInput, ref: CheckRef) -> Plan:
    return Plan("not_success", [give_up("I could not do that: this documentation site has no way to do it.")])


MKDOCS_RECIPES: dict[str, Recipe] = {
    "answer:fact": fact,
    "answer:all_facts": all_facts,
    "answer:page_count": page_count,
    "page:mentioning": mentioning,
    "page:section_page": section_page,
    "page:page": page,
    "cannot": cannot,
}

BOOK = RecipeBook("mkdocs", MKDOCS_RECIPES)


def book(inp: RecipeInput) -> RecipeBook:
    return BOOK
