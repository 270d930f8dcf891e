"""A count made row by row by a column, counted again (pure, over ledger entries).

Where a list has no filter for what is asked ('how many books have more than 600 pages', 'how many
issues have high priority'), the planner reads every page of the list and counts the rows whose cell
says it (``read.conditions``). The verifier counts them again with the same reader over the tables the
ledger kept (``PageEntry.tables``): the count is backed when a listing of the object - narrowed by every
filter the column does not say - was seen on every page, each page's table read whole, and the rows that
every condition admits add up to the count. A page not seen, a table cut short, a list that states more
rows than its pages showed, or another number, and the count is not backed.
"""

from __future__ import annotations

from collections.abc import Sequence

from wayfinder.agent.verify.counts import asked_filters, is_listing
from wayfinder.agent.verify.frame import BoundLike, FrameLike, object_of, places_of
from wayfinder.agent.verify.ledger import PageEntry, TableRows
from wayfinder.agent.verify.listing import (
    about_object,
    bound_applied,
    completeness,
    count_scope_problem,
    families,
)
from wayfinder.agent.verify.unasked import unasked_narrowing
from wayfinder.agent.verify.windows import window_of, window_problem
from wayfinder.intent.text.reading import content_words
from wayfinder.read.cells import typed
from wayfinder.read.conditions import Condition, conditions_for
from wayfinder.read.tables import Record, Table

Entry = PageEntry

_SAID = {"lt": "less than", "le": "at most", "gt": "more than", "ge": "at least", "eq": "exactly"}


def _bound_text(bound: BoundLike) -> str:
    """The bound as the goal says it ('more than 600 pages'), what the column reader reads."""
    said = str(getattr(bound, "text", "") or "")
    if said:
        return said
    unit = str(getattr(bound, "unit", "") or "") or bound.attribute
    return f"{_SAID.get(bound.op, '')} {bound.value:g} {unit}".strip()


def as_table(kept: TableRows) -> Table:
    """A kept table as the reader's table, its cells typed again."""
    rows = tuple(Record(tuple(typed(c) for c in row), kept.headers) for row in kept.rows)
    return Table(headers=kept.headers, rows=rows, row_count=kept.row_count)


def _conditions(
    entry: Entry, limits: Sequence[str], values: Sequence[str], noun: str
) -> tuple[TableRows, tuple[Condition, ...]] | None:
    """The page's first table with a column for every condition, and those conditions."""
    for kept in entry.tables:
        found = conditions_for(as_table(kept), limits, values, noun)
        if found:
            return kept, found
    return None


def _asked_of_rows(frame: FrameLike, entry: Entry, obj: str) -> tuple[list[str], list[str]] | None:
    """What the rows must say because the listing does not narrow to it: (bounds as the goal says
    them, values), or None when the listing is of another set (another place than the one asked, a
    tag's)."""
    limits: list[str] = []
    values: list[str] = []
    for step in frame.steps:
        for bound in step.bounds:
            if not bound_applied(entry, bound.attribute, bound.value):
                limits.append(_bound_text(bound))
    # 'in Mobile App': the place counted in is the listing's own (its address, title or headings name
    # it), never a column of its rows; the site itself ('in the catalogue') is anywhere
    for place in places_of(frame):
        if count_scope_problem(entry, obj, [place], []) is not None:
            return None
    for value in asked_filters(frame):
        if count_scope_problem(entry, obj, [value], []) is not None:
            if value.startswith("tagged "):
                return None  # a tag is no cell of a row
            values.append(value)
    return limits, values


def _whole(pages: Sequence[Entry], tables: Sequence[TableRows]) -> bool:
    """Every page's table was read whole, and no page states more rows than they all showed."""
    read = sum(len(t.rows) for t in tables)
    if any(t.row_count > len(t.rows) for t in tables):
        return False
    return all(e.total is None or e.total <= read for e in pages)


def counted_by_column(frame: FrameLike, ledger: Sequence[Entry], value: float) -> bool:
    """The count is the number of rows that every condition the listing does not narrow to admits,
    over every page of a listing of the object (see the module docstring)."""
    obj = object_of(frame)
    noun = (content_words(obj) or [""])[-1]
    window = window_of(frame)
    listed = [
        e
        for e in ledger
        if is_listing(e) and e.tables and about_object(e, obj) and window_problem(e, window) is None
    ]
    for family in families(listed).values():
        if not completeness(family, "count", "max").complete:
            continue
        pages = list({e.page: e for e in family}.values())  # a page seen twice counts once
        asked = _asked_of_rows(frame, pages[0], obj)
        if asked is None or not (asked[0] or asked[1]):
            continue  # nothing left to the rows: the listing's own count says it (counts.py)
        if any(
            count_scope_problem(e, obj, [], []) or unasked_narrowing(e, ledger, frame.text) for e in pages
        ):
            continue
        found = [_conditions(e, asked[0], asked[1], noun) for e in pages]
        if any(f is None for f in found):
            continue
        counted = [f for f in found if f is not None]
        if not _whole(pages, [kept for kept, _c in counted]):
            continue
        matched = sum(
            1
            for kept, conditions in counted
            for row in as_table(kept).rows
            if all(c.admits(row) for c in conditions)
        )
        if abs(matched - value) < 0.5:
            return True
    return False
