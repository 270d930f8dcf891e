"""Tables as records with typed cells, from grid summaries and tab-separated digest lines."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import page
from wayfinder.observe.models import GridSummary
from wayfinder.read.cells import typed
from wayfinder.read.tables import column_index, column_order, column_rows, read_tables, runs_as


def test_typed_cells() -> None:
    assert typed("$1,299.99").money == 1299.99
    assert typed("1.234,56 €").money == 1234.56
    assert typed("4.5 out of 5").number == 4.5
    assert typed("16 GB").number == 16.0
    assert typed("Jan 5, 2024").date == "2024-01-05"
    assert typed("Due 03/04/2024").date == "2024-03-04"
    assert typed("Dell 27 4K").value is None


def test_grid_headers_are_cleaned_and_rows_come_from_the_digest() -> None:
    grid = GridSummary(
        index=0,
        kind="table",
        headers=["Title ▲", "Price sorted ascending", "Added"],
        row_count=4,
        sample_rows=[["Lamp", "$12.00", "2024-02-01"]],
        results_text="4 items",
    )
    digest = (
        "Catalog\nTitle ▲\tPrice sorted ascending\tAdded\n"
        "Lamp\t$12.00\t2024-02-01\nDesk\t$150.00\t2023-11-30\nChair\t$45.50\t2024-01-15\nRug\t$80\t2022-06-01\nFooter"
    )
    (table,) = read_tables(page(digest=digest, grids=[grid]))
    assert table.headers == ("Title", "Price", "Added")
    assert [r.get("title").text for r in table.rows if r.get("title")] == ["Lamp", "Desk", "Chair", "Rug"]
    assert [c.money for c in table.column("cost")] == [12.0, 150.0, 45.5, 80.0]
    assert table.rows[1].get("added").date == "2023-11-30"  # type: ignore[union-attr]
    assert table.row_count == 4 and table.results_text == "4 items"


def test_summarised_grid_falls_back_to_its_samples() -> None:
    grid = GridSummary(
        index=0,
        kind="aria",
        headers=["Name", "Score"],
        row_count=500,
        sample_rows=[["Ann", "91"], ["Bo", "78"]],
    )
    (table,) = read_tables(page(digest="Leaderboard", grids=[grid]))
    assert [c.number for c in table.column("score")] == [91.0, 78.0]
    assert table.row_count == 500


def test_small_tables_in_the_digest_become_tables() -> None:
    digest = "Orders\nOrder\tDate\tTotal\n#1001\tMar 3, 2024\t$30.00\n#1002\tMar 9, 2024\t$12.50\nThanks"
    (table,) = read_tables(page(digest=digest))
    assert table.headers == ("Order", "Date", "Total")
    assert [c.date for c in table.column("date")] == ["2024-03-03", "2024-03-09"]
    assert [c.money for c in table.column("price")] == [30.0, 12.5]  # 'price' finds the Total column


def test_headerless_runs_get_numbered_columns() -> None:
    (table,) = read_tables(page(digest="Kim\t$3\nLee\t$4"))
    assert table.headers == ("column 1", "column 2")
    assert len(table.rows) == 2


def test_column_index() -> None:
    headers = ("Product name", "Avg rating", "Unit price")
    assert column_index(headers, "product name") == 0
    assert column_index(headers, "rating") == 1
    assert column_index(headers, "cost") == 2
    assert column_index(headers, "weight") is None


# -- the order a column runs in, number signs in headers, a last page of one row ----------------------


@pytest.mark.parametrize(
    ("values", "order"),
    [
        (["11/02/2023", "06/14/2022", "01/09/2021"], "desc"),
        (["2001-01-01", "2001-01-01", "2004-05-06"], "asc"),
        (["12", "40", "310"], "asc"),
        (["2021-01-09", "2023-11-02", "2022-06-14"], None),  # unsorted
        (["2021-01-09", "2023-11-02"], None),  # two values tell no order
        (["5", "5", "5"], None),  # all the same
        (["Lease", "Will", "Deed"], None),  # no values
    ],
)
def test_column_order(values: list[str], order: str | None) -> None:
    assert column_order([typed(v) for v in values]) == order


def test_runs_as_keeps_the_first_pages_order_on_a_short_last_page() -> None:
    assert runs_as([typed("03/03/2009"), typed("02/02/2008")], "desc")
    assert runs_as([typed("03/03/2009")], "desc")
    assert not runs_as([typed("02/02/2008"), typed("03/03/2009")], "desc")
    assert not runs_as([typed("n/a")], "asc")


@pytest.mark.parametrize(
    ("headers", "name", "index"),
    [
        (("Party", "Filing No.", "Volume"), "filing number", 1),
        (("Name", "Document #", "Book/Page"), "document number", 1),
        (("Name", "Case num", "Judge"), "case number", 1),
        (("Name", "Document type"), "document number", None),
    ],
)
def test_a_number_sign_is_the_word_number(headers: tuple[str, ...], name: str, index: int | None) -> None:
    assert column_index(headers, name) == index


def test_a_header_and_one_row_is_a_table_but_two_label_lines_are_not() -> None:
    one_row = "Party\tKind\tFiled on\nOKAFOR, CY\tDeed\t03/03/2009"
    tables = read_tables(page(digest=one_row))
    assert tables and tables[0].headers == ("Party", "Kind", "Filed on")
    labels = "Brand\tColour\nAcme\tBlue"
    assert read_tables(page(digest=labels))[0].headers[0] == "column 1"


def test_column_rows_pairs_each_row_with_its_cell() -> None:
    rows = [["Party", "Filed on"], ["OKAFOR, ADA", "11/02/2023"], ["OKAFOR, BEN", "06/14/2022"], ["footer"]]
    got = column_rows(rows, "date")
    assert [(r[0], c.date) for r, c in got] == [("OKAFOR, ADA", "2023-11-02"), ("OKAFOR, BEN", "2022-06-14")]


@pytest.mark.parametrize(
    ("headers", "asked", "index"),
    [
        (("Document #", "Name", "Type", "Recorded", "Book/Page"), "recording date", 3),  # a deeds portal
        (("Name", "Joined", "Updated"), "joining date", 1),  # a membership list
        (("Case", "Date filed", "Judge"), "filing date", 1),  # a court docket
        (("Title", "Created", "Modified"), "creation date", 1),  # no verb named: the record's date column
        (("Name", "Age"), "recording date", None),  # no date at all
    ],
)
def test_the_date_of_an_event_is_the_column_naming_the_event(
    headers: tuple[str, ...], asked: str, index: int | None
) -> None:
    assert column_index(headers, asked) == index
