"""Where the apps' source lives: the repository's ``bench/apps`` folder."""

from __future__ import annotations

import os
from pathlib import Path

from wayfinder.errors import ConfigError

APPS_DIR_ENV = "WAYFINDER_APPS_DIR"


def repo_root() -> Path:
    """The checkout this package was installed from (editable install: ``src/wayfinder/...``)."""
    return Path(__file__).resolve().parents[4]


def apps_dir() -> Path:
    """``$WAYFINDER_APPS_DIR`` if set, else ``bench/apps`` of the checkout; ConfigError when missing."""
    configured = os.environ.get(APPS_DIR_ENV)
    folder = Path(configured) if configured else repo_root() / "bench" / "apps"
    if not folder.is_dir():
        raise ConfigError(
            f"the bench apps folder {folder} does not exist; run from a Wayfinder checkout "
            f"(editable install) or set {APPS_DIR_ENV} to its bench/apps folder"
        )
    return folder
