"""`wayfinder portal` end to end, in a subprocess, on the demo portal."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.demo.records import Criteria
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e


def wayfinder(*args: str, tmp_path: Path, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = clean_env(tmp_path)
    return subprocess.run(
        [*CLI, "portal", *args], capture_output=True, text=True, timeout=timeout, env=env, cwd=tmp_path
    )


def test_portal_json_then_debug(demo: DemoServer, tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    out = tmp_path / "scripts"
    proc = wayfinder(
        demo.portal_url,
        "--search",
        "Last name=Nguyen",
        "--json",
        "--headless",
        "--runs-dir",
        str(runs),
        "--out",
        str(out),
        tmp_path=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    expected = [r for r in demo.state.records if Criteria(last="Nguyen").matches(r)]
    assert result["status"] == "DONE" and result["rows"] == len(expected)
    assert result["stated_total"] == result["rows_written"] == len(expected)
    assert result["columns"][0] == "Name"
    assert Path(result["script_path"]).parent == out and Path(result["script_path"]).is_file()
    assert "[portal] navigate" in proc.stderr and "-> DONE" in proc.stderr  # live status lines
    summary = json.loads(Path(result["run_dir"], "logs", "trace.jsonl").read_text().splitlines()[-1])
    assert summary["kind"] == "portal" and summary["extra"]["status"] == "DONE"
    assert summary["extra"]["rows"] == len(expected)
    assert summary["extra"]["stated_total"] == summary["extra"]["rows_written"] == len(expected)

    debug = wayfinder("debug", result["run_dir"], tmp_path=tmp_path, timeout=60)
    assert debug.returncode == 0, debug.stderr
    assert "status:             DONE" in debug.stdout
    assert "fill      fill 'Last name'" in debug.stdout
    assert "likely cause:       not stuck" in debug.stdout
    assert "search applied:     yes" in debug.stdout
    assert f"stated total:       {len(expected)} rows" in debug.stdout


def test_unknown_field_needs_human_review_listing_fields(demo: DemoServer, tmp_path: Path) -> None:
    proc = wayfinder(
        demo.portal_url, "--search", "surname=X", "--runs-dir", str(tmp_path / "runs"), tmp_path=tmp_path
    )
    assert proc.returncode == 2, proc.stderr
    assert "status:  NEEDS_HUMAN_REVIEW" in proc.stdout
    assert "unknown search field 'surname'" in proc.stdout and "'Last name'" in proc.stdout
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("args", "needle"),
    [(["debug"], "usage: wayfinder portal debug RUN_DIR"), (["debug", "/nonexistent"], "portal_state.json")],
)
def test_debug_bad_input(args: list[str], needle: str, tmp_path: Path) -> None:
    proc = wayfinder(*args, tmp_path=tmp_path, timeout=60)
    assert proc.returncode == 64 and needle in proc.stderr
