"""The shell's pure parts as tables, and the prompt loop against a scripted backend (no browser).

The backend here is a test double of ``ux.shell.ShellBackend``: its goals wait on events the test
controls, so stopping, questions and type-ahead are exercised through the real ``ShellSession`` and
``ShellInput`` routing, with keystrokes fed the way the stdin reader thread feeds them.
"""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from wayfinder.trace.records import StepRecord
from wayfinder.ux.shell import GoalOutcome, ShellSession, is_confirmation, screenshot_target
from wayfinder.ux.shell_commands import COMMANDS, Command, help_lines, parse_line
from wayfinder.ux.shell_input import ShellInput, split_chunk
from wayfinder.ux.shell_trace import narration_lines, trace_lines


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("", Command("empty")),
        ("   \n", Command("empty")),
        ("open the Monitors category\n", Command("goal", "open the Monitors category")),
        ("  find a kettle  ", Command("goal", "find a kettle")),
        ("quit", Command("quit")),
        ("EXIT", Command("quit")),
        ("quit the newsletter", Command("goal", "quit the newsletter")),
        (":quit", Command("quit")),
        (":q", Command("quit")),
        (":exit", Command("quit")),
        (":help", Command("help")),
        (":?", Command("help")),
        (":HELP", Command("help")),
        (":stop", Command("stop")),
        (":tabs", Command("tabs")),
        (":trace", Command("trace")),
        (":screenshot", Command("screenshot")),
        (":screenshot /tmp/a.png", Command("screenshot", "/tmp/a.png")),
        (":shot out dir/x.png", Command("screenshot", "out dir/x.png")),
        (":url https://example.com/a?b=1", Command("url", "https://example.com/a?b=1")),
        (":  url   http://x.test  ", Command("url", "http://x.test")),
        (":url", Command("usage", "", ":url needs a URL, e.g. :url https://example.com")),
        (":tabs 3", Command("usage", "3", ":tabs takes no argument (got '3')")),
        (":nope", Command("unknown", ":nope")),
        (":", Command("unknown", ":")),
        ("\x03", Command("interrupt")),
        ("half a goal\x03", Command("interrupt")),
    ],
)
def test_parse_line(line: str, expected: Command) -> None:
    assert parse_line(line) == expected


def test_help_lists_every_command_once() -> None:
    lines = help_lines()
    assert len(lines) == len(COMMANDS)
    for usage, what in COMMANDS:
        assert sum(usage in line and what in line for line in lines) == 1


@pytest.mark.parametrize(
    ("buffer", "chunk", "items", "rest"),
    [
        ("", "abc", [], "abc"),
        ("ab", "c\n", ["abc"], ""),
        ("", "one\ntwo\nthr", ["one", "two"], "thr"),
        ("", "dos\r\n", ["dos"], ""),
        ("typed", "\x03", ["\x03"], ""),
        ("", "a\x03b\n", ["\x03", "b"], ""),
        ("", "\n", [""], ""),
    ],
)
def test_split_chunk(buffer: str, chunk: str, items: list[str], rest: str) -> None:
    assert split_chunk(buffer, chunk) == (items, rest)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Allow clicking 'Pay now'? It is high risk (payment). [y/N]", True),
        ("Allow submitting the form? [y/N]  ", True),
        ("Which size do you want?", False),
        ("[y/N] is how we ask", False),
    ],
)
def test_is_confirmation(question: str, expected: bool) -> None:
    assert is_confirmation(question) is expected


def test_screenshot_target(tmp_path: Path) -> None:
    now = 1_763_785_000.25
    run = tmp_path / "runs" / "r1"
    default = screenshot_target("", run, tmp_path / "runs", now)
    assert default.parent == run / "screenshots" and default.suffix == ".png"
    assert default.name.startswith("shell-") and default.name.endswith("-250.png")
    assert screenshot_target("", None, tmp_path / "runs", now).parent == tmp_path / "runs"
    assert screenshot_target(str(tmp_path / "a.png"), run, tmp_path, now) == tmp_path / "a.png"
    assert screenshot_target(str(tmp_path / "shot"), run, tmp_path, now) == tmp_path / "shot.png"
    assert screenshot_target(str(tmp_path), run, tmp_path, now).parent == tmp_path
    assert screenshot_target("new/", run, tmp_path, now).parent == Path("new")


