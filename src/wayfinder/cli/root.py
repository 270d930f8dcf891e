"""The root of the ``wayfinder`` command line, without the command tree: its help text and each
top-level command's first sentence (``ROOT_COMMANDS``, in the tree's order), so that ``wayfinder --help``
needs neither typer nor rich. ``tests/unit/cli/test_fast_root.py`` fails when this table and the commands'
own help disagree."""

from __future__ import annotations

import shutil
import textwrap

from wayfinder.cli.plugins import plugin_commands

ROOT_HELP = "Wayfinder: a browser agent. Give it a goal in plain words and, optionally, a start URL."
ROOT_COMMANDS: tuple[tuple[str, str], ...] = (
    ("version", "Print Wayfinder's version."),
    ("run", "Run the agent on GOAL, or continue a run with --resume SESSION_ID."),
    ("approve", "Approve the risky action a paused run waits for; the run goes on to its end."),
    ("deny", "Refuse the risky action a paused run waits for; the run goes on without it to its end."),
    ("answer", "Answer the question a paused run waits for; the run goes on to its end."),
    ("report", "(Re)write report.html for a run from its files and print its path."),
    (
        "runs",
        "List recent runs, newest first: how each ended, or whether it waits for a person or can be "
        "resumed (its process died).",
    ),
    ("shell", "Keep one browser open and run goals typed at the prompt."),
    (
        "mcp",
        "Serve Wayfinder as an MCP server: run_goal and the approval round trip (approve_run, deny_run, "
        "answer_run), portal_to_script, the run list, and browser tools (open, observe, the actions, "
        "tabs, dialogs, uploads, console and network, PDF, JavaScript when allowed).",
    ),
    ("batch", "Run many goals at once: one line of FILE per run, on a pool of workers (or Ray)."),
    ("demo", "The bundled demo sites (shop, records portal, lab)."),
    (
        "portal",
        "Walk a records portal once, write a standalone scraping script, test and repair it: wayfinder "
        "portal URL --search FIELD=VALUE (see wayfinder portal URL --help).",
    ),
)


def root_help(width: int | None = None) -> str:
    """The text of ``wayfinder --help``."""
    width = max(60, min(width or shutil.get_terminal_size((100, 24)).columns, 120))
    commands = [*ROOT_COMMANDS, *plugin_commands()]
    pad = max(len(name) for name, _ in commands) + 4
    lines = [
        "Usage: wayfinder [OPTIONS] COMMAND [ARGS]...",
        "",
        *textwrap.wrap(ROOT_HELP, width, initial_indent="  ", subsequent_indent="  "),
    ]
    lines += ["", "Options:", "  --help  Show this message and exit.", "", "Commands:"]
    for name, text in commands:
        wrapped = textwrap.wrap(text, width - pad) or [""]
        lines.append(f"  {name:<{pad - 2}}{wrapped[0]}")
        lines += [" " * pad + rest for rest in wrapped[1:]]
    lines += ["", "Each command has its own --help: wayfinder run --help."]
    return "\n".join(lines)
