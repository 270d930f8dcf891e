"""`wayfinder mcp`: serve Wayfinder to MCP clients (assistants, IDEs) over stdio or streamable HTTP.

stdio is the default (the client starts the command and talks on its stdin/stdout; nothing else is
printed there). ``--http`` serves streamable HTTP at ``http://HOST:PORT/mcp``, bound to 127.0.0.1
unless ``--host`` says otherwise. Exit 64 on bad settings (one line on stderr).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Annotated

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.cli.run import parse_sets
from wayfinder.errors import ConfigError

DEFAULT_HOST = "127.0.0.1"


def mcp_command(
    http: Annotated[bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio")] = False,
    host: Annotated[
        str, typer.Option("--host", metavar="ADDRESS", help="HTTP address to bind")
    ] = DEFAULT_HOST,
    port: Annotated[
        int, typer.Option("--port", metavar="PORT", help="HTTP port (path /mcp); 0 picks a free one")
    ] = 8765,
    planner: Annotated[
        str | None, typer.Option("--planner", metavar="PLANNER", help="rules, auto, or openai:MODEL")
    ] = None,
    headless: Annotated[
        bool | None, typer.Option("--headless/--headed", help="Browser window or not")
    ] = None,
    auto_confirm: Annotated[
        str | None,
        typer.Option(
            "--auto-confirm", metavar="never|low|medium|all", help="The highest risk run without asking"
        ),
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
    allowed_domains: Annotated[
        str | None, typer.Option("--allowed-domains", metavar="HOSTS", help="Comma-separated")
    ] = None,
    upload_dir: Annotated[
        Path | None,
        typer.Option("--upload-dir", help="The folder upload_file may take files from (default: no uploads)"),
    ] = None,
    allow_evaluate: Annotated[
        bool | None,
        typer.Option("--allow-evaluate", help="Let clients run JavaScript in the page (evaluate)"),
    ] = None,
    secret: Annotated[
        list[str] | None,
        typer.Option("--secret", metavar="NAME=VALUE", help="Repeatable; goals and tools say <secret:NAME>"),
    ] = None,
    set_: Annotated[
        list[str] | None, typer.Option("--set", metavar="KEY=VALUE", help="Any setting; repeatable")
    ] = None,
) -> None:
    """Serve Wayfinder as an MCP server: run_goal and the approval round trip (approve_run, deny_run,
    answer_run), portal_to_script, the run list, and browser tools (open, observe, the actions, tabs,
    dialogs, uploads, console and network, PDF, JavaScript when allowed)."""
    from wayfinder.mcp_server import build_server, serve
    from wayfinder.safety.secrets import SecretStore

    flags = {
        "planner": planner,
        "headless": headless,
        "auto_confirm": auto_confirm,
        "runs_dir": runs_dir,
        "allowed_domains": allowed_domains,
        "mcp_upload_dir": upload_dir,
        "mcp_allow_evaluate": allow_evaluate,
    }
    try:
        overrides: dict[str, object] = dict(parse_sets(list(set_ or [])))
        overrides.update({k: v for k, v in flags.items() if v is not None})
        store = SecretStore.from_sources(list(secret or []), os.environ)
        server = build_server(overrides, secrets=store if store else None)
    except ConfigError as exc:
        raise config_exit(exc) from None

    def announce(url: str) -> None:
        typer.echo(f"wayfinder mcp: streamable HTTP at {url}", err=True)

    try:
        asyncio.run(serve(server, http=http, host=host, port=port, announce=announce))
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    except OSError as exc:  # the port is taken, the address is not ours
        typer.echo(f"error: cannot serve on {host}:{port}: {exc.strerror or exc}", err=True)
        raise typer.Exit(ConfigError.exit_code) from None


def register(app: typer.Typer) -> None:
    """Add ``wayfinder mcp``."""
    app.command("mcp")(mcp_command)
