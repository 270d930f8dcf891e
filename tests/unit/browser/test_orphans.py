"""A run's own browser processes are found by their marker, and only those are ended."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from wayfinder.browser.orphans import kill_owned, owned_pids, owner_arg


def _marked(tag: str) -> subprocess.Popen[bytes]:
    """A process that carries ``tag``'s marker on its command line and waits on its stdin."""
    code = "import sys; sys.stdin.read()"
    return subprocess.Popen([sys.executable, "-c", code, owner_arg(tag)], stdin=subprocess.PIPE)


@pytest.fixture
def procs() -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc")
def test_only_the_processes_of_one_run_are_found_and_ended(
    procs: list[subprocess.Popen[bytes]], tmp_path: Path
) -> None:
    tag, other = str(tmp_path / "runs" / "s-1"), str(tmp_path / "runs" / "s-10")
    mine, theirs = _marked(tag), _marked(other)  # "s-1" is a prefix of "s-10": must not match
    procs += [mine, theirs]
    assert owned_pids(tag) == [mine.pid]
    assert kill_owned(tag) == [mine.pid]
    assert mine.wait(timeout=30) < 0  # killed by a signal
    assert theirs.poll() is None and owned_pids(tag) == []
    assert owned_pids("") == [] and kill_owned(str(tmp_path / "nothing")) == []
