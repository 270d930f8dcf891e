"""The best item by any attribute but price (pure): 'the oldest book', 'the latest mortgage for Smith'.

Prices are read off any listing (``listing.py``); other attributes need the page's help. What a
person does: narrow the list to the set compared the way a count does (``counting.narrowing``: the
things' list or filter, the values the goal gives, searched where no filter names them); then read the
column - when every row is shown, its extreme directly; else the site's own order (``sorting.py``: its
sort control or a column header), or, with no way to sort, the order the column's values run in down
the rows shown (newest first, checked, never assumed): the best is the first row of page 1 or the last
row of the last page. Then open that row, name it, or read the cell asked of it ('the document number
of ...'). With no way to order the list, or no column asked for, it says so instead of naming an
arbitrary item.
"""

from __future__ import annotations

from dataclasses import replace

from wayfinder.actions.models import Click, Navigate, SelectOption
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.counting import GENERIC, count_noun, found_nothing, narrowing, page_is_about
from wayfinder.plan.rules.core.paging import ColumnBest, column_pages, pages_said
from wayfinder.plan.rules.core.sorting import ordered_now, sort_by, table_for
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import CountThings, FindBest, Tally, Work
from wayfinder.read.cells import typed
from wayfinder.read.controls import read_pagination, read_show_more
from wayfinder.read.tables import (
    COLUMN_SYNONYMS,
    Record,
    Table,
    column_order,
    runs_as,
    sort_value,
)


def _whole(si: StepInput[Work], table: Table) -> bool:
    """The table shows every row (no pager, no more rows than shown)."""
    return read_pagination(si.obs).kind == "none" and table.row_count <= len(table.rows)


def _extreme_first(table: Table, index: int, direction: str) -> Table:
    rows = [r for r in table.rows if index < len(r.cells) and sort_value(r.cells[index]) is not None]
    kinds = {type(sort_value(r.cells[index])) for r in rows}
    if len(kinds) != 1:
        return table
    ordered = sorted(rows, key=lambda r: sort_value(r.cells[index]), reverse=direction == "max")  # type: ignore[arg-type,return-value]
    return Table(headers=table.headers, rows=tuple(ordered), row_count=table.row_count)


def _scope(si: StepInput[FindBest]) -> StepInput[Tally]:
    """The list compared, as a count would narrow it (``counting.narrowing``): the things' own list
    or filter, every value the goal gives, searched where no filter names it. Its state is apart."""
    step = si.step
    tally = CountThings(text=step.text, things=step.things or "results", name=step.name, narrow=step.narrow)
    state = si.state.setdefault("scope", {"may_shorten": True})  # rows are compared, not counted
    return StepInput(si.ctx, tally, si.index, state, si.memory)


def _named_by_site(sub: StepInput[Tally], noun: str) -> bool:
    """The things' noun opened a list, chose a filter, or names the page already."""
    st = sub.state
    return bool(st.get("list_opened") or st.get("apply") or noun in GENERIC or page_is_about(sub, noun))


def _narrowed(si: StepInput[FindBest]) -> Outcome | None:
    """The next move that narrows the list to the set compared; an object that names no list and no
    filter of the site ('the newest record for Robinson' read as 'Robinson') is a value to search."""
    sub = _scope(si)
    moving = narrowing(sub)
    if moving is not None:
        return moving
    noun, _qualifier = count_noun(sub.step.things)
    if sub.state.get("searched") or si.step.name or _named_by_site(sub, noun):
        return None
    if table_for(si, si.step.attribute) is not None:  # a list to compare is shown: it is the one
        return None
    by_name = replace(sub, step=replace(sub.step, things="results", name=si.step.things))
    searching = narrowing(by_name)
    return None if searching is None or searching.final else searching  # no search box: compare as is


def handle_best_by_sort(si: StepInput[FindBest]) -> Outcome | None:
    """The best item by an attribute other than price (dates, ratings, pages); None for prices."""
    step = si.step
    if step.attribute in {"price", ""}:
        return None
    direction = step.order or "min"
    moving = _narrowed(si)
    if moving is not None:
        return moving
    found = table_for(si, step.attribute)
    scope = si.state.get("scope", {})
    if found is None and scope.get("searched") and found_nothing(replace(si, state=scope)):
        return give_up(f"searching for {quote(str(scope['searched']))} found no {step.things or 'records'}")
    if found is not None and _whole(si, found[0]):  # every row is shown: read the column itself
        return _conclude(si, _extreme_first(found[0], found[1], direction))
    sorting = sort_by(si, step.attribute, direction)
    if sorting is not None:
        return sorting
    sorted_by_us = bool(si.state.get("sort_control") or si.state.get("header_clicks"))
    if found is not None and not sorted_by_us:
        return _by_shown_order(si, found[0], found[1], direction)
    ordered = found is not None and sorted_by_us and ordered_now(si, found[0], found[1], direction)
    if not ordered and not si.state.get("sort_control"):
        return _cannot_order(si)
    return _conclude(si, found[0] if found else None)


def _cannot_order(si: StepInput[FindBest]) -> Outcome:
    step = si.step
    way = "lowest" if (step.order or "min") == "min" else "highest"
    return give_up(
        f"I cannot tell which {step.things or 'item'} has the {way} {step.attribute} here: "
        "the list cannot be ordered by it"
    )


MAX_PAGE_MOVES = 20


