"""Rows that match what a question says of them (``read.conditions``): a bound compared with the column
its unit or the noun after its number names, a value with the one column that says it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.read.cells import typed
from wayfinder.read.conditions import bound_condition, conditions_for, matching_rows, value_condition
from wayfinder.read.controls import _NEXT_RE, _PREV_RE
from wayfinder.read.tables import Record, Table


def _table(headers: tuple[str, ...], rows: list[list[str]]) -> Table:
    return Table(headers, tuple(Record(tuple(typed(c) for c in r), headers) for r in rows), len(rows))


BOOKS = _table(
    ("Title", "Author", "Pages", "Copies"),
    [
        ["Iron Orchard", "Ann Lee", "640", "2"],
        ["Small Hours", "Bo Chen", "212", "1"],
        ["Tides", "Ann Lee", "601", "3"],
    ],
)
ISSUES = _table(
    ("#", "Tracker", "Status", "Subject"),
    [
        ["#1", "Bug", "Closed", "Crash"],
        ["#2", "Bug", "New", "Closed tabs reopen"],
        ["#3", "Feature", "Closed", "Export"],
    ],
)


@pytest.mark.parametrize(
    ("table", "said", "header", "matched"),
    [
        (BOOKS, "more than 600 pages", "Pages", 2),
        (BOOKS, "longer than 620 pages", "Pages", 1),
        (BOOKS, "how many books have at least 2 copies", "Copies", 2),
        (BOOKS, "fewer than 300 pages", "Pages", 1),
    ],
)
def test_a_bound_compares_its_column(table: Table, said: str, header: str, matched: int) -> None:
    found = bound_condition(table, said, "books")
    assert found is not None and found.header == header
    assert len(matching_rows(table, [found])) == matched


def test_a_bound_with_no_column_or_two_bounds_is_none() -> None:
    assert bound_condition(BOOKS, "more than 3 comments", "books") is None
    assert bound_condition(BOOKS, "between 200 and 600 pages", "books") is None
    assert bound_condition(BOOKS, "this year", "books") is None


def test_a_bound_never_compares_a_column_of_names() -> None:
    """'Author' holds no numbers: 'more than 2 authors' has no column here."""
    assert bound_condition(BOOKS, "more than 2 authors", "books") is None


def test_a_value_is_the_one_column_that_says_it_whole() -> None:
    found = value_condition(ISSUES, "closed")
    assert found is not None and found.header == "Status"
    assert [r.cells[0].text for r in matching_rows(ISSUES, [found])] == ["#1", "#3"]  # not 'Closed tabs ...'


def test_a_value_every_row_says_or_two_columns_say_is_none() -> None:
    same = _table(("Name", "State"), [["a", "Open"], ["b", "Open"]])
    assert value_condition(same, "open") is None
    both = _table(("From", "To"), [["Oslo", "Rome"], ["Rome", "Oslo"]])
    assert value_condition(both, "Rome") is None


def test_every_condition_needs_its_column() -> None:
    assert conditions_for(BOOKS, ["more than 600 pages"], ["Ann Lee"], "books") is not None
    assert conditions_for(BOOKS, ["more than 600 pages"], ["Penguin"], "books") is None


@given(st.lists(st.integers(min_value=1, max_value=2000), min_size=3, max_size=40), st.integers(1, 2000))
def test_the_count_is_the_rows_over_the_bound(pages: list[int], bound: int) -> None:
    table = _table(("Title", "Pages"), [[f"Book {i}", str(p)] for i, p in enumerate(pages)])
    found = bound_condition(table, f"more than {bound} pages", "books")
    assert found is not None
    assert len(matching_rows(table, [found])) == sum(p > bound for p in pages)


@pytest.mark.parametrize("label", ["Next page ›", "Next »", "next", "›", "Older posts"])
def test_next_labels(label: str) -> None:
    assert _NEXT_RE.match(label)


@pytest.mark.parametrize("label", ["‹ Previous page", "« Previous", "prev", "‹", "Newer posts"])
def test_previous_labels(label: str) -> None:
    assert _PREV_RE.match(label)
