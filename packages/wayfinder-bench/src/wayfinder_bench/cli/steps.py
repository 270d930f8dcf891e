"""`wayfinder bench steps`: where a step's time goes, on real runs (issue 15).

Runs the demo goals (screenshots on) and the MiniWoB++ dev list, or reads existing run directories
(``--from``), and prints per suite: the agent's overhead per step against the page's own time (median
and p90), the first observation, per-node times, and a flame-style breakdown of execute and progress.
Timings are only meaningful on a quiet machine; the command says how loaded it was.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:  # rich and the harness load when the command runs, not when the CLI starts
    from rich.console import Console
    from rich.table import Table

    from wayfinder_bench.steps import FlameRow, Summary

SUITES = ("demo", "miniwob")
BAR = 24


def _load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "unknown"
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def _flame_table(title: str, rows: list[FlameRow]) -> Table:
    from rich.table import Table

    table = Table(title=title, title_justify="left")
    for column in ("phase", "median ms", "p90 ms", "total ms", "share", ""):
        table.add_column(column, justify="left" if column in ("phase", "") else "right")
    for row in rows:
        bar = "█" * round(row.share * BAR)
        table.add_row(
            "  " * row.depth + row.name.rsplit(".", 1)[-1],
            f"{row.stat.median:.1f}",
            f"{row.stat.p90:.1f}",
            f"{row.stat.total:.0f}",
            f"{row.share:.0%}",
            bar,
        )
    return table


def _print_summary(console: Console, name: str, s: Summary, extra: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    console.rule(Text(f"{name}: {s.runs} runs, {s.steps} action steps"))
    head = Table(show_header=True)
    for column in ("per step", "median ms", "p90 ms"):
        head.add_column(column, justify="left" if column == "per step" else "right")
    for label, stat in (
        ("agent overhead", s.overhead),
        ("page's own time", s.page),
        ("whole step", s.step_total),
        ("first observation (node)", s.first_observe),
        ("first observation (capture)", s.first_capture),
    ):
        head.add_row(label, f"{stat.median:.1f}", f"{stat.p90:.1f}")
    console.print(head)
    if extra:
        console.print(Text("  ".join(f"{k}: {v}" for k, v in extra.items())))
    nodes = Table(title="per node", title_justify="left")
    for column in ("node", "visits", "median ms", "p90 ms", "total ms"):
        nodes.add_column(column, justify="left" if column == "node" else "right")
    for node, stat in sorted(s.nodes.items(), key=lambda kv: -kv[1].total):
        nodes.add_row(node, str(stat.n), f"{stat.median:.1f}", f"{stat.p90:.1f}", f"{stat.total:.0f}")
    console.print(nodes)
    console.print(_flame_table("execute", s.execute_flame))
    console.print(_flame_table("progress", s.progress_flame))


def _check_runs(paths: list[Path]) -> None:
    from wayfinder_bench.steps import read_runs

    """Each ``--from`` path exists and holds at least one run: a table of zeros would read as a result."""
    for path in paths:
        if not path.exists():
            raise ConfigError(f"--from {path}: no such file or directory")
        if not read_runs([path]):
            raise ConfigError(f"--from {path}: no run directory (with logs/trace.jsonl) in it")


def _demo_goals() -> list[tuple[str, str]]:
    from wayfinder.cli.demo_run import DEMO_GOALS

    return [(g.goal, g.site) for g in DEMO_GOALS]


def _run_suites(suites: list[str], seeds: int, tasks: str | None, root: Path) -> dict[str, dict[str, Any]]:
    from wayfinder_bench.cli.miniwob import _resolve_tasks
    from wayfinder_bench.steps_run import run_demo_goals, run_miniwob_dev

    extra: dict[str, dict[str, Any]] = {}
    if "demo" in suites:
        runs = asyncio.run(run_demo_goals(_demo_goals(), root / "demo"))
        ok = sum(1 for r in runs if r.terminal_reason == "goal_satisfied")
        extra["demo"] = {"goals": len(runs), "goal_satisfied": ok}
    if "miniwob" in suites:
        names = _resolve_tasks(tasks)
        result = asyncio.run(run_miniwob_dev(names, list(range(seeds)), root / "miniwob"))
        seconds = sorted(result.seconds)
        extra["miniwob"] = {
            "episodes": result.episodes,
            "success": f"{result.successes}/{result.episodes}",
            "s/episode (mean)": round(sum(seconds) / len(seconds), 2) if seconds else 0.0,
            "s/episode (median)": seconds[len(seconds) // 2] if seconds else 0.0,
        }
    return extra


def add_steps_command(bench_app: typer.Typer) -> None:
    """Add the ``steps`` command to the ``bench`` sub-app."""

    @bench_app.command("steps")
    def steps(
        suite: Annotated[
            list[str] | None, typer.Option("--suite", help="demo and/or miniwob (repeatable; default both)")
        ] = None,
        seeds: Annotated[int, typer.Option("--seeds", min=1, help="MiniWoB++ seeds per task")] = 1,
        tasks: Annotated[
            str | None, typer.Option("--tasks", help="MiniWoB++ tasks (default: bench/miniwob-dev.txt)")
        ] = None,
        from_: Annotated[
            list[Path] | None, typer.Option("--from", help="Only read these run directories (repeatable)")
        ] = None,
        runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Keep the runs here")] = None,
        json_out: Annotated[Path | None, typer.Option("--json", help="Write the numbers as JSON")] = None,
    ) -> None:
        """Per-node and per-phase timings of real runs: the agent's overhead apart from the page's time."""
        from rich.console import Console
        from rich.text import Text

        from wayfinder_bench.steps import read_runs, summarize

        console = Console() if Console().is_terminal else Console(width=130)
        console.print(Text(f"machine: {_load()} (timings are only comparable on a quiet machine)"))
        groups: dict[str, list[Path]] = {}
        extra: dict[str, dict[str, Any]] = {}
        try:
            if from_:
                groups = {str(p): [p] for p in from_}
                _check_runs(from_)
            else:
                chosen = suite or list(SUITES)
                bad = [s for s in chosen if s not in SUITES]
                if bad:
                    raise ConfigError(f"--suite {bad[0]!r} is not valid; valid values: {', '.join(SUITES)}")
                root = runs_dir or Path(tempfile.mkdtemp(prefix="wayfinder-steps-"))
                console.print(Text(f"runs in {root}"))
                extra = _run_suites(chosen, seeds, tasks, root)
                groups = {name: [root / name] for name in chosen}
        except ConfigError as exc:
            raise config_exit(exc) from None
        out: dict[str, Any] = {"machine": _load(), "suites": {}}
        for name, roots in groups.items():
            summary = summarize(read_runs(roots))
            _print_summary(console, name, summary, extra.get(name, {}))
            out["suites"][name] = {"summary": asdict(summary), **extra.get(name, {})}
        if json_out is not None:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            json_out.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {json_out}")
