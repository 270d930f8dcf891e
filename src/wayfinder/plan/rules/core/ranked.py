"""The best item by any attribute (pure): 'the oldest book', 'the highest rated keyboard'.

Prices are read off any listing (``listing.py``); other attributes need the page's help. What a
person does: use the listing's sort control for that attribute (``read.read_sort``), or click the
table's column header (tables sort by a header link and reverse on a second click), check the column's
order in the rows shown (``read.read_tables``), then take the first row - open it or name it. With
no way to order the list and no column to read, it says so instead of naming an arbitrary item.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, text_score
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import FindBest, Work
from wayfinder.read.cells import Cell
from wayfinder.read.controls import read_pagination, read_sort
from wayfinder.read.tables import Table, column_index, read_tables

MAX_HEADER_CLICKS = 2  # a header sorts ascending, then descending


def _value(cell: Cell) -> float | str | None:
    return cell.date if cell.date else cell.money if cell.money is not None else cell.number


def _table(si: StepInput[Work], attribute: str) -> tuple[Table, int] | None:
    for table in read_tables(si.obs):
        index = column_index(table.headers, attribute)
        if index is not None and table.rows:
            return table, index
    return None


def _in_order(table: Table, index: int, direction: str) -> bool | None:
    """True when the column runs the wanted way (best first), False when the other way, None: cannot tell."""
    values = [_value(r.cells[index]) for r in table.rows if index < len(r.cells)]
    values = [v for v in values if v is not None]
    if len(values) < 2 or len({type(v) for v in values}) > 1:
        return None
    first, last = values[0], values[-1]
    if first == last:
        return None
    ascending = first < last  # type: ignore[operator]
    return ascending == (direction == "min")


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
    found = _table(si, attribute)
    sorted_by_us = bool(st.get("sort_control") or st.get("header_clicks"))
    if found is not None and sorted_by_us and _in_order(found[0], found[1], direction):
        return None
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


def _whole(si: StepInput[Work], table: Table) -> bool:
    """The table shows every row (no pager, no more rows than shown)."""
    return read_pagination(si.obs).kind == "none" and table.row_count <= len(table.rows)


def _extreme_first(table: Table, index: int, direction: str) -> Table:
    rows = [r for r in table.rows if index < len(r.cells) and _value(r.cells[index]) is not None]
    kinds = {type(_value(r.cells[index])) for r in rows}
    if len(kinds) != 1:
        return table
    ordered = sorted(rows, key=lambda r: _value(r.cells[index]), reverse=direction == "max")  # type: ignore[arg-type,return-value]
    return Table(headers=table.headers, rows=tuple(ordered), row_count=table.row_count)


def handle_best_by_sort(si: StepInput[FindBest]) -> Outcome | None:
    """The best item by an attribute other than price (dates, ratings, pages); None for prices."""
    step = si.step
    if step.attribute in {"price", ""}:
        return None
    direction = step.order or "min"
    found = _table(si, step.attribute)
    if found is not None and _whole(si, found[0]):  # every row is shown: read the column itself
        found = (_extreme_first(found[0], found[1], direction), found[1])
        return _conclude(si, found[0])
    if found is None and step.things and not si.state.get("listed"):  # 'the oldest book': the books list
        si.state["listed"] = True
        ranked = rank_candidates(si.usable(), step.things, role_hint="link", min_score=0.7)
        lists = [el for el, _ in ranked if element_kind(el) in {"link", "tab", "button"}]
        if lists:
            return act(
                Click(element_id=lists[0].id),
                f"Opening {quote(lists[0].label)} to compare their {step.attribute}",
            )
    sorting = sort_by(si, step.attribute, direction)
    if sorting is not None:
        return sorting
    sorted_by_us = bool(si.state.get("sort_control") or si.state.get("header_clicks"))
    ordered = found is not None and sorted_by_us and _in_order(found[0], found[1], direction)
    if not ordered and not si.state.get("sort_control"):
        return give_up(
            f"I cannot tell which {step.things or 'item'} has the {'lowest' if direction == 'min' else 'highest'} "
            f"{step.attribute} here: the list cannot be ordered by it"
        )
    return _conclude(si, found[0] if found else None)


def _conclude(si: StepInput[FindBest], table: Table | None) -> Outcome:
    step = si.step
    rows = table.rows if table else ()
    # the row's name: its first cell with text (a leading checkbox or icon column has none)
    name = next((c.text for c in rows[0].cells if c.text.strip()), "") if rows else ""
    links = [el for el in si.usable() if element_kind(el) == "link" and el.zone in {"main", "modal"}]
    first = next((el for el in links if name and norm(el.label) == norm(name)), None)
    if step.open_result and first is not None:
        if si.state.get("opened"):
            return complete(answer=name)
        si.state["opened"] = True
        return act(
            Click(element_id=first.id), f"Opening {quote(name)}, first by {step.attribute}", finishes=True
        )
    if name:
        return complete(answer=name)
    return fail(f"no {step.things or 'item'} is listed here")
