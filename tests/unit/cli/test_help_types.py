"""Every ``--help`` reads like a command line (issue 30 section 3): no Python type tags (``<bool>``,
``<list[str]>``, ``<str>``, ``<int range>``), a value name where an option takes a value, and a usage
line that does not repeat a word (``wayfinder portal portal``). The walk reaches every command through
the groups' own listing, so ``wayfinder portal URL`` (the group's default command) is walked too."""

from __future__ import annotations

import re
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from wayfinder.cli.commands import app

ROOT = typer.main.get_command(app)

# a type tag as typer prints it: <str>, <bool>, <path>, <list[str]>, <int range>, <never|low>
TYPE_TAG = re.compile(r"<(?:[a-z]+(?:\[[^\]]*\])?(?: range)?|[a-z0-9_.-]+(?:\|[a-z0-9_.-]+)+)>")


def _paths(group: Any = ROOT, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [prefix]
    if not hasattr(group, "list_commands"):
        return out
    ctx = typer.Context(group, info_name=prefix[-1] if prefix else "wayfinder")
    for name in group.list_commands(ctx):
        out += _paths(group.get_command(ctx, name), (*prefix, name))
    return out


PATHS = _paths()


def _help(path: tuple[str, ...]) -> str:
    result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    return result.output


def _usage(text: str) -> str:
    return next(line for line in text.splitlines() if "Usage:" in line).split("Usage:", 1)[1].strip()


def test_the_walk_finds_sub_commands_and_the_portal_url_form() -> None:
    assert {
        ("bench", "observe"),
        ("run",),
        ("portal", "URL"),
        ("portal", "debug"),
        ("portal", "batch"),
    } <= set(PATHS)


@pytest.mark.parametrize(
    ("text", "tagged"),
    [
        ("--json <bool>  Print", True),
        ("--secret <list[str]>  NAME=VALUE", True),
        ("--workers <int range> [x>=1]", True),
        ("goal <str>  What to do", True),
        ("--mode <fast|slow>", True),
        ("--secret NAME=VALUE  the planner writes <secret:NAME>", False),
        ("--runs-dir PATH  (default: runs/batch-<file name>)", False),
    ],
)
def test_the_tag_pattern(text: str, tagged: bool) -> None:
    assert bool(TYPE_TAG.search(text)) is tagged


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "wayfinder")
def test_help_has_no_type_tags_and_a_usage_line_without_repeats(path: tuple[str, ...]) -> None:
    text = _help(path)
    assert "--help" in text
    assert not TYPE_TAG.search(text), TYPE_TAG.findall(text)
    words = re.findall(r"[A-Za-z_][\w-]*", _usage(text))
    repeated = sorted({w for w in words if words.count(w) > 1})
    assert not repeated, f"usage repeats {repeated}: {_usage(text)}"


def _option_line(text: str, option: str) -> str:
    return next(line for line in text.splitlines() if re.search(rf"{option}\b", line))


def test_options_show_a_value_name_and_flags_none() -> None:
    text = _help(("run",))
    assert "INTEGER" in _option_line(text, "--max-steps")
    assert "NAME=VALUE" in _option_line(text, "--secret")
    headless = _option_line(text, "--headless")
    assert "--headed" in headless and not re.search(r"--headed\s+[A-Z]{2,}", headless)
    assert _usage(text) == "wayfinder run [OPTIONS] [GOAL]"


def test_portal_help_lists_the_url_form_and_its_own_help_reads_right() -> None:
    group = _help(("portal",))
    assert "URL" in _usage(group) and re.search(r"(?m)^\W*URL\s+Walk a records portal", group)
    assert {"debug", "batch"} <= set(re.findall(r"(?m)^\W*(debug|batch)\s", group))
    single = _help(("portal", "https://records.example/"))
    assert _usage(single) == "wayfinder portal [OPTIONS] URL"
    assert "FIELD=VALUE" in _option_line(single, "--search")
    assert "--install-completion" not in single
