"""What one line typed at the ``wayfinder>`` prompt means: a pure parser, tested as a table.

A line starting with ``:`` is a command; any other non-empty line is a goal. Bare ``quit``/``exit``
also leave, because nobody means them as a goal. A line that ends in Ctrl-C (the input layer turns
the key into a line end, see ``shell_input``) is an ``interrupt``: at the prompt it only explains
how to stop a goal and how to leave.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

CommandName = Literal[
    "goal",
    "empty",
    "interrupt",
    "stop",
    "screenshot",
    "trace",
    "tabs",
    "url",
    "help",
    "quit",
    "unknown",
    "usage",
]
INTERRUPT_CHAR = "\x03"

# (usage, what it does): the order of :help and of the "unknown command" list.
COMMANDS: tuple[tuple[str, str], ...] = (
    ("<goal>", "any line that is not a command runs as a goal in the open browser"),
    (":stop", "stop the running goal (type it while a goal runs, or press Ctrl-C)"),
    (":screenshot [PATH]", "save the active page as a PNG (default: the last run's screenshots/)"),
    (":trace", "the last run's narration, from its logs/trace.jsonl, and its report"),
    (":tabs", "the open tabs with their ids; * marks the active one"),
    (":url URL", "open URL in the active tab"),
    (":help", "this list"),
    (":quit", "close the browser and leave (also Ctrl-D)"),
)
_ALIASES: dict[str, CommandName] = {
    "stop": "stop",
    "screenshot": "screenshot",
    "shot": "screenshot",
    "trace": "trace",
    "tabs": "tabs",
    "url": "url",
    "open": "url",
    "help": "help",
    "h": "help",
    "?": "help",
    "quit": "quit",
    "exit": "quit",
    "q": "quit",
}
_NO_ARGS: frozenset[CommandName] = frozenset({"stop", "trace", "tabs", "help", "quit"})


@dataclass(frozen=True)
class Command:
    """One parsed line. ``arg`` is the goal text, the command's argument, or the unknown word;
    ``error`` says what is wrong with a ``usage`` line."""

    name: CommandName
    arg: str = ""
    error: str = ""


def parse_line(line: str) -> Command:
    """Parse one input line (with or without its newline). Never raises."""
    if INTERRUPT_CHAR in line:
        return Command("interrupt")
    text = line.strip()
    if not text:
        return Command("empty")
    if text.lower() in ("quit", "exit"):
        return Command("quit")
    if not text.startswith(":"):
        return Command("goal", text)
    word, _, rest = text[1:].strip().partition(" ")
    rest = rest.strip()
    name = _ALIASES.get(word.lower())
    if name is None:
        return Command("unknown", f":{word}")
    if name in _NO_ARGS and rest:
        return Command("usage", rest, f":{name} takes no argument (got {rest!r})")
    if name == "url" and not rest:
        return Command("usage", "", ":url needs a URL, e.g. :url https://example.com")
    return Command(name, rest)


def help_lines() -> list[str]:
    """The command list, one aligned line each."""
    width = max(len(usage) for usage, _ in COMMANDS)
    return [f"  {usage:<{width}}  {what}" for usage, what in COMMANDS]
