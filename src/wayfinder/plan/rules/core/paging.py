"""Every page of a list (pure): count its entries, or find its newest/oldest entry, page after page.

A category archive, a news list or a site search lists entries as titled blocks and often states no
total ('5 posts' is nowhere); what a person does for "how many posts are in Gardening?" is count the
entries listed, follow 'Older posts' / 'Next' / the next page number, and add up - and say how many
pages were read. "The most recent post in Travel" is the entry with the latest date written in its
block, over every page (archives are usually newest first, but the dates decide, not the order). A
list longer than ``MAX_PAGES`` pages is not read to its end: the run says where it stopped, never a
count of part of the list as the answer. Used by the count skill once the list is narrowed as asked
(``counting.handle_count``), and by the best-entry skill after the scope is entered (``newest.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wayfinder.actions.models import Click
from wayfinder.intent.text.numbers import WORD_NUMBERS
from wayfinder.plan.rules.core.scoping import page_is_about
from wayfinder.plan.rules.step import Outcome, StepInput, absolute, act, complete, give_up
from wayfinder.plan.rules.work import Tally, Work
from wayfinder.read.controls import read_pagination
from wayfinder.read.entries import Entry, read_entries
from wayfinder.read.results import named_total, result_total
from wayfinder.read.tables import Record, Table, sort_value

MAX_PAGES = 12
_NUMBER_WORDS = {n: w for w, n in WORD_NUMBERS.items() if " " not in w and w not in {"no", "single", "dozen"}}


def pages_said(n: int) -> str:
    """'one page', 'three pages': in words, so the answer's only figure is the one asked."""
    word = _NUMBER_WORDS.get(n, str(n))
    return f"{word} page" if n == 1 else f"{word} pages"


def _page_key(si: StepInput[Work], entries: list[Entry]) -> str:
    return f"{si.obs.url}|{entries[0].href if entries else ''}"


def _next_target(si: StepInput[Work], pages_read: int) -> int | None:
    """The control to the next page of the list: 'Next', else the number after the current page."""
    pager = read_pagination(si.obs)
    target = pager.next_id
    if target is None and pager.pages:
        current = pager.current or pages_read
        target = pager.pages.get(current + 1)
    return None if target is None or target in si.avoid() else target


def read_page(si: StepInput[Work], entries: list[Entry]) -> Outcome | None:
    """Record this page's entries (once per page); the click to the next page, or None on the last.
    A page the last click did not change (the same entries again) is the last one."""
    st = si.state
    pages: dict[str, list[list[object]]] = st.setdefault("paged", {})
    key = _page_key(si, entries)
    if key in pages and st.get("next_from") == key:
        return None  # 'Next' left the same entries on screen
    url = si.obs.url
    pages.setdefault(
        key, [[e.title, e.day.isoformat() if e.day else "", absolute(e.href, url)] for e in entries]
    )
    target = _next_target(si, len(pages))
    if target is None:
        return None
    if len(pages) >= MAX_PAGES:
        st["cut"] = True
        return None
    st["next_from"] = key
    so_far = sum(len(v) for v in pages.values())
    return act(
        Click(element_id=target),
        f"Going to the next page of the list ({pages_said(len(pages))} read, {so_far} entries so far)",
    )


def _on_list(si: StepInput[Tally], noun: str) -> bool:
    """The page is the things' list narrowed as asked: the run entered the place, opened the list or
    applied a filter, or the page is about the things."""
    st = si.state
    return bool(st.get("scoped") or st.get("list_opened") or st.get("chose") or page_is_about(si, noun))


def count_listed(si: StepInput[Tally], noun: str) -> Outcome | None:
    """The entries of the list counted over its pages (see the module docstring); None when this page
    lists no titled entries or is not the things' list."""
    st = si.state
    entries = read_entries(si.obs)
    if not st.get("paged") and (not entries or not _on_list(si, noun)):
        return None
    moving = read_page(si, entries)
    if moving is not None:
        return moving
    pages = st.get("paged", {})
    total = sum(len(v) for v in pages.values())
    things = si.step.things or noun
    if st.get("cut"):
        return give_up(
            f"the list of {things} goes on past the {pages_said(len(pages))} I read ({total} {things} so far), "
            "so I cannot give the whole count"
        )
    return complete(answer=f"{total} (the {things} listed, counted on {pages_said(len(pages))})")


@dataclass(frozen=True, slots=True)
class ColumnBest:
    """The row with the column's extreme over every page read: its cells, the page it is on, how many
    pages were read, and whether the list went on past ``MAX_PAGES`` (then it is no answer)."""

    cells: tuple[str, ...]
    url: str
    pages: int
    cut: bool = False