def _record(step: int, message: str | None, node: str = "execute") -> StepRecord:
    return StepRecord(session_id="s", step=step, node=node, ts=0.0, ux_message=message)


def test_narration_lines_keep_order_and_drop_repeats() -> None:
    steps = [
        _record(1, "Clicking 'Monitors'"),
        _record(1, "Clicking 'Monitors'", node="progress"),
        _record(1, None),
        _record(1, "  The page  changed "),
        _record(2, "Clicking 'Monitors'"),
        _record(12, "Finishing"),
    ]
    assert narration_lines(steps) == [
        "  1  Clicking 'Monitors'",
        "  1  The page changed",
        "  2  Clicking 'Monitors'",
        " 12  Finishing",
    ]


def test_trace_lines_read_the_run_directory(tmp_path: Path) -> None:
    assert trace_lines(tmp_path) == [f"no trace at {tmp_path / 'logs' / 'trace.jsonl'}"]
    (tmp_path / "logs").mkdir()
    trace = tmp_path / "logs" / "trace.jsonl"
    trace.write_text(_record(1, "Opening the cart").model_dump_json() + "\n")
    lines = trace_lines(tmp_path)
    assert lines[0] == "  1  Opening the cart"
    assert "Result  unfinished (no summary record)" in lines and "Report  (not written)" in lines
    summary = {"type": "summary", "session_id": "s", "goal": "g", "started_at": 0, "ended_at": 1}
    summary |= {"duration_s": 1, "terminal_reason": "goal_satisfied"}
    with trace.open("a") as handle:
        handle.write(json.dumps(summary) + "\n")
    (tmp_path / "report.html").write_text("<html></html>")
    lines = trace_lines(tmp_path)
    assert "Result  goal_satisfied" in lines and f"Report  {tmp_path / 'report.html'}" in lines


# -- the prompt loop, with a scripted backend


@dataclass
class Tab:
    tab_id: int
    url: str
    title: str = ""
    active: bool = False


@dataclass
class ScriptedBackend:
    """Goals run until the test releases them (or forever: only a stop ends them)."""

    runs_dir: Path
    release: asyncio.Event = field(default_factory=asyncio.Event)
    started: asyncio.Event = field(default_factory=asyncio.Event)
    question: str | None = None
    goals: list[str] = field(default_factory=list)
    answers: list[str | None] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    closed: bool = False

    async def run_goal(self, goal: str, on_event: Callable[[Any], None], ask_user: Any) -> GoalOutcome:
        self.goals.append(goal)
        run_dir = self.runs_dir / f"run{len(self.goals)}"
        run_dir.mkdir(parents=True)
        self.started.set()
        try:
            if self.question is not None:
                self.answers.append(await ask_user(self.question))
            await self.release.wait()
        except asyncio.CancelledError:
            self.cancelled.append(goal)
            raise
        self.release.clear()
        return GoalOutcome("goal_satisfied", f"did {goal}", run_dir, None)

    def latest_run_dir(self) -> Path | None:
        return self.runs_dir / f"run{len(self.goals)}" if self.goals else None

    async def tabs(self) -> Sequence[Tab]:
        return [Tab(1, "http://a.test/", "A"), Tab(2, "http://b.test/", "B", active=True)]

    async def goto(self, url: str) -> str:
        if not url.startswith("http"):
            raise ValueError(f"cannot open {url!r}")
        return url

    async def screenshot(self, path: Path) -> Path:
        return path

    async def close(self) -> None:
        self.closed = True


async def _session(tmp_path: Path) -> tuple[ShellSession, ShellInput, ScriptedBackend, io.StringIO]:
    out = io.StringIO()
    keyboard = ShellInput(-1)  # fed through deliver(), as the reader thread would
    backend = ScriptedBackend(tmp_path / "runs")
    console = Console(file=out, highlight=False, width=200, color_system=None)
    return ShellSession(backend, keyboard, console), keyboard, backend, out


async def _until(predicate: Callable[[], bool]) -> None:
    """Yield to the loop until ``predicate`` holds (bounded)."""
    async with asyncio.timeout(5):
        while not predicate():
            await asyncio.sleep(0)


