"""`wayfinder report RUN_DIR` and `wayfinder runs`: look at past runs from their directories alone."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError
from wayfinder.trace.report import write_report
from wayfinder.trace.runs import RunInfo, list_runs

TERMINAL_STYLE = {
    "goal_satisfied": "green",
    "goal_failed": "red",
    "loop_stuck": "yellow",
    "budget_exhausted": "magenta",
    "unfinished": "dim",
    "unreadable": "red dim",
    "waiting": "cyan",
    "running": "blue",
}


def report_command(
    run_dir: Annotated[Path, typer.Argument(help="A run directory, e.g. runs/20261122-041500-3fa2")],
) -> None:
    """(Re)write report.html for a run from its files and print its path."""
    try:
        path = write_report(run_dir)
    except ConfigError as exc:
        raise config_exit(exc) from None
    typer.echo(str(path))


def _default_runs_dir() -> Path:
    from wayfinder.settings import load_settings

    return load_settings().runs_dir


def _duration(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.1f}s"


def _short_path(path: Path) -> str:
    """Relative to the working directory when under it (shorter, still openable), else absolute."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def runs_table(infos: list[RunInfo], *, wide: bool = True, goal_width: int = 40) -> Table:
    """The rich table `wayfinder runs` prints; ``wide`` adds the started time and the full report path.

    The session id already starts with the date and time, so a narrow terminal drops the separate
    column and shows only whether a report exists.
    """
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1), collapse_padding=True)
    table.add_column("session", no_wrap=True)
    if wide:
        table.add_column("started", no_wrap=True)
    table.add_column("goal", overflow="ellipsis", no_wrap=True, max_width=goal_width)
    table.add_column("terminal", no_wrap=True)
    table.add_column("steps", justify="right", no_wrap=True, min_width=5)
    table.add_column("time", justify="right", no_wrap=True, min_width=6)
    table.add_column("report", overflow="fold", no_wrap=not wide, min_width=6)
    for info in infos:
        cells: list[Text | str] = [Text(info.session_id)]
        if wide:
            cells.append(Text(time.strftime("%Y-%m-%d %H:%M", time.localtime(info.started_at))))
        report = _short_path(info.report_path) if wide else "yes"
        terminal = info.terminal + (" (resumable)" if info.resumable and info.terminal != "waiting" else "")
        cells += [
            Text(info.goal or "-"),
            Text(terminal, style=TERMINAL_STYLE.get(info.terminal, "")),
            str(info.steps),
            _duration(info.duration_s),
            Text(report if info.report_exists else "-"),
        ]
        table.add_row(*cells)
    return table


def waiting_table(infos: list[RunInfo]) -> Table:
    """Paused runs: what each waits for and the commands that go on."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1), collapse_padding=True)
    table.add_column("session", no_wrap=True)
    table.add_column("goal", overflow="ellipsis", no_wrap=True, max_width=40)
    table.add_column("waits for", overflow="fold")
    table.add_column("go on with", overflow="fold")
    for info in infos:
        verbs = "answer" if (info.waiting or "").startswith("an answer") else "approve | deny"
        table.add_row(Text(info.session_id), Text(info.goal or "-"), Text(info.waiting or "-"), Text(verbs))
    return table


def runs_command(
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories are")] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=0, help="How many runs (0 = all)")] = 20,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table")] = False,
    waiting: Annotated[
        bool, typer.Option("--waiting", help="Only runs paused for a person, with what they wait for")
    ] = False,
) -> None:
    """List recent runs, newest first: how each ended, or whether it waits for a person or can be
    resumed (its process died)."""
    try:
        directory = runs_dir if runs_dir is not None else _default_runs_dir()
    except ConfigError as exc:
        raise config_exit(exc) from None
    infos = list_runs(directory, limit=limit, waiting=waiting)
    if as_json:
        typer.echo(json.dumps([i.to_json() for i in infos], indent=2))
        return
    console = Console()
    if not infos:
        console.print(Text(f"no {'waiting ' if waiting else ''}runs in {directory}"))
        return
    if waiting:
        console.print(waiting_table(infos))
        return
    wide = console.width >= 140
    console.print(runs_table(infos, wide=wide, goal_width=max(10, min(60, console.width - 64))))
    if not wide:
        console.print(
            Text(f"reports: {directory}/<session>/report.html  (wayfinder report DIR writes one)"),
            soft_wrap=True,
        )


def register(app: typer.Typer) -> None:
    """Add `report` and `runs` to the app."""
    app.command("report")(report_command)
    app.command("runs")(runs_command)
