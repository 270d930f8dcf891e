"""Finding and ending the browser of a run whose process died (Linux ``/proc``; elsewhere a no-op).

A run launches its Chromium with one extra, inert command-line switch, ``--wayfinder-run=<run dir>``
(Chromium ignores switches it does not know). When the run's process is killed, Chromium normally
exits as soon as Playwright's pipe closes; one that hangs instead is an orphan that only this marker
can tell apart from every other browser on the machine. ``kill_owned`` ends exactly those processes
(with their process group, which Playwright creates for the browser and its helpers), and nothing
else: a process is ours only when its command line carries the marker for that run directory.
"""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path

MARKER = "--wayfinder-run="
PROC = Path("/proc")


def owner_arg(tag: str) -> str:
    """The switch that marks a run's browser (``tag``: the absolute run directory)."""
    return MARKER + tag


def _cmdline(pid_dir: Path) -> str | None:
    try:
        raw = (pid_dir / "cmdline").read_bytes()
    except OSError:
        return None
    # Chromium rewrites its process title into one space-separated string: accept both shapes
    return raw.replace(b"\0", b" ").decode("utf-8", "replace")


def _alive(pid: int) -> bool:
    try:
        status = (PROC / str(pid) / "status").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    state = next((line.split()[1] for line in status.splitlines() if line.startswith("State:")), "")
    return state not in ("Z", "X")  # a zombie is dead; only its parent can reap it


def owned_pids(tag: str) -> list[int]:
    """Live processes whose command line carries the marker for ``tag``."""
    if not tag or not PROC.is_dir():
        return []
    needle = owner_arg(tag) + " "
    me = os.getpid()
    found = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit() or int(entry.name) == me:
            continue
        line = _cmdline(entry)
        if line is not None and needle in line + " " and _alive(int(entry.name)):
            found.append(int(entry.name))
    return sorted(found)


def kill_owned(tag: str) -> list[int]:
    """SIGKILL the processes marked for ``tag`` (and their own process groups); returns their pids.

    Only call this when the run's owner is known to be dead (its run lock was free): a live run's
    browser carries the same marker.
    """
    pids = owned_pids(tag)
    own_group = os.getpgrp()
    for pid in pids:
        with contextlib.suppress(OSError):
            group = os.getpgid(pid)
            if group == pid and group != own_group:
                os.killpg(group, signal.SIGKILL)
            else:
                os.kill(pid, signal.SIGKILL)
    return pids
