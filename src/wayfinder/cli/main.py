"""The ``wayfinder`` command. Thin: each sub-command lives in its own module and calls the library."""

from __future__ import annotations

import sys

import typer

from wayfinder.cli import batch, bench, demo, durable, mcp, portal, report, run, shell
from wayfinder.cli.help_types import use_flag_help

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


for module in (run, durable, demo, bench, report, portal, shell, mcp, batch):
    module.register(app)
use_flag_help(app)  # after every command is registered: flags show no <bool> in --help


def main() -> None:
    from wayfinder.cli.signals import clean_argv

    sys.argv[:] = clean_argv(sys.argv)  # invalid UTF-8 bytes become U+FFFD here, once
    app()