async def test_ctrl_c_and_stop_end_the_goal_but_not_the_shell(tmp_path: Path) -> None:
    session, keyboard, backend, out = await _session(tmp_path)
    loop_task = asyncio.ensure_future(session.run())
    keyboard.deliver("first goal")
    await backend.started.wait()
    backend.started.clear()
    keyboard.deliver("\x03")
    await _until(lambda: "Stopped." in out.getvalue())
    keyboard.deliver("second goal")
    await backend.started.wait()
    keyboard.deliver(":stop")
    await _until(lambda: out.getvalue().count("Stopped.") == 2)
    keyboard.deliver(":stop")  # nothing runs now: explained, not an error
    keyboard.deliver(":trace")
    keyboard.deliver(None)  # Ctrl-D
    await asyncio.wait_for(loop_task, 5)
    text = out.getvalue()
    assert backend.cancelled == ["first goal", "second goal"]
    assert "Nothing is running" in text
    assert f"Run dir {tmp_path / 'runs' / 'run2'}" in text
    assert f"no trace at {tmp_path / 'runs' / 'run2' / 'logs' / 'trace.jsonl'}" in text  # :trace used it
    assert backend.closed


async def test_questions_are_answered_at_the_prompt_and_type_ahead_waits(tmp_path: Path) -> None:
    session, keyboard, backend, out = await _session(tmp_path)
    backend.question = "Which colour?"
    loop_task = asyncio.ensure_future(session.run())
    keyboard.deliver("buy a kettle")
    await backend.started.wait()
    await _until(lambda: "Which colour?" in out.getvalue())
    keyboard.deliver("red")
    await _until(lambda: backend.answers == ["red"])
    keyboard.deliver(":tabs")  # typed while the goal still runs: waits for the prompt
    await _until(lambda: "queued for after this goal: :tabs" in out.getvalue())
    assert "*  2  B  http://b.test/" not in out.getvalue()
    backend.question = "Allow clicking 'Pay'? It is high risk (payment). [y/N]"
    backend.release.set()
    await _until(lambda: "*  2  B  http://b.test/" in out.getvalue())
    keyboard.deliver("pay for it")
    await _until(lambda: "[y]es / [n]o / [a]lways" in out.getvalue())
    keyboard.deliver("y")
    await _until(lambda: len(backend.answers) == 2)
    backend.release.set()
    keyboard.deliver(":quit")
    await asyncio.wait_for(loop_task, 5)
    text = out.getvalue()
    assert backend.answers == ["red", "yes"]
    assert "Result  goal_satisfied" in text and "Answer  did buy a kettle" in text
    assert "[y/N]" not in text  # the confirmation is asked in ux.prompts' own words
    assert "   1  A  http://a.test/" in text
    assert backend.closed


async def test_stop_during_a_question_refuses_it(tmp_path: Path) -> None:
    session, keyboard, backend, out = await _session(tmp_path)
    backend.question = "Which colour?"
    loop_task = asyncio.ensure_future(session.run())
    keyboard.deliver("buy a kettle")
    await _until(lambda: "Which colour?" in out.getvalue())
    keyboard.deliver("\x03")
    await _until(lambda: "Stopped." in out.getvalue())
    assert backend.cancelled == ["buy a kettle"]
    keyboard.deliver(None)
    await asyncio.wait_for(loop_task, 5)


async def test_commands_report_errors_and_unknowns(tmp_path: Path) -> None:
    session, keyboard, backend, out = await _session(tmp_path)
    loop_task = asyncio.ensure_future(session.run())
    for line in (":url ftp://x", ":url http://ok.test/", ":nope", ":url", ":screenshot", ":trace", "quit"):
        keyboard.deliver(line)
    await asyncio.wait_for(loop_task, 5)
    text = out.getvalue()
    assert "error: cannot open 'ftp://x'" in text
    assert "Now at http://ok.test/" in text
    assert "unknown command :nope; the commands are:" in text and ":screenshot [PATH]" in text
    assert ":url needs a URL" in text
    assert f"Saved {(tmp_path / 'runs').resolve()}/shell-" in text
    assert "No run yet: type a goal first." in text
    assert backend.goals == [] and backend.closed
