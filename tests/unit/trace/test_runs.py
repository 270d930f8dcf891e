"""The run list (`list_runs`) and the `wayfinder runs` / `wayfinder report` commands via CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from tests.fixtures.report import (
    build_failed_run,
    build_portal_run,
    build_success_run,
    build_unfinished_run,
)
from wayfinder.cli.report import register
from wayfinder.trace.runs import list_runs

runner = CliRunner()


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """Test app."""

    register(app)
    return app


def _populate(runs_dir: Path) -> None:
    build_success_run(runs_dir)  # started T0
    build_failed_run(runs_dir)  # started T0 (summary) -> tie broken by session id
    build_unfinished_run(runs_dir)  # started T0+10 (first record)
    build_portal_run(runs_dir)
    broken = runs_dir / "20261122-050000-ffff" / "logs"
    broken.mkdir(parents=True)
    (broken / "trace.jsonl").write_text('{"type": "summary", "session_id": 3}\n{"type": "step"}\n')
    (runs_dir / "not-a-run").mkdir()
    (runs_dir / "stray.txt").write_text("x")


def test_list_runs_newest_first_tolerant_of_broken_dirs(tmp_path: Path) -> None:
    _populate(tmp_path)
    infos = list_runs(tmp_path)
    ids = [i.session_id for i in infos]
    assert "not-a-run" not in ids
    assert len(ids) == 5
    by_id = {i.session_id: i for i in infos}
    assert by_id["20261122-041500-aaaa"].terminal == "goal_satisfied"
    assert by_id["20261122-041500-aaaa"].steps == 4
    assert by_id["20261122-041500-aaaa"].duration_s == 45.5
    assert by_id["20261122-041600-bbbb"].terminal == "loop_stuck"
    assert by_id["20261122-041700-cccc"].terminal == "unfinished"
    assert by_id["20261122-041700-cccc"].steps == 2
    assert by_id["20261122-041800-dddd"].kind == "portal"
    assert by_id["20261122-050000-ffff"].terminal == "unfinished"  # unreadable lines skipped
    starts = [i.started_at for i in infos]
    assert starts == sorted(starts, reverse=True)
    assert ids.index("20261122-041700-cccc") < ids.index("20261122-041500-aaaa")
    assert ids.index("20261122-041600-bbbb") < ids.index("20261122-041500-aaaa")  # same start, id breaks tie
    assert not any(i.report_exists for i in infos)


def test_list_runs_limit_and_missing_dir(tmp_path: Path) -> None:
    _populate(tmp_path)
    assert len(list_runs(tmp_path, limit=2)) == 2
    assert len(list_runs(tmp_path, limit=0)) == 5
    assert list_runs(tmp_path / "missing") == []


LONG_GOAL = "find the cheapest 4K monitor under $300 with two HDMI ports, open its page and tell me its brand"


def _long_goal_run(tmp_path: Path) -> None:
    build_success_run(tmp_path)
    trace = tmp_path / "20261122-041500-aaaa" / "logs" / "trace.jsonl"
    trace.write_text(
        trace.read_text().replace("Find the cheapest red kettle", LONG_GOAL.replace(" ", "\\n "))
    )


def test_goal_is_kept_whole_on_one_line(tmp_path: Path) -> None:
    _long_goal_run(tmp_path)
    (info,) = list_runs(tmp_path)
    assert info.goal == LONG_GOAL


@pytest.mark.parametrize("columns", [80, 100, 160, 250])
def test_runs_table_gives_the_goal_the_terminal_width(tmp_path: Path, columns: int) -> None:
    _long_goal_run(tmp_path)
    result = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    row = next(line for line in result.stdout.splitlines() if line.startswith("20261122-041500-aaaa"))
    assert len(row) <= columns and "goal_satisfied" in row
    shown = row.split("  ")[1].strip() if columns < 140 else row.split("  ")[2].strip()
    if columns >= 250:
        assert shown == LONG_GOAL
    else:  # cut only by what the other columns need: the row is as wide as the terminal
        assert shown.endswith("…") and LONG_GOAL.startswith(shown[:-1])
        assert len(row) >= columns - 2


def test_runs_piped_keeps_whole_goals(tmp_path: Path) -> None:
    _long_goal_run(tmp_path)
    result = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)], env={"COLUMNS": ""})
    assert result.exit_code == 0, result.output
    assert LONG_GOAL in result.stdout


def test_report_command_writes_and_prints_path(tmp_path: Path) -> None:
    root = build_success_run(tmp_path)
    result = runner.invoke(_app(), ["report", str(root)])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(root / "report.html")
    assert (root / "report.html").read_text().count('class="step"') == 4


def test_report_command_missing_or_empty_dir_exits_64(tmp_path: Path) -> None:
    result = runner.invoke(_app(), ["report", str(tmp_path / "nope")])
    assert result.exit_code == 64
    assert result.stderr.strip().startswith("error: run directory") and result.stderr.count("\n") == 1
    (tmp_path / "empty").mkdir()
    result = runner.invoke(_app(), ["report", str(tmp_path / "empty")])
    assert result.exit_code == 64
    assert "not a run directory" in result.stderr


def test_runs_command_table_and_json(tmp_path: Path) -> None:
    _populate(tmp_path)
    build_success_run(tmp_path / "x")  # not listed: a different runs dir
    runner.invoke(_app(), ["report", str(tmp_path / "20261122-041500-aaaa")])
    table = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)], env={"COLUMNS": "250"})
    assert table.exit_code == 0, table.output
    assert "goal_satisfied" in table.stdout and "loop_stuck" in table.stdout and "unfinished" in table.stdout
    assert "Find the cheapest red kettle" in table.stdout
    assert "report.html" in table.stdout
    as_json = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path), "--json", "--limit", "3"])
    rows = json.loads(as_json.stdout)
    assert len(rows) == 3
    assert {"session_id", "goal", "terminal", "steps", "duration_s", "report_path", "report_exists"} <= set(
        rows[0]
    )
    full = json.loads(
        runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path), "--json", "-n", "0"]).stdout
    )
    assert [r["report_exists"] for r in full if r["session_id"] == "20261122-041500-aaaa"] == [True]


def test_runs_command_empty(tmp_path: Path) -> None:
    result = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)])
    assert result.exit_code == 0
    assert "no runs in" in result.stdout


def test_runs_command_narrow_terminal(tmp_path: Path) -> None:
    build_success_run(tmp_path)
    runner.invoke(_app(), ["report", str(tmp_path / "20261122-041500-aaaa")])
    result = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    table_lines = result.stdout.splitlines()[:-1]  # the last line is the reports hint, never wrapped
    assert len(table_lines) == 3 and all(len(line) <= 80 for line in table_lines)
    assert "20261122-041500-aaaa" in result.stdout and "goal_satisfied" in result.stdout
    assert "yes" in result.stdout and "<session>/report.html" in result.stdout


def test_an_unfinished_run_shows_its_goal_from_run_json(tmp_path: Path) -> None:
    from wayfinder.trace.rundir import RunDir
    from wayfinder.trace.runmeta import RunMeta, write_meta

    run = RunDir.create(tmp_path, "20261126-090000-eeee")
    write_meta(
        run, RunMeta(session_id=run.session_id, goal="buy the  red\nkettle", started_at=5.0, settings={})
    )
    run.checkpoint_path.write_bytes(b"")  # resumable: a checkpoint and no summary
    run.trace_path.parent.mkdir(parents=True, exist_ok=True)
    run.trace_path.write_text("", encoding="utf-8")  # the process died before its first record
    (info,) = list_runs(tmp_path)
    assert info.terminal == "unfinished" and info.resumable
    assert info.goal == "buy the red kettle"
    shown = runner.invoke(_app(), ["runs", "--runs-dir", str(tmp_path)], env={"COLUMNS": "160"})
    assert shown.exit_code == 0 and "buy the red kettle" in shown.output
