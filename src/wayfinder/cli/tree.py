"""The typer app's trunk: the root (its help, ``version``) that ``commands.py`` hangs every command on,
and ``run_only``: the trunk with ``wayfinder run`` alone, what ``cli/main.py`` builds for a ``run``
command line. A run needs none of the other commands: their modules, the installed plugins' entry
points and their parameters cost ~80 ms of CPU before the browser's launch even starts
(docs/BENCHMARKS.md, "Start-up")."""

from __future__ import annotations

import typer

from wayfinder.cli.root import ROOT_HELP


def trunk() -> typer.Typer:
    """The root app with ``version``; the commands are added by their modules' ``register``."""
    app = typer.Typer(
        name="wayfinder",
        help=ROOT_HELP,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )

    @app.callback(help=ROOT_HELP)
    def _root() -> None:
        pass

    @app.command()
    def version() -> None:
        """Print Wayfinder's version."""
        from wayfinder import __version__

        typer.echo(__version__)

    return app


def run_only() -> typer.Typer:
    """The trunk with ``run`` alone: the same ``run`` (its parameters, its help) as the whole tree's."""
    from wayfinder.cli import run
    from wayfinder.cli.help_types import use_flag_help

    app = trunk()
    run.register(app)
    use_flag_help(app)
    return app
