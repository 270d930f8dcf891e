"""`wayfinder batch FILE` and `wayfinder portal batch FILE`: many runs at once on a pool of workers.

Exit codes: 0 every run was executed (whatever their outcomes), 1 with ``--fail-on-error`` when one
did not succeed, 64 bad input (every bad line of FILE listed with its line number, before anything
runs) or no worker could start, 130 stopped by Ctrl-C (running goals end with their trace and summary).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.cli.run import parse_sets
from wayfinder.errors import ConfigError

EXIT_FAILURES = 1
EXIT_BAD_INPUT = 64
EXIT_INTERRUPTED = 130
DEFAULT_TIMEOUT_S = 600.0


@dataclass(frozen=True)
class BatchOptions:
    workers: int
    runs_dir: Path | None
    json_out: Path | None
    jsonl_out: Path | None
    csv_out: Path | None
    fail_on_error: bool
    timeout: float
    planner: str | None
    sets: list[str]
    site: str | None
    demo: bool
    ray: bool
    ray_address: str | None
    no_artifacts: bool


@contextlib.contextmanager
def _site(options: BatchOptions) -> Iterator[str | None]:
    """The site paths resolve against: --site, or the bundled demo server started for the batch."""
    if not options.demo:
        yield options.site
        return
    from wayfinder.demo.server import DemoServer

    server = DemoServer(host="127.0.0.1", port=0)
    server.start()
    try:
        yield server.url
    finally:
        server.stop()


def _runs_dir(options: BatchOptions, file: Path) -> Path:
    if options.runs_dir is not None:
        return options.runs_dir.resolve()
    from wayfinder.settings import load_settings

    return (Path(load_settings().runs_dir) / f"batch-{file.stem}").resolve()


def _make_pool(options: BatchOptions, runs_dir: Path, overrides: dict[str, Any]) -> Any:
    from wayfinder.batch.driver import local_pool

    if not (options.ray or options.ray_address):
        from wayfinder.batch.recycle import Recycle
        from wayfinder.settings import load_settings

        # worker_max_runs / worker_max_mb: the config, the environment or --set (a line's own
        # settings cannot change the pool its run is on)
        recycle = Recycle.from_settings(load_settings(**overrides))
        return local_pool(options.workers, options.timeout, recycle=recycle)
    from wayfinder.batch.ray_pool import ray_pool

    return ray_pool(
        options.ray_address,
        workers=options.workers,
        limit_s=options.timeout,
        runs_dir=runs_dir,
        screenshots=not options.no_artifacts,
    )


def _interrupted() -> None:
    typer.echo(
        "stopping: no new run starts; running goals end with their trace and summary "
        "(Ctrl-C again kills them)",
        err=True,
    )


def run_batch_file(kind: str, file: Path, options: BatchOptions) -> int:
    """Load, run, show, write; returns the exit code."""
    from wayfinder.batch.driver import run_batch
    from wayfinder.batch.jobs import BatchFileError, BatchInputs, load_jobs
    from wayfinder.batch.results import AGENT_COLUMNS, PORTAL_COLUMNS, write_csv, write_json, write_jsonl
    from wayfinder.cli.batch_view import BatchView, console_for, print_table

    runs_dir = _runs_dir(options, file)
    overrides: dict[str, Any] = dict(parse_sets(options.sets))
    if options.planner:
        overrides["planner"] = options.planner
    console = console_for()
    with _site(options) as site:
        try:
            jobs = load_jobs(file, kind, BatchInputs(overrides, runs_dir, site), os.environ)  # type: ignore[arg-type]
        except BatchFileError as exc:
            for problem in exc.problems:
                typer.echo(f"error: {problem}", err=True)
            return EXIT_BAD_INPUT
        console.print(f"{len(jobs)} runs from {file}; run directories in {runs_dir}")
        make_pool = _make_pool(options, runs_dir, overrides)
        with BatchView(console, kind) as view:
            report = run_batch(
                jobs,
                runs_dir,
                make_pool,
                kind=kind,
                limit_s=options.timeout,
                on_skip=view.skip,
                on_plan=view.plan,
                on_start=view.start,
                on_row=view.row,
                on_interrupt=_interrupted,
            )
    print_table(console, report, kind, str(runs_dir))
    columns = AGENT_COLUMNS if kind == "agent" else PORTAL_COLUMNS
    meta = {
        "file": str(file),
        "kind": kind,
        "runs_dir": str(runs_dir),
        "workers": options.workers,
        "peak_mb_by_worker": report.peak_mb_by_worker,
    }
    if options.json_out is not None:
        write_json(options.json_out, report.rows, columns, meta)
        console.print(f"wrote {options.json_out}")
    if options.jsonl_out is not None:
        write_jsonl(options.jsonl_out, report.rows, columns)
        console.print(f"wrote {options.jsonl_out}")
    if options.csv_out is not None:
        write_csv(options.csv_out, report.rows, columns)
        console.print(f"wrote {options.csv_out}")
    if report.fatal:
        typer.echo(f"error: {report.fatal}", err=True)
        return EXIT_BAD_INPUT
    if report.stopped:
        typer.echo(
            "interrupted: runs not started are left for the next batch over the same runs directory", err=True
        )
        return EXIT_INTERRUPTED
    if options.fail_on_error and not all(r.succeeded for r in report.rows):
        return EXIT_FAILURES
    return 0


Workers = Annotated[
    int, typer.Option("--workers", min=1, metavar="N", help="Worker processes, one browser each")
]
RunsDir = Annotated[
    Path | None,
    typer.Option(
        "--runs-dir", help="Run directories (default: runs/batch-<file name>); reused to skip ended runs"
    ),
]
JsonOut = Annotated[
    Path | None,
    typer.Option("--json", help="Write the batch as one JSON object to this file: its settings and runs[]"),
]
JsonlOut = Annotated[
    Path | None, typer.Option("--jsonl", help="Write one JSON object per run to this file, a line each")
]
CsvOut = Annotated[Path | None, typer.Option("--csv", help="Write one CSV row per run to this file")]
FailOnError = Annotated[bool, typer.Option("--fail-on-error", help="Exit 1 when any run did not succeed")]
Timeout = Annotated[
    float, typer.Option("--timeout", min=1, metavar="SECONDS", help="Per-run wall-clock ceiling in seconds")
]
Ray = Annotated[
    bool, typer.Option("--ray", help="Run each line as a Ray task on a local Ray started for you")
]
RayAddress = Annotated[
    str | None,
    typer.Option("--ray-address", metavar="ADDRESS", help="Run on an existing Ray cluster (implies --ray)"),
]
NoArtifacts = Annotated[
    bool, typer.Option("--no-artifacts", help="With Ray: bring back no screenshots or state files")
]
Site = Annotated[
    str | None, typer.Option("--site", metavar="URL", help="Base URL for lines whose url is a path (/shop/)")
]
Demo = Annotated[bool, typer.Option("--demo", help="Start the bundled demo sites and use them as --site")]
Sets = Annotated[
    list[str] | None, typer.Option("--set", metavar="KEY=VALUE", help="A setting for every run; repeatable")
]
Planner = Annotated[
    str | None,
    typer.Option("--planner", metavar="PLANNER", help="rules, auto, or openai:MODEL (a line's planner wins)"),
]


def _invoke(kind: str, file: Path, options: BatchOptions) -> None:
    try:
        code = run_batch_file(kind, file, options)
    except ConfigError as exc:
        raise config_exit(exc) from None
    raise typer.Exit(code)


def batch_command(
    file: Annotated[
        Path, typer.Argument(help="JSONL or CSV: id, goal, url, planner, settings, secrets per line")
    ],
    workers: Workers = 2,
    runs_dir: RunsDir = None,
    json_out: JsonOut = None,
    jsonl_out: JsonlOut = None,
    csv_out: CsvOut = None,
    fail_on_error: FailOnError = False,
    timeout: Timeout = DEFAULT_TIMEOUT_S,
    planner: Planner = None,
    set_: Sets = None,
    site: Site = None,
    demo: Demo = False,
    ray: Ray = False,
    ray_address: RayAddress = None,
    no_artifacts: NoArtifacts = False,
) -> None:
    """Run many goals at once: one line of FILE per run, on a pool of workers (or Ray)."""
    options = BatchOptions(
        workers,
        runs_dir,
        json_out,
        jsonl_out,
        csv_out,
        fail_on_error,
        timeout,
        planner,
        list(set_ or []),
        site,
        demo,
        ray,
        ray_address,
        no_artifacts,
    )
    _invoke("agent", file, options)


def portal_batch_command(
    file: Annotated[Path, typer.Argument(help="JSONL or CSV: id, url, search (FIELD=VALUE pairs) per line")],
    workers: Workers = 2,
    runs_dir: RunsDir = None,
    json_out: JsonOut = None,
    jsonl_out: JsonlOut = None,
    csv_out: CsvOut = None,
    fail_on_error: FailOnError = False,
    timeout: Timeout = DEFAULT_TIMEOUT_S,
    set_: Sets = None,
    site: Site = None,
    demo: Demo = False,
    ray: Ray = False,
    ray_address: RayAddress = None,
    no_artifacts: NoArtifacts = False,
) -> None:
    """Run many portal jobs at once: each line's portal walked, its script written and tested."""
    options = BatchOptions(
        workers,
        runs_dir,
        json_out,
        jsonl_out,
        csv_out,
        fail_on_error,
        timeout,
        None,
        list(set_ or []),
        site,
        demo,
        ray,
        ray_address,
        no_artifacts,
    )
    _invoke("portal", file, options)


def register(app: typer.Typer) -> None:
    """Add ``wayfinder batch``."""
    app.command("batch")(batch_command)
