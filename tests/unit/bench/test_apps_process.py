"""``ReadyProcess``: readiness is the child's own ``READY`` line; early exits and silence are errors;
``stop()`` ends the child's whole process group. Children here are tiny Python one-liners."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from wayfinder.errors import ConfigError
from wayfinder_bench.apps.paths import APPS_DIR_ENV, apps_dir
from wayfinder_bench.apps.process import AppFailed, ReadyProcess


def _alive(pid: int) -> bool:
    """The process exists and is not a zombie (dead, waiting to be reaped by its new parent)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def _gone_within(pid: int, seconds: float) -> bool:
    """Poll until the process is gone, with a deadline (the signal is delivered asynchronously)."""
    deadline = time.monotonic() + seconds
    while _alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def _python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def test_ready_line_gives_the_url_and_stop_ends_the_child(tmp_path: Path) -> None:
    code = "import sys, time\nprint('warming up')\nprint('READY http://127.0.0.1:9', flush=True)\ntime.sleep(600)"
    proc = ReadyProcess(_python(code), cwd=tmp_path)
    assert proc.start(timeout=30) == "http://127.0.0.1:9"
    assert proc.running
    proc.stop()
    assert not proc.running
    proc.stop()  # idempotent


def test_grandchildren_are_stopped_with_the_group(tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    code = (
        "import subprocess, sys, time\n"
        "g = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(g.pid))\n"
        "print('READY x', flush=True)\n"
        "g.wait()"
    )
    proc = ReadyProcess(_python(code), cwd=tmp_path)
    proc.start(timeout=30)
    grandchild = int(pid_file.read_text())
    assert _alive(grandchild)
    proc.stop()
    assert _gone_within(grandchild, seconds=10)


def test_a_child_that_exits_first_fails_with_its_output(tmp_path: Path) -> None:
    proc = ReadyProcess(_python("print('no database here'); raise SystemExit(3)"), cwd=tmp_path)
    with pytest.raises(AppFailed, match="no database here"):
        proc.start(timeout=30)
    assert not proc.running


def test_a_silent_child_times_out_and_is_stopped(tmp_path: Path) -> None:
    proc = ReadyProcess(_python("import time; print('starting', flush=True); time.sleep(600)"), cwd=tmp_path)
    with pytest.raises(AppFailed, match="did not announce readiness"):
        proc.start(timeout=0.5)
    assert not proc.running


def test_apps_dir_is_the_checkout_folder_or_the_configured_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(APPS_DIR_ENV, raising=False)
    assert (apps_dir() / "django" / "serve.py").is_file()
    assert (apps_dir() / "mkdocs" / "mkdocs.yml").is_file()
    monkeypatch.setenv(APPS_DIR_ENV, str(tmp_path))
    assert apps_dir() == tmp_path
    monkeypatch.setenv(APPS_DIR_ENV, str(tmp_path / "missing"))
    with pytest.raises(ConfigError, match="missing"):
        apps_dir()
