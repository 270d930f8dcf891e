"""A child process that prints ``READY <url>`` when it serves, stopped with its whole process group.

Readiness is the child's own announcement read from its stdout with a deadline (no sleeps); a child that
exits first, or never announces, raises ``AppFailed`` with the tail of its output.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import threading
from collections import deque
from collections.abc import Sequence
from pathlib import Path

READY = "READY "


class AppFailed(RuntimeError):
    """A bench app did not start (its output tail is in the message)."""


class ReadyProcess:
    """Start ``argv``; ``url`` is what it announced. ``stop()`` is idempotent."""

    def __init__(self, argv: Sequence[str], *, cwd: Path, env: dict[str, str] | None = None) -> None:
        self.argv = list(argv)
        self.cwd = cwd
        self.env = env
        self.url = ""
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._tail: deque[str] = deque(maxlen=30)

    def start(self, timeout: float = 60.0) -> str:
        """Start the child and wait (up to ``timeout`` seconds) for its ``READY <url>`` line."""
        self._proc = subprocess.Popen(
            self.argv,
            cwd=self.cwd,
            env={**os.environ, **(self.env or {})},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,  # its own process group, so stop() reaches any grandchild too
        )
        threading.Thread(target=self._pump, daemon=True).start()
        try:
            self.url = self._await_ready(timeout)
        except BaseException:
            self.stop()
            raise
        return self.url

    def _pump(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        with self._proc.stdout as out:
            for line in out:
                self._lines.put(line.rstrip("\n"))
        self._lines.put(None)

    def _await_ready(self, timeout: float) -> str:
        try:
            while True:
                line = self._lines.get(timeout=timeout)
                if line is None:
                    raise AppFailed(f"{self.argv[1:2]} exited before it was ready:\n" + "\n".join(self._tail))
                if line.startswith(READY):
                    return line[len(READY) :].strip()
                self._tail.append(line)
        except queue.Empty:
            raise AppFailed(
                f"{self.argv[1:2]} did not announce readiness within {timeout:.0f} s:\n"
                + "\n".join(self._tail)
            ) from None

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM the process group, then SIGKILL if it is still there after ``timeout`` seconds."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if proc.poll() is not None:
                break
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                continue
