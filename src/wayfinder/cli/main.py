"""The ``wayfinder`` command. Thin: each sub-command lives in its own module and calls the library.

Packages installed beside the product add their command groups through the entry point group
``wayfinder.cli_plugins`` (a ``register(app)`` function each): ``wayfinder bench`` exists only when
``wayfinder_bench`` is installed (the ``bench`` extra)."""

from __future__ import annotations

import sys

import typer

from wayfinder.cli import batch, demo, durable, mcp, portal, report, run, shell
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


CLI_PLUGINS = "wayfinder.cli_plugins"


def _register_plugins(app: typer.Typer) -> None:
    """Command groups of the packages installed beside the product (see the module docstring)."""
    from importlib.metadata import entry_points

    for ep in sorted(entry_points(group=CLI_PLUGINS), key=lambda e: e.name):
        ep.load()(app)


for module in (run, durable, demo, report, portal, shell, mcp, batch):
    module.register(app)
_register_plugins(app)
use_flag_help(app)  # after every command is registered: flags show no <bool> in --help


def main() -> None:
    from wayfinder.cli.signals import clean_argv

    sys.argv[:] = clean_argv(sys.argv)  # invalid UTF-8 bytes become U+FFFD here, once
    app()
