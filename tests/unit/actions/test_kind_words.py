"""How an action error names an element that cannot take text: in words a person uses, never markup."""

from __future__ import annotations

import pytest

from wayfinder.actions.targets import kind_in_words


@pytest.mark.parametrize(
    ("tag", "input_type", "role", "words"),
    [
        ("a", None, None, "a link"),
        ("a", None, "button", "a button"),
        ("div", None, "link", "a link"),
        ("button", None, None, "a button"),
        ("input", "submit", None, "a button"),
        ("input", "file", None, "a file input"),
        ("input", "email", None, "an email input"),
        ("img", None, None, "an image"),
        ("select", None, None, "a drop-down list"),
        ("div", None, "tab", "a tab"),
        ("span", None, None, "a span element"),
        ("", None, None, "an element"),
    ],
)
def test_an_element_kind_reads_as_words(
    tag: str, input_type: str | None, role: str | None, words: str
) -> None:
    assert kind_in_words(tag, input_type, role) == words
    assert "<" not in kind_in_words(tag, input_type, role)
