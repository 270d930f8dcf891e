"""`wayfinder batch` and `wayfinder portal batch` end to end on the demo sites (--demo starts them).

A small batch runs on 2 workers and must end as the demo's own data says (the same outcomes a
sequential run gives: see ``expected_outcomes``); run again over the same runs directory, every run is
skipped. A bad file is refused with its line numbers before anything starts. Ctrl-C in the middle of
a run ends that run with its trace and summary, starts no other, and leaves no process behind.
"""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

import psutil
import pytest

from tests.fixtures.batch import HeldSearchSite, demo_batch, expected_outcomes
from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.demo.server import DemoServer
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.e2e


def _cli(tmp_path: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = clean_env(tmp_path)
    return subprocess.run(
        [*CLI, *args], capture_output=True, text=True, timeout=timeout, env=env, cwd=tmp_path
    )


def test_a_batch_on_two_workers_ends_as_the_sites_data_says_and_a_rerun_skips_it(
    tmp_path: Path, demo_server: DemoServer
) -> None:
    file = demo_batch(tmp_path / "goals.jsonl")
    runs, out = tmp_path / "runs", tmp_path / "out.json"
    lines = tmp_path / "out.jsonl"
    first = _cli(
        tmp_path,
        "batch",
        str(file),
        "--demo",
        "--workers",
        "2",
        "--runs-dir",
        str(runs),
        "--json",
        str(out),
        "--jsonl",
        str(lines),
    )
    assert first.returncode == 0, first.stdout + first.stderr
    rows = {r["id"]: r for r in json.loads(out.read_text())["runs"]}
    assert [json.loads(line) for line in lines.read_text().splitlines()] == list(rows.values())
    for job_id, (terminal, needle) in expected_outcomes(demo_server).items():
        assert rows[job_id]["terminal_reason"] == terminal, rows[job_id]
        assert needle in (rows[job_id]["answer"] or ""), rows[job_id]
        run_dir = Path(rows[job_id]["run_dir"])
        assert run_dir.parent == runs / job_id and (run_dir / "logs" / "trace.jsonl").is_file()
    assert {r["worker"] for r in rows.values()} <= {0, 1}
    assert "3 runs: 3 succeeded, 0 failed, 0 not run" in first.stdout

    again = _cli(
        tmp_path,
        "batch",
        str(file),
        "--demo",
        "--runs-dir",
        str(runs),
        "--csv",
        str(tmp_path / "o.csv"),
        "--fail-on-error",
    )
    assert again.returncode == 0, again.stdout + again.stderr
    assert "(3 ended in an earlier batch)" in again.stdout
    assert "3 already ended, skipped" in again.stdout and "0/0" not in again.stdout
    assert sorted(p.name for p in (runs / "camera-count").iterdir() if p.is_dir()) == [
        Path(rows["camera-count"]["run_dir"]).name
    ]


def test_a_bad_file_is_refused_with_its_line_numbers_before_anything_runs(tmp_path: Path) -> None:
    file = tmp_path / "bad.jsonl"
    file.write_text(
        '{"id": "fine", "goal": "open the shop"}\n{"id": "fine", "goal": "open the shop again"}\n{"goal": "no id"}\n',
        encoding="utf-8",
    )
    result = _cli(tmp_path, "batch", str(file), "--runs-dir", str(tmp_path / "runs"), timeout=120)
    assert result.returncode == 64
    assert f"{file}:2: id 'fine' is already used on line 1" in result.stderr
    assert f"{file}:3: missing id" in result.stderr
    assert not (tmp_path / "runs").exists()


def test_portal_batch_writes_a_script_per_job_and_counts_statuses(tmp_path: Path) -> None:
    file = tmp_path / "portals.csv"
    file.write_text("id,url,search\nsmith,/portal/,last_name=Smith\n", encoding="utf-8")
    out = tmp_path / "out.json"
    result = _cli(
        tmp_path,
        "portal",
        "batch",
        str(file),
        "--demo",
        "--workers",
        "1",
        "--runs-dir",
        str(tmp_path / "runs"),
        "--json",
        str(out),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (row,) = json.loads(out.read_text())["runs"]
    assert row["terminal_reason"] == "DONE" and row["rows"] > 0
    assert Path(row["script_path"]).is_file()
    assert "statuses: DONE 1, NEEDS_HUMAN_REVIEW 0, FAILED 0" in result.stdout


def _alive(procs: list[psutil.Process]) -> list[str]:
    _gone, alive = psutil.wait_procs(procs, timeout=10)
    return [f"{p.pid} {p.name()}" for p in alive if p.status() != psutil.STATUS_ZOMBIE]


def test_ctrl_c_ends_the_running_goal_with_its_summary_and_leaves_no_browser(tmp_path: Path) -> None:
    runs, out = tmp_path / "runs", tmp_path / "out.json"
    with HeldSearchSite() as site:
        file = tmp_path / "two.jsonl"
        lines = [
            {"id": "held", "goal": "Search for 'brass lamp'", "url": site.url()},
            {"id": "after", "goal": "Search for 'oak table'", "url": site.url()},
        ]
        file.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        args = ["batch", str(file), "--workers", "1", "--runs-dir", str(runs), "--json", str(out)]
        sets = ["--set", "navigation_timeout_s=5", "--set", "action_timeout_s=5"]
        proc = subprocess.Popen(
            [*CLI, *args, *sets],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=clean_env(tmp_path),
            cwd=tmp_path,
        )
        try:
            # the first run is mid-way: its search reached the site, whose answer is held
            assert site.asked.wait(300), "the run never searched"
            below = psutil.Process(proc.pid).children(recursive=True)
            assert any("chrom" in p.name().lower() for p in below), [p.name() for p in below]
            proc.send_signal(signal.SIGINT)
            assert proc.stderr is not None
            # the batch says the running runs were asked to stop; a loaded machine may log a step's
            # warning (the held search timing out) before it
            seen = [proc.stderr.readline()]
            while not seen[-1].startswith("stopping:") and seen[-1] and len(seen) < 20:
                seen.append(proc.stderr.readline())
            assert seen[-1].startswith("stopping:"), seen
            site.release.set()  # only now may the held run go on: its next step must be its last
            stdout, stderr = proc.communicate(timeout=300)
        finally:
            site.release.set()
            if proc.poll() is None:
                proc.kill()
        assert not any("oak" in path for path in site.paths)  # the second run never started
    assert proc.returncode == 130, stdout + stderr
    assert "interrupted" in stderr
    rows = {r["id"]: r for r in json.loads(out.read_text())["runs"]}
    assert rows["after"]["status"] == "not_run"
    held = rows["held"]
    assert held["status"] == "failed" and "stopped by Ctrl-C before the run ended" in held["error"], held
    _steps, summary = read_trace(Path(held["run_dir"]) / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == "goal_failed"
    assert summary.terminal_evidence.get("stop_reason") == "external:interrupted", summary
    assert _alive(below) == []  # worker, Playwright driver, Chromium: all gone
