"""The ways a list is shown whole on one page (``read.controls.read_show_more``) and a grid's every
row read as its table (``read.tables``): a 'Show all' link (Django admin), a per-page select's largest
choice or 'All' (DataTables, shops), the largest per-page link (Redmine) - never a choice that shows
no more than the rows already shown, never 'Select all' or a filter's bare 'All'."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.observe.models import GridSummary
from wayfinder.read.controls import read_show_more
from wayfinder.read.tables import read_tables, row_names


@pytest.mark.parametrize("label", ["Show all", "View all", "show all books", "See all"])
def test_a_show_all_link_shows_the_whole_list(label: str) -> None:
    obs = page(el(1, "a", "2"), el(2, "a", label, href="?all="))
    more = read_show_more(obs, 100)
    assert more is not None and more.element_id == 2 and not more.option


@pytest.mark.parametrize("label", ["Select all", "All", "Show", "Mark all as read"])
def test_other_all_controls_are_no_way_to_show_more(label: str) -> None:
    assert read_show_more(page(el(1, "a", label, href="?x=1")), 20) is None


@pytest.mark.parametrize(
    ("name", "options", "selected", "want"),
    [
        ("per_page", ["10", "25", "100"], "10", "100"),
        ("example_length", ["10", "25", "50", "All"], "10", "All"),
        ("limit", ["24", "48", "96"], "24", "96"),
    ],
)
def test_a_per_page_select_chooses_its_largest(
    name: str, options: list[str], selected: str, want: str
) -> None:
    obs = page(el(3, "select", "", name=name, options=options, selected=selected, value=selected.lower()))
    more = read_show_more(obs, int(selected))
    assert more is not None and more.element_id == 3 and more.option == want


def test_a_select_at_its_largest_or_of_another_meaning_is_none() -> None:
    at_most = page(el(3, "select", "", name="per_page", options=["10", "25"], selected="25", value="25"))
    assert read_show_more(at_most, 25) is None
    years = page(el(4, "select", "", name="year", options=["2024", "2025"], selected="2024", value="2024"))
    assert read_show_more(years, 10) is None


def test_per_page_links_take_the_largest_only_when_it_shows_more() -> None:
    links = [el(5, "a", "50", href="/issues?per_page=50"), el(6, "a", "100", href="/issues?per_page=100")]
    more = read_show_more(page(*links), 25)
    assert more is not None and more.element_id == 6
    shown_100 = [el(5, "a", "25", href="/issues?per_page=25"), el(6, "a", "50", href="/issues?per_page=50")]
    assert read_show_more(page(*shown_100), 100) is None  # the list is at 100: the links show fewer


@given(st.lists(st.integers(min_value=1, max_value=9999), min_size=4, max_size=120))
def test_every_row_a_grid_keeps_is_its_table_when_asked(values: list[int]) -> None:
    rows = [[f"Item {i}", str(v)] for i, v in enumerate(values)]
    grid = GridSummary(
        index=0, kind="table", headers=["Name", "Pages"], row_count=len(rows), sample_rows=rows[:3], rows=rows
    )
    (table,) = read_tables(page(grids=[grid]), every_row=True)
    assert [c.number for c in table.column("Pages")] == values
    (shown,) = read_tables(page(grids=[grid]))  # what the planner and the verifier were shown
    assert [c.number for c in shown.column("Pages")] == values[:3]


def test_a_grid_without_its_rows_keeps_its_samples() -> None:
    samples = [["A", "1"], ["B", "2"], ["C", "3"]]
    grid = GridSummary(index=0, kind="table", headers=["Name", "Pages"], row_count=40, sample_rows=samples)
    (table,) = read_tables(page(grids=[grid]))
    assert [r.cells[0].text for r in table.rows] == ["A", "B", "C"] and table.row_count == 40


def test_a_row_is_named_by_its_first_cell_with_text() -> None:
    rows = [["", "The Iron Garden", "RL10025", "2026-10-01"], ["", "Paper Bridges", "RL10031", "2026-09-12"]]
    grid = GridSummary(
        index=0, kind="table", headers=["", "Book", "Member", "Due"], row_count=2, sample_rows=rows
    )
    (table,) = read_tables(page(grids=[grid]))
    assert row_names(table) == ["The Iron Garden", "Paper Bridges"]  # the checkbox column has no text
