"""The Django admin library (``bench/apps/django``) as a running site: start, reset, stop.

``LibraryApp`` creates a temp folder, runs ``serve.py`` there with ``sys.executable`` (Django comes from
the ``apps`` extra), which migrates and seeds a fresh SQLite database and serves it on a free port of
127.0.0.1. After it is ready, a pristine copy of the database is kept; ``reset()`` restores it through
SQLite's backup API (safe while the server runs), so every goal starts from the same data, logged out.
"""

from __future__ import annotations

import contextlib
import datetime
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from wayfinder_bench.apps.paths import apps_dir
from wayfinder_bench.apps.process import AppFailed, ReadyProcess

DEFAULT_SEED = 20


@dataclass(frozen=True)
class Account:
    """A staff user of the library admin."""

    username: str
    password: str


# Known throw-away accounts of a benchmark site on 127.0.0.1: goals receive the passwords as secrets.
LIBRARIAN = Account("librarian", "shelfmark-7319")  # superuser: may add and change records
VOLUNTEER = Account("volunteer", "reading-room-52")  # staff with view permissions only


class LibraryApp:
    """One running library site. Use as a context manager, or ``start()`` / ``stop()``."""

    def __init__(self, *, seed: int = DEFAULT_SEED, today: datetime.date | None = None) -> None:
        self.seed = seed
        self.today = today
        self.source = apps_dir() / "django"
        self._tmp: Path | None = None
        self._proc: ReadyProcess | None = None
        self.url = ""

    @property
    def db_path(self) -> Path:
        assert self._tmp is not None, "the library app is not started"
        return self._tmp / "library.sqlite3"

    @property
    def pristine_path(self) -> Path:
        return self.db_path.with_name("pristine.sqlite3")

    @property
    def admin_url(self) -> str:
        return f"{self.url}/admin/"

    def start(self, timeout: float = 90.0) -> LibraryApp:
        self._tmp = Path(tempfile.mkdtemp(prefix="wayfinder-library-"))
        self._proc = ReadyProcess(serve_argv(self.db_path, self.seed, self.today), cwd=self.source)
        try:
            self.url = self._proc.start(timeout)
            copy_db(self.db_path, self.pristine_path)
        except BaseException:
            self.stop()
            raise
        return self

    def reset(self) -> None:
        """Put the database back as seeded (sessions too: the next visitor is logged out)."""
        copy_db(self.pristine_path, self.db_path)

    def connect(self) -> contextlib.closing[sqlite3.Connection]:
        """A read-only connection to the live database, closed at the end of its ``with`` block."""
        return contextlib.closing(sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True))

    @property
    def base_url(self) -> str:
        """The site's root URL (what goal suites resolve start paths against)."""
        return self.url

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.running

    def stop(self) -> None:
        if self._proc is not None:
            self._proc.stop()
            self._proc = None
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    def __enter__(self) -> LibraryApp:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def serve_argv(db: Path, seed: int, today: datetime.date | None) -> list[str]:
    """The command line of ``bench/apps/django/serve.py`` (run with its folder as the working dir)."""
    argv = [sys.executable, "serve.py", "--db", str(db), "--seed", str(seed)]
    argv += ["--admin-password", LIBRARIAN.password, "--viewer-password", VOLUNTEER.password]
    return argv + (["--today", today.isoformat()] if today is not None else [])


def prepare_database(
    db: Path, *, seed: int = DEFAULT_SEED, today: datetime.date, timeout: float = 90.0
) -> Path:
    """Create and seed a library database at ``db`` without serving it (determinism checks, tools)."""
    argv = [*serve_argv(db, seed, today), "--prepare-only"]
    done = subprocess.run(argv, cwd=apps_dir() / "django", capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise AppFailed(f"seeding {db} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return db


def copy_db(source: Path, target: Path) -> None:
    """Copy one SQLite database over another with the backup API (consistent, lock-aware)."""
    src = sqlite3.connect(source)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
