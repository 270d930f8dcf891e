"""A packaged app that its ``bench/apps/<name>/serve.py`` starts in a new temp folder: WordPress, Redmine.

``ServedApp`` owns the temp folder and the child (``ReadyProcess``: ``READY <url>`` on stdout, stopped
with its process group, so MariaDB, PHP's workers and Rails go with it). Subclasses name the Debian
packages and the files their serve.py needs; ``missing()`` says what is absent, so tests and suites
skip with the one command that installs them (``scripts/ensure-apps.sh`` runs it as root on Debian).
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any, ClassVar, Self

from wayfinder_bench.apps.paths import apps_dir
from wayfinder_bench.apps.process import AppFailed, ReadyProcess


class ServedApp:
    """One running instance. Use as a context manager, or ``start()`` / ``stop()``."""

    NAME: ClassVar[str]
    PACKAGES: ClassVar[tuple[str, ...]]
    NEEDS: ClassVar[tuple[str, ...]]  # files the packages install (checked by ``missing``)
    START_TIMEOUT: ClassVar[float] = 180.0

    def __init__(self) -> None:
        self.source = apps_dir() / self.NAME
        self._tmp: Path | None = None
        self._proc: ReadyProcess | None = None
        self.url = ""

    @classmethod
    def missing(cls) -> list[str]:
        """The packages whose files are absent (empty when the app can start)."""
        return [] if all(Path(p).exists() for p in cls.NEEDS) else list(cls.PACKAGES)

    @classmethod
    def install_hint(cls) -> str:
        return (
            f"{cls.NAME} is not installed: apt-get install --no-install-recommends {' '.join(cls.PACKAGES)}"
        )

    @property
    def folder(self) -> Path:
        """The instance folder serve.py laid out (``--dir``)."""
        assert self._tmp is not None, f"the {self.NAME} app is not started"
        return self._tmp / "instance"

    @property
    def base_url(self) -> str:
        return self.url

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.running

    def seed_data(self) -> dict[str, Any]:
        """The app's ``seed.json`` (accounts, names): what the instance was seeded with."""
        data: dict[str, Any] = json.loads((self.source / "seed.json").read_text(encoding="utf-8"))
        return data

    def start(self, timeout: float | None = None) -> Self:
        if self.missing():
            raise AppFailed(self.install_hint())
        self._tmp = Path(tempfile.mkdtemp(prefix=f"wayfinder-{self.NAME}-"))
        argv = [sys.executable, "serve.py", "--dir", str(self.folder)]
        self._proc = ReadyProcess(argv, cwd=self.source)
        try:
            self.url = self._proc.start(timeout or self.START_TIMEOUT)
            self.after_start()
        except BaseException:
            self.stop()
            raise
        return self

    def after_start(self) -> None:
        """Keep what ``reset`` needs (a pristine copy of the seeded data)."""

    def reset(self) -> None:
        """Put the data back as seeded."""
        raise NotImplementedError

    def stop(self) -> None:
        if self._proc is not None:
            self._proc.stop(timeout=30.0)
            self._proc = None
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
