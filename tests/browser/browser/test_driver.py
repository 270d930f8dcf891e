"""The Playwright driver (Node.js) starts with a small young generation (issue 17: its memory grew
over a worker's first runs), the user's NODE_OPTIONS kept, its compiled code cached under the user's
cache directory (issue 26: start-up), and our process environment left as it was. Our one
``--disable-features`` carries the installed driver's own list, which it replaces."""

from __future__ import annotations

import os
import re
from pathlib import Path

import psutil
import pytest
from playwright._impl._driver import compute_driver_executable

from wayfinder.browser.launch import (
    DRIVER_NODE_OPTIONS,
    PLAYWRIGHT_DISABLED_FEATURES,
    SharedBrowser,
    driver_compile_cache,
    driver_node_options,
)
from wayfinder.settings import Settings


@pytest.mark.parametrize(
    ("current", "expected"),
    [
        (None, DRIVER_NODE_OPTIONS),
        ("", DRIVER_NODE_OPTIONS),
        ("--trace-warnings", f"--trace-warnings {DRIVER_NODE_OPTIONS}"),
        ("--max-semi-space-size=8", "--max-semi-space-size=8"),  # the user's choice wins
    ],
)
def test_driver_node_options(current: str | None, expected: str) -> None:
    assert driver_node_options(current) == expected


def test_driver_compile_cache_is_the_users_unless_they_chose() -> None:
    home = str(Path.home() / ".cache" / "wayfinder" / "node-compile-cache")
    assert driver_compile_cache({}) == home
    assert driver_compile_cache({"XDG_CACHE_HOME": "/c"}) == "/c/wayfinder/node-compile-cache"
    assert driver_compile_cache({"NODE_COMPILE_CACHE": "/mine"}) is None
    assert driver_compile_cache({"NODE_DISABLE_COMPILE_CACHE": "1"}) is None


def test_the_installed_drivers_disabled_features_are_all_carried() -> None:
    bundle = Path(compute_driver_executable()[1]).parent / "lib" / "coreBundle.js"
    source = bundle.read_text(encoding="utf-8")
    block = re.search(r"disabledFeatures = \[(.*?)\]\.filter", source, re.S)
    assert block is not None, "the driver's disabledFeatures list moved: read it again"
    code = "\n".join(line.split("//")[0] for line in block.group(1).splitlines())
    theirs = re.findall(r'"(\w+)"', code)
    assert theirs and set(theirs) <= set(PLAYWRIGHT_DISABLED_FEATURES)


def _driver_env() -> dict[str, str]:
    for child in psutil.Process().children(recursive=True):
        cmd = " ".join(child.cmdline())
        if "node" in os.path.basename(child.cmdline()[0]) and "run-driver" in cmd:
            return child.environ()
    raise AssertionError("no Playwright driver process below this one")


@pytest.mark.browser
async def test_the_driver_gets_the_option_and_our_environment_is_restored(
    test_settings: Settings, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NODE_OPTIONS", "--trace-warnings")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("NODE_COMPILE_CACHE", raising=False)
    shared = await SharedBrowser(test_settings).start()
    try:
        env = _driver_env()
        assert env["NODE_OPTIONS"] == f"--trace-warnings {DRIVER_NODE_OPTIONS}"
        assert env["NODE_COMPILE_CACHE"] == str(tmp_path / "wayfinder" / "node-compile-cache")
        assert os.environ["NODE_OPTIONS"] == "--trace-warnings"
        assert "NODE_COMPILE_CACHE" not in os.environ
    finally:
        await shared.stop()
