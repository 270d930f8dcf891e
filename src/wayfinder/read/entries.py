"""The entries a list page lists as titled blocks (pure): ``read_entries(obs) -> list[Entry]``.

A blog's category archive, a news list, a site search's results, a changelog: each entry is a block
whose title is a link that is also a heading of the page ('Foraging for Wild Garlic' over its excerpt
and 'Published March 28, 2026'). Such a page often states no total ("5 posts" is nowhere), so a count
is the entries listed, page after page, and "the most recent" is the entry with the latest date its
block writes - read, never assumed from the order. Rows of a table are read by ``read.tables``; this
module reads the titled blocks that are no table. A pager ('Older posts', 'Next', '2') is never an
entry, nor a link back to the page itself, nor one outside the page's main part (a sidebar's 'Recent
posts' lists other things).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from urllib.parse import urljoin, urlsplit

from wayfinder.intent.text import norm
from wayfinder.intent.text.dates import DATE_RE, parse_date
from wayfinder.observe.models import Element, Observation
from wayfinder.read.controls import read_pagination


@dataclass(frozen=True, slots=True)
class Entry:
    title: str
    element_id: int
    href: str
    day: date | None = None  # the first date its block writes ('Published March 28, 2026')


def _address(url: str, base: str) -> str:
    parts = urlsplit(urljoin(base, url))
    return f"{parts.netloc}{parts.path.rstrip('/')}?{parts.query}"


def _title_links(obs: Observation) -> list[Element]:
    """Links of the main part whose text is one of the page's headings, one per address, page order."""
    heads = {norm(h) for h in obs.headings if norm(h)}
    pager = read_pagination(obs)
    paging = {pager.next_id, pager.prev_id, pager.more_id, *pager.pages.values()}
    here = _address(obs.url, obs.url)
    seen: set[str] = set()
    out: list[Element] = []
    for el in obs.elements:
        if el.tag != "a" or el.zone not in {"main", "modal"} or el.grid_index is not None or not el.href:
            continue
        if el.id in paging or norm(el.label) not in heads:
            continue
        address = _address(el.href, obs.url)
        if address == here or address in seen:
            continue
        seen.add(address)
        out.append(el)
    return out


def _blocks(lines: list[str], titles: list[str]) -> list[list[str]]:
    """The text lines under each title, up to the next title (titles found in order)."""
    starts: list[int] = []
    at = 0
    for title in titles:
        want = norm(title)
        index = next((i for i in range(at, len(lines)) if norm(lines[i]) == want), None)
        starts.append(index if index is not None else -1)
        if index is not None:
            at = index + 1
    blocks: list[list[str]] = []
    for n, start in enumerate(starts):
        if start < 0:
            blocks.append([])
            continue
        later = [s for s in starts[n + 1 :] if s > start]
        blocks.append(lines[start + 1 : later[0] if later else len(lines)])
    return blocks


def _first_date(block: list[str]) -> date | None:
    for line in block:
        for match in DATE_RE.finditer(line):
            if len(match.group(0)) > 4:  # a year alone is no entry's date
                day = parse_date(match.group(0))
                if day is not None:
                    return day
    return None


def read_entries(obs: Observation) -> list[Entry]:
    """The entries the page lists as titled blocks (see the module docstring), in page order."""
    links = _title_links(obs)
    lines = [line.strip() for line in obs.text_digest.splitlines() if line.strip()]
    blocks = _blocks(lines, [el.label for el in links])
    return [
        Entry(" ".join(el.label.split()), el.id, el.href or "", _first_date(block))
        for el, block in zip(links, blocks, strict=True)
    ]
