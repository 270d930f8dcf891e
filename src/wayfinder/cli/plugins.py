"""Command groups of the packages installed beside the product: each names a ``register(app)`` function
in the entry point group ``wayfinder.cli_plugins`` (``wayfinder bench`` exists only when
``wayfinder_bench`` is installed, the ``bench`` extra). The root help lists them from their package's
metadata without importing them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer

CLI_PLUGINS = "wayfinder.cli_plugins"


def plugin_commands() -> list[tuple[str, str]]:
    """``(name, summary)`` of each installed plugin group, from its distribution's metadata."""
    from importlib.metadata import entry_points

    found: list[tuple[str, str]] = []
    for ep in sorted(entry_points(group=CLI_PLUGINS), key=lambda e: e.name):
        summary = (ep.dist.metadata["Summary"] if ep.dist is not None else None) or ""
        found.append((ep.name, summary or f"Commands of {ep.value.split(':')[0]}."))
    return found


def register_plugins(app: typer.Typer) -> None:
    """Add every installed plugin's command group to ``app``."""
    from importlib.metadata import entry_points

    for ep in sorted(entry_points(group=CLI_PLUGINS), key=lambda e: e.name):
        ep.load()(app)
