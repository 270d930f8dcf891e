"""What one worker costs: the CPU-seconds and peak memory of its process tree (Python, the Playwright
driver, Chromium and its renderers), measured with psutil from inside the worker.

Memory is the proportional set size (PSS): shared pages are split between the processes that share
them, so the tree's sum is what the worker really adds to the machine (a sum of RSS would count
Chromium's shared libraries once per renderer). CPU counts every live process of the tree plus the
children each has already reaped (a renderer that closed with its browser context still counts).
"""

from __future__ import annotations

import contextlib
import os
import threading
from dataclasses import dataclass

import psutil

SAMPLE_EVERY_S = 1.0


def _tree(pid: int) -> list[psutil.Process]:
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.Error:
        return []


def tree_cpu_seconds(pid: int) -> float:
    """User + system seconds of the tree rooted at ``pid``, reaped children included."""
    total = 0.0
    for proc in _tree(pid):
        with contextlib.suppress(psutil.Error):
            t = proc.cpu_times()
            total += t.user + t.system + t.children_user + t.children_system
    return total


def tree_memory_mb(pid: int) -> float:
    """The tree's memory in MB: PSS where the kernel gives it, else RSS."""
    total = 0
    for proc in _tree(pid):
        with contextlib.suppress(psutil.Error):
            info = proc.memory_full_info()
            total += getattr(info, "pss", info.rss)
    return total / (1024 * 1024)


@dataclass(frozen=True)
class Usage:
    """``end_mb``: the tree's memory once the job ended (what the worker carries into its next one)."""

    cpu_s: float
    peak_mb: float
    end_mb: float = 0.0


class Meter:
    """Measures one job: CPU-seconds between ``start`` and ``stop``, and the tree's peak memory
    sampled every second by a daemon thread (and once at each end)."""

    def __init__(self, pid: int | None = None, every_s: float = SAMPLE_EVERY_S) -> None:
        self.pid = pid or os.getpid()
        self.every_s = every_s
        self._peak = 0.0
        self._last = 0.0
        self._cpu0 = 0.0
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    def _sample(self) -> None:
        self._last = tree_memory_mb(self.pid)
        self._peak = max(self._peak, self._last)

    def _loop(self) -> None:
        while not self._done.wait(self.every_s):
            self._sample()

    def start(self) -> Meter:
        self._cpu0 = tree_cpu_seconds(self.pid)
        self._sample()
        self._thread = threading.Thread(target=self._loop, name="wayfinder-meter", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> Usage:
        self._done.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._sample()
        cpu = round(max(0.0, tree_cpu_seconds(self.pid) - self._cpu0), 3)
        return Usage(cpu, round(self._peak, 1), round(self._last, 1))
