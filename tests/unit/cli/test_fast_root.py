"""``wayfinder --help`` and ``wayfinder version`` are answered by the entry point without the command
tree (cli/root.py, cli/main.py); these tests keep that short answer true to the tree: the same commands,
in the same order, each with the first sentence of its own help."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
import typer

from wayfinder import __version__
from wayfinder.cli.commands import app
from wayfinder.cli.plugins import plugin_commands
from wayfinder.cli.root import ROOT_COMMANDS, ROOT_HELP, root_help

TREE = typer.main.get_command(app)


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    found = re.match(r"(.+?\.)(?:\s|$)", flat)
    return found.group(1) if found else flat


def test_the_table_names_every_command_of_the_tree_in_order_with_its_first_sentence() -> None:
    commands = TREE.commands  # type: ignore[attr-defined]
    plugins = [name for name, _ in plugin_commands()]
    own = [name for name in commands if name not in plugins]
    assert [name for name, _ in ROOT_COMMANDS] == own
    for name, line in ROOT_COMMANDS:
        assert line == _first_sentence(commands[name].help or ""), name
    assert TREE.help == ROOT_HELP


def test_the_root_help_lists_the_plugins_from_their_metadata() -> None:
    text = root_help(width=100)
    assert "bench" in dict(plugin_commands())  # the bench extra is installed where the tests run
    for name, _ in [*ROOT_COMMANDS, *plugin_commands()]:
        assert re.search(rf"^  {re.escape(name)}\s", text, re.M), name
    assert all(len(line) <= 100 for line in text.splitlines())


@pytest.mark.parametrize("args", [["--help"], [], ["version"]])
def test_the_entry_point_answers_without_the_tree(args: list[str]) -> None:
    code = (
        "import sys; from wayfinder.cli.main import main; sys.argv = ['wayfinder', *sys.argv[1:]]; main(); "
        "print('typer' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    *shown, loaded_typer = out.stdout.strip().splitlines()
    assert loaded_typer == "False"
    if args == ["version"]:
        assert shown == [__version__]
    else:
        assert shown[0].startswith("Usage: wayfinder") and ROOT_HELP in " ".join(" ".join(shown).split())


def test_any_other_command_line_goes_to_the_tree() -> None:
    code = (
        "import sys; from wayfinder.cli.main import main; sys.argv = ['wayfinder', 'run', '--help']; main()"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "Usage: wayfinder run" in out.stdout, out.stderr
