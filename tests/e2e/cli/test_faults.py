"""The CLI against faults from outside (issue 19): SIGTERM, bad input, argv that is not UTF-8.

Each case runs the real ``wayfinder`` in a subprocess and checks what a person or a supervisor sees:
the exit code, one ``error:`` line instead of a traceback, and a run directory with its summary.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.faults import SilentServer
from tests.fixtures.settings_env import CLI, clean_env, run_began

pytestmark = pytest.mark.e2e


def _children(pid: int) -> set[int]:
    """Every descendant process of ``pid`` (Linux /proc), for checking that none outlives the run."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        current = todo.pop()
        for task in Path(f"/proc/{current}/task").glob("*"):
            try:
                kids = (task / "children").read_text().split()
            except OSError:
                continue
            for kid in map(int, kids):
                if kid not in found:
                    found.add(kid)
                    todo.append(kid)
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _summary(runs: Path) -> dict[str, object]:
    (run_dir,) = list(runs.iterdir())
    return json.loads((run_dir / "logs" / "trace.jsonl").read_text(encoding="utf-8").splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_sigterm_writes_summary_and_report_closes_the_browser_and_exits_143(
    tmp_path: Path, silent_server: SilentServer
) -> None:
    url = silent_server.url("/slow-start")
    runs = str(tmp_path / "runs")
    proc = subprocess.Popen(
        [
            *CLI,
            "run",
            "find the opening hours",
            "--url",
            url,
            "--planner",
            "rules",
            "--headless",
            "--runs-dir",
            runs,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # the early launch asks for the start page while the agent is imported: give the silent page
        # longer than the imports take on a loaded machine, and signal once the run began
        env=clean_env(tmp_path, WAYFINDER_NAVIGATION_TIMEOUT_S="600"),
        cwd=tmp_path,
        preexec_fn=lambda: signal.signal(signal.SIGTERM, signal.SIG_DFL),
    )
    try:
        assert silent_server.requested.wait(90), "the browser never asked for the start page"
        assert run_began(proc, tmp_path / "runs"), "the run never began"
        assert proc.poll() is None, proc.communicate()
        browser = _children(proc.pid)
        assert browser, "the browser should be running while the start page loads"
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 143, err
    assert "Traceback" not in err and "terminated" in err
    summary = _summary(tmp_path / "runs")
    evidence = summary["terminal_evidence"]
    assert isinstance(evidence, dict) and evidence["error"] == "terminated (SIGTERM)"
    assert summary["terminal_reason"] == "goal_failed"
    (run_dir,) = list((tmp_path / "runs").iterdir())
    assert (run_dir / "report.html").exists()
    assert not [pid for pid in browser if _alive(pid)]  # no browser process outlived the run


def _one_error_line(proc: subprocess.CompletedProcess[str], needle: str) -> None:
    assert proc.returncode == 64, proc.stdout + proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    assert needle in lines[0]


def _cli(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, *args], capture_output=True, text=True, timeout=120, env=clean_env(tmp_path), cwd=tmp_path
    )


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["run", "find a monitor", "--url", "http://["], "Invalid IPv6 URL"),
        (["run", "find a monitor", "--url", "http://[::1"], "http://[::1"),
        (["portal", "http://["], "http://["),
    ],
)
def test_malformed_urls_are_one_error_line(args: list[str], needle: str, tmp_path: Path) -> None:
    proc = _cli(*args, "--runs-dir", str(tmp_path / "runs"), tmp_path=tmp_path)
    _one_error_line(proc, needle)
    assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())


def _unwritable(tmp_path: Path) -> Path:
    """A runs dir that cannot be created: a read-only directory, or (as root, who may write anywhere
    the mode bits forbid) a place the kernel refuses."""
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o555)
        return locked / "runs"
    if not Path("/sys").is_dir():
        pytest.skip("no read-only place to try as root")
    return Path("/sys/wayfinder-test-runs")


@pytest.mark.parametrize("where", ["under-a-file", "read-only"])
def test_runs_dir_that_cannot_be_used_is_one_error_line(where: str, tmp_path: Path) -> None:
    if where == "under-a-file":
        (tmp_path / "a-file").write_text("x")
        runs = tmp_path / "a-file" / "runs"
    else:
        runs = _unwritable(tmp_path)
    proc = _cli(
        "run", "find a monitor", "--url", "http://127.0.0.1:9/", "--runs-dir", str(runs), tmp_path=tmp_path
    )
    _one_error_line(proc, "runs_dir")


def test_goal_with_invalid_utf8_runs_and_is_recorded(tmp_path: Path, page_server: PageServer) -> None:
    url = page_server.add("/menu", "<title>Caf\u00e9</title><h1>Menu</h1><p>Espresso 2.50</p>")
    goal = b"read the caf\xe9 menu"  # Latin-1 bytes: not UTF-8
    flags = [
        b"--planner",
        b"rules",
        b"--headless",
        b"--max-steps",
        b"2",
        b"--runs-dir",
        str(tmp_path / "runs").encode(),
    ]
    proc = subprocess.run(
        [*(a.encode() for a in CLI), b"run", goal, b"--url", url.encode(), *flags],
        capture_output=True,
        timeout=180,
        env=clean_env(tmp_path),
        cwd=tmp_path,
    )
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and proc.returncode in (0, 1, 2, 3), err
    summary = _summary(tmp_path / "runs")
    assert summary["goal"] == "read the caf\ufffd menu"
