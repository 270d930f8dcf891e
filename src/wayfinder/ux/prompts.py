"""Interactive prompts on the terminal: confirm a risky action, or answer the agent's question.

Both read one line from stdin. End of input (a pipe that ran dry, Ctrl-D) or Ctrl-C is a refusal:
``"no"`` for a confirmation and ``""`` for a question, so an unattended run never hangs and never
says yes by accident. Details come from pages and planners, so they are printed as plain Text.
"""

from __future__ import annotations

import sys
from typing import Any, Literal, TextIO

from rich.console import Console
from rich.text import Text

Answer = Literal["yes", "no", "always"]
_ANSWERS: dict[str, Answer] = {
    "y": "yes",
    "yes": "yes",
    "n": "no",
    "no": "no",
    "a": "always",
    "always": "always",
}
MAX_TRIES = 3


def _read_line(stdin: TextIO | None) -> str | None:
    """One line without its newline, or None at end of input or on Ctrl-C."""
    try:
        line = (stdin or sys.stdin).readline()
    except (KeyboardInterrupt, EOFError):
        return None
    return None if line == "" else line.rstrip("\r\n")


def _show_details(console: Console, details: dict[str, Any]) -> None:
    for key, value in details.items():
        if value is None or value == "" or value == []:
            continue
        text = ", ".join(str(v) for v in value) if isinstance(value, list | tuple) else str(value)
        row = Text(f"  {key}: ", style="dim")
        row.append(text)
        console.print(row, highlight=False, soft_wrap=True)


def ask_confirmation(
    question: str,
    details: dict[str, Any],
    *,
    stdin: TextIO | None = None,
    console: Console | None = None,
) -> Answer:
    """Ask yes / no / always. Empty input, end of input or three unclear answers mean "no"."""
    out = console or Console(highlight=False)
    out.print(Text(question, style="bold"), highlight=False, soft_wrap=True)
    _show_details(out, details)
    for _ in range(MAX_TRIES):
        out.print(Text("[y]es / [n]o / [a]lways: "), end="", highlight=False)
        line = _read_line(stdin)
        if line is None:
            out.print()
            return "no"
        word = line.strip().lower()
        if not word:
            return "no"
        if word in _ANSWERS:
            return _ANSWERS[word]
        out.print(Text(f"Please answer y, n or a (got {word!r})."), highlight=False)
    return "no"


def ask_text(question: str, *, stdin: TextIO | None = None, console: Console | None = None) -> str:
    """Ask a free-text question; end of input gives ""."""
    out = console or Console(highlight=False)
    out.print(Text(question, style="bold"), highlight=False, soft_wrap=True)
    out.print(Text("> "), end="", highlight=False)
    line = _read_line(stdin)
    if line is None:
        out.print()
        return ""
    return line.strip()
