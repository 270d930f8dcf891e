"""`wayfinder portal URL [--search FIELD=VALUE ...]`, `wayfinder portal debug RUN_DIR` and
`wayfinder portal batch FILE`.

``portal`` is a group whose sub-commands are ``debug`` and ``batch``; any other first argument is the
portal URL and goes to the one-portal command, the group's default (:class:`PortalGroup`). That
command is listed in ``wayfinder portal --help`` as ``URL`` and its own help reads
``wayfinder portal [OPTIONS] URL`` (its context takes the group's path as its own).

Exit codes: 0 DONE, 1 FAILED, 2 NEEDS_HUMAN_REVIEW, 64 bad input (unknown --search field, bad
setting, no browser), 130 Ctrl-C.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from wayfinder.cli.help_types import FlagHelpCommand, FlagHelpGroup
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
    from wayfinder.cli import signals
    from wayfinder.portal.run import PortalResult, run_portal
    from wayfinder.settings import load_settings

    problem = check_url(url)
    if problem:
        raise ConfigError(f"portal URL {url!r} cannot be opened: {problem}")
    settings = load_settings(headless=None if headed is None else not headed, runs_dir=runs_dir)
    ended: list[PortalResult] = []
    walk = run_portal(
        url,
        parse_search(search),
        settings,
        out_dir=out,
        on_status=_status_printer(quiet=False),
        on_end=ended.append,
    )
    stopped = 0
    try:  # SIGTERM and Ctrl-C stop the walk as they stop a run: summary, report, then the exit code
        result = signals.run(walk)
    except signals.Terminated:
        stopped = signals.EXIT_TERMINATED
    except KeyboardInterrupt:
        stopped = EXIT_INTERRUPTED
    if stopped:
        if not ended:
            raise SystemExit(stopped)
        result = ended[-1]
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
    if stopped:
        return stopped
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


def portal_command(
    url: Annotated[str, typer.Argument(metavar="URL", help="The portal's start page (http or https)")],
    search: Annotated[
        list[str] | None,
        typer.Option(
            "--search",
            "-s",
            metavar="FIELD=VALUE",
            help="Repeatable. FIELD is a label, name, id, placeholder or aria-label of the search form",
        ),
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Directory for the generated script")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object last")] = False,
    headed: Annotated[
        bool | None, typer.Option("--headed/--headless", help="Show the browser window")
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
) -> None:
    """Walk a records portal once, write a standalone scraping script, test and repair it."""
    _finish(lambda: _run(url, search or [], out, as_json, headed, runs_dir))


def debug_command(
    run_dir: Annotated[str | None, typer.Argument(help="A portal run's directory")] = None,
) -> None:
    """Show why a portal run got stuck: its steps, the search, the script tests, the likely cause."""
    _finish(lambda: _debug(run_dir))


def _finish(work: Any) -> None:
    try:
        code = int(work())
    except ConfigError as exc:
        typer.echo(f"error: {exc}", err=True)
        code = exc.exit_code
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        code = EXIT_INTERRUPTED
    sys.stdout.flush()
    raise typer.Exit(code)


class _GroupPathContext(typer.Context):
    """The default command's context: its path is the group's (``wayfinder portal``, not
    ``wayfinder portal URL``), in its usage line and its error hints."""

    @property
    def command_path(self) -> str:
        return self.parent.command_path if self.parent is not None else super().command_path


class PortalUrlCommand(FlagHelpCommand):
    context_class = _GroupPathContext


DEFAULT_NAME = "URL"


class PortalGroup(FlagHelpGroup):
    """``wayfinder portal``: ``debug`` and ``batch`` are sub-commands; anything else (a URL) goes to
    the one-portal command, which ``--help`` lists first as ``URL``."""

    default: Any = None  # the one-portal command (a click Command named URL)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        if args and args[0] not in self.commands and not args[0].startswith("-") and self.default is not None:
            return self.default.name, self.default, args
        return super().resolve_command(ctx, args)

    def list_commands(self, ctx: Any) -> list[str]:
        return [DEFAULT_NAME, *super().list_commands(ctx)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name == DEFAULT_NAME and self.default is not None:
            return self.default
        return super().get_command(ctx, cmd_name)


HELP = (
    "Walk a records portal once, write a standalone scraping script, test and repair it: "
    "wayfinder portal URL --search FIELD=VALUE (see wayfinder portal URL --help). "
    "wayfinder portal debug RUN_DIR shows why a portal run got stuck; wayfinder portal batch FILE "
    "runs many portal jobs at once."
)


def portal_app() -> typer.Typer:
    """The ``portal`` group: the one-portal command as its default, ``debug`` and ``batch``."""
    from wayfinder.cli.batch import portal_batch_command

    single = typer.Typer(add_completion=False)
    single.command(name=DEFAULT_NAME, cls=PortalUrlCommand)(portal_command)
    group = typer.Typer(
        cls=PortalGroup, help=HELP, no_args_is_help=True, subcommand_metavar="URL | COMMAND [ARGS]..."
    )
    group.command("debug")(debug_command)
    group.command("batch")(portal_batch_command)
    PortalGroup.default = typer.main.get_command(single)
    return group


def register(app: typer.Typer) -> None:
    """Add ``wayfinder portal``."""
    app.add_typer(portal_app(), name="portal")
