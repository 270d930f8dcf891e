"""`wayfinder bench verify [SUITE...]` (the verifier measured with gold replays) and `wayfinder bench
gold [SUITE...]` (record the gold trajectories again). Thin: parsing, one line per goal, the totals,
the JSON. The harnesses are ``wayfinder_bench.gold.verify`` and ``wayfinder_bench.gold.record``.

``verify`` exits 1 when a right answer was turned away (a false rejection) or a wrong one accepted,
64 on bad input."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:
    from wayfinder.settings import Settings
    from wayfinder_bench.gold.record import RecordRow
    from wayfinder_bench.gold.verify import GoalResult

_STYLE = {"ok": "green", "false_rejection": "bold red", "wrong_ending": "yellow", "broken": "red"}

SuitesArg = Annotated[
    list[str] | None,
    typer.Argument(help="Suites (shop, shop/dev or a suite file); none: every suite", show_default=False),
]
OnlyOpt = Annotated[list[str] | None, typer.Option("--only", help="Only this goal id (repeatable)")]
RunsOpt = Annotated[Path | None, typer.Option("--runs-dir", help="Run directories (default: a temp dir)")]


def _settings(runs_dir: Path | None) -> tuple[Settings, Path]:
    from wayfinder_bench.goals_run import bench_settings

    runs = runs_dir or Path(tempfile.mkdtemp(prefix="wayfinder-verify-"))
    return bench_settings(runs_dir=runs), runs


def _line(r: GoalResult) -> str:
    """One goal as a console line (rich markup around the status; the rest is escaped text)."""
    from rich.markup import escape

    wrong = [n for n in r.negatives if n.accepted]
    tail = f" {len(r.negatives) - len(wrong)}/{len(r.negatives)} wrong endings refused" if r.negatives else ""
    why = f": {r.why}" if r.why and r.status != "ok" else ""
    accepted = "".join(f"\n    ACCEPTED wrong ending ({n.shape}): {n.answer!r}" for n in wrong)
    broke = [f"[{a.wording}] {a.broken}" for a in r.attempts if a.broken and r.status != "broken"]
    broke += [f"[wrong ending {n.shape}] {n.broken}" for n in r.negatives if n.broken]
    broken = "".join(f"\n    broken replay {b}" for b in broke)
    text = escape(f"{r.suite} {r.id}{tail}{why}{accepted}{broken}")
    return f"[{_STYLE.get(r.status, 'white')}]{r.status:<15}[/] {text}"


def _summary(results: list[GoalResult]) -> None:
    from rich.console import Console

    from wayfinder_bench.gold.verify import totals

    console = Console(highlight=False)
    groups = sorted({r.suite for r in results})
    for name in [*groups, None] if len(groups) > 1 else groups:
        t = totals([r for r in results if name is None or r.suite == name])
        console.print(
            f"{name or 'all'}: {t['false_rejections']} false rejections "
            f"({t['gold_replays']} gold replays, {t['wording_replays']} in other wordings), "
            f"{t['wrong_accepted']}/{t['wrong_total']} wrong endings accepted "
            f"({t['wrong_accepted_count_superlative']} on count and superlative goals), "
            f"{t['wrong_endings']} wrong endings of impossible goals, {t['broken']} broken replays "
            f"({t['goals_broken']} goals), {t['stale']} stale, {t['missing']} missing",
            markup=False,
        )
        for named in t["broken_replays"] if name is not None else []:
            console.print(f"  broken (the replay's, not the verifier's): {named}", markup=False)


def add_verify_commands(bench_app: typer.Typer) -> None:
    """Add ``verify`` and ``gold`` to the ``bench`` sub-app."""

    @bench_app.command("verify")
    def verify(
        suites: SuitesArg = None,
        json_out: Annotated[Path | None, typer.Option("--json", help="Write the results as JSON")] = None,
        wordings: Annotated[
            int, typer.Option("--wordings", min=0, help="Generated wordings replayed per goal")
        ] = 3,
        negatives: Annotated[
            bool, typer.Option("--negatives/--no-negatives", help="Replay the wrong endings too")
        ] = True,
        only: OnlyOpt = None,
        runs_dir: RunsOpt = None,
    ) -> None:
        """Replay every goal's gold trajectory through the real graph: count right answers the
        verifier turned away (false rejections) and wrong answers it accepted, per suite."""
        from rich.console import Console

        from wayfinder_bench.gold.suites import load_suites
        from wayfinder_bench.gold.verify import VerifyOptions, results_json, totals, verify_suites

        console = Console(highlight=False)
        options = VerifyOptions(wordings=wordings, negatives=negatives)
        try:
            loaded = load_suites(list(suites or []))
            settings, runs = _settings(runs_dir)
            typer.echo(f"runs in {runs}")
            results = asyncio.run(
                verify_suites(
                    loaded,
                    settings,
                    only=list(only or []),
                    options=options,
                    on_goal=lambda r: console.print(_line(r)),
                )
            )
        except ConfigError as exc:
            raise config_exit(exc) from None
        _summary(results)
        if json_out is not None:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            json_out.write_text(json.dumps(results_json(results, options), indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {json_out}")
        t = totals(results)
        if t["false_rejections"] or t["wrong_accepted"]:
            raise typer.Exit(1)

    @bench_app.command("gold")
    def gold(suites: SuitesArg = None, only: OnlyOpt = None, runs_dir: RunsOpt = None) -> None:
        """Record the gold trajectories again (after the data seed or a site's pages changed): each
        goal's recipe is played through the graph and kept only when the suite's checks hold."""
        from wayfinder_bench.gold.record import record_suites
        from wayfinder_bench.gold.suites import load_suites

        def show(row: RecordRow) -> None:
            mark = "recorded" if row.ok else "NOT RECORDED"
            why = f": {row.why}" if row.why else ""
            typer.echo(
                f"{mark:<13} {row.suite} {row.id} [{row.recipe}] {row.steps} steps, {row.negatives} wrong endings{why}"
            )

        try:
            loaded = load_suites(list(suites or []))
            settings, runs = _settings(runs_dir)
            typer.echo(f"runs in {runs}")
            rows = asyncio.run(record_suites(loaded, settings, only=list(only or []), on_goal=show))
        except ConfigError as exc:
            raise config_exit(exc) from None
        bad = [r for r in rows if not r.ok]
        typer.echo(f"{len(rows) - len(bad)}/{len(rows)} gold trajectories recorded")
        if bad:
            raise typer.Exit(1)
