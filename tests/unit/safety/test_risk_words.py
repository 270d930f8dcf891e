"""The building blocks of risk analysis: whole-word matching and URL/text evidence."""

from __future__ import annotations

import pytest

from wayfinder.safety.text import contains, identifier_words, phrase, words
from wayfinder.safety.urls import (
    executable_name,
    luhn_ok,
    personal_data_kinds,
    url_executable,
    url_personal_data,
)


@pytest.mark.parametrize(
    ("text", "pattern", "hit"),
    [
        ("Send", "send", True),
        ("Send message", "send", True),
        ("Sender", "send", False),
        ("Resend code", "send", False),
        ("Sign in", "sign up", False),
        ("Sign up for payments", "pay", False),
        ("Pay $49.99", "pay", True),
        ("About PayPal", "pay", False),
        ("Delete account", "delete account", True),
        ("Delete", "delete account", False),
        ("Add to cart", "add to cart", True),
        ("add   to\ncart", "add to cart", True),
    ],
)
def test_whole_word_matching(text: str, pattern: str, hit: bool) -> None:
    assert contains(words(text), phrase(pattern)) is hit


def test_identifier_words_split_case_and_punctuation() -> None:
    assert identifier_words("deleteAccountBtn") == ("delete", "account", "btn")
    assert identifier_words("cc-number") == ("cc", "number")
    assert words("PayPal") == ("paypal",)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("alice@example.com", ["email address"]),
        ("call 555-123-4567", ["phone number"]),
        ("+44 20 7946 0958", ["phone number"]),
        ("(555) 123-4567", ["phone number"]),
        ("ssn 123-45-6789", ["social security number"]),
        ("4111 1111 1111 1111", ["card-like number"]),
        ("4111-1111-1111-1112", []),  # fails Luhn
        ("order 1700000000000", []),
        ("blue mug 2024", []),
    ],
)
def test_personal_data_kinds(text: str, kinds: list[str]) -> None:
    assert personal_data_kinds(text) == kinds


def test_luhn() -> None:
    assert luhn_ok("4242424242424242") and not luhn_ok("4242424242424241")


def test_url_personal_data_decodes() -> None:
    assert url_personal_data("https://x.test/s?q=bob%40mail.com") == ["email address"]
    assert url_personal_data("https://bob.example.com/page") == []


@pytest.mark.parametrize(
    ("url", "name"),
    [
        ("https://x.test/files/setup.exe", "setup.exe"),
        ("https://x.test/dl?file=tools/Installer.MSI", "Installer.MSI"),
        ("https://x.test/app.apk?v=2", "app.apk"),
        ("https://x.test/manual.pdf", None),
        ("https://x.test/exe/", None),
    ],
)
def test_url_executable(url: str, name: str | None) -> None:
    assert url_executable(url) == name


def test_executable_name_in_text() -> None:
    assert executable_name("Download setup.exe (12 MB)") == "setup.exe"
    assert executable_name("Download the report.pdf") is None


@pytest.mark.parametrize(
    "url",
    [
        # WordPress's list addresses carry the page's generation time; admins filter by a date and time
        "http://127.0.0.1:5/wp-admin/edit-comments.php?s=post&pagegen_timestamp=2026-11-27+13%3A45%3A50&paged=1",
        "http://127.0.0.1:5/admin/loans/?due__gte=2026-11-27+10%3A00&due__lt=2026-12-01T09:30:00.5",
        "http://127.0.0.1:5/issues?set_filter=1&f[]=updated_on&v[updated_on][]=2026-11-27",
    ],
)
def test_a_date_and_time_in_an_address_is_no_phone_number(url: str) -> None:
    assert url_personal_data(url) == []


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:5/call?to=%2B44+20+7946+0958&at=2026-11-27+13%3A45",
        "http://127.0.0.1:5/c?since=2026-11-27T10:00&phone=555-123-4567",
    ],
)
def test_a_phone_number_beside_a_date_and_time_is_still_found(url: str) -> None:
    assert url_personal_data(url) == ["phone number"]
