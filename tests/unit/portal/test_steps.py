"""Selector alternatives, field matching for --search, and the grid capture (pure)."""

from __future__ import annotations

import pytest

from wayfinder.demo.portal_pages import NORMAL, results_table, search_page
from wayfinder.demo.records import Criteria, build_records, search
from wayfinder.portal.analyze import analyze_html
from wayfinder.portal.capture import capture_grid, match_fields
from wayfinder.portal.steps import norm_key, option_name, selector_alternatives, selector_key


def test_alternatives_are_ranked_and_deduplicated() -> None:
    info = {
        "tag": "input",
        "id": "last-name",
        "name": "last",
        "type": "text",
        "label": "Last name",
        "placeholder": "Surname",
        "css_path": "#last-name",
    }
    keys = [selector_key(s) for s in selector_alternatives(info)]  # type: ignore[arg-type]
    assert keys == [
        "css=#last-name",
        'css=input[name="last"]',
        "label=Last name",
        "role=textbox[Last name]",
        "placeholder=Surname",
    ]


def test_odd_ids_and_names_are_quoted() -> None:
    info = {"tag": "button", "id": '1 go"', "name": 'a"]b', "text": "Go"}
    values = [s["value"] for s in selector_alternatives(info)]  # type: ignore[arg-type]
    assert values[0] == '[id="1 go\\""]' and values[1] == 'button[name="a\\"]b"]'


@pytest.mark.parametrize("given", ["last_name", "Last name", "lastName", "LAST-NAME", "last"])
def test_field_names_match_label_name_or_id(given: str) -> None:
    a = analyze_html(search_page("/portal", NORMAL, Criteria(), ""))
    steps, problem = match_fields(a, {given: "Nguyen"})
    assert problem == ""
    assert [s["kind"] for s in steps] == ["fill", "submit"]
    assert steps[0]["param"] == "last-name" and steps[0]["value"] == "Nguyen"


def test_unknown_field_lists_the_form_fields() -> None:
    a = analyze_html(search_page("/portal", NORMAL, Criteria(), ""))
    _, problem = match_fields(a, {"surname": "X"})
    assert "unknown search field 'surname'" in problem
    assert "'Last name'" in problem and "'Document type'" in problem


def test_select_value_must_be_an_option() -> None:
    a = analyze_html(search_page("/portal", NORMAL, Criteria(), ""))
    steps, problem = match_fields(a, {"type": "Deed"})
    assert problem == "" and steps[0]["kind"] == "select"
    _, problem = match_fields(a, {"type": "Bogus"})
    assert "'Bogus' is not an option" in problem


def test_norm_and_option_names() -> None:
    assert norm_key("Last_name") == norm_key("last-Name") == norm_key("LastName") == "lastname"
    assert option_name("Date from", "x") == "date-from"
    assert option_name("'); import os #", "x") == "import-os"
    assert option_name("123", "field-1") == "field-1"


def test_capture_grid_oracle_and_steps() -> None:
    records = build_records()
    criteria = Criteria(last="Nguyen")
    result = search(records, criteria)
    html = search_page("/portal", NORMAL, criteria, results_table("/portal", NORMAL, criteria, result))
    captured = capture_grid(analyze_html(html))
    assert captured is not None
    assert captured.oracle["expected_total"] == result.total
    assert captured.columns[0] == "Name"
    assert captured.column_mapping["Recorded"] == ":scope > td:nth-child(3)"
    assert [s["kind"] for s in captured.steps] == ["wait_grid", "next_page"]
    assert captured.steps[0]["selectors"][0] == {"how": "css", "value": "#results"}
    next_values = [s["value"] for s in captured.steps[1]["selectors"]]
    assert 'a[rel="next"]' in next_values and "Next" in next_values
