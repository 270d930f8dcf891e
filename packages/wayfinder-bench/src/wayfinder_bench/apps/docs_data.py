"""Reading the built MkDocs site for goal checks: its pages, sections and text, from its own files.

The search index MkDocs writes (``search/search_index.json``: one entry per page and per section, with
the section's plain text) is what the site's client-side search reads, so checks computed from it see the
same text a visitor finds. Facts are extracted at check time with a pattern over a page's text, so the
suites follow the docs as they change; a fact that is gone raises ``NotFound`` instead of passing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path


class NotFound(LookupError):
    """The page, section or fact a check names is not in the built site."""


@dataclass(frozen=True)
class Entry:
    """One search-index entry: a page (``docs/BENCHMARKS/``) or a section of one (``...#observation``)."""

    location: str
    title: str
    text: str

    @property
    def is_page(self) -> bool:
        return "#" not in self.location

    @property
    def page(self) -> str:
        return self.location.split("#", 1)[0]

    @property
    def path(self) -> str:
        """The URL path of the entry's page on the served site (``/`` for the home page)."""
        return "/" + self.page


def load_index(site_dir: Path) -> list[Entry]:
    data = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    return [Entry(str(d["location"]), str(d["title"]), str(d["text"])) for d in data["docs"]]


def pages(site_dir: Path) -> list[Entry]:
    """The site's pages (not their sections), in the order of the index (the nav order)."""
    return [e for e in load_index(site_dir) if e.is_page]


def page_titled(site_dir: Path, title: str) -> Entry:
    """The page with this title (case-insensitive); the home page's title is the README's heading."""
    found = [p for p in pages(site_dir) if p.title.casefold() == title.casefold()]
    if len(found) != 1:
        raise NotFound(
            f"{len(found)} pages are titled {title!r} (pages: {[p.title for p in pages(site_dir)]})"
        )
    return found[0]


def section_titled(site_dir: Path, title: str) -> Entry:
    """The first section whose heading is this title (case-insensitive)."""
    for entry in load_index(site_dir):
        if not entry.is_page and entry.title.casefold() == title.casefold():
            return entry
    raise NotFound(f"no section is titled {title!r}")


def pages_mentioning(site_dir: Path, term: str) -> list[Entry]:
    """Pages whose text contains the term (case-insensitive), as the site's search would find them."""
    needle = term.casefold()
    return [p for p in pages(site_dir) if needle in p.text.casefold()]


def fact(site_dir: Path, page: str, pattern: str) -> str:
    """The first group (or the whole match) of ``pattern`` in the text of the page titled ``page``."""
    text = page_titled(site_dir, page).text
    match = re.search(pattern, text)
    if match is None:
        raise NotFound(f"{pattern!r} is not in the text of the page {page!r}")
    return (match.group(1) if match.groups() else match.group(0)).strip()


def facts(site_dir: Path, page: str, pattern: str, within: str | None = None) -> list[str]:
    """Every match of ``pattern`` in the page's text, or in the first match of ``within`` there."""
    text = page_titled(site_dir, page).text
    if within is not None:
        scope = re.search(within, text)
        if scope is None:
            raise NotFound(f"{within!r} is not in the text of the page {page!r}")
        text = scope.group(0)
    found = [m.strip() for m in re.findall(pattern, text)]
    if not found:
        raise NotFound(f"{pattern!r} is not in the text of the page {page!r}")
    return found
