"""SIGTERM and Ctrl-C while `wayfinder portal` tests its script (issue 29): the walk ends as a run does,
with its summary in the trace, its report, the script under test stopped, and the exit code of the
signal (143, 130), instead of dying at -15 with no record."""

from __future__ import annotations

import json
import signal
import subprocess
import threading
from pathlib import Path

import pytest

from tests.fixtures.portals import NAME, HostilePortal
from tests.fixtures.settings_env import CLI, clean_env

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(
    ("sig", "code", "said"), [(signal.SIGTERM, 143, "SIGTERM"), (signal.SIGINT, 130, "Ctrl-C")]
)
def test_a_signal_while_the_script_is_tested_ends_with_a_record(
    hostile_portal: HostilePortal, tmp_path: Path, sig: signal.Signals, code: int, said: str
) -> None:
    runs = tmp_path / "runs"
    proc = subprocess.Popen(
        [*CLI, "portal", hostile_portal.url("plain"), "--search", f"last_name={NAME}", "--json", "--headless",
         "--runs-dir", str(runs), "--out", str(tmp_path / "out")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=clean_env(tmp_path), cwd=tmp_path,
    )  # fmt: skip
    watchdog = threading.Timer(240, proc.kill)
    watchdog.start()
    try:
        assert proc.stderr is not None
        seen = []
        for line in proc.stderr:
            seen.append(line)
            if "-> SCRIPT_GENERATED" in line:  # the script is being tested now
                proc.send_signal(sig)
                break
        out, err = proc.communicate(timeout=120)
    finally:
        watchdog.cancel()
    assert proc.returncode == code, "".join(seen) + err
    result = json.loads(out.strip().splitlines()[-1])
    assert result["status"] == "FAILED" and said in result["message"], result
    assert "script generated" in result["message"], result["message"]
    run_dir = Path(result["run_dir"])
    summary = json.loads((run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1])
    assert summary["kind"] == "portal" and summary["extra"]["status"] == "FAILED"
    assert (run_dir / "report.html").is_file()
