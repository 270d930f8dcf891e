"""`wayfinder run` end to end, in a subprocess, on the demo shop."""

from __future__ import annotations

import contextlib
import json
import signal
import socket
import subprocess
import threading
from pathlib import Path

import pytest

from tests.fixtures.settings_env import CLI, clean_env, run_began
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e


def wayfinder(*args: str, tmp_path: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = clean_env(tmp_path)
    return subprocess.run(
        [*CLI, "run", *args, "--runs-dir", str(tmp_path / "runs")],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=tmp_path,
    )


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["   "], "goal is empty"),
        (["x" * 2001], "limit is 2000"),
        (["find a monitor", "--url", "ftp://example.com/"], "ftp://example.com/"),
        (["find a monitor", "--url", "http://"], "http://"),
        (["find a monitor", "--set", "max_steps=zero"], "max_steps"),
        (["find a monitor", "--set", "no_such_setting=1"], "no_such_setting"),
        (["find a monitor", "--set", "novalue"], "KEY=VALUE"),
        (["find a monitor", "--planner", "gpt"], "planner"),
        (["find a monitor", "--auto-confirm", "sometimes"], "auto_confirm"),
    ],
)
def test_bad_input_exits_64_with_one_line(args: list[str], needle: str, tmp_path: Path) -> None:
    proc = wayfinder(*args, "--json", tmp_path=tmp_path, timeout=60)
    assert proc.returncode == 64, proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert needle in lines[0]
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())


def test_rules_planner_run_on_demo_shop_prints_json(demo: DemoServer, tmp_path: Path) -> None:
    proc = wayfinder(
        "Search for 'dell monitor' and open the first result",
        "--url",
        demo.shop_url,  # no ?consent=1: the cookie overlay is up first
        "--planner",
        "rules",
        "--headless",
        "--max-steps",
        "8",
        "--set",
        "loop_window=5",
        "--json",
        tmp_path=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    payload = json.loads(proc.stdout.strip().splitlines()[-1])
    assert set(payload) == {
        "session_id",
        "status",
        "terminal_reason",
        "terminal_type",
        "verified",
        "steps",
        "answer",
        "run_dir",
        "waiting",
        "record_error",
    }
    assert payload["record_error"] is None  # every file of the run was written
    assert payload["terminal_reason"] == "goal_satisfied" and payload["terminal_type"] == "success"
    assert payload["status"] == "ended" and payload["waiting"] is None
    assert payload["verified"] is True  # the product page it ended on backs the claim
    assert any(path.startswith("/shop/p/") for _, path in demo.requests)
    assert any(path.startswith("/shop/search") for _, path in demo.requests)
    run_dir = Path(payload["run_dir"])
    assert (run_dir / "logs" / "trace.jsonl").exists() and (run_dir / "logs" / "agent.log").exists()
    assert payload["steps"] >= 1
    assert "  1  " in proc.stderr and "goal_satisfied" in proc.stderr  # live narration, then the result
    assert str(run_dir) in proc.stderr and "report.html" in proc.stderr


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_exits_130_after_writing_the_summary(tmp_path: Path) -> None:
    """SIGINT while the start page is loading (a server that accepts and never answers). The early
    launch opens the start page while the agent is imported (agent/early.py), so the signal is sent
    once the run began (its run.json is written) and waits for that page."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    accepted = threading.Event()
    held: list[socket.socket] = []

    def accept() -> None:
        with contextlib.suppress(OSError):
            conn, _ = listener.accept()
            held.append(conn)
            accepted.set()

    threading.Thread(target=accept, daemon=True).start()
    # the page's load began before the imports: on a loaded machine they outlast the default 30 s
    env = clean_env(tmp_path, WAYFINDER_NAVIGATION_TIMEOUT_S="600")
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/slow"
    proc = subprocess.Popen(
        [
            *CLI,
            "run",
            "find a monitor",
            "--url",
            url,
            "--planner",
            "rules",
            "--headless",
            "--runs-dir",
            str(tmp_path / "runs"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
        # A shell's background job starts with SIGINT ignored, and the CLI honours an inherited
        # SIG_IGN (as Unix tools do); this test is about Ctrl-C reaching a foreground run.
        preexec_fn=_default_sigint,
    )
    try:
        assert accepted.wait(90), "the browser never requested the start page"
        assert run_began(proc, tmp_path / "runs"), "the run never began"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
        for conn in held:
            conn.close()
        listener.close()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    (run_dir,) = list((tmp_path / "runs").iterdir())
    summary = json.loads((run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1])
    assert summary["type"] == "summary" and summary["terminal_evidence"]["stop_reason"] == "interrupted"


@pytest.mark.parametrize(
    ("extra", "path", "terminal", "code"),
    [
        (["--max-steps", "1"], "?consent=1", "budget_exhausted", 3),
        ([], None, "goal_failed", 1),  # unreachable start URL: a clean goal_failed, not a traceback
    ],
)
def test_exit_codes_follow_the_terminal(
    extra: list[str], path: str | None, terminal: str, code: int, demo: DemoServer, tmp_path: Path
) -> None:
    url = demo.shop_url + path if path is not None else "http://127.0.0.1:9/"
    proc = wayfinder(
        "Search for 'dell monitor' and open the first result",
        "--url",
        url,
        "--planner",
        "rules",
        "--json",
        *extra,
        tmp_path=tmp_path,
    )
    payload = json.loads(proc.stdout.strip().splitlines()[-1])
    assert payload["terminal_reason"] == terminal, proc.stderr
    assert proc.returncode == code
    assert "Traceback" not in proc.stderr


def test_set_pairs_and_flag_precedence() -> None:
    from wayfinder.cli.run import EXIT_CODES, build_settings, parse_sets
    from wayfinder.errors import ConfigError

    assert parse_sets(["max-steps=4", "progress_keywords=a,b"]) == {
        "max_steps": "4",
        "progress_keywords": "a,b",
    }
    with pytest.raises(ConfigError, match="KEY=VALUE"):
        parse_sets(["oops"])
    settings = build_settings({"max_steps": 7, "vision": None}, ["max_steps=4", "progress_keywords=a,b"])
    assert settings.max_steps == 7 and settings.progress_keywords == ["a", "b"] and settings.vision is False
    assert EXIT_CODES == {"goal_satisfied": 0, "goal_failed": 1, "loop_stuck": 2, "budget_exhausted": 3}
