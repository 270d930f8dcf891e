"""Where the benchmarks' data is: the Wayfinder checkout's ``bench/`` folder (goal suites, the
MiniWoB++ dev list, the real apps' sources in ``bench/apps``, the demo batch) and its docs.

The checkout is ``$WAYFINDER_BENCH_ROOT`` when set, else the working directory (``make bench`` and
the tests run from it); ``$WAYFINDER_APPS_DIR`` points at another apps folder. Nothing is found
relative to where this package is installed, so a wheel of it works as well as an editable install.
"""

from __future__ import annotations

import os
from pathlib import Path

from wayfinder.errors import ConfigError

BENCH_ROOT_ENV = "WAYFINDER_BENCH_ROOT"
APPS_DIR_ENV = "WAYFINDER_APPS_DIR"


def repo_root() -> Path:
    """The checkout the benchmarks read: ``$WAYFINDER_BENCH_ROOT``, else the working directory;
    ConfigError when it has no ``bench/`` folder."""
    configured = os.environ.get(BENCH_ROOT_ENV)
    root = Path(configured) if configured else Path.cwd()
    if not (root / "bench").is_dir():
        where = f"{BENCH_ROOT_ENV}={configured}" if configured else f"the working directory {root}"
        raise ConfigError(
            f"{where} has no bench/ folder; run from a Wayfinder checkout or set {BENCH_ROOT_ENV} to one"
        )
    return root


def apps_dir() -> Path:
    """``$WAYFINDER_APPS_DIR`` if set, else ``bench/apps`` of the checkout; ConfigError when missing."""
    configured = os.environ.get(APPS_DIR_ENV)
    folder = Path(configured) if configured else repo_root() / "bench" / "apps"
    if not folder.is_dir():
        raise ConfigError(
            f"the bench apps folder {folder} does not exist; run from a Wayfinder checkout "
            f"(or set {BENCH_ROOT_ENV}), or set {APPS_DIR_ENV} to its bench/apps folder"
        )
    return folder
