"""The sort a listing page shows it has (pure): which column, which way.

A site that sorts a table by a click on a column header says so in two ways a person reads:

- its address carries the sort, and the header of the sorted column links to the same listing sorted
  the other way: the one parameter that differs between the page's address and that link differs by
  a leading minus ('?o=4' and '?o=-4', '?ordering=pages' and '?ordering=-pages') or by the direction
  word ('?sort=pages&dir=asc' and '...&dir=desc'). The link's text names the column; the page's own
  value says the way (a minus or 'desc' is descending).
- the header of the sorted column, alone among the headers, shows a mark of one way: an arrow ('Pages
  ▲', 'Date ↓') or helper text ('Pages (sorted descending)'). A mark of both ways ('⇅', '▲▼') shows a
  column can be sorted, not that it is; helper text saying what a click would do ('activate to sort
  column descending') says nothing of the order shown.

``page_sort`` returns ``"<column> ascending"`` / ``"<column> descending"``; ``sorted_by`` says whether
such a sort is the asked order of an attribute (ascending for the least, descending for the most).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import parse_qsl, urljoin, urlsplit

from wayfinder.read.headers import clean_header
from wayfinder.read.tables import column_index

ASCENDING, DESCENDING = "ascending", "descending"
_UP = "▲△▴▵↑⬆⏶🔼⇧⇡⯅⮝˄⌃"
_DOWN = "▼▽▾▿↓⬇⏷🔽⇩⇣⯆⮟˅⌄"
_SORTED_RE = re.compile(r"\bsorted\s+(?:by\s+)?(?:in\s+)?(ascending|descending|asc|desc)\b", re.I)
_WAY_WORDS = {"asc": ASCENDING, "ascending": ASCENDING, "desc": DESCENDING, "descending": DESCENDING}
_SHAPE_RE = re.compile(rf"^(?P<column>.+) (?P<way>{ASCENDING}|{DESCENDING})$")


def _way_of(value: str) -> str:
    """The direction a sort parameter's value says: a leading minus or 'desc' is descending."""
    words = re.split(r"[^a-z]+", value.lower())
    if value.strip().startswith("-") or "desc" in words or "descending" in words:
        return DESCENDING
    return ASCENDING


def _toggled(mine: str, theirs: str) -> bool:
    """Two values of one sort parameter that differ only by the direction (a minus, or asc/desc)."""
    a, b = mine.strip(), theirs.strip()
    if a and b and (a == "-" + b or b == "-" + a):
        return True
    pa, pb = re.split(r"([^A-Za-z]+)", a.lower()), re.split(r"([^A-Za-z]+)", b.lower())
    if len(pa) != len(pb) or pa == pb:
        return False
    diff = [(x, y) for x, y in zip(pa, pb, strict=True) if x != y]
    return len(diff) == 1 and {_WAY_WORDS.get(diff[0][0]), _WAY_WORDS.get(diff[0][1])} == {
        ASCENDING,
        DESCENDING,
    }


def _label(el: Mapping[str, Any]) -> str:
    return str(el.get("text") or (el.get("aria") or {}).get("label") or "")


def address_sort(url: str, elements: Sequence[Mapping[str, Any]]) -> str | None:
    """The sort the address carries, named by the header link that toggles it (module docstring)."""
    parts = urlsplit(url)
    mine = dict(parse_qsl(parts.query))
    if not mine:
        return None
    for el in elements:
        href = str(el.get("href") or "")
        column = clean_header(_label(el))
        if el.get("tag") != "a" or not href or not column:
            continue
        target = urlsplit(urljoin(url, href))
        if target.path.rstrip("/") != parts.path.rstrip("/"):
            continue
        theirs = dict(parse_qsl(target.query))
        differ = [k for k in mine.keys() | theirs.keys() if mine.get(k) != theirs.get(k)]
        if len(differ) == 1 and _toggled(mine.get(differ[0], ""), theirs.get(differ[0], "")):
            return f"{column} {_way_of(mine[differ[0]])}"
    return None


def _mark(text: str) -> str | None:
    """The one direction a header's text marks, or None (no mark, or marks of both ways)."""
    ways = {ASCENDING for c in text if c in _UP} | {DESCENDING for c in text if c in _DOWN}
    ways |= {_WAY_WORDS[m.lower()] for m in _SORTED_RE.findall(text)}
    return next(iter(ways)) if len(ways) == 1 else None


def header_sort(headers: Sequence[str]) -> str | None:
    """The column whose header alone shows a mark of one direction (module docstring)."""
    marked = [(h, way) for h in headers if (way := _mark(h))]
    if len(marked) != 1:
        return None
    column = clean_header(marked[0][0])
    return f"{column} {marked[0][1]}" if column else None


def page_sort(
    url: str, elements: Sequence[Mapping[str, Any]], grids: Sequence[Mapping[str, Any]]
) -> str | None:
    """The column and direction the page shows its listing sorted by, or None."""
    found = address_sort(url, elements)
    if found is not None:
        return found
    for grid in grids:
        found = header_sort([str(h) for h in grid.get("headers") or []])
        if found is not None:
            return found
    # a header's sort link re-sorts the listing: a link to the page's own path with a query
    path = urlsplit(url).path.rstrip("/")
    links = [
        _label(el)
        for el in elements
        if el.get("tag") == "a"
        and "?" in str(el.get("href") or "")
        and urlsplit(urljoin(url, str(el.get("href")))).path.rstrip("/") == path
    ]
    return header_sort(links)


def sorted_by(sort: str | None, attribute: str, direction: str) -> bool:
    """The page's sort (``page_sort``'s shape) is by the attribute's column in the asked direction: the
    least first for 'min', the most first for 'max'."""
    match = _SHAPE_RE.match(sort or "")
    if match is None or not attribute:
        return False
    wanted = ASCENDING if direction == "min" else DESCENDING
    return match.group("way") == wanted and column_index((match.group("column"),), attribute) == 0
