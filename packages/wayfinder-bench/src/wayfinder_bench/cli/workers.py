"""`wayfinder bench workers`: MiniWoB++ episodes per minute on 1 and 2 workers side by side, and a
demo batch sequentially, on 2 workers and on Ray, with CPU-seconds per run and memory per worker.
The harness is ``wayfinder_bench.workers``; exit 0 when it ran, 64 on bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

DEFAULT_BATCH = Path("bench/batch-demo.jsonl")


def _ints(text: str, what: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise ConfigError(f"{what} {text!r} is not a comma-separated list of numbers") from None
    if not values or min(values) < 1:
        raise ConfigError(f"{what} {text!r}: give numbers of 1 or more, e.g. 1,2")
    return values


def _print(data: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    if not console.is_terminal:
        console = Console(highlight=False, width=140)
    for part, title in (("miniwob", "MiniWoB++ episodes"), ("demo_batch", "Demo batch runs")):
        if part not in data:
            continue
        table = Table(title=title)
        for name in ("mode", "runs", "ok", "wall s", "runs/min", "CPU-s/run", "peak MB/worker", "same"):
            table.add_column(name, justify="left" if name == "mode" else "right")
        for m in data[part]["modes"]:
            if m.get("error"):
                console.print(f"{m['mode']}: did not run: {m['error']}")
                continue
            same = m.get("same_outcomes_as_first")
            table.add_row(
                m["mode"],
                str(m["runs"]),
                str(m["successes"]),
                f"{m['wall_s']:.0f}",
                f"{m['runs_per_min']:.1f}",
                f"{m['cpu_s_per_run']:.1f}",
                f"{m['peak_mb_per_worker']:.0f}",
                "" if same is None else ("yes" if same else "NO"),
            )
        console.print(table)
    if "miniwob" in data:
        mw = data["miniwob"]
        console.print(
            f"MiniWoB++ speed-up {mw['speedup']}x; identical success: {mw['identical_success']} {mw['success_mismatches'] or ''}"
        )
    for m in data.get("demo_batch", {}).get("modes", []):
        if m.get("differ"):
            console.print(f"{m['mode']}: outcomes differ from the first mode for {', '.join(m['differ'])}")
    console.print(
        f"load average before {data['load_before'][0]:.1f}, after {data['load_after'][0]:.1f} on {data['cpus']} CPUs"
    )


def add_workers_command(bench_app: typer.Typer) -> None:
    """Add the ``workers`` command to the ``bench`` sub-app."""

    @bench_app.command("workers")
    def workers(
        tasks: Annotated[
            str | None,
            typer.Option(
                "--tasks", help="MiniWoB++ tasks: comma-separated or a file (default: the dev list)"
            ),
        ] = None,
        seeds: Annotated[int, typer.Option("--seeds", min=0, help="Seeds per task (0 skips MiniWoB++)")] = 1,
        counts: Annotated[str, typer.Option("--workers", help="Worker counts to compare, e.g. 1,2")] = "1,2",
        batch: Annotated[
            Path | None,
            typer.Option("--batch", help="Batch file for the demo sites (default: bench/batch-demo.jsonl)"),
        ] = None,
        ray: Annotated[
            bool, typer.Option("--ray/--no-ray", help="Also run the demo batch on a local Ray")
        ] = True,
        no_batch: Annotated[bool, typer.Option("--no-batch", help="Skip the demo batch")] = False,
        json_out: Annotated[Path | None, typer.Option("--json", help="Write the results as JSON")] = None,
        runs_dir: Annotated[
            Path | None, typer.Option("--runs-dir", help="Run directories (default: a temp dir)")
        ] = None,
    ) -> None:
        """Episodes per minute on 1 vs 2 workers, and a demo batch's CPU-seconds and memory per worker."""
        from wayfinder_bench.cli.miniwob import _resolve_tasks
        from wayfinder_bench.workers import run_workers_bench

        try:
            names = _resolve_tasks(tasks) if seeds else []
            modes = [str(c) for c in _ints(counts, "--workers")]
            if ray:
                import importlib.util

                if importlib.util.find_spec("ray") is None:
                    raise ConfigError(
                        "--ray needs the extra: pip install 'wayfinder[ray]' (or pass --no-ray)"
                    )
                modes.append("ray")
            file = None if no_batch else (batch or DEFAULT_BATCH)
            if file is not None and not file.is_file():
                raise ConfigError(f"batch file {file} does not exist")
            data = run_workers_bench(
                names, list(range(seeds)), _ints(counts, "--workers"), file, modes, runs_dir
            )
        except ConfigError as exc:
            raise config_exit(exc) from None
        _print(data)
        if json_out is not None:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            json_out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
            typer.echo(f"wrote {json_out}")
