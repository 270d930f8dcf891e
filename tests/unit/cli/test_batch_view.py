"""What ``wayfinder batch`` prints: answers wrapped at words (never cut mid-word), the live line cut
at a word, and a re-run whose every run already ended says so instead of drawing a 0/0 bar."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from wayfinder.batch.driver import BatchReport
from wayfinder.batch.results import SUCCEEDED, BatchRow
from wayfinder.cli.batch_view import BatchView, print_table, shorten, totals_line

ANSWER = (
    "The cheapest 4K monitor under $300 is the Dell S2721Q at $279.99, read on the search results "
    "page for monitors sorted by price from low to high"
)


def _console() -> Console:
    return Console(file=io.StringIO(), width=100, highlight=False, color_system=None)


def _out(console: Console) -> str:
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def test_the_table_wraps_a_long_answer_at_words() -> None:
    console = _console()
    row = BatchRow(id="kb-1", status=SUCCEEDED, terminal_reason="goal_satisfied", answer=ANSWER, steps=5)
    print_table(console, BatchReport([row]), "agent", "/tmp/runs")
    cells = " ".join(line.split("│")[5].strip() for line in _out(console).splitlines() if line.count("│") > 6)
    assert cells.split() == ANSWER.split()  # every word whole, in order: wrapped, not cut


@pytest.mark.parametrize(
    ("text", "width", "expected"),
    [
        ("short enough", 40, "short enough"),
        ("one two three four five six", 16, "one two three …"),
        ("x" * 30, 11, "xxxxxxxxxx …"),
        ("  spaced\n out  ", 40, "spaced out"),
        (None, 10, ""),
    ],
)
def test_shorten_cuts_at_a_word(text: str | None, width: int, expected: str) -> None:
    assert shorten(text, width) == expected


def test_a_rerun_with_nothing_left_says_how_many_were_skipped() -> None:
    console = _console()
    with BatchView(console, "agent") as view:
        for n in range(4):
            view.skip(BatchRow(id=f"j{n}", status=SUCCEEDED, terminal_reason="goal_satisfied", skipped=True))
        view.plan(0)
    text = _out(console)
    assert "4 already ended, skipped" in text
    assert not re.search(r"\b0/0\b", text)


def test_a_partial_rerun_says_what_is_left() -> None:
    console = _console()
    with BatchView(console, "agent") as view:
        view.skip(BatchRow(id="j0", status=SUCCEEDED, terminal_reason="goal_satisfied", skipped=True))
        view.plan(2)
    assert "1 already ended, skipped; 2 to run" in _out(console)


def test_totals_count_runs_in_words() -> None:
    assert totals_line([BatchRow(id="a", status=SUCCEEDED)], "/r").startswith("1 run: 1 succeeded")
    assert totals_line([BatchRow(id="a"), BatchRow(id="b")], "/r").startswith("2 runs: 0 succeeded, 2 failed")
