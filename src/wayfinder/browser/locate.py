"""Find a Chromium-family browser executable.

Order: the ``browser_path`` setting (``WAYFINDER_BROWSER_PATH``: a path, or a name on PATH such as
``chromium-headless-shell``); a system Chromium or Chrome on PATH; Playwright's own managed Chromium;
for a headless run, last, a headless shell (Debian's ``chromium-headless-shell`` or Playwright's).

The headless shell (Chromium's content layer without Chrome's UI, the "old headless") starts much
cheaper: on one page its Chromium used ~0.5 s of CPU where the full Chrome's ``--headless`` used
~1.9 s (scripts/browser_floor.py; BENCHMARKS, "Start-up, round 18"). It is not the default because
it has no PDF viewer: a PDF link or URL becomes a download instead of a page whose text the
observer reads (tests/browser/browser/test_http_status.py). ``browser_path=chromium-headless-shell``
chooses it; it cannot show a window, so a headed run with it is refused.

``python -m wayfinder.browser.locate [--headed]`` prints the path a headless (or headed) run would use
(exit 0) or the reason none was found (exit 1); ``make browser`` uses it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from wayfinder.errors import BrowserNotFound

SYSTEM_BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
# Debian's and Playwright's names for the headless shell (chrome-headless-shell: Chrome for Testing's)
HEADLESS_SHELLS = ("chromium-headless-shell", "chrome-headless-shell", "headless_shell")

INSTALL_HINT = (
    "install one (Debian/Ubuntu: 'sudo apt-get install -y chromium'; or '.venv/bin/playwright install "
    "chromium'), or set WAYFINDER_BROWSER_PATH to a Chromium/Chrome executable"
)

_MANAGED_FULL = (
    "chromium-*/chrome-linux*/chrome",
    "chromium-*/chrome-mac*/Chromium.app/Contents/MacOS/Chromium",
    "chromium-*/chrome-win*/chrome.exe",
)
_MANAGED_SHELL = ("chromium_headless_shell-*/chrome-*/headless_shell*",)


def _managed(patterns: Sequence[str]) -> Path | None:
    root = Path(os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or Path.home() / ".cache" / "ms-playwright")
    if not root.is_dir():
        return None
    for pattern in patterns:
        found = sorted(root.glob(pattern), reverse=True)
        if found:
            return found[0]
    return None


def headless_shell() -> Path | None:
    """A headless shell on PATH, else Playwright's managed one, else None (the last resort of a
    headless run, which then reads no PDF)."""
    for name in HEADLESS_SHELLS:
        hit = shutil.which(name)
        if hit:
            return Path(hit)
    return _managed(_MANAGED_SHELL)


def _full_browser() -> Path | None:
    for name in SYSTEM_BROWSERS:
        hit = shutil.which(name)
        if hit:
            return Path(hit)
    return _managed(_MANAGED_FULL)


def _explicit(explicit: Path | str, headless: bool) -> Path:
    named = str(explicit)
    path = Path(named).expanduser()
    if os.sep not in named and not path.is_file():  # a bare name: looked up on PATH
        path = Path(shutil.which(named) or path)
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BrowserNotFound(f"browser_path {str(path)!r} is not an executable file; {INSTALL_HINT}")
    if not headless and is_headless_shell(path):
        raise BrowserNotFound(
            f"browser_path {str(path)!r} is a headless shell, which cannot show a window; run headless, "
            "or set browser_path to a Chromium or Chrome"
        )
    return path


def is_headless_shell(path: Path) -> bool:
    return path.name.split(".")[0] in HEADLESS_SHELLS


def find_browser(explicit: Path | str | None = None, *, headless: bool = False) -> Path:
    """Return a browser executable for a headless (or headed) run, or raise :class:`BrowserNotFound`
    with what to do about it."""
    explicit = explicit or os.environ.get("WAYFINDER_BROWSER_PATH") or None
    if explicit:
        return _explicit(explicit, headless)
    found = _full_browser() or (headless_shell() if headless else None)
    if found is not None:
        return found
    shell = headless_shell()
    if shell is not None:  # a headed run, and only a headless shell is installed
        raise BrowserNotFound(
            f"a visible browser needs Chromium or Chrome, and only the headless shell {shell} was found; "
            f"run headless, or {INSTALL_HINT}"
        )
    raise BrowserNotFound(f"no Chromium or Chrome found; {INSTALL_HINT}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m wayfinder.browser.locate")
    parser.add_argument("--headed", action="store_true", help="the browser a run with a window would use")
    args = parser.parse_args(argv)
    try:
        print(find_browser(headless=not args.headed))
    except BrowserNotFound as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
