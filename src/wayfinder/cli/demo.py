"""`wayfinder demo` commands: serve the bundled demo sites, or run the agent demo against them."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

demo_app = typer.Typer(
    name="demo",
    help="The bundled demo sites (shop, records portal, lab). Without a sub-command: run the agent demo.",
    invoke_without_command=True,
    no_args_is_help=False,
)


@demo_app.callback()
def _demo(
    ctx: typer.Context,
    headed: Annotated[bool, typer.Option("--headed", help="Show the browser window")] = False,
    only: Annotated[
        list[int] | None, typer.Option("--only", help="Run only goal N (repeatable; 1-5)")
    ] = None,
    port: Annotated[int, typer.Option("--port", help="Demo server port (0 picks a free port)")] = 0,
    runs_dir: Annotated[Path, typer.Option("--runs-dir", help="Where run directories go")] = Path("runs"),
) -> None:
    """Run the agent demo on the bundled sites, or use `wayfinder demo serve` to browse them yourself.

    Exit 0 when every goal ends goal_satisfied with the right answer, 1 otherwise, 64 on bad input.
    """
    if ctx.invoked_subcommand is not None:
        return
    from wayfinder.cli.demo_run import run_demo
    from wayfinder.cli.exits import config_exit
    from wayfinder.errors import ConfigError

    try:
        code = run_demo(headed=headed, only=only, port=port, runs_dir=runs_dir)
    except ConfigError as exc:
        raise config_exit(exc) from None
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        raise typer.Exit(130) from None
    raise typer.Exit(code)


@demo_app.command()
def serve(
    port: int = typer.Option(8765, "--port", "-p", help="Port to listen on (0 picks a free port)."),
    host: str = typer.Option("127.0.0.1", "--host", help="Address to bind (keep it local)."),
) -> None:
    """Serve the demo sites in the foreground until Ctrl-C."""
    from wayfinder.demo.server import DemoServer

    def announce(server: DemoServer) -> None:
        typer.echo(f"shop:   {server.shop_url}")
        typer.echo(f"portal: {server.portal_url}")
        typer.echo("Press Ctrl-C to stop.")

    server = DemoServer(host=host, port=port)
    try:
        server.serve_forever(on_ready=announce)
    except OSError as exc:
        typer.echo(f"cannot serve on {host}:{port}: {exc}", err=True)
        raise typer.Exit(1) from None
    except KeyboardInterrupt:
        typer.echo("stopped")


def register(app: typer.Typer) -> None:
    """Add the `demo` sub-app to the root app."""
    app.add_typer(demo_app)
