"""The portal workflow and its generated scripts on a hostile portal (``tests/fixtures/portals.py``), in
real headless Chromium: formula cells, a cyclic pager, a Bootstrap-disabled Next, zero results, linked
key columns (issue 29 "Portal edge cases", issue 30 §4)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

from tests.fixtures.portals import FORMULAS, NAME, HostilePortal
from wayfinder.browser.launch import SharedBrowser
from wayfinder.portal.run import PortalResult, run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def _walk(
    portal: HostilePortal, scenario: str, settings: Settings, shared: SharedBrowser, last: str = NAME
) -> PortalResult:
    return await run_portal(portal.url(scenario), {"last_name": last}, settings, shared=shared)


def _script(result: PortalResult, *args: str) -> subprocess.CompletedProcess[str]:
    assert result.script_path is not None, result.message
    return subprocess.run(
        [sys.executable, result.script_path, "--delay", "0", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


async def test_formula_cells_are_text_in_csv_and_raw_in_json(
    hostile_portal: HostilePortal, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    result = await _walk(hostile_portal, "formulas", test_settings, shared_browser)
    assert result.status == "DONE", result.message
    scripts = [result.script_path, result.state.get("browser_script_path")]
    for path in [p for p in scripts if p]:
        result.script_path = path
        proc = _script(result)
        assert proc.returncode == 0, proc.stderr
        table = list(csv.reader(io.StringIO(proc.stdout)))
        notes = [row[-1] for row in table[1:]]
        assert len(table) == 26 and {"'" + f for f in FORMULAS} <= set(notes), notes
        assert not [c for row in table for c in row if c.startswith(("=", "+", "@", "-"))], path
        raw = _script(result, "--format", "json")
        assert raw.returncode == 0, raw.stderr
        assert set(FORMULAS) <= {r["Note"] for r in json.loads(raw.stdout)}
