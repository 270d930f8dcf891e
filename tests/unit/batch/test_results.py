"""Rows: what a run's outcome becomes, what is remembered for the next batch, what is written out."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from wayfinder.agent.run import RunResult
from wayfinder.batch.artifacts import moved, pack, unpack
from wayfinder.batch.driver import outcome_row
from wayfinder.batch.progress import Tally, clock
from wayfinder.batch.results import (
    AGENT_COLUMNS,
    FAILED,
    SUCCEEDED,
    BatchRow,
    previous_row,
    record_ended,
    row_from_result,
    write_csv,
    write_json,
    write_jsonl,
)
from wayfinder.batch.runner import Outcome


def test_an_ended_run_is_remembered_while_its_run_directory_exists(tmp_path: Path) -> None:
    run_dir = tmp_path / "j1" / "20260101-000000-abcd"
    run_dir.mkdir(parents=True)
    record_ended(
        tmp_path, BatchRow(id="j1", status=SUCCEEDED, terminal_reason="goal_satisfied", run_dir=str(run_dir))
    )
    row = previous_row(tmp_path, "j1")
    assert row is not None and row.skipped and row.terminal_reason == "goal_satisfied"
    run_dir.rmdir()
    assert previous_row(tmp_path, "j1") is None
    assert previous_row(tmp_path, "never-ran") is None


@pytest.mark.parametrize(
    ("outcome", "status", "error"),
    [
        (
            Outcome("k", error="worker died (killed by SIGKILL)", seconds=3.0),
            FAILED,
            "worker died (killed by SIGKILL)",
        ),
        (
            Outcome("k", result=BatchRow(id="k", status=FAILED, error="external:time_limit")),
            FAILED,
            "the per-run time limit (60 s) was reached",
        ),
        (
            Outcome("k", result=BatchRow(id="k", status=FAILED, error="external:interrupted"), stopped=True),
            FAILED,
            "stopped by Ctrl-C before the run ended",
        ),
        (
            Outcome(
                "k",
                result=BatchRow(id="k", status=SUCCEEDED, answer="42"),
                cpu_s=2.5,
                peak_mb=300.0,
                worker=1,
            ),
            SUCCEEDED,
            None,
        ),
    ],
)
def test_outcomes_become_rows_with_the_reason(outcome: Outcome, status: str, error: str | None) -> None:
    row = outcome_row(outcome, 60.0)
    assert (row.id, row.status, row.error) == ("k", status, error)
    assert (row.cpu_s, row.peak_mb, row.worker) == (outcome.cpu_s, outcome.peak_mb, outcome.worker)


def test_json_and_csv_have_one_row_per_run_with_the_columns(tmp_path: Path) -> None:
    rows = [BatchRow(id="a", status=SUCCEEDED, answer="3", tokens=120), BatchRow(id="b", error="worker died")]
    write_json(tmp_path / "out.json", rows, AGENT_COLUMNS, {"file": "f.jsonl"})
    data = json.loads((tmp_path / "out.json").read_text())
    assert data["file"] == "f.jsonl" and [r["id"] for r in data["runs"]] == ["a", "b"]
    assert set(AGENT_COLUMNS) <= set(data["runs"][0])
    write_csv(tmp_path / "out.csv", rows, AGENT_COLUMNS)
    with (tmp_path / "out.csv").open() as fh:
        table = list(csv.DictReader(fh))
    assert [r["answer"] for r in table] == ["3", ""] and table[1]["error"] == "worker died"


def test_jsonl_has_one_object_per_line_with_the_columns(tmp_path: Path) -> None:
    rows = [BatchRow(id="a", status=SUCCEEDED, answer="3"), BatchRow(id="b", error="worker died")]
    write_jsonl(tmp_path / "out.jsonl", rows, AGENT_COLUMNS)
    lines = (tmp_path / "out.jsonl").read_text().splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["a", "b"]
    assert set(AGENT_COLUMNS) <= set(json.loads(lines[0])) and json.loads(lines[1])["error"] == "worker died"


def _result(terminal: str | None, evidence: dict[str, object], answer: str | None = None) -> RunResult:
    return RunResult("s", terminal, None, 3, answer, Path("/r"), None, 1, 0, 0, 1.0, evidence=evidence)


@pytest.mark.parametrize(
    ("result", "error"),
    [
        (
            _result("goal_failed", {"stop_reason": "done_failure"}, "the site sells no garden hoses"),
            "Gave up: the site sells no garden hoses",
        ),
        (
            _result("budget_exhausted", {"stop_reason": "max_steps", "setting": "max_steps", "limit": 20}),
            "Stopped: ran out of max_steps (20)",
        ),
        (
            _result(
                "goal_failed", {"stop_reason": "denied", "denied": "clicking 'Buy'", "reason": "too dear"}
            ),
            "Stopped: a person denied clicking 'Buy' (too dear)",
        ),
        (_result("goal_failed", {"stop_reason": "external:time_limit"}), "external:time_limit"),
        (_result("goal_satisfied", {"stop_reason": "done_success"}, "42"), None),
    ],
)
def test_a_failed_runs_error_is_its_closing_sentence_not_a_stop_name(
    result: RunResult, error: str | None
) -> None:
    assert row_from_result("k", result).error == error


def test_the_tally_gives_rate_and_time_left() -> None:
    tally = Tally(total=10, started_at=100.0)
    assert tally.eta_s(130.0) is None and "ETA -:--:--" in tally.line(130.0)
    tally.start("a")
    tally.start("b")
    tally.finish("a", ok=True)
    tally.finish("b", ok=False)
    assert tally.rate_per_min(160.0) == pytest.approx(2.0)
    assert tally.eta_s(160.0) == pytest.approx(240.0)
    assert tally.line(160.0).startswith("ok 1  failed 1  running 0  2.0 runs/min  ETA 0:04:00")
    assert clock(3725) == "1:02:05"


def test_artifacts_travel_packed_and_can_leave_screenshots_behind(tmp_path: Path) -> None:
    job = tmp_path / "node" / "j1"
    for rel in (
        "s1/logs/trace.jsonl",
        "s1/report.html",
        "s1/screenshots/s1_001.png",
        "s1/state/s1_001_exec.json",
    ):
        (job / rel).parent.mkdir(parents=True, exist_ok=True)
        (job / rel).write_text(rel)
    full, light = tmp_path / "full", tmp_path / "light"
    unpack(pack(job), full)
    unpack(pack(job, heavy=False), light)
    assert (full / "s1/screenshots/s1_001.png").read_text() == "s1/screenshots/s1_001.png"
    assert (light / "s1/logs/trace.jsonl").is_file() and (light / "s1/report.html").is_file()
    assert not (light / "s1/screenshots").exists() and not (light / "s1/state").exists()
    assert moved(str(job / "s1"), job, full) == str(full / "s1")
    assert moved("/elsewhere/x", job, full) == "/elsewhere/x"
