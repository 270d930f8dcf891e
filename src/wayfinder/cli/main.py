"""The ``wayfinder`` entry point. The root help (``cli/root.py``) and ``wayfinder version`` are answered
here without building the command tree: typer, the pydantic adapters it builds for every parameter and
rich cost about 300 ms of CPU, most of a start that should take a quarter of a second
(docs/BENCHMARKS.md, "Start-up"). A ``run`` command line goes to an app of ``run`` alone
(``cli/tree.py``: the other commands and the plugins are not its business); every other command line
goes to the typer app in ``cli/commands.py``."""

from __future__ import annotations

import sys

from wayfinder.cli.root import root_help


def _fast(args: list[str]) -> bool:
    """Answer the root help and ``version`` here; False for everything else."""
    if args in ([], ["--help"], ["-h"]):
        sys.stdout.write(root_help() + "\n")
        return True
    if args == ["version"]:
        from wayfinder import __version__

        sys.stdout.write(f"{__version__}\n")
        return True
    return False


def main() -> None:
    from wayfinder.cli.signals import clean_argv

    sys.argv[:] = clean_argv(sys.argv)  # invalid UTF-8 bytes become U+FFFD here, once
    if _fast(sys.argv[1:]):
        return
    if sys.argv[1:2] == ["run"]:
        from wayfinder.cli.tree import run_only

        run_only()()
        return
    from wayfinder.cli.commands import app

    app()
