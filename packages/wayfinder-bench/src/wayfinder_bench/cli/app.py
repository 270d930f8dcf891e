"""`wayfinder bench` commands. ``bench_app`` is module-level so other harnesses add commands to it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from wayfinder.cli.console import output_console

if TYPE_CHECKING:  # rich and the harness load when a command runs, not when the CLI starts
    from rich.console import Console
    from rich.table import Table

    from wayfinder_bench.observe import OnPage, PageResult

bench_app = typer.Typer(
    name="bench",
    help="Benchmarks: observation cost, prompt tokens, MiniWoB++, goal suites, gold replays, portal scripts, workers.",
    no_args_is_help=True,
)


OBSERVE_COLUMNS = (
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
)


def observe_table(results: list[PageResult], *, repeat: int, mapping_limit: int) -> Table:
    """The results of ``bench observe``, one row per page (no cell wraps: a row stays one line)."""
    from rich.table import Table

    table = Table(title=f"Observation benchmark ({repeat} repeats, mapping_limit={mapping_limit})")
    for column in OBSERVE_COLUMNS:
        table.add_column(column, justify="left" if column in ("page", "type") else "right", no_wrap=True)
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
    return table


@contextmanager
def page_progress(console: Console) -> Iterator[OnPage]:
    """Progress of a page-by-page benchmark on ``console`` (stderr): a live bar on a terminal, else one
    line per page, so a run piped to a file still shows where it is."""
    if not console.is_terminal:

        def line(done: int, total: int, name: str) -> None:
            console.print(f"[{done + 1}/{total}] {name}", markup=False, highlight=False)

        yield line
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), console=console, transient=True
    ) as progress:
        task = progress.add_task("observing", total=None)

        def bar(done: int, total: int, name: str) -> None:
            progress.update(task, completed=done, total=total, description=f"observing {name}")

        yield bar


@bench_app.command("observe")
def observe(
    repeat: Annotated[int, typer.Option("--repeat", min=1, help="Timed observations per page")] = 10,
    out: Annotated[Path | None, typer.Option("--out", help="Write the results as JSON to this file")] = None,
    mapping_limit: Annotated[
        int, typer.Option("--mapping-limit", min=10, help="Elements kept per observation")
    ] = 400,
) -> None:
    """Time Set-of-Mark observations on the demo sites and MiniWoB++ pages; report size in tokens.
    Shows which page it is on (stderr) while it runs."""
    from wayfinder_bench.observe import results_json, run_observe_bench

    with page_progress(output_console(stderr=True)) as on_page:
        results = run_observe_bench(repeat=repeat, mapping_limit=mapping_limit, on_page=on_page)
    output_console().print(observe_table(results, repeat=repeat, mapping_limit=mapping_limit))
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        data = results_json(results, repeat=repeat, mapping_limit=mapping_limit)
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        typer.echo(f"wrote {out}")


def register(app: typer.Typer) -> None:
    """Add the ``bench`` sub-app to the product's CLI (the ``wayfinder.cli_plugins`` entry point):
    ``observe`` here, the others from their modules, added once however often this is called."""
    from wayfinder_bench.cli.goals import add_goals_command
    from wayfinder_bench.cli.miniwob import add_miniwob_command
    from wayfinder_bench.cli.portal import add_portal_command
    from wayfinder_bench.cli.prompt import add_prompt_command
    from wayfinder_bench.cli.steps import add_steps_command
    from wayfinder_bench.cli.verify import add_verify_commands
    from wayfinder_bench.cli.workers import add_workers_command

    if len(bench_app.registered_commands) == 1:  # only ``observe`` so far
        add_miniwob_command(bench_app)
        add_portal_command(bench_app)
        add_goals_command(bench_app)
        add_prompt_command(bench_app)
        add_workers_command(bench_app)
        add_steps_command(bench_app)
        add_verify_commands(bench_app)
    app.add_typer(bench_app, name="bench")
