"""How many results a page says it has (pure): ``result_total(obs) -> StatedTotal | None``.

Looks where sites put it, most specific first: the text next to a grid ("523 records found"), then
each line of the visible text ("Showing 1–10 of 141", "1..2 out of 2", "141 rows where ...",
"Page 1 of 15"), through ``read.totals.parse_total``; a pager's range over its total with a slash
("(1-25/60)" under an issue tracker's list, "1-80 / 245" in a business app's control panel) too. A
stated number of rows beats a number of pages. Facet badges ("Brand (12)") are counts of one facet value, not the total: see ``facets``.
"""

from __future__ import annotations

import re

from wayfinder.observe.models import Observation
from wayfinder.read.totals import StatedTotal, noun_total, parse_total, to_int

_N = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
# "(1-25/60)", "1-80 / 245": rows first to last of the total; never part of a date or a path ("1-4/2026/x")
# (in parentheses, or the slash spaced apart)
_SLASH_RANGE_RE = re.compile(
    rf"(?<![\w/.:,-])(?:\((?P<a>{_N})\s*[-–]\s*(?P<b>{_N})\s*/\s*(?P<n>{_N})\)"
    rf"|(?P<a2>{_N})\s*[-–]\s*(?P<b2>{_N})\s+/\s+(?P<n2>{_N})(?![\w/.:-]))"
)


def _slash_range(text: str) -> StatedTotal | None:
    for m in _SLASH_RANGE_RE.finditer(text):
        a, b, n = (to_int(m.group(k) or m.group(f"{k}2")) for k in ("a", "b", "n"))
        if 1 <= a <= b <= n:
            return StatedTotal(rows=n, first=a, last=b, text=m.group(0).strip())
    return None


def _better(best: StatedTotal | None, found: StatedTotal) -> bool:
    if best is None:
        return True
    return best.kind == "pages" and found.kind == "rows"


def result_total(obs: Observation) -> StatedTotal | None:
    """The total number of results the page states, or None when it states none."""
    best: StatedTotal | None = None
    sources = [g.results_text for g in obs.grids if g.results_text]
    sources.extend(
        line
        for line in obs.text_digest.split("\n")
        if any(ch.isdigit() for ch in line) or "no " in line.lower()
    )
    for text in sources:
        found = parse_total(text.replace("\t", " ")) or _slash_range(text)
        if found is not None and _better(best, found):
            best = found
            if found.kind == "rows" and found.exact_rows is not None:
                break
    return best


def named_total(obs: Observation, noun: str) -> int | None:
    """How many ``noun`` the page states in a heading that names them ('2 comments' over a post's
    comments, '5 posts' over an archive) or in the line a grid states its results in; None when it
    states none (``read.totals.noun_total``). A line of the text is not read: a list's entries often
    carry counts of their own ('3 comments' under each post of a blog's home page)."""
    for text in (*obs.headings, *(g.results_text for g in obs.grids if g.results_text)):
        found = noun_total(text, noun)
        if found is not None:
            return found
    return None
