"""One phone pattern (``intent.text.phones``): what a contact page's reader takes for a phone number is
what the safety checks keep out of URLs and search boxes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent.text.phones import phone_numbers
from wayfinder.read.typed import typed_answer
from wayfinder.safety.urls import personal_data_kinds


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Call the desk on +44 20 7946 0321 after nine.", ["+44 20 7946 0321"]),
        ("Phone: (555) 123-4567", ["(555) 123-4567"]),
        ("tel 020 7946 0321 or 555.867.5309", ["020 7946 0321", "555.867.5309"]),
        ("Published 2026-01-12, 14 pages, ISBN 978-3-16-148410-0", []),
        ("order 1700000000000 and room 12 34", []),
        ("4111 1111 1111 1111", []),  # a card's 16 digits are no phone number
    ],
)
def test_phone_numbers(text: str, want: list[str]) -> None:
    assert phone_numbers(text) == want


def test_the_reader_and_the_safety_check_agree() -> None:
    text = "Ring the branch on 030 1234 5678 for renewals."
    assert typed_answer(text, "what is the branch's phone number?") is not None
    assert "phone number" in personal_data_kinds(text)
    assert phone_numbers("ext 555 1234") and "phone number" not in personal_data_kinds("ext 555 1234")


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(st.integers(100, 999), st.integers(100, 999), st.integers(1000, 9999), st.sampled_from(" .-"))
def test_generated_national_numbers(area: int, mid: int, last: int, sep: str) -> None:
    number = f"{area}{sep}{mid}{sep}{last}"
    assert phone_numbers(f"call {number} today") == [number]
    assert personal_data_kinds(number) == ["phone number"]
