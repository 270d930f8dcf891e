"""The portal workflow on the variants shaped like real portals: a table visible before searching
(5), ASP.NET postbacks (6), results in a popup window (7), results in an iframe (8).

Each DONE run already ran its script (test_script) and matched the total the portal states; here the
script's rows are compared with the server's own data for the search.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from wayfinder.browser.launch import SharedBrowser
from wayfinder.demo.portal_open import matches
from wayfinder.demo.records import Criteria
from wayfinder.demo.server import DemoServer
from wayfinder.portal.run import PortalResult, run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def script_rows(result: PortalResult) -> list[dict[str, str]]:
    attempt = result.state["script_test_attempts"]
    text = (result.run_dir / "state" / f"script_test_{attempt}.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text)))


async def _run(demo: DemoServer, variant: int, search: dict[str, str], **kw: Any) -> PortalResult:
    settings: Settings = kw.pop("settings")
    return await run_portal(demo.portal_variant_url(variant), search, settings, **kw)


async def test_a_grid_visible_before_searching_still_gets_the_search(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 5, {"search": "Oak"}, settings=test_settings, shared=shared_browser)
    assert result.status == "DONE", result.message
    expected = [r.doc_number for r in demo.state.records if matches(r, "Oak", "Any")]
    assert 0 < len(expected) < len(demo.state.records)
    rows = script_rows(result)
    assert [r["Document #"] for r in rows] == expected
    assert result.stated_total == result.rows_written == len(expected)
    assert result.state["before_search"]["had_grid"] and result.state["before_search"]["total"] == 600
    # headers cleaned (sort arrow, helper text, <br>, icon-only header named by its title)
    assert result.columns == ["Name", "Document type", "Recorded date", "Document #", "Book/Page", "Parties"]
    assert result.state["link_columns"] == ["Link"] and result.state["control_columns"] == ["Select"]
    assert ("GET", "/portal/v5/records?q=Oak&format=Any&size=25") in demo.requests


async def test_an_unmatchable_field_on_a_visible_grid_needs_human_review(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 5, {"surname": "Oak"}, settings=test_settings, shared=shared_browser)
    assert result.status == "NEEDS_HUMAN_REVIEW", result.message
    assert "'surname'" in result.message
    assert "'Search'" in result.message and "'Format'" in result.message
    assert result.script_path is None and result.rows_written == 0


@pytest.mark.parametrize(
    ("variant", "column"),
    [(6, "Instrument #"), (7, "Document #"), (8, "Document #")],
)
async def test_postback_popup_and_iframe_variants_end_done(
    variant: int, column: str, demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, variant, {"Last name": "Nguyen"}, settings=test_settings, shared=shared_browser)
    assert result.status == "DONE", result.message
    expected = [r.doc_number for r in demo.state.records if Criteria(last="Nguyen").matches(r)]
    assert len(expected) > 10  # more than one page
    assert [r[column] for r in script_rows(result)] == expected
    assert result.rows_written == len(expected)
    if variant in (6, 7):  # they state the number of rows; variant 8 states only "Page 1 of 2"
        assert result.stated_total == len(expected)
    steps = result.state["recorded_steps"]
    if variant == 7:
        assert any(s.get("opens_popup") for s in steps)
    if variant == 8:
        assert result.state["grid_spec"]["grid_frame"] == "/portal/v8/results"
    saved = json.loads((result.run_dir / "state" / "portal_state.json").read_text())
    assert saved["status"] == "DONE"
    # the results come from plain HTTP (GET forms, a form POST with its hidden fields, postbacks):
    # the browserless script wrote exactly the browser script's rows, so it is the one handed over
    assert result.state["script_kind"] == "http", result.state.get("http_note")
    assert result.script_path and result.script_path.endswith("_http.py")
    assert Path(result.state["browser_script_path"]).is_file()


async def test_the_http_script_runs_on_its_own_with_other_arguments(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser, tmp_path: Path
) -> None:
    search = {"Last name": "Nguyen", "Document type": "All"}
    result = await _run(demo, 6, search, settings=test_settings, shared=shared_browser)
    assert result.status == "DONE" and result.state["script_kind"] == "http", result.message
    assert result.script_path is not None
    out = tmp_path / "rows.jsonl"
    proc = subprocess.run(
        [
            sys.executable,
            result.script_path,
            "--search-last-name",
            "Scott",
            "--search-document-type",
            "Deed",
            "--format",
            "jsonl",
            "--output",
            str(out),
            "--delay",
            "0",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    criteria = Criteria(last="Scott", doc_type="Deed")
    assert [r["Instrument #"] for r in rows] == [
        r.doc_number for r in demo.state.records if criteria.matches(r)
    ]
    assert "POST" in proc.stderr and "Search.aspx" in proc.stderr  # postbacks, no browser


@pytest.mark.parametrize(("variant", "paging"), [(9, "more"), (10, "scroll")])
async def test_load_more_and_infinite_scroll_variants_end_done(
    variant: int, paging: str, demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, variant, {"Last name": "Nguyen"}, settings=test_settings, shared=shared_browser)
    assert result.status == "DONE", result.message
    expected = [r.doc_number for r in demo.state.records if Criteria(last="Nguyen").matches(r)]
    assert [r["Document #"] for r in script_rows(result)] == expected
    assert result.stated_total == result.rows_written == len(expected)
    assert result.state["grid_spec"]["paging"] == paging
    # rows that arrive by script on the same page need the browser: no HTTP script is handed over
    assert result.state["script_kind"] == "browser" and paging in result.state["http_note"]
    assert ("GET", f"/portal/v{variant}/rows?last=Nguyen&type=All&page=2") in demo.requests


async def test_a_page_that_is_not_a_portal_fails_at_once_with_that_reason(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await run_portal(f"{demo.url}/", {"Last name": "Nguyen"}, test_settings, shared=shared_browser)
    assert result.status == "FAILED"
    assert result.message.startswith("not a portal: the page has no disclaimer, no search form")
    assert result.state["status_history"] == ["NAVIGATING", "FAILED"]  # no click was tried
    assert result.script_path is None
