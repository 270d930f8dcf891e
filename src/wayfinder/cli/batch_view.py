"""What a batch shows: a live progress bar (ok / failed / running, runs per minute, ETA), one line per
finished run, then the summary table and the totals. Output only; the batch itself is ``wayfinder.batch``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, Task, TextColumn
from rich.table import Table
from rich.text import Text

from wayfinder.batch.driver import BatchReport
from wayfinder.batch.progress import Tally
from wayfinder.batch.results import NOT_RUN, BatchRow

_STYLE = {"succeeded": "green", "failed": "red", NOT_RUN: "yellow"}
LINE_DETAIL = 100  # characters of an answer or a reason on a run's live line (cut at a word)


class _TallyColumn(ProgressColumn):
    def __init__(self, tally: Tally) -> None:
        super().__init__()
        self.tally = tally

    def render(self, task: Task) -> Text:
        return Text(self.tally.line(time.monotonic()))


def console_for(stderr: bool = False) -> Console:
    console = Console(highlight=False, stderr=stderr)
    if not console.is_terminal:  # piped: rich would squeeze the table into 80 columns
        console = Console(highlight=False, stderr=stderr, width=160)
    return console


class BatchView:
    """Receives the batch's events (``skip``, ``start``, ``row``) and draws them."""

    def __init__(self, console: Console, kind: str) -> None:
        self.console = console
        self.kind = kind
        self.tally = Tally(total=0, started_at=time.monotonic())
        self.progress = Progress(
            TextColumn("batch"), BarColumn(), MofNCompleteColumn(), _TallyColumn(self.tally), console=console
        )
        self.bar = self.progress.add_task("batch", total=0)
        self.skipped = 0

    def __enter__(self) -> BatchView:
        self.progress.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.progress.stop()

    def plan(self, to_run: int) -> None:
        """The runs this batch will do; with none left, no bar (it would read 0/0) but how many
        ended before."""
        self.tally.total = to_run
        self.tally.started_at = time.monotonic()
        if self.skipped:
            rest = f"; {to_run} to run" if to_run else ""
            self.console.print(f"{self.skipped} already ended, skipped{rest}")
        if to_run == 0:
            self.progress.update(self.bar, visible=False)
        self.progress.update(self.bar, total=to_run)

    def skip(self, row: BatchRow) -> None:
        self.skipped += 1
        self.console.print(
            Text(f"skipped  {row.id} (ended in an earlier batch: {row.terminal_reason})", style="dim")
        )

    def start(self, key: str, worker: int) -> None:
        self.tally.start(key)
        self.progress.refresh()

    def row(self, row: BatchRow) -> None:
        self.tally.finish(row.id, row.succeeded)
        detail = row.answer if row.succeeded else (row.error or row.terminal_reason)
        line = f"{row.status:<9} {row.id} ({row.terminal_reason or 'no end'}) {shorten(detail, LINE_DETAIL)}"
        self.console.print(Text(line, style=_STYLE.get(row.status, "")))
        self.progress.advance(self.bar)


def print_table(console: Console, report: BatchReport, kind: str, runs_dir: str) -> None:
    rows = report.rows
    table = Table(title="Batch")
    names: Sequence[str] = (
        ("id", "status", "terminal", "verified", "answer", "steps", "s", "tokens")
        if kind == "agent"
        else ("id", "status", "portal", "rows", "script", "s")
    )
    for name in names:  # long answers wrap at words; only a word wider than its column is folded
        table.add_column(name, overflow="fold")
    for r in rows:
        status = Text(r.status + (" (earlier)" if r.skipped else ""), style=_STYLE.get(r.status, ""))
        if kind == "agent":
            verified = "" if r.verified is None else ("yes" if r.verified else "no")
            answer = Text(r.answer or r.error or "")
            table.add_row(
                r.id,
                status,
                r.terminal_reason or "",
                verified,
                answer,
                str(r.steps),
                f"{r.seconds:.1f}",
                str(r.tokens),
            )
        else:
            table.add_row(
                r.id,
                status,
                r.terminal_reason or "",
                "" if r.rows is None else str(r.rows),
                r.script_path or "",
                f"{r.seconds:.1f}",
            )
    console.print(table)
    for r in rows:
        if not r.succeeded and r.error:
            console.print(Text(f"{r.status} {r.id}: {r.error}", style=_STYLE.get(r.status, "")))
    if kind == "portal":
        console.print(statuses_line(rows))
    console.print(totals_line(rows, runs_dir))


def shorten(text: str | None, width: int) -> str:
    """``text`` on one line, cut at a word with an ellipsis when longer than ``width``."""
    flat = " ".join((text or "").split())
    if len(flat) <= width:
        return flat
    cut = flat[: width - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut) + " …"


def statuses_line(rows: Sequence[BatchRow]) -> str:
    """Portal jobs by status: ``statuses: DONE 3, NEEDS_HUMAN_REVIEW 1, FAILED 0, no status 1``."""
    names = ("DONE", "NEEDS_HUMAN_REVIEW", "FAILED")
    counts = {name: sum(r.terminal_reason == name for r in rows) for name in names}
    other = len(rows) - sum(counts.values())
    text = ", ".join(f"{name} {count}" for name, count in counts.items())
    return f"statuses: {text}" + (f", no status {other}" if other else "")


def totals_line(rows: Sequence[BatchRow], runs_dir: str) -> str:
    ok = sum(r.succeeded for r in rows)
    not_run = sum(r.status == NOT_RUN for r in rows)
    skipped = sum(r.skipped for r in rows)
    failed = len(rows) - ok - not_run
    return (
        f"{len(rows)} run{'' if len(rows) == 1 else 's'}: {ok} succeeded, {failed} failed, {not_run} not run "
        f"({skipped} ended in an earlier batch); run directories in {runs_dir}"
    )
