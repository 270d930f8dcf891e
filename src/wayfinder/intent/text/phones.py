"""Phone numbers in text (pure): the one pattern the page readers (a contact page's number) and the
safety checks (a number about to leave in a URL or a search box) both use.

International "+44 20 7946 0321", national "(555) 123-4567", "020 7946 0321", "555-123-4567": digit
groups joined by spaces, dots or dashes, an optional country code and area code in brackets. A match
counts as a phone number when it holds 7 to 15 digits (E.164's longest) and is not a date.
"""

from __future__ import annotations

import re

from wayfinder.intent.text.dates import DATE_RE

PHONE_RE = re.compile(
    r"(?<![\w+/.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,5}){1,4}(?![\w/-]|\.\d)"
)
MIN_DIGITS = 7
MAX_DIGITS = 15


def phone_numbers(text: str, *, min_digits: int = MIN_DIGITS) -> list[str]:
    """The phone numbers written in ``text``, in order (``min_digits`` raises the bar: a check that
    must not mistake a short code for a number asks for more)."""
    found = []
    for match in PHONE_RE.finditer(text):
        digits = len(re.sub(r"\D", "", match.group(0)))
        if min_digits <= digits <= MAX_DIGITS and not DATE_RE.fullmatch(match.group(0)):
            found.append(match.group(0))
    return found
