"""The ``wayfinder`` command tree (typer). Thin: each sub-command lives in its own module and calls the
library. ``cli/main.py`` answers the root help and ``version`` without building it, and builds
``tree.run_only`` (``run`` alone) for a ``wayfinder run`` command line.

Packages installed beside the product add their command groups through the entry point group
``wayfinder.cli_plugins`` (a ``register(app)`` function each): ``wayfinder bench`` exists only when
``wayfinder_bench`` is installed (the ``bench`` extra)."""

from __future__ import annotations

from wayfinder.cli import batch, demo, durable, mcp, portal, report, run, shell
from wayfinder.cli.help_types import use_flag_help
from wayfinder.cli.plugins import register_plugins
from wayfinder.cli.tree import trunk

app = trunk()
for module in (run, durable, demo, report, portal, shell, mcp, batch):
    module.register(app)
register_plugins(app)
use_flag_help(app)  # after every command is registered: flags show no <bool> in --help
