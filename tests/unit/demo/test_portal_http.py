"""The records portal over real HTTP (urllib, no browser): disclaimer gate, search states, variants."""

from __future__ import annotations

import json
import re

import pytest

from tests.fixtures.demo import DemoClient
from wayfinder.demo.records import Criteria, search
from wayfinder.demo.server import DemoServer


def _doc_numbers(html: str) -> list[str]:
    return re.findall(r'<a href="/portal(?:/v\d)?/record/\d+">([\d-]+)</a>', html)


def _accept(client: DemoClient, base: str = "/portal") -> None:
    status, headers, _b = client.post(f"{base}/accept", {"agree": "1"})
    assert status == 303 and headers["Location"] == f"{base}/search"


def test_search_requires_the_disclaimer(demo_client: DemoClient) -> None:
    status, headers, _b = demo_client.get("/portal/search?last=Smith")
    assert status == 302 and headers["Location"] == "/portal/"
    _s, _h, disclaimer = demo_client.get("/portal/")
    assert "I accept" in disclaimer and "terms of use" in disclaimer
    _accept(demo_client)
    assert demo_client.cookie("portal_terms_v1") == "1"
    status, headers, _b = demo_client.get("/portal/")
    assert status == 302 and headers["Location"] == "/portal/search"
    status, _h, form = demo_client.get("/portal/search")
    assert status == 200
    for label in ("Last name", "First name", "Document type", "Date from", "Date to"):
        assert f">{label}</label>" in form
    assert '<label for="last-name">' in form and "No records found" not in form


def test_results_count_and_page_two(demo_client: DemoClient, demo: DemoServer) -> None:
    _accept(demo_client)
    expected = search(demo.state.records, Criteria(last="Smith"), 2)
    _s, _h, page1 = demo_client.get("/portal/search?last=Smith&first=&type=All&from=&to=")
    _s, _h, page2 = demo_client.get("/portal/search?last=Smith&first=&type=All&from=&to=&page=2")
    assert f"{expected.total} records found" in page1
    assert len(_doc_numbers(page1)) == 10
    assert _doc_numbers(page2) == [r.doc_number for r in expected.rows]
    assert not set(_doc_numbers(page1)) & set(_doc_numbers(page2))
    assert "<thead>" in page1 and 'rel="next">Next</a>' in page1 and ">Prev</a>" in page2


@pytest.mark.parametrize(
    ("query", "text"),
    [
        ("last=Zzyzx", "No records found"),
        ("last=&first=&type=All", "Too many results (600). Please refine your search."),
    ],
)
def test_empty_and_too_many_states(demo_client: DemoClient, query: str, text: str) -> None:
    _accept(demo_client)
    _s, _h, html = demo_client.get(f"/portal/search?{query}")
    assert text in html and "<table" not in html


def test_type_and_date_filters(demo_client: DemoClient, demo: DemoServer) -> None:
    _accept(demo_client)
    criteria = Criteria(last="Smith", doc_type="Deed", date_from="01/01/2018", date_to="12/31/2024")
    expected = search(demo.state.records, criteria)
    _s, _h, html = demo_client.get("/portal/search?last=Smith&type=Deed&from=01/01/2018&to=12/31/2024")
    assert expected.state == "ok" and f"{expected.total} records found" in html
    assert _doc_numbers(html) == [r.doc_number for r in expected.rows]


def test_variant2_needs_the_checkbox_and_serves_json(demo_client: DemoClient) -> None:
    status, _h, html = demo_client.post("/portal/v2/accept", {})
    assert status == 400 and "You must agree" in html
    _accept(demo_client, "/portal/v2")
    _s, _h, page = demo_client.get("/portal/v2/search?last=Smith")
    assert 'data-src="/portal/v2/api/search?last=Smith&amp;type=All"' in page and "<table" not in page
    status, _h, body = demo_client.get("/portal/v2/api/search?last=Smith&page=2")
    data = json.loads(body)
    assert status == 200 and data["state"] == "ok" and data["page"] == 2 and len(data["rows"]) == 10


def test_variant3_keeps_a_hidden_disclaimer_modal(demo_client: DemoClient) -> None:
    _s, _h, landing = demo_client.get("/portal/v3/")
    assert '<div class="modal-backdrop" id="disclaimer-modal">' in landing
    _accept(demo_client, "/portal/v3")
    _s, _h, results = demo_client.get("/portal/v3/search?last=Smith")
    assert '<div class="modal-backdrop" id="disclaimer-modal" style="display:none">' in results
    assert "Disclaimer and terms of use" in results and "records found" in results


def test_variant4_drift_changes_ids_not_labels(demo_client: DemoClient, demo: DemoServer) -> None:
    _accept(demo_client, "/portal/v4")
    _s, _h, before = demo_client.get("/portal/v4/search?last=Smith")
    demo.flags["portal_drift"] = True
    _s, _h, stale = demo_client.get("/portal/v4/search?last=Smith")
    _s, _h, after = demo_client.get("/portal/v4/search?ln_q=Smith")
    assert 'id="last-name" name="last"' in before and '<table id="results" class="results-table">' in before
    assert 'id="last-name"' not in after and 'name="last"' not in after and 'id="results"' not in after
    assert '<table id="grid-9f2" class="tbl dx-table">' in after
    assert ">Last name</label>" in after and "records found" in after
    assert _doc_numbers(after) == _doc_numbers(before)
    assert "records found" not in stale, "old parameter names no longer search once drifted"


def test_variant4_broken_search_is_an_error_page(demo_client: DemoClient, demo: DemoServer) -> None:
    _accept(demo_client, "/portal/v4")
    demo.flags["portal_broken"] = True
    status, _h, html = demo_client.get("/portal/v4/search?last=Smith")
    assert status == 500 and "temporarily unavailable" in html and "records found" not in html
    status, _h, _b = demo_client.get("/portal/search?last=Smith")
    assert status == 302, "variant 1 has its own disclaimer cookie and is not affected by the flag"


def test_record_detail_page(demo_client: DemoClient, demo: DemoServer) -> None:
    _accept(demo_client)
    record = demo.state.records[0]
    _s, _h, html = demo_client.get(f"/portal/record/{record.id}")
    assert f"Document {record.doc_number}" in html and record.parties in html
