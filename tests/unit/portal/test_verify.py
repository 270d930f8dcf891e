"""Judging a script run against the oracle, and the repair of failing steps (tables)."""

from __future__ import annotations

import pytest

from wayfinder.portal.steps import MAX_WAIT_MS, make_step
from wayfinder.portal.verify import Oracle, fix_steps, judge, used_alternatives

ORACLE: Oracle = {"headers": ["Name", "Doc"], "first_rows": [["A", "1"], ["B", "2"]], "expected_total": 3}
GOOD = "Name,Doc\nA,1\nB,2\nC,3\n"


@pytest.mark.parametrize(
    ("code", "out", "err", "ok", "step", "needle"),
    [
        (0, GOOD, "", True, None, ""),
        (2, "", "page 1\nSTEP-FAILED 4 grid css=#r not found\n", False, 4, "grid css=#r not found"),
        (1, "", "boom\n", False, None, "exited with 1"),
        (0, "Name,Kind\nA,1\nB,2\nC,3\n", "", False, None, "headers"),
        (0, "Name,Doc\n", "", False, None, "no rows"),
        (0, "Name,Doc\nB,2\nA,1\nC,3\n", "", False, None, "first row"),
        (0, "Name,Doc\nA,1\nB,2\n", "", False, None, "wrote 2 rows, but the portal states 3"),
    ],
)
def test_judge(code: int, out: str, err: str, ok: bool, step: int | None, needle: str) -> None:
    verdict = judge(code, out, err, ORACLE)
    assert verdict.ok is ok
    assert verdict.failing_step == step
    assert needle in verdict.error


def test_judge_without_total_accepts_any_row_count() -> None:
    oracle: Oracle = {**ORACLE, "expected_total": None}
    assert judge(0, "Name,Doc\nA,1\n", "", oracle).ok


def test_used_alternatives_last_report_wins() -> None:
    assert used_alternatives("STEP-USED 1 2\nnoise\nSTEP-USED 1 3\nSTEP-USED 0 1\n") == {1: 3, 0: 1}


def _steps() -> list:
    sels = [{"how": "css", "value": f"#a{i}"} for i in range(3)]
    return [
        make_step("fill", "f", list(sels), param="p", value="v"),
        make_step("wait_grid", "g", list(sels), wait_ms=8000),
    ]


def test_fix_switches_to_the_alternative_that_matches_now() -> None:
    steps, change = fix_steps(_steps(), 1, "grid not found; alternatives matching now: [2, 1]", {})
    assert steps[1]["active"] == 2 and steps[1]["wait_ms"] == 12000
    assert "alternative 2" in change


def test_fix_moves_to_next_alternative_then_only_extends_waits() -> None:
    steps = _steps()
    for expected in (1, 2, 2):
        steps, _ = fix_steps(steps, 0, "no alternative matched", {})
        assert steps[0]["active"] == expected
    assert steps[0]["wait_ms"] == min(int(5000 * 1.5**3), MAX_WAIT_MS)


def test_fix_promotes_alternatives_that_worked_and_leaves_input_alone() -> None:
    original = _steps()
    steps, change = fix_steps(original, None, "exit 1", {0: 2})
    assert steps[0]["active"] == 2 and original[0]["active"] == 0
    assert "it worked" in change


def test_wait_is_capped() -> None:
    steps = _steps()
    for _ in range(10):
        steps, _ = fix_steps(steps, 1, "timeout", {})
    assert steps[1]["wait_ms"] == MAX_WAIT_MS


def test_server_errors_keep_the_selectors_and_wait_longer() -> None:
    steps, change = fix_steps(_steps(), 1, "grid: the server answered HTTP 500 for http://x/", {})
    assert steps[1]["active"] == 0 and steps[1]["wait_ms"] == 12000
    assert "selectors kept" in change
