"""parse_total over the ways sites state a total (a table of our own wordings)."""

from __future__ import annotations

import pytest

from wayfinder.read.totals import StatedTotal, parse_total

# text, rows, pages, (first, last), page, approximate
ROWS = [
    ('141 rows where last_name = "Smith"', 141, None, None, None, False),
    ("1 row where surname contains Oak", 1, None, None, None, False),
    ("2,418 rows", 2418, None, None, None, False),
    ("1,200 rows\n        sorted by last_name", 1200, None, None, None, False),
    ("75 records sorted by date, newest first", 75, None, None, None, False),
    ("Showing 1–10 of 141", 141, None, (1, 10), None, False),
    ("Showing 1 to 10 of 141 entries", 141, None, (1, 10), None, False),
    ("Showing 11 - 20 of 1,412 results", 1412, None, (11, 20), None, False),
    ("Displaying records 21—30 of 57", 57, None, (21, 30), None, False),
    ("Results 1 - 10 of about 141", 141, None, (1, 10), None, True),
    ("1-10 of about 141", 141, None, (1, 10), None, True),
    ("1..2 out of 2", 2, None, (1, 2), None, False),
    ("Viewing 101…150 of 3.204 Treffer", 3204, None, (101, 150), None, False),
    ("Items 1 through 25 of 60", 60, None, (1, 25), None, False),
    ("(1-2/2)", 2, None, (1, 2), None, False),
    ("« Previous 1 2 Next » (26-40/40) Per page: 25, 50", 40, None, (26, 40), None, False),
    ("Items 1-25 / 1,340", 1340, None, (1, 25), None, False),
    ("entries 11 – 20 / 57", 57, None, (11, 20), None, False),
    ("1-80 / 245", 245, None, (1, 80), None, False),
    ("141 records found", 141, None, None, None, False),
    ("Your search returned 141 records.", 141, None, None, None, False),
    ("Found 1 result", 1, None, None, None, False),
    ("There are 37 matching documents", 37, None, None, None, False),
    ("141 results", 141, None, None, None, False),
    ("About 1,200 results", 1200, None, None, None, True),
    ("1,000+ results", 1000, None, None, None, True),
    (">10,000 rows", 10000, None, None, None, True),
    ("Total: 141", 141, None, None, None, False),
    ("Total records: 2\u00a0341", 2341, None, None, None, False),
    ("Records found: 96", 96, None, None, None, False),
    ("Number of results = 12", 12, None, None, None, False),
    ("(141 total)", 141, None, None, None, False),
    ("7 results (96 total)", 7, None, None, None, False),
    ("1 record (2,310 in all)", 1, None, None, None, False),
    ("12'345 entries found", 12345, None, None, None, False),
    ("No records found", 0, None, None, None, False),
    ("No matching records found", 0, None, None, None, False),
    ("Showing 0 to 0 of 0 entries", 0, None, (0, 0), None, False),
    ("Your search did not match any documents.", 0, None, None, None, False),
]

PAGES = [
    ("Page 1 of 15", 15, 1),
    ("page 3 / 15", 15, 3),
    ("Page: 2 of 4", 4, 2),
    ("2 of 9 pages", 9, 2),
    ("Seite 1 von 3", 3, 1),
]


@pytest.mark.parametrize(("text", "rows", "pages", "shown", "page", "approximate"), ROWS)
def test_rows_forms(
    text: str,
    rows: int,
    pages: int | None,
    shown: tuple[int, int] | None,
    page: int | None,
    approximate: bool,
) -> None:
    got = parse_total(text)
    assert got is not None, text
    assert (got.kind, got.total, got.rows, got.pages) == ("rows", rows, rows, pages)
    assert (got.first, got.last) == (shown or (None, None))
    assert got.page == page and got.approximate is approximate
    assert got.exact_rows == (None if approximate else rows)


@pytest.mark.parametrize(("text", "pages", "page"), PAGES)
def test_pages_forms(text: str, pages: int, page: int) -> None:
    got = parse_total(text)
    assert got is not None
    assert (got.kind, got.total, got.pages, got.page, got.rows) == ("pages", pages, pages, page, None)


def test_rows_and_pages_together_keep_both() -> None:
    got = parse_total("57 records found\nShowing 11-20, page 2 of 6")
    assert got is not None
    assert (got.kind, got.rows, got.pages, got.page, got.first, got.last) == ("rows", 57, 6, 2, 11, 20)
    assert "57 records found" in got.text and "page 2 of 6" in got.text


def test_range_beats_count_beats_bare_number() -> None:
    text = "Deeds 12 results · 141 records found · Showing 1-10 of 141 entries"
    got = parse_total(text)
    assert got is not None and got.rows == 141 and (got.first, got.last) == (1, 10)
    got = parse_total("Filter: Deed (12 results)  Mortgage (9 results). 21 records found")
    assert got is not None and got.rows == 21


def test_pages_only_with_a_shown_range() -> None:
    got = parse_total("Showing 1-10, page 1 of 2")
    assert got is not None
    assert (got.kind, got.pages, got.first, got.last) == ("pages", 2, 1, 10)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "Search the official records of the county",
        "Show 10 entries",
        "Display 25 results per page",
        "Page size: 50 rows",
        "Recorded 2015-2024, 6 document types",  # no noun after the number
        "Showing 20-10 of 5",  # not a possible range
        "Page 7 of 3",
        "Call 555-0100 for help",
        "Due 11-12/2026",  # a slash range needs brackets or a lead word
        "(30-20/40)",
        "Results 1-50/40",
        "see /docs/1-4/2026/x",
        "12-1/4",
    ],
)
def test_no_total(text: str) -> None:
    assert parse_total(text) is None


def test_page_size_control_next_to_a_real_total() -> None:
    got = parse_total("Show 25 entries  Search: [    ]  Showing 1 to 25 of 1,000 entries")
    assert got is not None and got.rows == 1000 and got.last == 25


def test_exact_total_preferred_to_approximate_at_same_strength() -> None:
    got = parse_total("About 2,000 results. 1,873 results found.")
    assert got is not None and got.rows == 1873 and not got.approximate


def test_to_dict_is_json_ready() -> None:
    got = parse_total("Showing 1-10 of 20")
    assert got is not None
    data = got.to_dict()
    assert data["kind"] == "rows" and data["total"] == 20 and data["first"] == 1
    with pytest.raises(ValueError):
        StatedTotal()


def test_a_bare_count_ends_at_its_line() -> None:
    got = parse_total("Records\n141 results\nsort by date")
    assert got is not None and got.rows == 141
    assert parse_total("141 results sort by date") is None  # one line: 'results' qualifies 'sort'


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        ("Too many results (600). Please refine your search.", 600),
        ("Search results (42)", 42),
        ("Records (1,204)", 1204),
        ("Matches ( 7 )", 7),
    ],
)
def test_a_noun_then_its_number_in_brackets_is_a_total(text: str, rows: int) -> None:
    found = parse_total(text)
    assert found is not None and found.rows == rows


@pytest.mark.parametrize(
    "text", ["Results (1-10)", "Results (page 2)", "Inbox (3 new)", "results (see below)"]
)
def test_brackets_that_hold_no_lone_number_are_no_total(text: str) -> None:
    found = parse_total(text)
    assert found is None or found.rows is None
