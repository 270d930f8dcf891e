"""The Playwright driver (Node.js) starts with a small young generation (issue 17: its memory grew
over a worker's first runs), the user's NODE_OPTIONS kept, and our process environment left as it was."""

from __future__ import annotations

import os

import psutil
import pytest

from wayfinder.browser.launch import DRIVER_NODE_OPTIONS, SharedBrowser, driver_node_options
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


def _driver_env() -> dict[str, str]:
    for child in psutil.Process().children(recursive=True):
        cmd = " ".join(child.cmdline())
        if "node" in os.path.basename(child.cmdline()[0]) and "run-driver" in cmd:
            return child.environ()
    raise AssertionError("no Playwright driver process below this one")


@pytest.mark.browser
async def test_the_driver_gets_the_option_and_our_environment_is_restored(
    test_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NODE_OPTIONS", "--trace-warnings")
    shared = await SharedBrowser(test_settings).start()
    try:
        assert _driver_env()["NODE_OPTIONS"] == f"--trace-warnings {DRIVER_NODE_OPTIONS}"
        assert os.environ["NODE_OPTIONS"] == "--trace-warnings"
    finally:
        await shared.stop()
