"""`wayfinder bench portal`: the HTTP script vs the browser script on the demo portal variants."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

# wayfinder_bench.portal.DEFAULT_CASES, written here so the CLI starts without the harness (a test pins them)
DEFAULT_CASES = "1,5,6,7,8,2,1-large,5-large,6-large"


def _cases(text: str) -> tuple[str, ...]:
    from wayfinder_bench.portal import CASES

    values = tuple(part.strip() for part in text.split(",") if part.strip())
    unknown = [v for v in values if v not in CASES]
    if unknown or not values:
        raise ConfigError(f"--cases {text!r}: choose among {', '.join(CASES)}")
    return values


def add_portal_command(bench_app: typer.Typer) -> None:
    @bench_app.command("portal")
    def portal(
        cases: Annotated[
            str, typer.Option("--cases", help="Cases (a variant number, or N-large), comma-separated")
        ] = DEFAULT_CASES,
        repeat: Annotated[int, typer.Option("--repeat", min=1, help="Timed runs of each script")] = 3,
        out: Annotated[Path | None, typer.Option("--json", help="Write the results as JSON here")] = None,
    ) -> None:
        """Time the generated HTTP script against the browser script for the same rows (median ms, ratio)."""
        from rich.console import Console
        from rich.table import Table

        from wayfinder_bench.portal import load_average, results_json, run_portal_bench

        try:
            chosen = _cases(cases)
        except ConfigError as exc:
            raise config_exit(exc) from None
        load = load_average()
        results = asyncio.run(run_portal_bench(chosen, repeat))
        table = Table(title=f"Portal scripts, HTTP vs browser ({repeat} runs each, load {load})")
        for column in ("case", "status", "script", "rows", "browser ms", "http ms", "same rows", "ratio"):
            table.add_column(column, justify="left" if column in ("status", "script") else "right")
        for r in results:
            table.add_row(
                r.case,
                r.status,
                r.script_kind or "-",
                str(r.rows),
                f"{r.browser_median:.0f}" if r.browser_median else "-",
                f"{r.http_median:.0f}" if r.http_median else "-",
                "yes" if r.same_rows else "-",
                f"{r.ratio:.1f}x" if r.ratio else (r.note[:40] or "-"),
            )
        Console().print(table)
        data = results_json(results, repeat, load)
        if data["median_ratio"]:
            typer.echo(f"median ratio {data['median_ratio']:.1f}x, lowest {data['min_ratio']:.1f}x")
        if out is not None:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {out}")
