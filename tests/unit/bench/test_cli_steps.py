"""`wayfinder bench steps --from`: a path with no run in it is bad input, not a table of zeros."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from wayfinder.cli.commands import app


def _run(root: Path) -> Path:
    run = root / "run-1"
    (run / "logs").mkdir(parents=True)
    records = [
        {"type": "step", "session_id": "s", "step": 1, "node": "observe", "ts": 0, "duration_ms": 6.0},
        {"type": "step", "session_id": "s", "step": 1, "node": "planner", "ts": 0, "duration_ms": 4.0},
        {
            "type": "step",
            "session_id": "s",
            "step": 1,
            "node": "execute",
            "ts": 0,
            "duration_ms": 90.0,
            "exec": {"action": {"type": "click"}, "page_ms": 30.0, "phases": {"act": 50.0}},
        },
        {"type": "summary", "duration_s": 1.0, "terminal_reason": "goal_satisfied"},
    ]
    (run / "logs" / "trace.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return run


def test_from_a_missing_path_or_one_without_runs_is_bad_input(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    for path in (tmp_path / "nowhere", empty):
        result = CliRunner().invoke(app, ["bench", "steps", "--from", str(path)])
        assert result.exit_code == 64, result.output
        assert "error:" in result.output and str(path) in result.output, result.output
        assert "agent overhead" not in result.output


def test_from_a_run_directory_reads_it(tmp_path: Path) -> None:
    run = _run(tmp_path)
    out = tmp_path / "steps.json"
    result = CliRunner().invoke(app, ["bench", "steps", "--from", str(run), "--json", str(out)])
    assert result.exit_code == 0, result.output
    (suite,) = json.loads(out.read_text())["suites"].values()
    assert suite["summary"]["runs"] == 1 and suite["summary"]["steps"] == 1
