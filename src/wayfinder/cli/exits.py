"""How every command turns a ``ConfigError`` into its exit: one line on stderr, no traceback, exit 64.

Kept in one place so all commands print the same shape (``error: ...``) and use the same code.
"""

from __future__ import annotations

import typer

from wayfinder.errors import ConfigError


def config_exit(exc: ConfigError) -> typer.Exit:
    """Print ``exc`` as one ``error:`` line (its whitespace folded) and return the Exit to raise."""
    typer.echo(f"error: {' '.join(str(exc).split())}", err=True)
    return typer.Exit(ConfigError.exit_code)
