"""Serve the installed ``miniwob`` package's task pages over local HTTP.

The task pages declare no charset and Python's ``http.server`` sends none, so Chromium would read
them as Latin-1 and ``unicode-test`` could never be solved; this server adds ``charset=utf-8`` to
HTML. It binds 127.0.0.1 on a free port and runs in a daemon thread, so a benchmark can drive the
pages from the same process's event loop.

The ``miniwob`` package is located with ``find_spec`` only: importing it pulls in ``gymnasium``,
which the harness does not need (it drives the pages itself).
"""

from __future__ import annotations

import functools
import os
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import util as import_util
from pathlib import Path
from types import TracebackType
from typing import Any

from wayfinder.errors import ConfigError


def miniwob_html_root() -> Path:
    """The package's ``html`` folder (holding ``miniwob/``, ``core/``, ``common/``).

    ConfigError when the package is missing, since nothing can run without the task pages.
    """
    spec = import_util.find_spec("miniwob")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError("the 'miniwob' package is not installed; install miniwob==1.1.0 to run MiniWoB++")
    root = Path(next(iter(spec.submodule_search_locations))) / "html"
    if not (root / "miniwob").is_dir():
        raise ConfigError(f"the 'miniwob' package has no task pages under {root / 'miniwob'}")
    return root


def available_tasks(root: Path) -> list[str]:
    """Every task name the package ships (``miniwob/<name>.html``), sorted."""
    return sorted(p.stem for p in (root / "miniwob").glob("*.html"))


class _Utf8Handler(SimpleHTTPRequestHandler):
    """Static files, with ``charset=utf-8`` on HTML (see the module docstring)."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        kind = super().guess_type(path)
        if kind in ("text/html", "text/javascript", "application/javascript", "text/css"):
            return f"{kind}; charset=utf-8"
        return kind

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the harness prints its own progress."""


class MiniwobServer:
    """A static server for ``root``; use as a context manager. ``base_url`` has no trailing slash."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or miniwob_html_root()
        handler = functools.partial(_Utf8Handler, directory=str(self.root))
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="miniwob-http", daemon=True)
        self._started = False

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def task_url(self, task: str) -> str:
        return f"{self.base_url}/miniwob/{task}.html"

    def start(self) -> MiniwobServer:
        if not self._started:
            self._thread.start()
            self._started = True
        return self

    def stop(self) -> None:
        if self._started:
            self._httpd.shutdown()
            self._started = False
        self._httpd.server_close()

    def __enter__(self) -> MiniwobServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
