"""The CLI starts without the library: the entry point ``wayfinder.cli.main`` (all that ``wayfinder
--help`` and ``wayfinder version`` pay for) loads not even typer; the command tree
(``wayfinder.cli.commands``, what every other command line builds) loads no pydantic, rich, Playwright,
LangGraph or module of ours outside the CLI; each command imports what it needs when it runs. Speed itself is measured, not asserted:
docs/BENCHMARKS.md ("Start-up")."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("pydantic", "rich", "playwright", "langgraph", "openai", "PIL", "yaml", "lxml", "httpx", "mcp")


def _loaded_by(module: str) -> list[str]:
    code = f"import sys, json, {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    loaded: list[str] = json.loads(out.stdout)
    return loaded


def test_the_entry_point_imports_neither_typer_nor_the_tree() -> None:
    loaded = _loaded_by("wayfinder.cli.main")
    assert not {"typer", "click", "wayfinder.cli.commands", "wayfinder.cli.run"} & set(loaded)
    assert not {m.split(".")[0] for m in loaded} & set(HEAVY)


def test_the_cli_imports_no_library_at_start() -> None:
    loaded = _loaded_by("wayfinder.cli.commands")
    assert "wayfinder.cli.run" in loaded and "wayfinder.cli.mcp" in loaded  # the commands are registered
    heavy = sorted({m.split(".")[0] for m in loaded} & set(HEAVY))
    assert heavy == [], f"imported at start: {heavy}"
    ours = [
        m
        for m in loaded
        if m.startswith("wayfinder")
        and not m.startswith(("wayfinder.cli", "wayfinder_bench.cli"))
        and m not in ("wayfinder", "wayfinder.errors", "wayfinder_bench")
    ]
    assert ours == [], f"library modules imported at start: {ours}"


def test_the_bench_portal_default_cases_are_the_harness_ones() -> None:
    from wayfinder_bench.cli.portal import DEFAULT_CASES
    from wayfinder_bench.portal import DEFAULT_CASES as HARNESS

    assert ",".join(HARNESS) == DEFAULT_CASES


def test_a_run_command_line_builds_run_alone() -> None:
    code = (
        "import sys, json; from wayfinder.cli.main import main; sys.argv = ['wayfinder', 'run', '--help']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    last = out.stdout.strip().splitlines()[-1]
    loaded = set(json.loads(last))
    assert "wayfinder.cli.run" in loaded and "Usage: wayfinder run" in out.stdout  # run's help was printed
    others = {"wayfinder.cli.commands", "wayfinder.cli.mcp", "wayfinder.cli.portal", "wayfinder.cli.batch"}
    assert not others & loaded
    assert not {m for m in loaded if m.startswith("wayfinder_bench")}  # no plugin loaded


@pytest.mark.parametrize(
    "args", [["run", "--help"], ["run", "--bogus"], ["run"], ["run", "a goal", "--max-steps", "many"]]
)
def test_run_alone_answers_as_the_whole_tree_does(args: list[str]) -> None:
    from typer.testing import CliRunner

    from wayfinder.cli.commands import app
    from wayfinder.cli.tree import run_only

    whole = CliRunner().invoke(app, args, env={"COLUMNS": "100"})
    alone = CliRunner().invoke(run_only(), args, env={"COLUMNS": "100"})
    assert (alone.exit_code, alone.output) == (whole.exit_code, whole.output)
    assert alone.exit_code in (0, 2, 64)
