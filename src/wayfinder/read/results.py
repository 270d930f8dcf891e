"""How many results a page says it has (pure): ``result_total(obs) -> StatedTotal | None``.

Looks where sites put it, most specific first: the text next to a grid ("523 records found"), then
each line of the visible text ("Showing 1–10 of 141", "1..2 out of 2", "(1-25/60)", "141 rows where
...", "Page 1 of 15"), through ``read.totals.parse_total``, the one reader of a stated total. A stated
number of rows beats a number of pages. Facet badges ("Brand (12)") are counts of one facet value, not
the total: see ``facets``. ``still_working(obs)``: the line by which a page says its results are still
coming ('Searching...', 'Loading results…', 'Preparing search...', 'Please wait').
"""

from __future__ import annotations

import re

from wayfinder.observe.models import Observation
from wayfinder.read.totals import StatedTotal, noun_total, parse_total


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
        found = parse_total(text.replace("\t", " "))
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


# A line that is only a progress message: a gerund of working ('Searching...', 'Loading results…',
# 'Preparing search...' - MkDocs' and Sphinx's client-side search, a list fetched by script) ending in an
# ellipsis, or 'please wait'. A heading 'Loading data' without the ellipsis names a topic, not a state.
_WORKING_RE = re.compile(
    r"^(?:(?:searching|loading|fetching|preparing|initiali[sz]ing|retrieving|updating|building)"
    r"(?:\s+[\w-]+){0,3}\s*(?:\.{2,}|…)|(?:one moment|just a moment)?[,.]?\s*please wait\s*(?:\.{2,}|…)?)$",
    re.I,
)


def still_working(obs: Observation) -> str | None:
    """The page's line that says its results are still coming ('Searching...'), or None: a search that
    runs in the page (a worker building its index) can outlast every settle signal, and a page saying
    so has not shown what it found yet."""
    for line in obs.text_digest.split("\n"):
        text = " ".join(line.split())
        if len(text) <= 60 and _WORKING_RE.match(text):
            return text
    return None