def _page_best(table: Table, index: int, direction: str) -> tuple[float | str, list[str]] | None:
    """This page's row with the extreme value in the column (the first of ties), values of one kind."""
    valued: list[tuple[float | str, Record]] = []
    for row in table.rows:
        value = sort_value(row.cells[index]) if index < len(row.cells) else None
        if value is not None:
            valued.append((value, row))
    if not valued or len({type(v) for v, _ in valued}) != 1:
        return None
    pick = max if direction == "max" else min
    value, best = pick(valued, key=lambda vr: vr[0])
    return value, [c.text for c in best.cells]


def column_pages(si: StepInput[Work], table: Table, index: int, direction: str) -> Outcome | ColumnBest:
    """A column read whole over every page of a list the site cannot sort by it: each page's rows are
    read (``GridSummary.rows``: every row shown, not the samples), its extreme kept with the page's
    address, and the next page opened, as a person runs a finger down the column page after page. At
    the last page, the extreme of all (the first seen of ties). Never more than ``MAX_PAGES``: the best
    of part of the list is no answer (``cut``)."""
    st = si.state
    pages: dict[str, list[object]] = st.setdefault("column_pages", {})
    key = f"{si.obs.url}|{table.rows[0].text if table.rows else ''}"
    # read to its end already (the run went back to the best row's page), or 'Next' left the same rows
    again = bool(st.get("column_done")) or (key in pages and st.get("column_from") == key)
    if key not in pages and not again:
        best = _page_best(table, index, direction)
        rows = len(table.rows)
        pages[key] = [best[0], best[1], si.obs.url, rows] if best else [None, [], si.obs.url, rows]
    target = None if again else _next_target(si, len(pages))
    if target is not None and len(pages) < MAX_PAGES:
        st["column_from"] = key
        return act(
            Click(element_id=target),
            f"Going to the next page of the list to read its {table.headers[index]!r} column "
            f"({pages_said(len(pages))} read)",
        )
    st["column_done"] = True
    # a list that states more rows than every page read showed was not read to its end (a pager that
    # leaves the same rows, '9 filings found' over 3): its best is no answer, as past MAX_PAGES
    stated = result_total(si.obs)
    read_rows = sum(int(v[3]) for v in pages.values() if len(v) > 3)  # type: ignore[call-overload]
    short = stated is not None and stated.rows is not None and stated.rows > read_rows
    seen = [v for v in pages.values() if v[0] is not None]
    kinds = {type(v[0]) for v in seen}
    if not seen or len(kinds) != 1:
        return ColumnBest((), si.obs.url, len(pages), cut=target is not None or short)
    pick = max if direction == "max" else min
    value = pick(v[0] for v in seen)  # type: ignore[type-var]
    first = next(v for v in seen if v[0] == value)
    cells = tuple(str(c) for c in first[1])  # type: ignore[attr-defined]
    return ColumnBest(cells, str(first[2]), len(pages), cut=target is not None or short)


@dataclass(frozen=True, slots=True)
class RowCount:
    """The rows a condition admits, counted over every page read: how many matched, how many rows
    and pages were read, and whether some were not (``cut``: then the count is no answer)."""

    matched: int
    rows: int
    pages: int
    cut: bool = False


def count_rows(
    si: StepInput[Work], table: Table, admits: Callable[[Record], bool], column: str, noun: str = ""
) -> Outcome | RowCount:
    """The rows of a list that match what the question says of them, counted page after page where
    the site has no filter for it ('books with more than 600 pages': each page's rows read whole,
    ``GridSummary.rows``, the matching ones added up, the next page opened). A page that shows fewer
    rows than it has, a list that states more rows (or more ``noun``: '90 books') than every page read
    showed, a 'Next' that left the same rows, or a list that goes on past ``MAX_PAGES`` was not read
    whole (``cut``)."""
    st = si.state
    pages: dict[str, list[int]] = st.setdefault("row_pages", {})
    key = f"{si.obs.url}|{table.rows[0].text if table.rows else ''}"
    stuck = key in pages and st.get("rows_from") == key
    st["rows_stuck"] = bool(st.get("rows_stuck")) or stuck
    again = bool(st.get("rows_done")) or stuck
    if key not in pages and not again:
        pages[key] = [
            sum(1 for r in table.rows if admits(r)),
            len(table.rows),
            max(table.row_count, len(table.rows)),
        ]
    target = None if again else _next_target(si, len(pages))
    matched = sum(v[0] for v in pages.values())
    if target is not None and len(pages) < MAX_PAGES:
        st["rows_from"] = key
        return act(
            Click(element_id=target),
            f"Going to the next page of the list to count its rows by {column!r} "
            f"({pages_said(len(pages))} read, {matched} matching so far)",
        )
    st["rows_done"] = True
    read_rows = sum(v[1] for v in pages.values())
    stated = result_total(si.obs)
    said = (
        stated.rows
        if stated is not None and stated.rows is not None
        else named_total(si.obs, noun)
        if noun
        else None
    )
    short = (said is not None and said > read_rows) or any(v[2] > v[1] for v in pages.values())
    return RowCount(matched, read_rows, len(pages), cut=target is not None or short or bool(st["rows_stuck"]))
