"""A browser launched before the agent was imported (``agent/early.py``): the run takes it as its own;
input the run refuses closes it and leaves no run directory behind."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, cast

import pytest

from wayfinder.agent.early import EarlyBrowser, launch_early
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ConfigError
from wayfinder.settings import load_settings


class _Runtime:
    """Stands in for a BrowserRuntime whose launch never finishes on its own."""

    def __init__(self) -> None:
        self.closed = 0

    async def close(self) -> None:
        self.closed += 1


async def _early(runtime: _Runtime) -> EarlyBrowser:
    launch = asyncio.get_running_loop().create_task(asyncio.sleep(3600))
    return EarlyBrowser("20261126-000000-abcd", cast(BrowserRuntime, runtime), cast(Any, launch))


@pytest.mark.parametrize(
    ("goal", "url", "said"),
    [
        ("   ", None, "the goal is empty"),
        ("open the shop", "ftp://example.com/", "is not valid"),
        ("x" * 2001, None, "characters long"),
    ],
)
def test_refused_input_closes_the_early_browser(
    tmp_path: Path, goal: str, url: str | None, said: str
) -> None:
    runtime = _Runtime()
    settings = load_settings(runs_dir=tmp_path / "runs")

    async def go() -> EarlyBrowser:
        early = await _early(runtime)
        with pytest.raises(ConfigError, match=said):
            await run_agent(goal, start_url=url, settings=settings, early=early)
        return early

    early = asyncio.run(go())
    assert early.launch.cancelled()
    assert runtime.closed == 1
    assert not (tmp_path / "runs").exists()  # no run directory for a run that never began


def test_launch_early_names_the_run_directory_it_marks(tmp_path: Path) -> None:
    settings = load_settings(runs_dir=tmp_path, browser_args=["--foo"])

    async def go() -> EarlyBrowser:
        early = launch_early(settings)
        early.launch.cancel()
        await early.discard()
        return early

    early = asyncio.run(go())
    args = early.runtime.settings.browser_args
    assert args[0] == "--foo"
    assert args[-1].endswith(str((tmp_path / early.session_id).resolve()))
    assert early.runtime.downloads_dir == tmp_path / early.session_id / "downloads"
    assert not (tmp_path / early.session_id).exists()  # the run creates it, not the launch


@pytest.mark.parametrize(
    ("goal", "url", "secret", "said"),
    [
        ("  ", None, [], "the goal is empty"),
        ("open the shop", "ftp://example.com/", [], "is not valid"),
        ("log in with <secret:PW>", None, ["PW=x"], "shorter than 4 characters"),
    ],
)
def test_the_cli_refuses_input_before_it_launches_a_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, goal: str, url: str | None, secret: list[str], said: str
) -> None:
    import wayfinder.agent.early as early_mod
    from wayfinder.cli import run as cli_run

    launched: list[Any] = []
    monkeypatch.setattr(early_mod, "launch_early", lambda settings, **kw: launched.append(settings))
    settings = load_settings(runs_dir=tmp_path / "runs")
    with pytest.raises(ConfigError, match=said):
        asyncio.run(cli_run._run(goal, url, settings, secret, view=None))
    assert launched == []
    assert not (tmp_path / "runs").exists()


def test_the_cli_refuses_a_bad_domain_pattern_before_it_launches_a_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The early launch opens the start page under the domain guard, so the policy is read first."""
    import wayfinder.agent.early as early_mod
    from wayfinder.cli import run as cli_run

    launched: list[Any] = []
    monkeypatch.setattr(early_mod, "launch_early", lambda settings, **kw: launched.append(settings))
    settings = load_settings(runs_dir=tmp_path / "runs", allowed_domains=["*.10.0.0.1"])
    with pytest.raises(ConfigError, match="wildcards are for names"):
        asyncio.run(cli_run._run("open the shop", "http://10.0.0.1/", settings, [], view=None))
    assert launched == []
    assert not (tmp_path / "runs").exists()


def _cli_run_recording(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, launch: Any, events: list[Any]
) -> Any:
    """``cli.run._run`` with the given launch task, recording when the loop is imported."""
    import wayfinder.agent.early as early_mod
    import wayfinder.agent.run_first as first_mod
    from wayfinder.cli import run as cli_run

    early = EarlyBrowser("20261126-000000-abcd", cast(BrowserRuntime, _Runtime()), launch)

    async def run_agent(*args: Any, **kwargs: Any) -> str:
        events.append("run")
        return "result"

    def agent() -> Any:
        events.append(("import", early.up.is_set()))
        return run_agent

    monkeypatch.setattr(early_mod, "launch_early", lambda settings, **kw: early)
    monkeypatch.setattr(first_mod, "look_early", lambda *args: None)
    monkeypatch.setattr(cli_run, "_agent", agent)
    settings = load_settings(runs_dir=tmp_path / "runs")
    return early, cli_run._run("open the shop", None, settings, [], view=type("V", (), {"handle": None}))


def test_the_cli_imports_the_loop_once_chromium_has_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Chromium's start needs both cores of a small machine: the loop's import waits for it (round 17)."""
    events: list[Any] = []

    async def go() -> Any:
        launch = asyncio.get_running_loop().create_task(asyncio.sleep(3600))  # the page never opens
        early, run = _cli_run_recording(monkeypatch, tmp_path, launch, events)
        task = asyncio.create_task(run)
        await asyncio.to_thread(lambda: None)  # the run imports the observer meanwhile
        for _ in range(20):  # the run goes on as far as it can
            await asyncio.sleep(0)
        events.append("up")
        early.up.set()
        result = await task
        launch.cancel()
        return result

    assert asyncio.run(go()) == "result"
    assert events == ["up", ("import", True), "run"]  # not waiting for the page


def test_a_launch_that_fails_before_chromium_started_does_not_hold_the_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[Any] = []

    async def failed() -> None:
        raise RuntimeError("no browser")

    async def go() -> Any:
        launch = asyncio.get_running_loop().create_task(failed())
        _, run = _cli_run_recording(monkeypatch, tmp_path, launch, events)
        return await run

    assert asyncio.run(go()) == "result"  # the run meets the launch's error itself
    assert events == [("import", False), "run"]
