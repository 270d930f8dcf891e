"""The HTTP script's reading and form submission, on the demo's ASP.NET-style markup (pure: the
client's fetch is replaced by a recorder, no network)."""

from __future__ import annotations

import argparse
from typing import Any

from lxml import html as lxml_html

from wayfinder.demo import portal_aspnet
from wayfinder.demo.records import Criteria, build_records, search
from wayfinder.portal.script_gen import HTTP_TEMPLATE_NAME, build_spec, load_template, render_script
from wayfinder.portal.steps import make_step

RECORDS = build_records()
HEADERS = ["Name", "Doc Type", "Recorded", "Instrument #", "Book/Page", "Grantor/Grantee"]


def _namespace() -> dict[str, Any]:
    steps = [
        make_step(
            "fill",
            "fill 'Last Name'",
            [{"how": "css", "value": "#ctl00_Main_txtLastName"}],
            param="last-name",
            value="Nguyen",
        ),
        make_step("submit", "click 'Search'", [{"how": "role", "role": "button", "value": "Search"}]),
        make_step("wait_grid", "grid", [{"how": "css", "value": "#ctl00_Main_gvResults"}]),
        make_step("next_page", "next", [{"how": "role", "role": "link", "value": "Next >"}]),
    ]
    spec = build_spec(
        start_url="http://portal.test/portal/v6/Search.aspx",
        steps=steps,
        columns=HEADERS,
        column_mapping={c: f":scope > td:nth-child({i + 1})" for i, c in enumerate(HEADERS)},
        row_selector="tr:has(> td)",
        grid_spec={
            "header_names": HEADERS,
            "column_index": {c: i for i, c in enumerate(HEADERS)},
            "paging": "next",
        },
    )
    namespace: dict[str, Any] = {"__name__": "not_main"}
    exec(compile(render_script(spec, load_template(HTTP_TEMPLATE_NAME)), "http.py", "exec"), namespace)
    return namespace


def _page(criteria: Criteria, page: int = 1) -> Any:
    text = portal_aspnet.search_page(criteria, search(RECORDS, criteria, page))
    return lxml_html.fromstring(text, base_url="http://portal.test/portal/v6/Search.aspx")


def test_the_grid_is_found_by_its_headers_and_only_its_own_rows_are_read() -> None:
    ns = _namespace()
    doc = _page(Criteria(last="Nguyen"))
    grid = ns["find_grid"](doc)
    assert grid is not None and grid.get("id") == "ctl00_Main_gvResults"
    rows = ns["read_rows"](grid)
    expected = search(RECORDS, Criteria(last="Nguyen"), 1).rows
    assert [r[3] for r in rows] == [r.doc_number for r in expected]  # the pager row is not a row


class Recorder:
    def __init__(self, ns: dict[str, Any], doc: Any) -> None:
        args = argparse.Namespace(timeout=5, retries=0, backoff=0, search_last_name="Scott")
        self.client = ns["Client"](args)
        self.client.doc, self.client.url = doc, "http://portal.test/portal/v6/Search.aspx"
        self.calls: list[tuple[str, str, Any, Any]] = []
        self.client.fetch = lambda method, url, data=None, params=None: self.calls.append(
            (method, url, data, params)
        )


def test_a_form_post_carries_the_hidden_fields_the_values_and_the_clicked_button() -> None:
    ns = _namespace()
    rec = Recorder(ns, _page(Criteria()))
    args = argparse.Namespace(search_last_name="Scott")
    for index, step in enumerate(ns["SPEC"]["steps"][:2]):
        ns["run_step"](rec.client, index, step, args)
    [(method, url, data, _)] = rec.calls
    fields = dict(data)
    assert method == "POST" and url.endswith("/portal/v6/Search.aspx")
    assert fields["ctl00$Main$txtLastName"] == "Scott" and fields["ctl00$Main$ddlDocType"] == "All"
    assert fields["ctl00$Main$btnSearch"] == "Search"
    assert {"__VIEWSTATE", "__EVENTVALIDATION", "__VIEWSTATEGENERATOR"} <= set(fields)


def test_a_postback_pager_link_posts_the_event_target_and_argument() -> None:
    ns = _namespace()
    rec = Recorder(ns, _page(Criteria(last="Nguyen")))
    control = ns["next_control"](rec.client, ns["SPEC"]["steps"][3], 1)
    assert control is not None and control.text_content().strip() == "Next >"
    rec.client.activate(control, 3, "next")
    [(method, _url, data, _)] = rec.calls
    fields = dict(data)
    assert method == "POST"
    assert (fields["__EVENTTARGET"], fields["__EVENTARGUMENT"]) == ("ctl00$Main$gvResults", "Page$Next")
    assert "ctl00$Main$btnSearch" not in fields  # a postback is not the search button


def test_no_next_control_on_the_last_page() -> None:
    ns = _namespace()
    rec = Recorder(ns, _page(Criteria(last="Nguyen"), page=2))
    assert ns["next_control"](rec.client, ns["SPEC"]["steps"][3], 2) is None
