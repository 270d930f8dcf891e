"""Playwright's own words never reach a person (issue 30 section 3): each failure becomes a plain clause
about the element, and an unknown message keeps only its first line without the API prefix."""

from __future__ import annotations

import pytest

from wayfinder.browser.elements import _short

CASES = [
    (
        "Locator.fill: Error: Element is not an <input>, <textarea> or [contenteditable] element\nCall log:\n  - x",
        "it is not a text field",
    ),
    ("Locator.select_option: Error: Element is not a <select> element", "it is not a drop-down list"),
    ("Locator.check: Error: Not a checkbox or radio button", "it is not a checkbox or a radio button"),
    ("Locator.fill: Error: Cannot type text into input[type=number]", "it takes a number, not text"),
    ("Locator.fill: Error: Malformed value", "it does not accept a value in that form"),
    (
        "Locator.click: Timeout 10000ms exceeded.\nCall log:\n  - <div id=cover> intercepts pointer events",
        "waited 10000 ms",
    ),
    ("Element is not attached to the DOM", "it is no longer on the page"),
    ("Locator.hover: Element is outside of the viewport", "it is outside the visible part of the page"),
    (
        "Locator.click: Error: strict mode violation: locator resolved to 2 elements",
        "several elements on the page match it",
    ),
    (
        "Execution context was destroyed, most likely because of a navigation",
        "the page changed while it was being done",
    ),
    ("Locator.focus: Something new went wrong\nmore", "Something new went wrong"),
]


@pytest.mark.parametrize(("raw", "plain"), CASES)
def test_playwright_messages_become_plain_clauses(raw: str, plain: str) -> None:
    said = _short(Exception(raw))
    assert said == plain
    assert "<input>" not in said and "Locator." not in said and "\n" not in said
