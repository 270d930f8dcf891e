"""Page classification from cleaned HTML, over the demo portal's real markup."""

from __future__ import annotations

from wayfinder.demo.portal_pages import (
    NORMAL,
    disclaimer_modal,
    disclaimer_v1,
    disclaimer_v2,
    results_table,
    search_page,
)
from wayfinder.demo.records import Criteria, build_records, search
from wayfinder.portal.analyze import analyze_html, decision_line

RECORDS = build_records()


def _results(criteria: Criteria) -> str:
    return search_page(
        "/portal", NORMAL, criteria, results_table("/portal", NORMAL, criteria, search(RECORDS, criteria))
    )


def test_disclaimer_v1() -> None:
    a = analyze_html(disclaimer_v1("/portal"))
    assert (a.disclaimer, a.search, a.grid) == (True, False, False)
    assert a.accept_button is not None and a.accept_button.get("id") == "accept"
    assert decision_line(a).startswith("[Analyze] Decision: Search=False, Grid=False, Disclaimer=True (")


def test_disclaimer_v2_needs_the_agree_box() -> None:
    a = analyze_html(disclaimer_v2("/portal/v2"))
    assert a.disclaimer
    assert [c.get("id") for c in a.accept_checks] == ["agree"]
    assert a.accept_button is not None and a.accept_button.get("text") == "Continue"


def test_visible_modal_over_search_is_a_disclaimer_first() -> None:
    html = search_page(
        "/portal/v3", NORMAL, Criteria(), "", modal=disclaimer_modal("/portal/v3", hidden=False)
    )
    a = analyze_html(html)
    assert a.disclaimer and a.search


def test_search_page_fields_and_labels() -> None:
    a = analyze_html(search_page("/portal", NORMAL, Criteria(), ""))
    assert (a.disclaimer, a.search, a.grid) == (False, True, False)
    assert [f.info.get("label") for f in a.fields] == [
        "Last name",
        "First name",
        "Document type",
        "Date from",
        "Date to",
    ]
    assert a.fields[2].options[:2] == ["All", "Deed"]
    assert a.submit is not None and a.submit.get("text") == "Search"


def test_results_grid_total_and_next() -> None:
    criteria = Criteria(last="Nguyen")
    expected = search(RECORDS, criteria)
    a = analyze_html(_results(criteria))
    assert a.grid and a.total == expected.total
    grid = a.grids[0]
    assert grid.headers == ["Name", "Document type", "Recorded", "Document #", "Book/Page", "Parties"]
    assert grid.first_rows[0][3] == expected.rows[0].doc_number
    assert (a.next_link is not None) is (expected.pages > 1)


def test_no_results_and_too_many() -> None:
    none = analyze_html(_results(Criteria(last="Zzzz")))
    assert none.no_results and not none.grid
    many = analyze_html(_results(Criteria()))
    assert many.too_many == len(RECORDS)
    assert "Too many results" in many.too_many_text


def test_aria_grid() -> None:
    html = (
        '<div role="grid" id="g"><div role="row"><div role="columnheader">A</div><div role="columnheader">B</div>'
        '</div><div role="row"><div role="gridcell">1</div><div role="gridcell"><a href="/x">2</a></div></div></div>'
    )
    a = analyze_html(html)
    assert a.grid and a.grids[0].kind == "aria" and a.grids[0].first_rows == [["1", "2"]]


def test_hidden_nodes_are_expected_removed_before_analysis() -> None:
    """The analysis trusts its input: a modal present in the HTML counts. The page-side cleaning
    (tested in tests/browser) is what removes a display:none modal."""
    html = search_page(
        "/portal/v3", NORMAL, Criteria(), "", modal=disclaimer_modal("/portal/v3", hidden=True)
    )
    assert analyze_html(html).disclaimer
