"""What a run was started with (``run.json``) and the lock of the process driving it.

``run.json`` is written when a run starts, so a run whose process died can be resumed with the same
goal, start URL and settings. Secret settings (the API key) and ``--secret`` values are never
written: a resumed run takes them from its environment or flags again.

The lock (``.lock``) is an advisory ``flock`` held by the process driving the run. The kernel
releases it when that process dies, however it dies, which is how a resume tells a dead run from a
live one (and why it may clean up the dead run's browser).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir

if sys.platform != "win32":
    import fcntl

SECRET_SETTINGS = frozenset(
    name for name, info in Settings.model_fields.items() if "SecretStr" in str(info.annotation)
)


class RunMeta(BaseModel):
    """The contents of ``run.json``."""

    model_config = ConfigDict(extra="ignore")

    session_id: str
    goal: str
    start_url: str | None = None
    started_at: float
    planner: str = ""
    settings: dict[str, Any]
    browser_owner: str = ""  # the marker the run's own Chromium carries (browser/orphans.py)


def settings_record(settings: Settings) -> dict[str, Any]:
    """The settings as JSON, without the secret ones."""
    return settings.model_dump(mode="json", exclude=set(SECRET_SETTINGS))


def settings_from_record(record: dict[str, Any], **overrides: Any) -> dict[str, Any]:
    """Overrides for ``load_settings`` that rebuild the recorded settings (unknown keys dropped)."""
    known = {k: v for k, v in record.items() if k in Settings.model_fields and k not in SECRET_SETTINGS}
    known.update({k: v for k, v in overrides.items() if v is not None})
    return known


def write_meta(run_dir: RunDir, meta: RunMeta, mask: Any = None) -> None:
    text = json.dumps(meta.model_dump(mode="json"), ensure_ascii=False, indent=2)
    run_dir.meta_path.write_text(mask(text) if mask else text, encoding="utf-8")


def read_meta(run_dir: RunDir) -> RunMeta | None:
    """``run.json`` of a run, or None when it is missing or unreadable."""
    try:
        return RunMeta.model_validate_json(run_dir.meta_path.read_text(encoding="utf-8"))
    except (OSError, ValidationError):
        return None


class RunLock:
    """``flock`` on the run directory's ``.lock``; the file holds the owner's pid for messages."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: IO[str] | None = None

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another live process holds it."""
        handle = self.path.open("a+", encoding="utf-8")
        if sys.platform != "win32":  # no flock on Windows: the lock is advisory only there
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                handle.close()
                return False
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._handle = handle
        return True

    def holder(self) -> str:
        """The pid written by the process holding (or last holding) the lock, or ""."""
        with contextlib.suppress(OSError):
            return self.path.read_text(encoding="utf-8").strip()
        return ""

    def release(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None:
            if sys.platform != "win32":
                with contextlib.suppress(OSError):
                    fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
            handle.close()
