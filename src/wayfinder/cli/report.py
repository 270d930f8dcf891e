"""`wayfinder report RUN_DIR` and `wayfinder runs`: look at past runs from their directories alone."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from wayfinder.cli.console import output_console
from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:  # rich and the trace load when a command runs, not when the CLI starts
    from rich.table import Table

    from wayfinder.trace.runs import RunInfo

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
    from wayfinder.trace.report import write_report

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


def runs_table(infos: list[RunInfo], *, width: int) -> Table:
    """The rich table `wayfinder runs` prints in ``width`` columns. The goal gets every column the
    others leave (cut with an ellipsis only there); a terminal of 140 columns or more also gets the
    started time and the report's path (the session id already starts with the date and time, so a
    narrow one shows only whether a report exists)."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    wide = width >= 140
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1), collapse_padding=True)
    rows: list[list[Text]] = []
    for info in infos:
        cells = [Text(info.session_id)]
        if wide:
            cells.append(Text(time.strftime("%Y-%m-%d %H:%M", time.localtime(info.started_at))))
        report = _short_path(info.report_path) if wide else "yes"
        terminal = info.terminal + (" (resumable)" if info.resumable and info.terminal != "waiting" else "")
        cells += [
            Text(info.goal or "-"),
            Text(terminal, style=TERMINAL_STYLE.get(info.terminal, "")),
            Text(str(info.steps)),
            Text(_duration(info.duration_s)),
            Text(report if info.report_exists else "-"),
        ]
        rows.append(cells)
    headers = ["session", *(["started"] if wide else []), "goal", "terminal", "steps", "time", "report"]
    goal_at = headers.index("goal")
    fixed = [max([len(h), *(r[i].cell_len for r in rows)]) for i, h in enumerate(headers)]
    gaps = 2 * (len(headers) - 1)  # padding (0, 1) between columns, none at the edges
    goal_room = max(10, width - (sum(fixed) - fixed[goal_at]) - gaps)
    for i, header in enumerate(headers):
        right = header in ("steps", "time")
        if i == goal_at:
            table.add_column(header, overflow="ellipsis", no_wrap=True, width=min(fixed[i], goal_room))
        else:
            table.add_column(header, no_wrap=True, min_width=fixed[i], justify="right" if right else "left")
    for cells in rows:
        table.add_row(*cells)
    return table


def waiting_table(infos: list[RunInfo]) -> Table:
    """Paused runs: what each waits for and the commands that go on."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

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
    from rich.text import Text

    from wayfinder.trace.runs import list_runs

    try:
        directory = runs_dir if runs_dir is not None else _default_runs_dir()
    except ConfigError as exc:
        raise config_exit(exc) from None
    infos = list_runs(directory, limit=limit, waiting=waiting)
    if as_json:
        typer.echo(json.dumps([i.to_json() for i in infos], indent=2))
        return
    console = output_console()
    if not infos:
        console.print(Text(f"no {'waiting ' if waiting else ''}runs in {directory}"))
        return
    if waiting:
        console.print(waiting_table(infos))
        return
    console.print(runs_table(infos, width=console.width))
    if console.width < 140:
        console.print(
            Text(f"reports: {directory}/<session>/report.html  (wayfinder report DIR writes one)"),
            soft_wrap=True,
        )


def register(app: typer.Typer) -> None:
    """Add `report` and `runs` to the app."""
    app.command("report")(report_command)
    app.command("runs")(runs_command)
