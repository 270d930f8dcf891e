"""Pages that are their text (pure): plain text, JSON as path: value lines, PDF text through pypdf."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.faults import minimal_pdf
from wayfinder.observe.documents import document_text, is_pdf, is_text_document, json_lines, pdf_text


@pytest.mark.parametrize(
    ("content_type", "text", "pdf"),
    [
        ("text/plain", True, False),
        ("text/plain; charset=utf-8", True, False),
        ("text/csv", True, False),
        ("application/json", True, False),
        ("application/problem+json", True, False),
        ("application/vnd.api+json", True, False),
        ("text/html", False, False),
        ("application/pdf", False, True),
        ("", False, False),
    ],
)
def test_document_kinds(content_type: str, text: bool, pdf: bool) -> None:
    assert is_text_document(content_type) is text and is_pdf(content_type) is pdf


def test_json_becomes_path_value_lines_in_document_order() -> None:
    data = {
        "service": "billing",
        "ok": True,
        "owner": {"name": "Ann Lee", "team": None},
        "tags": ["a", "b"],
        "empty": [],
    }
    assert json_lines(data) == [
        "service: billing",
        "ok: true",
        "owner.name: Ann Lee",
        "owner.team: null",
        "tags[0]: a",
        "tags[1]: b",
        "empty: []",
    ]
    assert json_lines([1, {"x": 2}]) == ["[0]: 1", "[1].x: 2"]
    assert json_lines("just text") == ["just text"]


def test_document_text_reads_json_plain_text_and_caps() -> None:
    assert document_text("application/json", json.dumps({"version": "7.3.1"}), 100) == "version: 7.3.1"
    assert document_text("application/json", "{not json", 100) == "{not json"
    assert document_text("text/plain", "Release notes\n\n  The build   number is 48213.\n", 100) == (
        "Release notes\nThe build number is 48213."
    )
    capped = document_text("text/plain", "x" * 500, 50)
    assert len(capped) == 50 and capped.endswith("…")


def test_pdf_text_and_pages() -> None:
    text, pages = pdf_text(minimal_pdf(["Release notes", "The build number is 48213."]), 1000)
    assert pages == 1 and text == "Release notes\nThe build number is 48213."
    broken, none = pdf_text(b"%PDF-1.4 not really", 1000)
    assert none == 0 and broken.startswith("(the PDF could not be read")
