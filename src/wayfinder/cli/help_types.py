"""``--help`` without type labels on flags: ``--headless`` takes no value, so it shows no ``<bool>``.

Typer's rich help prints a type column for every option, flags included (``--json <bool>``), which
reads as if the flag wanted a value. A flag's metavar set to "" leaves its type cell empty; options
that take a value keep theirs (``--max-steps <int>``). ``use_flag_help(app)`` makes every command
and group of ``app`` (sub-apps too) build its parameters this way, ``--help`` included.
"""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup, TyperOption


def _flags_untyped(params: list[Any]) -> list[Any]:
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag and not param.count and param.metavar is None:
            param.metavar = ""
    return params


class FlagHelpCommand(TyperCommand):
    """A command whose flags show no type in ``--help``."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _flags_untyped(super().get_params(ctx))


class FlagHelpGroup(TyperGroup):
    """A group whose flags show no type in ``--help``."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _flags_untyped(super().get_params(ctx))


def _own_class(cls: Any) -> bool:
    return isinstance(cls, type) and cls not in (TyperGroup, FlagHelpGroup)


def use_flag_help(app: typer.Typer) -> None:
    """Every command and group registered on ``app``, recursively, uses the classes above."""
    if not _own_class(app.info.cls):
        app.info.cls = FlagHelpGroup
    for command in app.registered_commands:
        if command.cls in (None, TyperCommand):
            command.cls = FlagHelpCommand
    for group in app.registered_groups:
        own = group.typer_instance is not None and _own_class(group.typer_instance.info.cls)
        if not own and (group.cls in (None, TyperGroup) or not isinstance(group.cls, type)):
            group.cls = FlagHelpGroup  # a group with its own class (portal's default command) keeps it
        if group.typer_instance is not None:
            use_flag_help(group.typer_instance)
