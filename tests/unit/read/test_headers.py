"""clean_header over decorated header cells (our own markup habits, one row per habit)."""

from __future__ import annotations

import pytest

from wayfinder.read.headers import clean_header

CASES = [
    ("Name", None, "Name"),
    ("Name ▼", None, "Name"),
    ("▲ Recorded", None, "Recorded"),
    ("Amount ⇅", None, "Amount"),
    ("Owner\u2009↕", None, "Owner"),
    ("Recorded\ndate", None, "Recorded date"),
    ("Recorded \n\n  date", None, "Recorded date"),
    ("Recorded\u00a0date", None, "Recorded date"),
    ("  Book/Page  ", None, "Book/Page"),
    ("Document #", None, "Document #"),
    ("Parcel\u200b ID", None, "Parcel ID"),
    ("Filed \ue5c5", None, "Filed"),  # an icon-font glyph
    ("Filed arrow_drop_down", None, "Filed"),  # a Material icon ligature
    ("Last name sorted ascending", None, "Last name"),
    ("Last name (sorted descending)", None, "Last name"),
    ("City: activate to sort column ascending", None, "City"),
    ("Status Click to sort", None, "Status"),
    ("Price (sort A-Z)", None, "Price"),
    ("Type (sortable)", None, "Type"),
    ("Sort code", None, "Sort code"),  # a real column, not helper text
    ("Sort order", None, "Sort order"),
    ("Zip:", None, "Zip"),
    ("", {"aria-label": "Attachments"}, "Attachments"),
    ("▼", {"abbr": "Rec. date"}, "Rec. date"),
    ("\ue873", {"title": "Notes"}, "Notes"),
    ("", {"data-column": "last_name"}, "last_name"),
    ("⇅", {"aria-label": "Amount: activate to sort column descending"}, "Amount"),
    ("Owner", {"aria-label": "Owner of record", "data-column": "owner"}, "Owner"),  # text wins
    ("", {}, ""),
    ("#", None, "#"),  # nothing better to fall back to
    ("", {"aria-label": "▲"}, ""),
]


@pytest.mark.parametrize(("text", "attrs", "expected"), CASES)
def test_clean_header(text: str, attrs: dict[str, str] | None, expected: str) -> None:
    assert clean_header(text, attrs) == expected


def test_br_from_a_parser_and_from_inner_text_give_one_name() -> None:
    assert (
        clean_header("Recorded date") == clean_header("Recorded\ndate") == clean_header("Recorded\r\n date")
    )
