"""The CLI starts without the library: the entry point ``wayfinder.cli.main`` (all that ``wayfinder
--help`` and ``wayfinder version`` pay for) loads not even typer; the command tree
(``wayfinder.cli.commands``, what every other command line builds) loads no pydantic, rich, Playwright,
LangGraph or module of ours outside the CLI; each command imports what it needs when it runs. Speed itself is measured, not asserted:
docs/BENCHMARKS.md ("Start-up")."""

from __future__ import annotations

import json
import subprocess
import sys

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
