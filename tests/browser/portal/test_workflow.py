"""The portal workflow end to end on the demo portal variants, in real headless Chromium.

Each DONE run has already run its generated script in a subprocess (test_script); its CSV output is
kept in the run directory and compared here with the server's own data for the searched name.
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
import pytest_asyncio

from wayfinder.browser.launch import SharedBrowser
from wayfinder.demo.records import Criteria
from wayfinder.demo.server import DemoServer
from wayfinder.portal.run import PortalResult, run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

NAME = "Nguyen"  # 11 records in the demo data: two pages


def expected_numbers(demo: DemoServer, last: str = NAME) -> list[str]:
    criteria = Criteria(last=last)
    return [r.doc_number for r in demo.state.records if criteria.matches(r)]


def script_rows(result: PortalResult, attempt: int) -> list[dict[str, str]]:
    text = (result.run_dir / "state" / f"script_test_{attempt}.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text)))


def flip_on(demo: DemoServer, flag: str) -> Any:
    """A status hook that sets a server flag once the script exists (after the walk captured the grid)."""

    def hook(node: str, state: dict[str, Any]) -> None:
        if state.get("status") == "SCRIPT_GENERATED":
            demo.flags[flag] = True

    return hook


async def _run(
    demo: DemoServer, variant: int, settings: Settings, shared: SharedBrowser, **kw: Any
) -> PortalResult:
    search = kw.pop("search", {"last_name": NAME})
    return await run_portal(demo.portal_variant_url(variant), search, settings, shared=shared, **kw)


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def variant2_run(
    demo_server: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> PortalResult:
    """One run on variant 2 (JS grid), shared by the two tests that look at it."""
    demo_server.reset()
    return await _run(demo_server, 2, test_settings, shared_browser)


def check_done(result: PortalResult, demo: DemoServer) -> None:
    assert result.status == "DONE", result.message
    rows = script_rows(result, result.state["script_test_attempts"])
    assert [r["Document #"] for r in rows] == expected_numbers(demo)
    assert result.stated_total == result.rows_written == len(rows)
    # the document numbers link each record's own page: data, with its address beside it
    assert result.columns == [
        "Name",
        "Document type",
        "Recorded",
        "Document #",
        "Document #_url",
        "Book/Page",
        "Parties",
    ]
    assert len({r["Document #_url"] for r in rows}) == len(rows)
    assert all(r["Document #_url"].startswith("http://127.0.0.1") for r in rows)
    history = result.state["status_history"]
    assert history[:1] == ["NAVIGATING"] and "CLICK_EXECUTED" in history and history[-1] == "DONE"
    saved = json.loads((result.run_dir / "state" / "portal_state.json").read_text())
    assert saved["status"] == "DONE"
    check_report(result)


def check_report(result: PortalResult) -> None:
    """A screenshot per walk step, and the captured columns with sample rows, in the trace and report."""
    trace = [json.loads(line) for line in (result.run_dir / "logs" / "trace.jsonl").read_text().splitlines()]
    steps = [t for t in trace if t.get("type") == "step"]
    shots = [t["artifacts"]["screenshot"] for t in steps if t.get("artifacts", {}).get("screenshot")]
    walk = [t for t in steps if t["node"] in ("navigate", "analyze", "click_link", "perform_search")]
    assert len(shots) >= len(walk) > 3
    assert all((result.run_dir / shot).stat().st_size > 0 for shot in shots)
    capture = next(t for t in steps if t["node"] == "capture_columns")
    assert capture["exec"]["columns"] == result.columns and capture["exec"]["sample_rows"]
    report = (result.run_dir / "report.html").read_text(encoding="utf-8")
    assert capture["exec"]["sample_rows"][0][3] in report and shots[0].split("/")[-1] in report


@pytest.mark.parametrize("variant", [1, 3])
async def test_variant_ends_done_with_every_record(
    variant: int, demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    check_done(await _run(demo, variant, test_settings, shared_browser), demo)


async def test_js_grid_variant_ends_done_with_every_record(
    variant2_run: PortalResult, demo: DemoServer
) -> None:
    check_done(variant2_run, demo)
    assert variant2_run.state["script_kind"] == "browser"  # rows built by script: no HTTP script
    assert "ARIA grid" in variant2_run.state["http_note"]


async def test_script_runs_on_its_own_with_other_arguments(
    variant2_run: PortalResult, demo: DemoServer, tmp_path: Path
) -> None:
    result = variant2_run
    assert result.status == "DONE" and result.script_path and result.script_path.endswith("127_0_0_1.py")
    out = tmp_path / "rows.json"
    proc = subprocess.run(
        [
            sys.executable,
            result.script_path,
            "--search-last-name",
            "Scott",
            "--format",
            "json",
            "--output",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(out.read_text())
    assert [r["Document #"] for r in rows] == expected_numbers(demo, "Scott")
    assert proc.stdout == ""  # rows went to the file, progress to stderr
    assert "rows" in proc.stderr


async def test_drift_after_capture_is_repaired(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 4, test_settings, shared_browser, on_status=flip_on(demo, "portal_drift"))
    assert result.status == "DONE", result.message
    history = result.state["status_history"]
    assert "SCRIPT_FAILED" in history and "SCRIPT_FIXED" in history
    rows = script_rows(result, result.state["script_test_attempts"])
    assert [r["Document #"] for r in rows] == expected_numbers(demo)


async def test_broken_portal_needs_human_review(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 4, test_settings, shared_browser, on_status=flip_on(demo, "portal_broken"))
    assert result.status == "NEEDS_HUMAN_REVIEW"
    assert result.state["script_test_attempts"] == 3
    assert result.state["status_history"].count("SCRIPT_FAILED") == 3
    report = json.loads((result.run_dir / "escalation.json").read_text())
    assert report["status"] == "NEEDS_HUMAN_REVIEW"
    assert "HTTP 500" in report["last_error"]
    assert report["failing_step"]["kind"] == "wait_grid"
    assert report["selectors_tried"] and report["screenshot"] == "escalation.png"
    assert (result.run_dir / "escalation.png").stat().st_size > 0
    assert report["script_screenshot"] and (result.run_dir / report["script_screenshot"]).stat().st_size > 0
    assert (result.run_dir / "report.html").is_file()


async def test_a_search_too_wide_for_the_portal_fails_with_its_message(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 1, test_settings, shared_browser, search={"Date from": "01/01/2015"})
    assert result.status == "FAILED"
    assert "Too many results" in result.message
    assert result.script_path is None


async def test_a_search_that_matches_nothing_is_done_with_zero_rows_saying_so(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    """'No records found' is the portal's answer, not a dead end: DONE, 0 rows, and the message says so
    (the same rule as the hostile portal's, tests/browser/portal/test_hostile.py)."""
    result = await _run(demo, 1, test_settings, shared_browser, search={"last_name": "Zzzz"})
    assert result.status == "DONE", result.message
    assert "found no records" in result.message and result.rows_written == 0
    assert result.script_path is None


async def test_unmatchable_search_field_needs_human_review_naming_the_fields(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _run(demo, 1, test_settings, shared_browser, search={"surname": "X"})
    assert result.status == "NEEDS_HUMAN_REVIEW" and not result.input_error
    assert "'surname'" in result.message and "'Last name'" in result.message
    assert result.script_path is None
    report = json.loads((result.run_dir / "escalation.json").read_text())
    assert "'Document type'" in report["reason"]


async def test_a_stated_total_the_rows_never_reach_needs_human_review_with_both_numbers(
    demo: DemoServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    demo.flags["portal_total_off"] = True  # the portal says 12 records but lists 11
    result = await _run(demo, 4, test_settings, shared_browser)
    assert result.status == "NEEDS_HUMAN_REVIEW"
    history = result.state["status_history"]
    assert history.count("SCRIPT_FAILED") == 3 and history.count("SCRIPT_FIXED") == 2
    assert "the script wrote 11 rows, but the portal states 12" in result.message
    assert result.stated_total == 12 and result.rows_written == 11
