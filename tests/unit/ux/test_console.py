"""The live console view rendered into a recording rich Console, and the interactive prompts."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import pytest
from rich.console import Console

from wayfinder.ux.console import ConsoleView
from wayfinder.ux.prompts import ask_confirmation, ask_text


@dataclass(frozen=True)
class Event:
    """Shaped like agent.events.AgentEvent (frozen, four attributes) without importing agent."""

    kind: str
    step: int
    message: str = ""
    data: dict[str, Any] = field(default_factory=dict)


def _console(tty: bool) -> Console:
    return Console(
        record=True,
        force_terminal=tty,
        width=100,
        file=io.StringIO(),
        color_system="truecolor" if tty else None,
    )


def _run(view: ConsoleView) -> None:
    view.handle(Event("step_started", 1))
    view.handle(Event("planner_started", 1, "Thinking about step 1"))
    view.handle(Event("planner_finished", 1))
    view.handle(Event("narration", 1, "Opening the catalogue"))
    view.handle(Event("action", 1, "click [3]", {"ok": True}))
    view.handle(Event("step_started", 2))
    view.handle(Event("step", 2, "Clicking 'Next page' (page 2 of 5)"))
    view.handle(Event("step", 2, "Clicking 'Next page' (page 2 of 5)"))  # repeat: dropped
    view.handle(Event("action", 2, "click [7] found nothing to click", {"ok": False}))
    view.handle(Event("error", 2, "ActionFailed: element detached"))
    view.handle(Event("action", 3, "Scrolling down", {"ok": True}))  # no narration: action is the line
    view.handle(Event("mystery", 3, "ignored"))
    view.handle(
        Event("terminal", 3, "found it", {"terminal_reason": "goal_satisfied", "answer": "19.99 EUR"})
    )
    view.finish(run_dir="runs/abc", report_path="runs/abc/report.html")


def test_plain_view_one_line_per_step_and_final_block() -> None:
    console = _console(tty=False)
    view = ConsoleView(console)
    assert view.plain
    _run(view)
    lines = console.export_text(clear=False).splitlines()
    assert lines[:5] == [
        "  1  Opening the catalogue",
        "  2  Clicking 'Next page' (page 2 of 5)",
        "     ✗ click [7] found nothing to click",
        "     ! ActionFailed: element detached",
        "  3  Scrolling down",
    ]
    text = "\n".join(lines)
    assert "ignored" not in text and "Thinking" not in text
    assert "Result  goal_satisfied  found it" in text
    assert "Answer  19.99 EUR" in text
    assert "Run dir runs/abc" in text
    assert "Report  runs/abc/report.html" in text
    assert "\x1b[" not in console.export_text(styles=True)  # no colors in plain mode


def test_tty_view_colors_terminal_and_uses_a_spinner() -> None:
    console = _console(tty=True)
    view = ConsoleView(console)
    assert not view.plain
    view.handle(Event("planner_started", 1, "Thinking about step 1"))
    assert view.spinning  # the spinner is live while the planner works
    view.handle(Event("planner_finished", 1))
    assert not view.spinning
    view.handle(Event("narration", 1, "Opening the catalogue"))
    view.handle(Event("terminal", 1, "", {"reason": "loop_stuck"}))
    view.close()  # finish never called: close prints the block
    styled = console.export_text(styles=True, clear=False)
    assert "loop_stuck" in styled
    assert "\x1b[1;33m" in styled  # bold yellow for loop_stuck
    assert "Opening the catalogue" in console.export_text()


def test_page_text_is_not_parsed_as_markup() -> None:
    console = _console(tty=False)
    view = ConsoleView(console)
    view.handle(Event("narration", 1, "Clicking '[bold red]Buy[/]' <script>"))
    assert "  1  Clicking '[bold red]Buy[/]' <script>" in console.export_text()


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("y\n", "yes"),
        ("YES\n", "yes"),
        ("a\n", "always"),
        ("n\n", "no"),
        ("\n", "no"),
        ("", "no"),
        ("what\nmaybe\nalways\n", "always"),
        ("x\ny\nz\n", "yes"),
        ("1\n2\n3\ny\n", "no"),
    ],
)
def test_ask_confirmation(typed: str, expected: str) -> None:
    console = _console(tty=False)
    answer = ask_confirmation(
        "Submit the order?",
        {"risk": "high", "reasons": ["payment form", "[b]x[/b]"]},
        stdin=io.StringIO(typed),
        console=console,
    )
    assert answer == expected
    out = console.export_text()
    assert "Submit the order?" in out
    assert "reasons: payment form, [b]x[/b]" in out


def test_ask_text() -> None:
    console = _console(tty=False)
    assert ask_text("Which size?", stdin=io.StringIO("  large \n"), console=console) == "large"
    assert ask_text("Which size?", stdin=io.StringIO(""), console=console) == ""
    assert "Which size?" in console.export_text()


def _loop_events(view: ConsoleView) -> None:
    """The events agent/steps.py emits today: "step" per node with data["node"], "intent", "terminal"."""
    view.handle(Event("step", 2, "Looking at a listing page 'Kettles' with 40 items", {"node": "observe"}))
    view.handle(Event("intent", 2, "Clicking 'Next page' (page 2 of 5)", {"node": "planner"}))
    view.handle(Event("step", 2, "Clicking 'Next page' (page 2 of 5): Done", {"node": "execute"}))
    view.handle(Event("refused", 3, "Not doing navigate: blocked domain", {"node": "safety"}))
    view.handle(Event("terminal", 3, "Stopped: ran out of steps (30)", {"node": "finalize"}))
    view.finish(terminal_reason="budget_exhausted", run_dir="runs/x")


def test_loop_events_read_as_intent_then_outcome() -> None:
    console = _console(tty=False)
    _loop_events(ConsoleView(console))
    text = console.export_text()
    assert text.splitlines()[:4] == [
        "  2  Clicking 'Next page' (page 2 of 5)",
        "     Clicking 'Next page' (page 2 of 5): Done",
        "     ⊘ Not doing navigate: blocked domain",
        "",
    ]
    assert "Result  budget_exhausted  Stopped: ran out of steps (30)" in text
    assert "Looking at" not in text  # observe narration is quiet unless verbose


def test_verbose_shows_observation_narration() -> None:
    console = _console(tty=False)
    _loop_events(ConsoleView(console, verbose=True))
    text = console.export_text()
    assert text.splitlines()[0] == "  2  Looking at a listing page 'Kettles' with 40 items"
    assert "Result  budget_exhausted  Stopped: ran out of steps (30)" in text
    assert "Run dir runs/x" in text and "Report" not in text


def test_an_answer_the_closing_sentence_already_says_is_printed_once() -> None:
    console = _console(tty=False)
    view = ConsoleView(console)
    view.handle(
        Event("terminal", 2, "Finished: $79.99", {"terminal_reason": "goal_satisfied", "answer": "$79.99"})
    )
    view.finish()
    text = console.export_text(clear=False)
    assert "Result  goal_satisfied  Finished: $79.99" in text
    assert text.count("$79.99") == 1
