"""Rows that match what a question says of them (pure): 'books with more than 600 pages', 'issues
whose status is Closed', 'posts with over 3 comments'.

Where a list has no filter for what is asked, a person runs a finger down the column that says it and
counts the rows that match: a bound on a number ('more than 600 pages', 'at least 2 copies', 'under
$50') is compared with the column its unit or noun names ('Pages', 'Copies', 'Amount'); a value
('Closed', 'High', 'German') is the column whose cells say it, exactly. ``conditions_for`` finds the
column of every condition in a table (or None: then no count of the rows is the answer) and
``Condition.admits`` says whether a row matches.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.intent.text import norm
from wayfinder.intent.text.bounds import Bound, find_bounds
from wayfinder.read.cells import Cell
from wayfinder.read.tables import Record, Table, column_index

_ADMIT = {
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b,
    "eq": lambda a, b: a == b,
}


@dataclass(frozen=True, slots=True)
class Condition:
    """One thing said of the rows: its column, and a bound on the column's number or the value its
    cell says (``said``, compared case- and punctuation-blind)."""

    column: int
    header: str
    said: str = ""
    op: str = ""
    value: float = 0.0

    def admits(self, row: Record) -> bool:
        if self.column >= len(row.cells):
            return False
        cell = row.cells[self.column]
        if self.said:
            return norm(cell.text) == norm(self.said)
        number = _number(cell)
        return number is not None and bool(_ADMIT[self.op](number, self.value))


def _number(cell: Cell) -> float | None:
    return cell.money if cell.money is not None else cell.number


def bound_of(text: str) -> Bound | None:
    """The one bound on a number ``text`` states ('more than 600 pages'); None for none, two (a range
    'between 2 and 5' is two conditions the caller gives apart) or a date range ('this year')."""
    found = [b for b, _span in find_bounds(text)]
    return found[0] if len(found) == 1 else None


def bound_condition(table: Table, text: str, things: str = "") -> Condition | None:
    """The column a bound compares ('Pages' for 'more than 600 pages', 'Amount' for 'over $100'),
    named by its unit, its attribute or the word after the number, whose cells hold numbers; never the
    column of the things' own name."""
    bound = bound_of(text)
    if bound is None:
        return None
    rest = text[text.lower().find(bound.text.lower()) + len(bound.text) :].split() if bound.text else []
    names = [
        n for n in (bound.unit, bound.attribute, rest[0] if rest else "") if n and norm(n) != norm(things)
    ]
    for name in names:
        index = column_index(table.headers, name)
        if index is None or not _numbers_in(table, index):
            continue
        return Condition(index, table.headers[index], op=bound.op, value=bound.value)
    return None


def _numbers_in(table: Table, index: int) -> bool:
    """Most cells of the column that say anything are numbers (or money)."""
    said = [r.cells[index] for r in table.rows if index < len(r.cells) and r.cells[index].text.strip()]
    return bool(said) and sum(_number(c) is not None for c in said) * 2 > len(said)


def value_condition(table: Table, value: str) -> Condition | None:
    """The one column whose cells say ``value`` exactly in some row shown ('Closed' in 'Status'), and
    not in every row (a column that says it of all is no condition on them); None for none or two."""
    want = norm(value)
    if not want:
        return None
    found: list[int] = []
    for index in range(len(table.headers)):
        cells = [norm(r.cells[index].text) for r in table.rows if index < len(r.cells)]
        if want in cells and any(c != want for c in cells):
            found.append(index)
    if len(found) != 1:
        return None
    return Condition(found[0], table.headers[found[0]], said=value)


def conditions_for(
    table: Table, limits: Sequence[str], values: Sequence[str], things: str = ""
) -> tuple[Condition, ...] | None:
    """Every condition's column in ``table``, or None when one of them has none."""
    out: list[Condition] = []
    for limit in limits:
        found = bound_condition(table, limit, things)
        if found is None:
            return None
        out.append(found)
    for value in values:
        found = value_condition(table, value)
        if found is None:
            return None
        out.append(found)
    return tuple(out)


def matching_rows(table: Table, conditions: Sequence[Condition]) -> list[Record]:
    """The rows every condition admits."""
    return [row for row in table.rows if all(c.admits(row) for c in conditions)]
