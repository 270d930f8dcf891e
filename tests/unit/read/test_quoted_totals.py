"""A total inside quotation marks is quoted, not stated (read.totals.parse_total).

Documentation and help pages show what other pages say: '("Showing 1-10 of 141", "141 records found")'.
Read as the page's own total, the docs' home page had 141 pages. A total outside the quotes still counts.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.read.totals import parse_total, shows_nothing, status_lines

QUOTED_EXAMPLES = [
    'When the portal states a total ("Showing 1–10 of 141", "141 records found", "Page 1 of 15") the rows must match it.',
    "The status line reads “Showing 1 to 25 of 300 entries” on most tables.",
    'Search results look like "Found 42 results" followed by the rows.',
]


@pytest.mark.parametrize("text", QUOTED_EXAMPLES)
def test_a_total_in_quotes_is_an_example(text: str) -> None:
    total = parse_total(text)
    assert total is None or total.rows is None


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        ('Found 12 results for "smith"', 12),
        ("Showing 1–10 of 141", 141),
        ("Showing 1–10 of 141 for “lee”", 141),
    ],
)
def test_a_total_outside_quotes_still_counts(text: str, rows: int) -> None:
    total = parse_total(text)
    assert total is not None and total.rows == rows


@given(
    n=st.integers(min_value=2, max_value=99_999),
    lead=st.sampled_from(["The page says ", "e.g. ", "Portals write ", ""]),
    quote=st.sampled_from([('"', '"'), ("“", "”")]),
    form=st.sampled_from(["Showing 1–10 of {n}", "{n} records found", "Total: {n}"]),
)
def test_generated_quoted_totals_are_never_the_page_total(
    n: int, lead: str, quote: tuple[str, str], form: str
) -> None:
    text = f"{lead}{quote[0]}{form.format(n=n)}{quote[1]} in its status line."
    total = parse_total(text)
    assert total is None or total.rows != n


def test_a_paragraph_of_prose_states_no_total() -> None:
    prose = (
        "Usage\nThe portal workflow\n"
        + (
            "A search that finds nothing (a message such as No records found, a stated total of 0, even over "
            "another table such as Recent filings) ends DONE with 0 rows and says so, and a script run with "
            "such a search writes the header only."
        )
        + "\nNext"
    )
    assert parse_total(prose) is None
    assert not shows_nothing(prose)


@pytest.mark.parametrize(
    "status", ["No records found", "0 results", "Showing 0 of 0 entries", "No matching records found."]
)
def test_a_status_line_still_shows_nothing(status: str) -> None:
    assert shows_nothing(f"Search\n{status}\nNew search")


def test_status_lines_keep_a_lists_own_line_only() -> None:
    text = (
        "Results\n"
        "12 records found\n"
        'When the portal states a total ("Showing 1-10 of 141", "141 records found") the rows must match it.\n'
    )
    kept = status_lines(text).splitlines()
    assert "12 records found" in kept
    assert not any("141" in line for line in kept)
