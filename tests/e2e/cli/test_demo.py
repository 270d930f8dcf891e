"""`wayfinder demo` end to end, in a subprocess: it starts its own demo server and browser."""

from __future__ import annotations

import re
import socket
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.cli import demo_run
from wayfinder.cli.commands import app
from wayfinder.demo.records import Criteria, search
from wayfinder.demo.state import DemoState
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.e2e


def wayfinder_demo(*args: str, tmp_path: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = clean_env(tmp_path, COLUMNS="200")
    return subprocess.run(
        [*CLI, "demo", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=tmp_path,
    )


def test_demo_only_5_succeeds_and_prints_its_report(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    proc = wayfinder_demo("--only", "5", "--runs-dir", str(runs), tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "Accept the disclaimer, search the last name Smith" in out
    assert "1/1 demo goals succeeded" in out
    reports = re.findall(r"^Report\s+(\S+report\.html)\s*$", out, re.M)
    assert len(reports) == 1
    report = Path(reports[0])
    assert report.is_file() and report.parent.parent == runs
    assert "<html" in report.read_text().lower()
    _steps, summary = read_trace(report.parent / "logs" / "trace.jsonl")
    expected = search(DemoState().records, Criteria(last="Smith")).total
    assert summary is not None and summary.terminal_reason == "goal_satisfied"
    assert summary.planner == "rules" and summary.answer == str(expected)
    assert summary.settings["headless"] is True
    table = out[out.index("Demo summary") :]
    assert "goal_satisfied" in table and f"ok: {expected}" in table


def test_unknown_goal_number_exits_64_with_one_line(tmp_path: Path) -> None:
    proc = wayfinder_demo("--only", "9", "--runs-dir", str(tmp_path / "runs"), tmp_path=tmp_path, timeout=60)
    assert proc.returncode == 64, proc.stdout + proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert lines == ["error: --only 9 is not a demo goal (valid: 1, 2, 3, 4, 5)"]
    assert not (tmp_path / "runs").exists()


def test_port_in_use_exits_64_with_one_line(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        proc = wayfinder_demo("--port", str(port), "--only", "5", tmp_path=tmp_path, timeout=60)
    assert proc.returncode == 64, proc.stdout + proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"error: cannot start the demo server on 127.0.0.1:{port}")


def test_options_reach_the_runner_and_its_code_is_the_exit_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process: the flags are passed through as they are, and run_demo's return is the exit code."""
    calls: list[dict[str, object]] = []

    def fake_run_demo(**kwargs: object) -> int:
        calls.append(kwargs)
        return 1

    monkeypatch.setattr(demo_run, "run_demo", fake_run_demo)
    args = ["demo", "--headed", "--only", "2", "--only", "4", "--port", "8123", "--runs-dir", "out"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1, result.output
    assert calls == [{"headed": True, "only": [2, 4], "port": 8123, "runs_dir": Path("out")}]
    assert CliRunner().invoke(app, ["demo", "--help"]).exit_code == 0
