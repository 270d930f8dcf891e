"""`wayfinder bench observe` output: the table keeps one line per page when piped, and progress is
shown page by page (plain lines when stderr is not a terminal)."""

from __future__ import annotations

import io

import pytest

from wayfinder.cli.console import PIPED_WIDTH, output_console
from wayfinder_bench.cli.app import observe_table, page_progress
from wayfinder_bench.observe import PageResult


def _result(name: str) -> PageResult:
    return PageResult(
        name=name,
        url="http://127.0.0.1:1/x",
        repeats=3,
        first_ms=812.4,
        median_ms=40.2,
        max_ms=91.0,
        script_median_ms=12.5,
        elements=150,
        total_elements=1204,
        grids=1,
        page_type="listing",
        chars=20310,
        tokens=5077,
    )


def test_piped_table_keeps_one_line_per_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)
    out = io.StringIO()
    console = output_console(out)
    assert not console.is_terminal and console.width == PIPED_WIDTH
    names = ["shop search results with a long name", "miniwob click-button"]
    console.print(observe_table([_result(n) for n in names], repeat=3, mapping_limit=400))
    lines = out.getvalue().splitlines()
    rows = [line for line in lines if any(n in line for n in names)]
    assert len(rows) == 2  # never folded onto a second line
    assert all("5077" in row and "listing" in row for row in rows)
    assert max(len(line) for line in lines) > 80  # wider than rich's default for a pipe


def test_columns_still_wins_when_piped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    assert output_console(io.StringIO()).width == 100


def test_progress_without_a_terminal_is_one_line_per_page() -> None:
    err = io.StringIO()
    with page_progress(output_console(err)) as on_page:
        for done, name in enumerate(["shop home", "portal results"]):
            on_page(done, 2, name)
    assert err.getvalue().splitlines() == ["[1/2] shop home", "[2/2] portal results"]
