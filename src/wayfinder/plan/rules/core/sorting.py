"""Ordering a listing by an attribute the way a person does (pure): the listing's sort control for it
(``read.read_sort``), else the sort link of the table's column header (a header sorts by a click and
reverses on a second), checked against the column's values in the rows shown (``read.read_tables``).
Used by the best-item skill (``ranked.py``) and by the sort moves of other skills (``moves.py``).
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, text_score
from wayfinder.plan.rules.core.cards import card_table
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import Work
from wayfinder.read.controls import read_sort
from wayfinder.read.tables import Table, column_index, read_tables, sort_value

MAX_HEADER_CLICKS = 2  # a header sorts ascending, then descending
# The rank a multi-column sort prints before a sorted column's name ('1 Publication date', '2 Title':
# Django's admin; AG Grid and Tabulator show the same index): no part of the name its sort link shows.
_SORT_RANK_RE = re.compile(r"^\d\s+(?=[^\W\d])")


def table_for(si: StepInput[Work], attribute: str, *, every_row: bool = False) -> tuple[Table, int] | None:
    """The first table with a column for ``attribute``, and that column's index (``every_row``: see
    ``read.tables.read_tables``)."""
    for table in read_tables(si.obs, every_row=every_row):
        index = column_index(table.headers, attribute)
        if index is not None and table.rows:
            return table, index
    cards = card_table(si.obs)  # no table: the cards of a listing, read with their stars
    index = None if cards is None else column_index(cards.headers, attribute)
    return None if cards is None or index is None else (cards, index)


def in_order(table: Table, index: int, direction: str) -> bool | None:
    """True when the column runs the wanted way (best first), False when the other way, None: cannot tell."""
    values = [sort_value(r.cells[index]) for r in table.rows if index < len(r.cells)]
    values = [v for v in values if v is not None]
    if len(values) < 2 or len({type(v) for v in values}) > 1:
        return None
    first, last = values[0], values[-1]
    if first == last:
        return None
    ascending = first < last  # type: ignore[operator]
    return ascending == (direction == "min")


def _top(table: Table, index: int) -> float | str | None:
    return next(
        (v for r in table.rows if index < len(r.cells) and (v := sort_value(r.cells[index])) is not None),
        None,
    )


def ordered_now(si: StepInput[Work], table: Table, index: int, direction: str) -> bool | None:
    """``in_order``, and when the rows shown tie (three books of one day at the top) after a header
    click that reversed an order seen the wrong way: the top value now against the top value then (the
    lowest first, then the highest first, or the other way round). None: cannot tell."""
    got = in_order(table, index, direction)
    if got is not None:
        return got
    before, now = si.state.get("wrong_top"), _top(table, index)
    if before is None or now is None or type(before) is not type(now) or before == now:
        return None
    return (now > before) == (direction == "max")  # type: ignore[operator]


def _header(si: StepInput[Work], attribute: str) -> Element | None:
    """The sort link of the column named like the attribute (in a table header)."""
    best: tuple[float, Element] | None = None
    for el in si.usable():
        if element_kind(el) not in {"link", "button"} or len(el.label) > 40:
            continue
        score = text_score(attribute, el.label)
        if score >= 0.6 and (best is None or score > best[0]):
            best = (score, el)
    return best[1] if best else None


def sort_by(si: StepInput[Work], attribute: str, direction: str) -> Outcome | None:
    """One action that orders the listing by ``attribute`` (``direction`` 'min' first or 'max' first),
    or None when it already is, or there is no way to order it."""
    st = si.state
    found = table_for(si, attribute)
    sorted_by_us = bool(st.get("sort_control") or st.get("header_clicks"))
    if found is not None and sorted_by_us and ordered_now(si, found[0], found[1], direction):
        return None
    if found is not None and sorted_by_us and in_order(found[0], found[1], direction) is False:
        st["wrong_top"] = _top(found[0], found[1])  # a click on its header reverses it: the top then
    control = read_sort(si.obs)
    if control is not None and not st.get("sort_control"):
        option = control.option_for(_canonical(attribute), direction)
        if option is not None:
            st["sort_control"] = True
            if control.kind == "select" and control.element_id is not None:
                return act(
                    TypeText(element_id=control.element_id, text=option.label),
                    f"Sorting by {quote(option.label)}",
                )
            return act(Click(element_id=option.element_id), f"Sorting by {quote(option.label)}")
    clicks = int(st.get("header_clicks", 0))
    column = found[0].headers[found[1]] if found is not None else attribute  # 'date' -> 'Published'
    column = _SORT_RANK_RE.sub("", column)  # '1 Publication date' once sorted by it: its link says the name
    header = _header(si, column)
    if header is not None and clicks < MAX_HEADER_CLICKS:
        st["header_clicks"] = clicks + 1
        way = "oldest/lowest" if direction == "min" else "newest/highest"
        return act(Click(element_id=header.id), f"Sorting by the {quote(header.label)} column ({way} first)")
    return None


def _canonical(attribute: str) -> str:
    low = norm(attribute)
    for name in ("price", "rating", "date", "name", "popularity"):
        if name in low:
            return name
    return low
