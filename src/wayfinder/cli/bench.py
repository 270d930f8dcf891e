"""`wayfinder bench` commands. ``bench_app`` is module-level so other harnesses add commands to it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

bench_app = typer.Typer(
    name="bench",
    help="Benchmarks: observation cost, prompt tokens, MiniWoB++, goal suites, portal scripts.",
    no_args_is_help=True,
)


@bench_app.command("observe")
def observe(
    repeat: Annotated[int, typer.Option("--repeat", min=1, help="Timed observations per page")] = 10,
    out: Annotated[Path | None, typer.Option("--out", help="Write the results as JSON to this file")] = None,
    mapping_limit: Annotated[
        int, typer.Option("--mapping-limit", min=10, help="Elements kept per observation")
    ] = 400,
) -> None:
    """Time Set-of-Mark observations on the demo sites and MiniWoB++ pages; report size in tokens."""
    from rich.console import Console
    from rich.table import Table

    from wayfinder.bench.observe import results_json, run_observe_bench

    results = run_observe_bench(repeat=repeat, mapping_limit=mapping_limit)
    table = Table(title=f"Observation benchmark ({repeat} repeats, mapping_limit={mapping_limit})")
    for column in (
        "page",
        "first ms",
        "median ms",
        "max ms",
        "script ms",
        "elements",
        "total",
        "grids",
        "type",
        "chars",
        "tokens",
    ):
        table.add_column(column, justify="left" if column in ("page", "type") else "right")
    for r in results:
        table.add_row(
            r.name,
            f"{r.first_ms:.1f}",
            f"{r.median_ms:.1f}",
            f"{r.max_ms:.1f}",
            f"{r.script_median_ms:.1f}",
            str(r.elements),
            str(r.total_elements),
            str(r.grids),
            r.page_type,
            str(r.chars),
            str(r.tokens),
        )
    Console().print(table)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        data = results_json(results, repeat=repeat, mapping_limit=mapping_limit)
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        typer.echo(f"wrote {out}")


def register(app: typer.Typer) -> None:
    """Add the ``bench`` sub-app (``observe`` here; the others from their modules)."""
    from wayfinder.cli.bench_goals import add_goals_command
    from wayfinder.cli.bench_miniwob import add_miniwob_command
    from wayfinder.cli.bench_portal import add_portal_command
    from wayfinder.cli.bench_prompt import add_prompt_command

    add_miniwob_command(bench_app)
    add_portal_command(bench_app)
    add_goals_command(bench_app)
    add_prompt_command(bench_app)
    app.add_typer(bench_app, name="bench")
