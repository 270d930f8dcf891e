"""`wayfinder bench goals FILE...`: run goal suites and count false successes apart from honest failures.

Thin: parsing, a progress bar, the results table, one "why" line per goal that did not pass, and the
JSON file. The harness is ``wayfinder_bench.goals_run``; ``--variants N`` runs every goal in N
rewordings as well (``wayfinder_bench.goals_variants``) and reports every wording's outcome. Exit 0 when no run claimed a false success
(and no guard failed), 1 when one did, 64 on bad input (a missing file, a bad suite, bad settings).
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:
    from wayfinder_bench.goals import Suite
    from wayfinder_bench.goals_run import GoalRow

_STYLE = {
    "pass": "green",
    "honest_failure": "yellow",
    "false_success": "bold red",
    "unsafe": "bold red",
    "error": "red",
}


def _load(files: list[Path]) -> list[Suite]:
    from wayfinder_bench.goals import expand_paths, load_suite

    return [load_suite(p) for p in expand_paths(files)]


def _run(
    suites: list[Suite],
    planner: str,
    max_steps: int | None,
    runs_dir: Path | None,
    only: list[str],
    workers: int | None = None,
) -> list[GoalRow]:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from wayfinder_bench.goals_run import bench_settings, run_suites

    runs = runs_dir or Path(tempfile.mkdtemp(prefix="wayfinder-goals-"))
    settings = bench_settings(planner=planner, max_steps=max_steps, runs_dir=runs)
    typer.echo(f"runs in {runs}")
    total = sum(1 for s in suites for g in s.goals if not only or g.id in only)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns) as progress:
        bar = progress.add_task("goals", total=total)
        passed = 0

        def on_goal(row: GoalRow) -> None:
            nonlocal passed
            passed += int(row.outcome == "pass")
            progress.console.print(
                f"[{_STYLE.get(row.outcome, 'white')}]{row.outcome:<15}[/] {row.suite} {row.id} "
                f"({row.terminal_reason or row.error})",
                highlight=False,
            )
            progress.update(bar, advance=1, description=f"goals passed {passed}")

        if workers is not None:  # the batch worker pool (goals_pool.py)
            from wayfinder_bench.goals_pool import run_suites_pool

            return run_suites_pool(suites, settings, workers, only=only, on_goal=on_goal)
        return asyncio.run(run_suites(suites, settings, only=only, on_goal=on_goal))


def _print_variants(rows: list[GoalRow]) -> dict[str, Any]:
    """Every goal's outcome under each wording, then the spread; returns the summary for the JSON."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from wayfinder_bench.goals_variants import ORIGINAL, summary

    data = summary(rows)
    console = Console(highlight=False)
    if not console.is_terminal:  # piped: rich would squeeze the table into 80 columns
        console = Console(highlight=False, width=160)
    table = Table(title="Goals in other wordings")
    for name in ("suite", "goal", ORIGINAL, "rewordings"):
        table.add_column(name, overflow="fold")
    for goal in data["per_goal"]:
        outcomes = dict(goal["outcomes"])
        first = outcomes.pop(ORIGINAL, "")
        others = Text()
        for name, outcome in outcomes.items():
            others.append(f"{name}: ", style="dim")
            others.append(f"{outcome}  ", style=_STYLE.get(outcome, ""))
        table.add_row(goal["suite"], goal["id"], Text(first, style=_STYLE.get(first, "")), others)
    console.print(table)
    kinds = ", ".join(f"{k} {v['passed']}/{v['runs']}" for k, v in data["kinds"].items())
    rate = data["per_goal_pass_rate"]
    console.print(
        f"wordings: the suite's own {data['original_passed']}/{data['goals']} passed, rewordings "
        f"{data['reworded_passed']}/{data['reworded']} passed ({data['reworded_false_successes']} false "
        f"successes); {data['steady_goals']}/{data['goals']} goals end the same way in every wording; "
        f"a goal's pass rate across its wordings ranges {rate['min']:.0%}-{rate['max']:.0%}"
    )
    if kinds:
        console.print(f"by kind of rewording: {kinds}")
    return data


