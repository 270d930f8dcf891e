"""Finding a browser executable (pure: temp files stand in for browsers)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wayfinder.browser import locate
from wayfinder.browser.locate import BrowserNotFound, find_browser


def make_exe(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def test_explicit_path_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    exe = make_exe(tmp_path / "my-chrome")
    monkeypatch.delenv("WAYFINDER_BROWSER_PATH", raising=False)
    assert find_browser(exe) == exe


def test_explicit_path_must_be_executable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WAYFINDER_BROWSER_PATH", raising=False)
    plain = tmp_path / "not-exec"
    plain.write_text("")
    with pytest.raises(BrowserNotFound, match="is not an executable file"):
        find_browser(plain)


def test_env_variable_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    exe = make_exe(tmp_path / "env-chrome")
    monkeypatch.setenv("WAYFINDER_BROWSER_PATH", str(exe))
    assert find_browser() == exe


def test_path_lookup_then_playwright_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WAYFINDER_BROWSER_PATH", raising=False)
    bindir = tmp_path / "bin"
    make_exe(bindir / "chromium")
    monkeypatch.setenv("PATH", str(bindir))
    assert find_browser() == bindir / "chromium"

    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    cache = tmp_path / "ms-playwright"
    managed = make_exe(cache / "chromium-1200" / "chrome-linux" / "chrome")
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(cache))
    assert find_browser() == managed


def test_nothing_found_says_how_to_fix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WAYFINDER_BROWSER_PATH", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path / "none"))
    with pytest.raises(BrowserNotFound, match="WAYFINDER_BROWSER_PATH"):
        find_browser()


def test_main_exit_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WAYFINDER_BROWSER_PATH", str(make_exe(tmp_path / "c")))
    assert locate.main() == 0 and capsys.readouterr().out.strip() == str(tmp_path / "c")
    monkeypatch.setenv("WAYFINDER_BROWSER_PATH", str(tmp_path / "missing"))
    assert locate.main() == 1 and "error:" in capsys.readouterr().err
    assert os.environ["WAYFINDER_BROWSER_PATH"].endswith("missing")
