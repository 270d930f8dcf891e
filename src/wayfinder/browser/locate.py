"""Find a Chromium-family browser executable.

Order: the ``browser_path`` setting (``WAYFINDER_BROWSER_PATH``); a system Chromium or Chrome on
PATH; Playwright's own managed browser. ``python -m wayfinder.browser.locate`` prints the path found
(exit 0) or the reason none was found (exit 1); ``make setup`` uses it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from wayfinder.errors import BrowserNotFound

SYSTEM_BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")

INSTALL_HINT = (
    "install one (Debian/Ubuntu: 'sudo apt-get install -y chromium'; or '.venv/bin/playwright install "
    "chromium'), or set WAYFINDER_BROWSER_PATH to a Chromium/Chrome executable"
)


def playwright_managed_browser() -> Path | None:
    """The Chromium that ``playwright install`` downloaded, if any."""
    root = Path(os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or Path.home() / ".cache" / "ms-playwright")
    if not root.is_dir():
        return None
    patterns = (
        "chromium-*/chrome-linux*/chrome",
        "chromium-*/chrome-mac*/Chromium.app/Contents/MacOS/Chromium",
        "chromium-*/chrome-win*/chrome.exe",
        "chromium_headless_shell-*/chrome-*/headless_shell",
    )
    for pattern in patterns:
        found = sorted(root.glob(pattern), reverse=True)
        if found:
            return found[0]
    return None


def find_browser(explicit: Path | str | None = None) -> Path:
    """Return a browser executable, or raise :class:`BrowserNotFound` with what to do about it."""
    explicit = explicit or os.environ.get("WAYFINDER_BROWSER_PATH") or None
    if explicit:
        path = Path(explicit).expanduser()
        if path.is_file() and os.access(path, os.X_OK):
            return path
        raise BrowserNotFound(f"browser_path {str(path)!r} is not an executable file; {INSTALL_HINT}")
    for name in SYSTEM_BROWSERS:
        hit = shutil.which(name)
        if hit:
            return Path(hit)
    managed = playwright_managed_browser()
    if managed is not None:
        return managed
    raise BrowserNotFound(f"no Chromium or Chrome found; {INSTALL_HINT}")


def main() -> int:
    try:
        print(find_browser())
    except BrowserNotFound as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
