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
    assert locate.main([]) == 0 and capsys.readouterr().out.strip() == str(tmp_path / "c")
    monkeypatch.setenv("WAYFINDER_BROWSER_PATH", str(tmp_path / "missing"))
    assert locate.main([]) == 1 and "error:" in capsys.readouterr().err
    assert os.environ["WAYFINDER_BROWSER_PATH"].endswith("missing")


def _only_path(monkeypatch: pytest.MonkeyPatch, bindir: Path, cache: Path) -> None:
    monkeypatch.delenv("WAYFINDER_BROWSER_PATH", raising=False)
    monkeypatch.setenv("PATH", str(bindir))
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(cache))


def test_the_full_browser_comes_before_the_headless_shell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bindir = tmp_path / "bin"
    chromium = make_exe(bindir / "chromium")
    make_exe(bindir / "chromium-headless-shell")
    _only_path(monkeypatch, bindir, tmp_path / "none")
    assert find_browser(headless=True) == chromium  # the shell shows no PDF: only when chosen
    assert find_browser(headless=False) == chromium


def test_the_shell_is_chosen_by_name_or_path_for_headless_runs_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bindir = tmp_path / "bin"
    make_exe(bindir / "chromium")
    shell = make_exe(bindir / "chromium-headless-shell")
    _only_path(monkeypatch, bindir, tmp_path / "none")
    assert find_browser("chromium-headless-shell", headless=True) == shell
    assert find_browser(shell, headless=True) == shell
    monkeypatch.setenv("WAYFINDER_BROWSER_PATH", "chromium-headless-shell")
    assert find_browser(headless=True) == shell
    with pytest.raises(BrowserNotFound, match="is a headless shell, which cannot show a window"):
        find_browser(headless=False)
    with pytest.raises(BrowserNotFound, match="is not an executable file"):
        find_browser("no-such-browser", headless=True)


def test_a_headless_shell_alone_serves_headless_runs_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "ms-playwright"
    shell = make_exe(cache / "chromium_headless_shell-1200" / "chrome-linux" / "headless_shell")
    _only_path(monkeypatch, tmp_path / "empty", cache)
    assert find_browser(headless=True) == shell
    with pytest.raises(
        BrowserNotFound, match=r"only the headless shell .*headless_shell was found; run headless"
    ):
        find_browser(headless=False)
    full = make_exe(cache / "chromium-1200" / "chrome-linux" / "chrome")
    assert find_browser(headless=False) == full and find_browser(headless=True) == full


def test_main_names_the_headless_and_the_headed_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "ms-playwright"
    shell = make_exe(cache / "chromium_headless_shell-1200" / "chrome-linux" / "headless_shell")
    _only_path(monkeypatch, tmp_path / "empty", cache)
    assert locate.main([]) == 0 and capsys.readouterr().out.strip() == str(shell)
    assert locate.main(["--headed"]) == 1 and "only the headless shell" in capsys.readouterr().err
