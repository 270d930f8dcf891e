"""The portal workflow and its generated scripts on a hostile portal (``tests/fixtures/portals.py``), in
real headless Chromium: formula cells, a cyclic pager, a Bootstrap-disabled Next, zero results, linked
key columns (issue 29 "Portal edge cases", issue 30 §4).

A walk takes a while, so each (scenario, search) is walked once per module (``walked``) and every test
that needs it reads the same result; the scripts it wrote are run by the tests themselves.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from collections.abc import Awaitable, Callable

import pytest
import pytest_asyncio

from tests.fixtures.portals import FORMULAS, NAME, HostilePortal
from wayfinder.browser.launch import SharedBrowser
from wayfinder.portal.run import PortalResult, run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

Walk = Callable[[str, str], Awaitable[PortalResult]]


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def walked(
    hostile_portal: HostilePortal, test_settings: Settings, shared_browser: SharedBrowser
) -> Walk:
    done: dict[tuple[str, str], PortalResult] = {}

    async def walk(scenario: str, last: str = NAME) -> PortalResult:
        if (scenario, last) not in done:
            url = hostile_portal.url(scenario)
            done[scenario, last] = await run_portal(
                url, {"last_name": last}, test_settings, shared=shared_browser
            )
        return done[scenario, last]

    return walk


def scripts(result: PortalResult) -> list[str]:
    """The scripts a DONE walk handed over: the HTTP one when it was used, and the browser one."""
    assert result.status == "DONE" and result.script_path, result.message
    return [p for p in (result.script_path, result.state.get("browser_script_path")) if p]


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, script, "--delay", "0", *args], capture_output=True, text=True, timeout=120
    )


def rows_of(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


async def test_formula_cells_are_text_in_csv_and_raw_in_json(walked: Walk) -> None:
    for script in scripts(await walked("formulas", NAME)):
        proc = run(script)
        assert proc.returncode == 0, proc.stderr
        table = list(csv.reader(io.StringIO(proc.stdout)))
        notes = [row[-1] for row in table[1:]]
        assert len(table) == 26 and {"'" + f for f in FORMULAS} <= set(notes), notes
        assert not [c for row in table for c in row if c.startswith(("=", "+", "@", "-"))], script
        raw = run(script, "--format", "json")
        assert raw.returncode == 0, raw.stderr
        assert set(FORMULAS) <= {r["Note"] for r in json.loads(raw.stdout)}


@pytest.mark.parametrize("scenario", ["cyclic", "bootstrap"])
async def test_a_pager_that_goes_round_or_is_disabled_by_a_class_ends_done_with_every_row(
    walked: Walk, scenario: str
) -> None:
    result = await walked(scenario, NAME)
    assert result.status == "DONE", result.message
    assert result.stated_total == result.rows_written == 25
    if scenario == "cyclic":
        assert "page 4 shows the rows of page 1 again" in result.message, result.message
    for script in scripts(result):
        proc = run(script)
        assert proc.returncode == 0, proc.stderr
        rows = rows_of(proc.stdout)
        assert len(rows) == 25 and len({r["Instrument #"] for r in rows}) == 25, (script, len(rows))
        if scenario == "cyclic":
            assert "PAGER-LOOP" in proc.stderr, proc.stderr


@pytest.mark.parametrize("scenario", ["recent", "emptygrid"])
async def test_a_search_that_matches_nothing_is_done_with_zero_rows(walked: Walk, scenario: str) -> None:
    """ "No records found" with no table, over a "Recent filings" table, or as the only row of the
    results table: DONE, 0 rows, saying so (not FAILED, not NEEDS_HUMAN_REVIEW)."""
    result = await walked(scenario, "Zzyzx")
    assert result.status == "DONE", result.message
    assert result.rows == result.rows_written == 0 and result.stated_total == 0
    assert "found no records" in result.message and result.script_path is None, result.message


@pytest.mark.parametrize("scenario", ["formulas", "recent", "emptygrid"])
async def test_a_script_run_with_a_search_that_matches_nothing_writes_zero_rows_and_exits_0(
    walked: Walk, scenario: str
) -> None:
    """Issue 30 §4: a generated script with a search that finds nothing says so, writes the header only."""
    for script in scripts(await walked(scenario, NAME)):
        proc = run(script, "--search-last-name", "Zzyzx")
        assert proc.returncode == 0, proc.stderr
        assert rows_of(proc.stdout) == [] and proc.stdout.startswith("Name,"), proc.stdout
        assert "the portal found no records" in proc.stderr, proc.stderr


async def test_a_column_of_record_numbers_shown_as_links_is_kept_with_its_targets(
    walked: Walk, hostile_portal: HostilePortal
) -> None:
    """Issue 30 §4: distinct link texts are data (kept, with <column>_url); a repeated "Details" is not."""
    result = await walked("linked", NAME)
    assert result.columns == ["Name", "Doc Type", "Recorded", "Instrument #", "Instrument #_url", "Note"]
    assert result.state["link_columns"] == ["Details"]
    base = hostile_portal.url("linked").rsplit("/linked/", 1)[0]
    for script in scripts(result):
        proc = run(script)
        assert proc.returncode == 0, proc.stderr
        rows = rows_of(proc.stdout)
        assert len(rows) == 25
        assert all(r["Instrument #_url"] == f"{base}/linked/record/{r['Instrument #']}" for r in rows), rows[
            :2
        ]
