"""URL and free-text evidence: executable downloads and personal data.

Personal data is what should not leak into a URL or a search box without the person's say-so:
email addresses, phone numbers written like phone numbers (``+44 20 7946 0958``,
``(555) 123-4567``, ``555-123-4567``), US social security numbers (``123-45-6789``) and card-like
digit runs (13-19 digits, spaces or dashes allowed, passing the Luhn check, so order numbers and
timestamps are not mistaken for cards). URLs are percent-decoded before they are scanned.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, unquote_plus, urlsplit

from wayfinder.intent.text.phones import phone_numbers

EXECUTABLE_EXTENSIONS: tuple[str, ...] = (
    ".exe", ".msi", ".dmg", ".pkg", ".sh", ".bat", ".apk", ".deb",
    ".rpm", ".cmd", ".ps1", ".scr", ".jar", ".appimage", ".vbs", ".run",
)  # fmt: skip

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_SSN = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
_DIGIT_RUN = re.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")
_FILENAME = re.compile(r"[\w.-]+\.[A-Za-z0-9]{2,9}\b")


def luhn_ok(digits: str) -> bool:
    """The Luhn checksum every payment card number satisfies."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _card_runs(text: str) -> bool:
    for match in _DIGIT_RUN.finditer(text):
        digits = re.sub(r"\D", "", match.group(0))
        if 13 <= len(digits) <= 19 and luhn_ok(digits):
            return True
    return False


_PHONE_DIGITS = 9  # a number that leaves is personal data from 9 digits on: shorter runs are codes


# a date with its time ('2026-11-27 13:45:50', '2026-11-27T10:00'): a list's page-generation stamp in
# WordPress's addresses, a date filter's bound in an admin's; its digits are no phone number
_DATE_TIME = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?!\d)")


def _has_phone(text: str) -> bool:
    return bool(phone_numbers(_DATE_TIME.sub(" ", text), min_digits=_PHONE_DIGITS))


def personal_data_kinds(text: str) -> list[str]:
    """The kinds of personal data in ``text`` (email address, phone number, SSN, card number)."""
    kinds = []
    if _EMAIL.search(text):
        kinds.append("email address")
    if _SSN.search(text):
        kinds.append("social security number")
    elif _has_phone(text):
        kinds.append("phone number")
    if _card_runs(text):
        kinds.append("card-like number")
    return kinds


def url_personal_data(url: str) -> list[str]:
    """Personal data kinds in a URL's path, query or fragment (percent-decoded)."""
    parts = urlsplit(url)
    text = " ".join(unquote_plus(p) for p in (parts.path, parts.query, parts.fragment))
    return personal_data_kinds(text)


def executable_name(text: str) -> str | None:
    """The file name in ``text`` that ends with an executable extension, else None."""
    for match in _FILENAME.finditer(text):
        name = match.group(0)
        if name.lower().endswith(EXECUTABLE_EXTENSIONS):
            return name
    return None


def url_executable(url: str) -> str | None:
    """The executable file a URL would download (its path or a query value), else None."""
    parts = urlsplit(url)
    last = unquote_plus(parts.path.rsplit("/", 1)[-1])
    if last.lower().endswith(EXECUTABLE_EXTENSIONS):
        return last
    for _, value in parse_qsl(parts.query):
        if value.lower().endswith(EXECUTABLE_EXTENSIONS):
            return value.rsplit("/", 1)[-1]
    return None
