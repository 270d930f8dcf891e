"""`wayfinder bench prompt`: what the LLM planner sends, in real BPE tokens (``cl100k_base``).

Thin: the table and the JSON file. The measuring is ``wayfinder_bench.prompt``. Exit 0 when it ran,
64 when tiktoken is missing or the settings are bad.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError


def prompt(
    out: Annotated[Path | None, typer.Option("--out", help="Write the results as JSON to this file")] = None,
    mapping_limit: Annotated[
        int | None,
        typer.Option("--mapping-limit", min=10, help="Elements per observation (default: the setting)"),
    ] = None,
) -> None:
    """Tokens the LLM planner sends: the fixed part (system + tools) and each step on the demo pages."""
    from rich.console import Console
    from rich.table import Table

    from wayfinder.settings import load_settings
    from wayfinder_bench.prompt import FIXED_TARGET, STEP_TARGET, results_json, run_prompt_bench

    try:
        overrides = {"observe_screenshot_mode": "none", "headless": True}
        if mapping_limit is not None:
            overrides["mapping_limit"] = mapping_limit
        settings = load_settings(**overrides)
        fixed, steps = run_prompt_bench(settings)
    except ConfigError as exc:
        raise config_exit(exc) from None
    console = Console()
    console.print(
        f"Fixed part (cl100k_base): system {fixed.system} + {fixed.tool_count} tools {fixed.tools} "
        f"= {fixed.total} tokens (target <= {FIXED_TARGET}); tools with spaced JSON separators "
        f"{fixed.tools_spaced} (total {fixed.total_spaced}); json_text mode {fixed.json_text_system}"
    )
    table = Table(
        title=f"Per-step user message (mapping_limit={settings.mapping_limit}, target <= {STEP_TARGET})"
    )
    for column in ("page", "elements", "candidates", "first step", "late step"):
        table.add_column(column, justify="left" if column == "page" else "right")
    for s in steps:
        table.add_row(s.page, str(s.elements), str(s.candidates), str(s.first), str(s.late))
    console.print(table)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(results_json(fixed, steps, settings), indent=2) + "\n", encoding="utf-8")
        typer.echo(f"wrote {out}")


def add_prompt_command(app: typer.Typer) -> None:
    app.command("prompt")(prompt)
