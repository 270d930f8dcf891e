"""`wayfinder shell` end to end, through a pseudo-terminal, on the demo shop.

The shell is the console script in a real pty (so Ctrl-C is a real terminal key, and the test proves
it does not kill the browser in the shell's process group). Every wait reads the output until a
pattern shows up or a deadline passes; nothing sleeps.
"""

from __future__ import annotations

import contextlib
import os
import pty
import re
import select
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fixtures.settings_env import clean_env
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e

SCRIPT = Path(__file__).resolve().parents[3] / ".venv" / "bin" / "wayfinder"
PROMPT = "wayfinder> "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")


class Pty:
    """A child process on a pseudo-terminal, with bounded reads."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the command (never returns)
            try:
                os.chdir(cwd)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.output = ""  # everything read so far, ANSI codes removed
        self.mark = 0  # where the next expect starts looking
        self.status: int | None = None

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def _read_some(self, until: float) -> bool:
        """Read what is available before ``until``; False at end of output."""
        ready, _, _ = select.select([self.fd], [], [], max(0.0, until - time.monotonic()))
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            return False
        if not data:
            return False
        self.output += ANSI.sub("", data.decode("utf-8", "replace"))
        return True

    def expect(self, pattern: str, timeout: float = 20.0) -> re.Match[str]:
        """Wait for ``pattern`` (a regex) after the last match; fail with the output on timeout/EOF."""
        deadline = time.monotonic() + timeout
        regex = re.compile(pattern)
        while True:
            found = regex.search(self.output, self.mark)
            if found:
                self.mark = found.end()
                return found
            if time.monotonic() >= deadline or not self._read_some(deadline):
                pytest.fail(f"did not see {pattern!r}; output so far:\n{self.output[-4000:]}")

    def wait_exit(self, timeout: float = 20.0) -> int:
        """Read to the end of output (every holder of the terminal, the browser included, has closed
        it), then reap the child; its exit code."""
        deadline = time.monotonic() + timeout
        while self._read_some(deadline):
            if time.monotonic() >= deadline:
                pytest.fail(f"the shell did not exit; output:\n{self.output[-4000:]}")
        _, self.status = os.waitpid(self.pid, 0)  # the terminal closed: the process is exiting
        return os.waitstatus_to_exitcode(self.status)

    def kill(self) -> None:
        if self.status is None:
            with contextlib.suppress(ProcessLookupError, ChildProcessError):
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
        with contextlib.suppress(OSError):
            os.close(self.fd)


def descendants(root: int) -> dict[int, str]:
    """Every live process under ``root`` (pid -> command line), from /proc."""
    parents: dict[int, int] = {}
    names: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            names[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: dict[int, str] = {}
    frontier = [root]
    while frontier:
        pid = frontier.pop()
        for child, parent in parents.items():
            if parent == pid and child not in found:
                found[child] = names.get(child, "")
                frontier.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.fixture
def shell(demo: DemoServer, tmp_path: Path) -> Iterator[Pty]:
    env = clean_env(tmp_path, TERM="dumb", NO_COLOR="1", COLUMNS="200")
    argv = [
        str(SCRIPT),
        "shell",
        "--url",
        demo.shop_url + "?consent=1",
        "--planner",
        "rules",
        "--headless",
        "--runs-dir",
        str(tmp_path / "runs"),
    ]
    proc = Pty(argv, env, tmp_path)
    try:
        yield proc
    finally:
        proc.kill()


def test_shell_session_on_demo_shop(shell: Pty, demo: DemoServer, tmp_path: Path) -> None:
    shell.expect(re.escape(PROMPT), timeout=30)

    shell.send(":tabs\n")
    shell.expect(r"\*\s+1\s+.*" + re.escape(demo.shop_url))
    shell.expect(re.escape(PROMPT))

    # Ctrl-C at the prompt explains and keeps the shell (and its browser) alive
    shell.send("\x03")
    shell.expect(r"Nothing is running\. Ctrl-C or :stop stops a goal")
    shell.expect(re.escape(PROMPT))
    browser = {pid: cmd for pid, cmd in descendants(shell.pid).items() if "chrom" in cmd}
    assert browser, "the shell's Chromium is not running"

    shell.send(":nope\n")
    shell.expect(r"unknown command :nope; the commands are:")
    shell.expect(r":screenshot \[PATH\]")
    shell.expect(re.escape(PROMPT))

    shell.send("go to Monitors\n")
    first = shell.expect(r"\n\s*1  (\S[^\n]*)")
    result = shell.expect(r"Result  (goal_satisfied|goal_failed|loop_stuck|budget_exhausted)")
    shell.expect(r"Run dir (\S+)")
    shell.expect(re.escape(PROMPT))
    assert result.group(1) == "goal_satisfied", shell.output[-3000:]

    shell.send(":trace\n")
    shell.expect(r"\n\s*1  " + re.escape(first.group(1).strip()[:40]))
    shell.expect(r"Result  goal_satisfied")
    report = shell.expect(r"Report  (\S+report\.html)")
    assert Path(report.group(1)).is_file()
    shell.expect(re.escape(PROMPT))

    shell.send(":tabs\n")
    shell.expect(r"\*\s+1\s+.*monitors", timeout=10)
    shell.expect(re.escape(PROMPT))

    shell.send(":screenshot\n")
    saved = shell.expect(r"Saved (\S+\.png)")
    png = Path(saved.group(1))
    assert png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (tmp_path / "runs") in png.parents
    shell.expect(re.escape(PROMPT))

    children = descendants(shell.pid)
    shell.send(":quit\n")
    assert shell.wait_exit() == 0, shell.output[-2000:]
    left = {pid: cmd for pid, cmd in children.items() if alive(pid)}
    assert not left, f"processes outlived the shell: {left}"


def test_ctrl_c_stops_the_goal_and_keeps_the_browser(shell: Pty, demo: DemoServer) -> None:
    shell.expect(re.escape(PROMPT), timeout=30)
    browser = {pid for pid, cmd in descendants(shell.pid).items() if "chrom" in cmd}
    assert browser

    shell.send("open the most expensive monitor\n")
    shell.expect(r"\n\s*1  \S")  # the goal is running: its first step is narrated
    shell.send("\x03")
    shell.expect(r"Stopped\.")
    shell.expect(r"Run dir (\S+)")
    shell.expect(re.escape(PROMPT))
    assert all(alive(pid) for pid in browser), "Ctrl-C reached the browser"

    shell.send(":trace\n")  # the interrupted run was still recorded
    shell.expect(r"\n\s*1  \S")
    shell.expect(r"Report  \S+report\.html")
    shell.expect(re.escape(PROMPT))

    shell.send(f":url {demo.shop_url}cart\n")  # the same browser still takes commands
    shell.expect(r"Now at " + re.escape(demo.shop_url) + "cart")
    shell.expect(re.escape(PROMPT))
    shell.send("\x04")  # Ctrl-D leaves like :quit
    assert shell.wait_exit() == 0, shell.output[-2000:]
    assert not any(alive(pid) for pid in browser)