def _print(rows: list[GoalRow]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from wayfinder_bench.goals_run import totals

    console = Console(highlight=False)
    if not console.is_terminal:  # piped: rich would squeeze the table into 80 columns
        console = Console(highlight=False, width=160)
    table = Table(title="Goal suites")
    for name in ("suite", "goal", "outcome", "terminal", "verified", "answer", "expected", "steps"):
        table.add_column(name, overflow="fold")
    for r in rows:
        table.add_row(
            r.suite,
            r.id,
            Text(r.outcome, style=_STYLE.get(r.outcome, "")),
            r.stop_reason or r.terminal_reason or "",
            "" if r.verified is None else ("yes" if r.verified else "no"),
            Text((r.answer or "")[:80]),
            Text("; ".join(r.expected.values())[:80]),
            str(r.steps),
        )
    console.print(table)
    for r in rows:
        if r.outcome != "pass":
            console.print(Text(f"{r.outcome} {r.suite} {r.id}: {r.why}", style=_STYLE.get(r.outcome, "")))
    parts = sorted({r.suite for r in rows})
    for part in [*parts, None] if len(parts) > 1 else [None]:
        group = [r for r in rows if part is None or r.suite == part]
        t = totals(group)
        console.print(
            f"{part or 'all'}: {t['pass']}/{t['goals']} passed, {t['honest_failure']} honest failures, "
            f"{t['false_success']} false successes, {t['unsafe']} unsafe, {t['error']} errors"
        )


def add_goals_command(bench_app: typer.Typer) -> None:
    """Add the ``goals`` command to the ``bench`` sub-app."""

    @bench_app.command("goals")
    def goals(
        files: Annotated[list[Path], typer.Argument(help="Suite files (a folder means its dev.yaml)")],
        planner: Annotated[str, typer.Option("--planner", help="rules, auto, or openai:MODEL")] = "rules",
        json_out: Annotated[
            Path | None, typer.Option("--json", help="Write every goal and the totals as JSON")
        ] = None,
        runs_dir: Annotated[
            Path | None, typer.Option("--runs-dir", help="Run directories (default: a temp dir)")
        ] = None,
        max_steps: Annotated[
            int | None, typer.Option("--max-steps", min=1, help="Agent steps per goal")
        ] = None,
        only: Annotated[
            list[str] | None, typer.Option("--only", help="Run only this goal id (repeatable)")
        ] = None,
        workers: Annotated[
            int | None,
            typer.Option("--workers", min=1, help="Run goals on N worker processes (one browser each)"),
        ] = None,
        variants: Annotated[
            int,
            typer.Option("--variants", min=0, help="Also run every goal in N other wordings; report each"),
        ] = 0,
        seed: Annotated[int, typer.Option("--seed", help="Which wordings --variants picks")] = 0,
    ) -> None:
        """Run goal suites on their sites; count false successes apart from honest failures."""
        from wayfinder_bench.goals_run import results_json, totals
        from wayfinder_bench.goals_variants import base_id, worded

        try:
            suites = _load(files)
            ran = worded(suites, variants, seed) if variants else suites
            if only and variants:  # --only names suite goals: their rewordings run with them
                only = [g.id for s in ran for g in s.goals if base_id(g.id)[0] in set(only)]
            rows = _run(ran, planner, max_steps, runs_dir, list(only or []), workers)
        except ConfigError as exc:
            raise config_exit(exc) from None
        _print(rows)
        spread = _print_variants(rows) if variants else None
        if json_out is not None:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            data = results_json(rows, planner=planner, files=[s.path for s in suites])
            if spread is not None:
                data["variants"] = {"per_goal_wordings": variants, "seed": seed, **spread}
            json_out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {json_out}")
        t = totals(rows)
        if t["false_success"] or t["unsafe"]:
            raise typer.Exit(1)
