"""The ``mkdocs`` site provider of goal suites: this project's docs built with MkDocs (``DocsSite``).

Every value check reads the built site (``docs_data``) when the suite is prepared: a fact extracted from
a page's text with a pattern, a page by title, the pages that mention a term (any of them is a right
place to end), the number of pages. The site is static, so there are no state checks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Literal

from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected
from wayfinder_bench.apps import docs_data
from wayfinder_bench.apps.docs_site import DocsSite
from wayfinder_bench.goals_sites import Site, SiteProvider

FactKind = Literal["text", "number", "count"]


@contextmanager
def start_docs() -> Iterator[Site]:
    with DocsSite() as site:
        yield site


def _site(site: Site) -> DocsSite:
    if not isinstance(site, DocsSite):
        raise ConfigError("an mkdocs check ran against a site that is not the docs site")
    return site


def _read(fn: Callable[..., Any], *args: Any) -> Any:
    try:
        return fn(*args)
    except docs_data.NotFound as exc:
        raise ConfigError(f"the docs do not have it: {exc}") from None


def fact(site: Site, page: str, pattern: str, kind: FactKind = "text") -> Expected:
    """The first group of ``pattern`` in the text of the page titled ``page``."""
    value = _read(docs_data.fact, _site(site).site_dir, page, pattern)
    return Expected(kind, (value,), f"from the page {page!r}")


def all_facts(site: Site, page: str, pattern: str, within: str | None = None) -> Expected:
    """Every match of ``pattern`` on the page (within the first match of ``within``): all are needed."""
    values = _read(docs_data.facts, _site(site).site_dir, page, pattern, within)
    return Expected(
        "text", tuple(dict.fromkeys(values)), f"all of them, from the page {page!r}", require_all=True
    )


def page(site: Site, title: str) -> Expected:
    """The path of the page with this title."""
    entry = _read(docs_data.page_titled, _site(site).site_dir, title)
    return Expected("path", (entry.path,), f"the page {entry.title!r}")


def section_page(site: Site, heading: str) -> Expected:
    """The page holding the section with this heading."""
    entry = _read(docs_data.section_titled, _site(site).site_dir, heading)
    return Expected("path", (entry.path,), f"the page with the section {entry.title!r}")


def mentioning(site: Site, term: str) -> Expected:
    """Any page whose text contains the term (what the site's search would list)."""
    found = docs_data.pages_mentioning(_site(site).site_dir, term)
    if not found:
        raise ConfigError(f"no page of the docs mentions {term!r}")
    return Expected("path", tuple(p.path for p in found), f"a page mentioning {term!r}")


def page_count(site: Site) -> Expected:
    n = len(docs_data.pages(_site(site).site_dir))
    return Expected("count", (str(n),), "pages in the documentation")


def page_titles(site: Site) -> Expected:
    """Every page title: a list answer needs them all."""
    titles = tuple(p.title for p in docs_data.pages(_site(site).site_dir))
    return Expected("text", titles, "the titles of all pages", require_all=True)


VALUE_CHECKS: dict[str, Callable[..., Expected]] = {
    "fact": fact,
    "all_facts": all_facts,
    "page": page,
    "section_page": section_page,
    "mentioning": mentioning,
    "page_count": page_count,
    "page_titles": page_titles,
}

PROVIDER = SiteProvider(
    key="mkdocs",
    start=start_docs,
    values=VALUE_CHECKS,
    states={},
    # The docs link to other sites (MiniWoB++, OpenAI...); the site is on 127.0.0.1 and the answers are
    # in it, so the agent stays on the site (a click on an outside link is refused and reported).
    settings={"allowed_domains": ["127.0.0.1"]},
    describe="this project's docs built with MkDocs (bench/apps/mkdocs), client-side search",
)
