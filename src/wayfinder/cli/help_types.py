"""``--help`` without type tags: a flag shows no value, an option shows the name of its value.

Typer's rich help prints a type tag for every parameter (``--json <bool>``, ``--secret <list[str]>``,
``goal <str>``): the flag reads as if it wanted a value, and the tags are Python, not a command line.
Here every command and group of the app builds its parameters the way Unix help reads:

- a flag gets an empty metavar: ``--json``, ``--headless/--headed``;
- an option that takes a value shows what to type: its own metavar when it sets one
  (``--search FIELD=VALUE``), else the kind of value (``TEXT``, ``INTEGER``, ``NUMBER``, ``PATH``,
  or the choices ``never|low|medium|all``); a repeatable option says so in its help;
- an argument shows its name in capitals (``GOAL``, ``RUN_DIR``), in the usage line the click way
  (``GOAL`` when required, ``[RUN_DIR]`` when not), with no type beside it.

``use_flag_help(app)`` makes every command and group of ``app`` (sub-apps too) use these classes.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Any, get_args

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

VALUE_NAMES: dict[type, str] = {int: "INTEGER", float: "NUMBER", str: "TEXT", bool: "BOOLEAN", Path: "PATH"}


class PlainArgument(TyperArgument):
    """An argument shown by its name alone (``GOAL``, ``[RUN_DIR]``), never with a type tag."""

    def display_type_rich(self, ctx: Any) -> str | None:
        return None

    def _usage_display_name(self) -> str:
        name = self.display_name_raw + ("..." if self.nargs != 1 else "")
        return name if self.required else f"[{name}]"


def value_name(option: TyperOption) -> str:
    """What to type after an option: its choices, or the kind of its value (``INTEGER``, ``PATH``)."""
    desc = option.type_descriptor
    if desc.choices:
        return "|".join(str(c.value if isinstance(c, Enum) else c) for c in desc.choices)
    kind = desc.annotation
    if desc.is_list and get_args(kind):
        kind = get_args(kind)[0]
    if desc.is_path:
        return "PATH"
    if isinstance(kind, type):
        return VALUE_NAMES.get(kind, kind.__name__.upper())
    return (option.name or "value").upper()


def plain_params(params: list[Any]) -> list[Any]:
    """``params`` with the metavars above (set once; a metavar a command chose is kept)."""
    for param in params:
        if isinstance(param, TyperOption) and param.metavar is None:
            param.metavar = "" if param.is_flag else value_name(param)
        elif isinstance(param, TyperArgument) and not isinstance(param, PlainArgument):
            param.__class__ = PlainArgument  # same object and state, help drawn without a type tag
            if param.metavar is None:
                param.metavar = (param.name or "value").upper()
    return params


class FlagHelpCommand(TyperCommand):
    """A command whose parameters show no type tags in ``--help``."""

    def get_params(self, ctx: Any) -> list[Any]:
        return plain_params(super().get_params(ctx))


class FlagHelpGroup(TyperGroup):
    """A group whose parameters show no type tags in ``--help``."""

    def get_params(self, ctx: Any) -> list[Any]:
        return plain_params(super().get_params(ctx))


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
