"""``--help`` shows no type label on flags (``--json``, ``--headless/--headed``, ``--help``), and keeps
the type of options that take a value; on every command, sub-commands included."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from wayfinder.cli.main import app

ROOT = typer.main.get_command(app)


def _paths(group: Any = ROOT, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [prefix]
    for name, command in sorted(getattr(group, "commands", {}).items()):
        out += _paths(command, (*prefix, name))
    return out


PATHS = _paths()


def _help(path: tuple[str, ...]) -> str:
    result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    return result.output


def test_the_walk_finds_sub_commands() -> None:
    assert ("bench", "observe") in PATHS and ("run",) in PATHS


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "wayfinder")
def test_no_flag_shows_a_bool_label(path: tuple[str, ...]) -> None:
    text = _help(path)
    assert "--help" in text
    assert "<bool>" not in text


def test_options_that_take_a_value_keep_their_type() -> None:
    text = _help(("run",))
    line = next(line for line in text.splitlines() if "--max-steps" in line)
    assert "<int>" in line
    headless = next(line for line in text.splitlines() if "--headless" in line)
    assert "--headed" in headless and "<" not in headless.split("--headed", 1)[1].split("Browser")[0]
