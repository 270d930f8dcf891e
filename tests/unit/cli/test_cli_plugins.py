"""Command groups of the packages beside the product come only through the entry point group."""

from __future__ import annotations

import importlib.metadata

import pytest
import typer

from wayfinder.cli.plugins import CLI_PLUGINS
from wayfinder.cli.plugins import register_plugins as _register_plugins


def _groups(app: typer.Typer) -> set[str]:
    return {g.name or "" for g in app.registered_groups}


def test_the_bench_group_comes_from_its_entry_point() -> None:
    names = {ep.name for ep in importlib.metadata.entry_points(group=CLI_PLUGINS)}
    assert "bench" in names  # the bench package is installed in the test environment
    app = typer.Typer()
    _register_plugins(app)
    assert "bench" in _groups(app)


def test_without_the_package_there_is_no_bench_group(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda **_: [])
    app = typer.Typer()
    _register_plugins(app)
    assert _groups(app) == set()


def test_registering_twice_adds_each_command_once() -> None:
    from wayfinder_bench.cli.app import bench_app, register

    for _ in range(2):
        register(typer.Typer())
    names = [c.name or (c.callback.__name__ if c.callback else "") for c in bench_app.registered_commands]
    assert (
        len(names) == len(set(names)) == 9
    )  # observe, miniwob, portal, goals, prompt, workers, steps, verify, gold
