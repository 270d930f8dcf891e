"""The ``wayfinder`` command. Thin: each sub-command lives in its own module and calls the library."""

from __future__ import annotations

import typer

from wayfinder.cli import bench, demo, durable, mcp, portal, report, run, shell

app = typer.Typer(
    name="wayfinder",
    help="Wayfinder: a browser agent. Give it a goal in plain words and, optionally, a start URL.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _root() -> None:
    """Wayfinder: a browser agent. Give it a goal in plain words and, optionally, a start URL."""


@app.command()
def version() -> None:
    """Print Wayfinder's version."""
    from wayfinder import __version__

    typer.echo(__version__)


for module in (run, durable, demo, bench, report, portal, shell, mcp):
    module.register(app)


def main() -> None:
    app()