def _by_shown_order(si: StepInput[FindBest], table: Table, index: int, direction: str) -> Outcome:
    """A paged list the site offers no sort for: when the column's values run one way down the rows
    shown (newest first, as record lists and archives often are - only when the dates say so), the best
    row is the first row of page 1, or the last row of the last page; else it cannot be told."""
    table = _every_row(si, table, index)  # the order is judged on every row shown, not three samples
    if si.state.get("column_pages"):  # the column is being read page by page
        return _whole_column(si, table, index, direction)
    cells = table.column(table.headers[index])
    seen = str(si.state.get("shown_order") or "")  # the order page 1 showed; a later page keeps it
    order = seen if seen and runs_as(cells, seen) else None if seen else column_order(cells)
    if order is None:
        return _whole_column(si, table, index, direction)
    si.state["shown_order"] = order
    if (order == "desc") == (direction == "max"):
        return _conclude(si, table)
    pager = read_pagination(si.obs)
    if pager.next_id is None:  # the last page: its last row is the best
        return _conclude(si, _extreme_first(table, index, direction))
    if si.bump("page_moves") > MAX_PAGE_MOVES:
        return _cannot_order(si)
    current = pager.current or 1
    last = max(pager.pages) if pager.pages else 0
    target = pager.pages[last] if last > current else pager.next_id
    way = "oldest/lowest" if direction == "min" else "newest/highest"
    return act(Click(element_id=target), f"Going to the last page of the list, where the {way} is")


def _every_row(si: StepInput[FindBest], table: Table, index: int) -> Table:
    """The table with every row the grid shows (``read_tables(every_row=True)``), not its samples."""
    whole = table_for(si, si.step.attribute, every_row=True)
    return whole[0] if whole is not None and whole[1] == index else table


def _whole_column(si: StepInput[FindBest], table: Table, index: int, direction: str) -> Outcome:
    """A paged list the site neither sorts nor orders by the column: the list shown on one page when
    the site offers it ('Show all', the largest per-page choice), else the column read on every page
    (``paging.column_pages``); the best row is then named, read, or opened on its page."""
    st, step = si.state, si.step
    table = _every_row(si, table, index)
    more = None if st.get("column_pages") or st.get("shown_more") else read_show_more(si.obs, len(table.rows))
    if more is not None and (not more.option or si.allowed("select_option")):
        st["shown_more"] = True
        if more.option:
            return act(
                SelectOption(element_id=more.element_id, label=more.option),
                "Showing the whole list on one page",
            )
        return act(Click(element_id=more.element_id), f"Pressing {quote(more.label)} to see the whole list")
    if st.get("shown_more") and not st.get("column_pages") and _whole(si, table):
        return _conclude(si, _extreme_first(table, index, direction))
    walked = column_pages(si, table, index, direction)
    if not isinstance(walked, ColumnBest):
        return walked
    if walked.cut:
        return give_up(
            f"the list of {step.things or 'items'} goes on past the {pages_said(walked.pages)} I read, "
            f"so I cannot tell which has the {'lowest' if direction == 'min' else 'highest'} {step.attribute}"
        )
    if not walked.cells:
        return _cannot_order(si)
    row = Record(tuple(typed(c) for c in walked.cells), table.headers)
    if step.open_result and not st.get("opened") and walked.url != si.obs.url:
        if st.get("went_back"):
            return give_up(f"the best {step.things or 'item'} is on a page of the list I cannot return to")
        st["went_back"] = True
        return act(Navigate(url=walked.url), "Going back to the page of the list where the best row is")
    return _conclude(si, Table(headers=table.headers, rows=(row,), grid_index=table.grid_index))


def _row_link(si: StepInput[FindBest], table: Table, row: Record) -> Element | None:
    """The link of a row: one whose text is one of the row's cells (a name, a document number)."""
    texts = {norm(c.text) for c in row.cells if c.text.strip()}
    links = [el for el in si.usable() if element_kind(el) == "link" and el.zone in {"main", "modal"}]
    in_grid = [el for el in links if table.grid_index is not None and el.grid_index == table.grid_index]
    for group in (in_grid, links):
        for el in group:
            if norm(el.label) in texts:
                return el
    return None


def _asked(table: Table, row: Record, asked: tuple[str, ...]) -> tuple[str, list[str]]:
    """The row's cells for what is asked ('document number' -> its 'Document #' cell), and the
    attributes it has no column for."""
    cells: list[str] = []
    missing: list[str] = []
    for attribute in asked:
        cell = row.get(attribute)
        if (cell is None or not cell.text.strip()) and attribute in COLUMN_SYNONYMS["name"]:
            cell = next((c for c in row.cells if c.text.strip()), None)  # 'which one': the row's name
        if cell is None or not cell.text.strip():
            missing.append(attribute)
        elif cell.text not in cells:
            cells.append(cell.text)
    return " ".join(cells), missing


def _conclude(si: StepInput[FindBest], table: Table | None) -> Outcome:
    step = si.step
    rows = table.rows if table else ()
    row = rows[0] if rows else None
    # the row's name: its first cell with text (a leading checkbox or icon column has none)
    name = next((c.text for c in row.cells if c.text.strip()), "") if row else ""
    if step.open_result:
        first = _row_link(si, table, row) if table is not None and row is not None else None
        if si.state.get("opened"):
            return complete(answer=name)
        if first is not None:
            si.state["opened"] = True
            return act(
                Click(element_id=first.id), f"Opening {quote(name)}, first by {step.attribute}", finishes=True
            )
    if table is not None and row is not None and step.asked:
        value, missing = _asked(table, row, step.asked)
        if missing:
            return give_up(
                f"the list of {step.things or 'items'} shows no {' or '.join(map(quote, missing))} "
                f"for {quote(name)}, the first by {step.attribute}"
            )
        return complete(answer=value)
    if name:
        return complete(answer=name)
    return fail(f"no {step.things or 'item'} is listed here")
