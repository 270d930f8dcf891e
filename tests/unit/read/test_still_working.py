"""``results.still_working``: the line by which a page says its results are still coming (pure table)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import page
from wayfinder.read.results import still_working


@pytest.mark.parametrize(
    ("text", "busy"),
    [
        ("Search Results\nSearching...", "Searching..."),  # MkDocs' search building its index
        ("Search\nPreparing search...", "Preparing search..."),  # Sphinx
        ("Results\nLoading results…", "Loading results…"),
        ("Orders\nOne moment, please wait...", "One moment, please wait..."),
        ("Search Results\nNo results found", None),
        ("Loading data\nHow the tool loads its data files.", None),  # a heading, no ellipsis
        ("Searching for ways to ship faster...", None),  # a sentence, longer than a progress line
        ("Guide\nSearching", None),
    ],
)
def test_a_progress_line_is_read(text: str, busy: str | None) -> None:
    assert still_working(page(digest=text)) == busy


@given(
    verb=st.sampled_from(["Searching", "Loading", "Fetching", "loading"]),
    dots=st.sampled_from(["...", "…", "...."]),
    pad=st.sampled_from(["", " ", "  "]),
)
def test_any_spacing_and_case_of_the_line(verb: str, dots: str, pad: str) -> None:
    line = f"{pad}{verb}{pad}{dots}"
    assert still_working(page(digest=f"Title\n{line}\nFooter")) is not None
