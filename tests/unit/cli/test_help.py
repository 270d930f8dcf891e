"""Help text and README agree (the simonw/llm check): every command is documented, every ``--help``
works and says what the command does, and every setting can be reached from ``wayfinder run``.

A new command, shell command or setting that the README or the CLI does not cover fails here, so the
docs cannot silently fall behind the code.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from tests.fixtures.settings_env import isolate_settings
from wayfinder.cli.commands import app
from wayfinder.cli.run import build_settings, parse_sets
from wayfinder.errors import ConfigError
from wayfinder.settings import Settings
from wayfinder.ux.shell_commands import COMMANDS

README = Path(__file__).resolve().parents[3] / "README.md"
ROOT = typer.main.get_command(app)

# A valid text form for the settings whose default is None (their default has no text to round-trip).
NONE_DEFAULT_SAMPLES = {
    "headless": "true",
    "profile_dir": "/tmp/wayfinder-profile",
    "cdp_url": "http://127.0.0.1:9222",
    "browser_path": "/usr/bin/chromium",
    "base_url": "http://127.0.0.1:11434/v1",
    "api_key": "sk-test",
    "search_url": "https://search.example/?q={query}",
    "mcp_upload_dir": "/tmp/wayfinder-uploads",
}


def _usage_section() -> str:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"^## Usage\n(.*?)(?=^## )", text, flags=re.S | re.M)
    assert match, "README.md has no '## Usage' section"
    return match.group(1)


def _command_paths(group: Any = ROOT, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """Every command and sub-command as (path, command), e.g. (("bench", "observe"), cmd)."""
    out: list[tuple[tuple[str, ...], Any]] = []
    for name, command in sorted(getattr(group, "commands", {}).items()):
        path = (*prefix, name)
        out.append((path, command))
        out += _command_paths(command, path)
    return out


COMMAND_PATHS = _command_paths()
TOP_LEVEL = sorted(p[0] for p, _ in COMMAND_PATHS if len(p) == 1)


def test_the_app_has_the_expected_commands() -> None:
    # Guards the walk itself: if it found nothing, every test below would pass vacuously.
    assert {"run", "shell", "portal", "report", "runs", "demo", "bench"} <= set(TOP_LEVEL)
    assert ("bench", "observe") in [p for p, _ in COMMAND_PATHS]


@pytest.mark.parametrize("name", TOP_LEVEL)
def test_every_top_level_command_is_in_the_readme_usage(name: str) -> None:
    assert f"wayfinder {name}" in _usage_section()


@pytest.mark.parametrize("path", [p for p, _ in COMMAND_PATHS if len(p) > 1], ids=" ".join)
def test_every_sub_command_is_in_the_readme_usage(path: tuple[str, ...]) -> None:
    assert f"wayfinder {' '.join(path)}" in _usage_section()


def test_portal_debug_and_search_are_documented() -> None:
    usage = _usage_section()
    assert "wayfinder portal debug RUN_DIR" in usage
    assert "--search FIELD=VALUE" in usage


@pytest.mark.parametrize("usage", [u.split()[0] for u, _ in COMMANDS if u.startswith(":")])
def test_every_shell_command_is_in_the_readme_usage(usage: str) -> None:
    assert f"`{usage}" in _usage_section()


def test_the_shell_keys_are_documented() -> None:
    usage = _usage_section()
    assert "Ctrl-C stops the running goal" in usage
    assert "`Ctrl-Z` and `Ctrl-\\` are disabled" in usage


@pytest.mark.parametrize(("path", "command"), COMMAND_PATHS, ids=[" ".join(p) for p, _ in COMMAND_PATHS])
def test_every_help_exits_0_with_a_description(path: tuple[str, ...], command: Any) -> None:
    result = CliRunner().invoke(app, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output
    assert (command.help or command.short_help or "").strip(), (
        f"wayfinder {' '.join(path)} has no description"
    )


def test_run_help_mentions_set() -> None:
    result = CliRunner().invoke(app, ["run", "--help"])
    assert result.exit_code == 0
    assert "--set" in result.output


@pytest.mark.parametrize("name", sorted(Settings.model_fields))
def test_parse_sets_accepts_every_setting(name: str) -> None:
    assert parse_sets([f"{name}=x"]) == {name: "x"}
    assert parse_sets([f"{name.replace('_', '-')}=x"]) == {name: "x"}


def _text_form(value: object) -> str:
    """How a person would type ``value`` after ``--set KEY=``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]}x{value[1]}"
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)


@pytest.fixture
def clean_sources(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No wayfinder.toml and no WAYFINDER_* variables, so only --set decides."""
    isolate_settings(monkeypatch, tmp_path)


@pytest.mark.usefixtures("clean_sources")
@pytest.mark.parametrize("name", sorted(Settings.model_fields))
def test_every_setting_is_reachable_through_set(name: str) -> None:
    default = getattr(Settings(), name)
    text = NONE_DEFAULT_SAMPLES.get(name) if default is None else _text_form(default)
    assert text is not None, f"add a sample --set value for {name} (its default is None)"
    settings = build_settings({}, [f"{name}={text}"])
    value = getattr(settings, name)
    assert value is not None
    shown = value.get_secret_value() if hasattr(value, "get_secret_value") else value
    assert _text_form(shown) == text


def test_set_with_an_unknown_key_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        build_settings({}, ["no_such_setting=1"])
