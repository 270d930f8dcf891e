"""`wayfinder bench miniwob`: run the agent on MiniWoB++ tasks and print success per task.

Thin: parsing, a rich progress bar, the results table and the output files. The harness itself is
``wayfinder_bench.miniwob``. Exit 0 when the benchmark ran (whatever the success rate), 64 on bad
input (an unknown task name, a missing task file, bad settings).
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:  # loaded when the command runs, not when the CLI starts
    from wayfinder_bench.miniwob_report import Aggregate, BenchResults, EpisodeRow


def _seed_list(count: int) -> list[int]:
    return list(range(count))


_SHORT = {
    "goal_satisfied": "sat:",
    "goal_failed": "fail:",
    "loop_stuck": "loop:",
    "budget_exhausted": "budget:",
}


def _print_table(results: BenchResults) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"MiniWoB++ ({results.planner} planner, seeds {results.seeds})")
    table.add_column("task", no_wrap=True)
    for column in ("solved", "success", "false", "raw", "steps", "calls", "s"):
        table.add_column(column, justify="right", no_wrap=True)
    table.add_column("ends", no_wrap=True)

    def add(a: Aggregate) -> None:
        ends = " ".join(f"{_SHORT.get(k, k)}{v}" for k, v in sorted(a.terminal_reasons.items()))
        table.add_row(
            a.name,
            f"{a.successes}/{a.episodes}",
            f"{a.success_rate * 100:.0f}%",
            str(a.false_successes),
            f"{a.mean_raw_reward:.2f}",
            f"{a.mean_steps:.1f}",
            f"{a.mean_planner_calls:.1f}",
            f"{a.mean_seconds:.1f}",
            ends,
        )

    for agg in results.per_task:
        add(agg)
    table.add_section()
    add(results.overall)
    console = Console()
    if not console.is_terminal:  # piped to a file: rich would squeeze the table into 80 columns
        console = Console(width=120)
    console.print(table)


def _print_failures(results: BenchResults) -> None:
    """Each failed episode: goal, reward and the page's reason, then the agent's last actions."""
    for row in results.rows:
        if row.success:
            continue
        typer.echo(
            f"\n{row.task} seed {row.seed}: raw {row.raw_reward:g} ({row.reward_reason or 'no reason'})"
        )
        typer.echo(f"  goal: {row.utterance}")
        for line in row.last_actions or ((row.error or "no trace"),):
            typer.echo(f"  {line}")


def _resolve_tasks(tasks: str | None) -> list[str]:
    from wayfinder_bench.miniwob import default_task_list, parse_task_spec

    if tasks is None:
        default = default_task_list()
        if default is None:
            raise ConfigError("no task list found; pass --tasks a,b,c or a file with one task name per line")
        tasks = str(default)
    return parse_task_spec(tasks)


def _run(
    names: list[str], seeds: int, planner: str, max_steps: int, runs_dir: Path | None, workers: int | None
) -> BenchResults:
    """Run the harness (imported here: it pulls in the whole agent) under a progress bar; with
    ``workers`` on the batch worker pool (``wayfinder_bench/miniwob_pool.py``)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from wayfinder_bench.miniwob import bench_settings, run_miniwob

    runs = runs_dir or Path(tempfile.mkdtemp(prefix="wayfinder-miniwob-"))
    settings = bench_settings(planner=planner, max_steps=max_steps, runs_dir=runs)
    typer.echo(f"runs in {runs}")
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns) as progress:
        bar = progress.add_task("MiniWoB++", total=len(names) * seeds)
        solved = 0

        def on_episode(row: EpisodeRow) -> None:
            nonlocal solved
            solved += int(row.success)
            mark = "ok " if row.success else "-- "
            extra = f" [{row.error}]" if row.error else ""
            progress.console.print(
                f"{mark}{row.task} seed {row.seed}: raw {row.raw_reward:g} ({row.terminal_reason}){extra}",
                markup=False,
            )
            progress.update(bar, advance=1, description=f"MiniWoB++ solved {solved}")

        if workers is not None:
            from wayfinder_bench.miniwob_pool import run_miniwob_pool

            return run_miniwob_pool(
                names, _seed_list(seeds), settings, workers, on_episode=on_episode
            ).results
        return asyncio.run(run_miniwob(names, _seed_list(seeds), settings, on_episode=on_episode))


def add_miniwob_command(bench_app: typer.Typer) -> None:
    """Add the ``miniwob`` command to the ``bench`` sub-app."""

    @bench_app.command("miniwob")
    def miniwob(
        tasks: Annotated[
            str | None,
            typer.Option(
                "--tasks", help="Comma-separated task names, or a file with one per line (default: dev list)"
            ),
        ] = None,
        seeds: Annotated[int, typer.Option("--seeds", min=1, help="Seeds per task (0..N-1)")] = 5,
        planner: Annotated[str, typer.Option("--planner", help="rules, auto, or openai:MODEL")] = "rules",
        json_out: Annotated[
            Path | None, typer.Option("--json", help="Write every episode and aggregate as JSON")
        ] = None,
        markdown_out: Annotated[
            Path | None, typer.Option("--markdown", help="Write the markdown results table")
        ] = None,
        runs_dir: Annotated[
            Path | None, typer.Option("--runs-dir", help="Run directories (default: a temp dir)")
        ] = None,
        max_steps: Annotated[int, typer.Option("--max-steps", min=1, help="Agent steps per episode")] = 25,
        why: Annotated[
            bool,
            typer.Option("--why", help="After the table, show each failed episode's goal and last actions"),
        ] = False,
        workers: Annotated[
            int | None,
            typer.Option("--workers", min=1, help="Run episodes on N worker processes (one browser each)"),
        ] = None,
    ) -> None:
        """Run the agent on MiniWoB++ tasks; success is the page's raw reward == 1."""
        try:
            names = _resolve_tasks(tasks)
            results = _run(names, seeds, planner, max_steps, runs_dir, workers)
        except ConfigError as exc:
            raise config_exit(exc) from None
        _print_table(results)
        if why:
            _print_failures(results)
        if json_out is not None:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            from wayfinder_bench.miniwob_report import results_json

            json_out.write_text(json.dumps(results_json(results), indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {json_out}")
        if markdown_out is not None:
            markdown_out.parent.mkdir(parents=True, exist_ok=True)
            from wayfinder_bench.miniwob_report import markdown_table

            markdown_out.write_text(markdown_table(results), encoding="utf-8")
            typer.echo(f"wrote {markdown_out}")
