"""`wayfinder portal URL [--search FIELD=VALUE ...]` and `wayfinder portal debug RUN_DIR`.

Both forms share one command that looks at its first argument (a typer group with a positional URL
would swallow the word "debug"): ``debug`` selects the debug view, anything else is the portal URL.

Exit codes: 0 DONE, 1 FAILED, 2 NEEDS_HUMAN_REVIEW, 64 bad input (unknown --search field, bad
setting, no browser), 130 Ctrl-C.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from wayfinder.errors import ConfigError

EXIT_CODES = {"DONE": 0, "FAILED": 1, "NEEDS_HUMAN_REVIEW": 2}
EXIT_BAD_INPUT = 64
EXIT_INTERRUPTED = 130


def parse_search(pairs: list[str]) -> dict[str, str]:
    """``FIELD=VALUE`` pairs; ConfigError names a malformed one."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--search {pair!r} is not FIELD=VALUE (for example --search last_name=Smith)")
        out[key.strip()] = value
    return out


def _status_printer(quiet: bool) -> Any:
    def hook(node: str, state: dict[str, Any]) -> None:
        if quiet:
            return
        line = f"[portal] {node:16s} -> {state.get('status')}"
        if node in ("test_script", "fix_script", "escalate") or state.get("status") == "FAILED":
            detail = (
                state.get("last_fix")
                if node == "fix_script"
                else state.get("script_error") or state.get("message")
            )
            if detail:
                line += f"  ({detail})"
        typer.echo(line, err=True)

    return hook


def _run(
    url: str, search: list[str], out: Path | None, as_json: bool, headed: bool | None, runs_dir: Path | None
) -> int:
    from wayfinder.browser.navigation import check_url
    from wayfinder.portal.run import run_portal
    from wayfinder.settings import load_settings

    problem = check_url(url)
    if problem:
        raise ConfigError(f"portal URL {url!r} cannot be opened: {problem}")
    settings = load_settings(headless=None if headed is None else not headed, runs_dir=runs_dir)
    result = asyncio.run(
        run_portal(url, parse_search(search), settings, out_dir=out, on_status=_status_printer(quiet=False))
    )
    if result.input_error:
        typer.echo(f"error: {result.message}", err=True)
    if as_json:
        typer.echo(json.dumps(result.to_json()))
    else:
        typer.echo(f"status:  {result.status}")
        if result.message:
            typer.echo(f"message: {result.message}")
        if result.script_path:
            typer.echo(f"script:  {result.script_path}  (run: python {result.script_path} --help)")
        typer.echo(f"columns: {', '.join(result.columns) or '-'}")
        typer.echo(f"rows:    {result.rows}")
        typer.echo(f"run dir: {result.run_dir}")
    if result.input_error:
        return EXIT_BAD_INPUT
    return EXIT_CODES.get(result.status, 1)


def _debug(run_dir: str | None) -> int:
    from wayfinder.portal.debug import debug_lines

    if not run_dir:
        raise ConfigError("usage: wayfinder portal debug RUN_DIR")
    for line in debug_lines(Path(run_dir)):
        typer.echo(line)
    return 0


def portal(
    target: Annotated[str, typer.Argument(help="The portal URL, or 'debug' to inspect a run directory")],
    run_dir: Annotated[str | None, typer.Argument(help="With 'debug': the run directory")] = None,
    search: Annotated[
        list[str] | None,
        typer.Option("--search", "-s", help="FIELD=VALUE; FIELD is a label, name, id or placeholder"),
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Directory for the generated script")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object last")] = False,
    headed: Annotated[
        bool | None, typer.Option("--headed/--headless", help="Show the browser window")
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
) -> None:
    """Walk a records portal once, write a standalone scraping script, test and repair it.

    `wayfinder portal debug RUN_DIR` shows why a portal run got stuck.
    """
    try:
        if target == "debug":
            code = _debug(run_dir)
        else:
            if run_dir is not None:
                raise ConfigError(f"unexpected extra argument {run_dir!r} (only 'debug' takes a RUN_DIR)")
            code = _run(target, search or [], out, as_json, headed, runs_dir)
    except ConfigError as exc:
        typer.echo(f"error: {exc}", err=True)
        code = exc.exit_code
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        code = EXIT_INTERRUPTED
    sys.stdout.flush()
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    """Add ``wayfinder portal`` to the app (with ``portal batch FILE`` from cli/batch.py)."""
    from wayfinder.cli.batch import portal_group

    help_text = (
        "Walk a records portal once, write a standalone scraping script, test and repair it: "
        "wayfinder portal URL --search FIELD=VALUE. `wayfinder portal debug RUN_DIR` shows why a portal "
        "run got stuck; `wayfinder portal batch FILE` runs many portal jobs at once."
    )
    app.add_typer(portal_group(portal, help_text), name="portal")
