"""The console the table commands print to: the terminal's width on a terminal, wide when piped.

Rich sizes a console that is not a terminal at 80 columns (or ``$COLUMNS``), which cuts or folds a
table written to a file or a pipe. Piped output is read by programs and people with a pager, so it
gets ``PIPED_WIDTH`` columns and every table keeps its natural width; ``$COLUMNS`` still wins.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.console import Console

PIPED_WIDTH = 400


def output_console(file: TextIO | None = None, *, stderr: bool = False) -> Console:
    """A rich Console on ``file`` (stdout, or stderr): terminal width on a terminal, else wide."""
    from rich.console import Console  # here, not at import: the CLI starts without rich

    stream = file if file is not None else (sys.stderr if stderr else sys.stdout)
    console = Console(file=stream)
    if console.is_terminal or os.environ.get("COLUMNS"):
        return console
    return Console(file=stream, width=PIPED_WIDTH)
