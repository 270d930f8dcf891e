"""This project's own docs as an MkDocs site (``bench/apps/mkdocs/mkdocs.yml``), built and served.

``DocsSite`` gathers the Markdown sources into a temp folder (``README.md`` as the home page
``index.md``; ``docs/*.md`` under ``docs/``, where the README's links point), builds them with MkDocs in
a child process (``sys.executable -m mkdocs``, from the ``apps`` extra), and serves the built folder as
static files on 127.0.0.1 on a free port from a daemon thread. Search is MkDocs' own client-side search
(``search/search_index.json`` read by lunr.js in the page).
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import sys
import tempfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

from wayfinder_bench.apps.paths import apps_dir, repo_root
from wayfinder_bench.apps.process import AppFailed


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the harness prints its own progress."""


def gather_sources(root: Path, into: Path) -> list[Path]:
    """Copy the docs' Markdown from checkout ``root`` into ``into``; the copied files, relative."""
    copied = [Path("index.md")]
    into.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(root / "README.md", into / "index.md")
    for page in sorted((root / "docs").glob("*.md")):
        (into / "docs").mkdir(exist_ok=True)
        shutil.copyfile(page, into / "docs" / page.name)
        copied.append(Path("docs") / page.name)
    return copied


def build_site(root: Path, workdir: Path, timeout: float = 120.0) -> Path:
    """Build the docs of checkout ``root`` under ``workdir``; the built site folder."""
    sources, site = workdir / "src", workdir / "site"
    gather_sources(root, sources)
    # docs_dir is resolved against the config file's folder: write the config beside the sources
    config = workdir / "mkdocs.yml"
    template = (apps_dir() / "mkdocs" / "mkdocs.yml").read_text(encoding="utf-8")
    config.write_text(template + f"docs_dir: {sources}\n", encoding="utf-8")
    argv = [sys.executable, "-m", "mkdocs", "build", "--quiet", "--clean", "--config-file", str(config)]
    argv += ["--site-dir", str(site)]
    done = subprocess.run(argv, cwd=workdir, capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0 or not (site / "index.html").is_file():
        raise AppFailed(f"mkdocs build failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return site


class DocsSite:
    """The built docs served on 127.0.0.1. Use as a context manager, or ``start()`` / ``stop()``."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or repo_root()
        self._tmp: Path | None = None
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.site_dir = Path()
        self.url = ""

    def start(self) -> DocsSite:
        self._tmp = Path(tempfile.mkdtemp(prefix="wayfinder-docs-"))
        try:
            self.site_dir = build_site(self.root, self._tmp)
            handler = functools.partial(_QuietHandler, directory=str(self.site_dir))
            self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
            self._server.daemon_threads = True
            self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
            self._thread.start()
        except BaseException:
            self.stop()
            raise
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        return self

    def reset(self) -> None:
        """Nothing to reset: the site is static."""

    @property
    def base_url(self) -> str:
        """The site's root URL (what goal suites resolve start paths against)."""
        return self.url

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    def __enter__(self) -> DocsSite:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
