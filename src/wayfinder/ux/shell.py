"""The interactive shell: one open browser, goals one after another at the ``wayfinder>`` prompt.

``ux`` may not import the agent or the browser (the layers of docs/ARCHITECTURE.md), so the session talks to them
through :class:`ShellBackend`; ``cli/shell.py`` supplies the real one (``run_agent`` on the shell's
``BrowserRuntime``). Narration is the ordinary :class:`~wayfinder.ux.console.ConsoleView`; questions
and confirmations are answered at the same keyboard through ``ux.prompts``.

Stopping a goal: press Ctrl-C, or type ``:stop`` and Enter while it runs. Either cancels the goal's
task; ``run_agent`` then records the run as interrupted (summary and report are still written) and the
prompt comes back with the browser still open. ``:stop`` at the prompt, with nothing running, says so.
A SIGINT sent from outside (``kill -INT``) does the same; on a terminal the Ctrl-C key never becomes a
signal (see ``shell_input``), so it cannot reach, and kill, the browser in the same process group.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import signal
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TextIO, cast

from rich.console import Console
from rich.text import Text

from wayfinder.ux.console import ConsoleView, terminal_safe
from wayfinder.ux.prompts import ask_confirmation, ask_text
from wayfinder.ux.shell_commands import Command, help_lines, parse_line
from wayfinder.ux.shell_input import ShellInput
from wayfinder.ux.shell_trace import trace_lines

PROMPT = "wayfinder> "
BANNER = (
    "Wayfinder shell. Type a goal, or :help. Ctrl-C (or :stop) stops a running goal; :quit or Ctrl-D leaves."
)
IDLE_INTERRUPT = "Nothing is running. Ctrl-C or :stop stops a goal while it runs; :quit or Ctrl-D leaves."
CONFIRM_SUFFIX = "[y/N]"  # how the confirm node ends a yes/no question (agent/nodes/confirm.py)

AskUser = Callable[[str], Awaitable[str | None]]


@dataclass(frozen=True)
class GoalOutcome:
    """How one goal ended. ``error`` is set when the run raised (its trace was still written)."""

    terminal_reason: str | None
    answer: str | None
    run_dir: Path | None
    report_path: Path | None
    error: str | None = None


class TabLike(Protocol):
    @property
    def tab_id(self) -> int: ...
    @property
    def url(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def active(self) -> bool: ...


class ShellBackend(Protocol):
    """What the shell needs of the agent and the open browser."""

    runs_dir: Path

    async def run_goal(self, goal: str, on_event: Callable[[Any], None], ask_user: AskUser) -> GoalOutcome:
        """Run one goal in the open browser. Returns an outcome for errors; re-raises cancellation."""
        ...

    def latest_run_dir(self) -> Path | None:
        """The run directory the last goal wrote (also after an interrupted one)."""
        ...

    async def tabs(self) -> Sequence[TabLike]: ...
    async def goto(self, url: str) -> str: ...
    async def screenshot(self, path: Path) -> Path: ...
    async def close(self) -> None: ...


def is_confirmation(question: str) -> bool:
    """A yes/no question from the confirm node (as opposed to the planner's free-text question)."""
    return question.rstrip().endswith(CONFIRM_SUFFIX)


def screenshot_target(arg: str, last_run: Path | None, runs_dir: Path, now: float) -> Path:
    """Where ``:screenshot [PATH]`` writes: PATH (a directory gets a file inside, ``.png`` is added when
    missing), else the last run's ``screenshots/``, else ``runs_dir``."""
    name = time.strftime("shell-%Y%m%d-%H%M%S", time.localtime(now)) + f"-{int(now * 1000) % 1000:03d}.png"
    if arg:
        path = Path(arg).expanduser()
        if path.is_dir() or arg.endswith(("/", "\\")):
            return path / name
        return path if path.suffix.lower() == ".png" else path.with_name(path.name + ".png")
    base = last_run / "screenshots" if last_run is not None else runs_dir
    return base / name


class ShellSession:
    """The prompt loop. ``run()`` returns when the person leaves; the backend is closed by then."""

    def __init__(self, backend: ShellBackend, keyboard: ShellInput, console: Console | None = None) -> None:
        self.backend = backend
        self.keyboard = keyboard
        self.console = console or Console(highlight=False)
        self.last_run: Path | None = None
        self._goal: asyncio.Task[GoalOutcome] | None = None
        self._handlers: dict[str, Callable[[Command], Awaitable[bool]]] = {
            "goal": self._run_goal,
            "empty": self._nothing,
            "interrupt": self._idle_stop,
            "stop": self._idle_stop,
            "screenshot": self._screenshot,
            "trace": self._trace,
            "tabs": self._tabs,
            "url": self._url,
            "help": self._help,
            "unknown": self._unknown,
            "usage": self._usage,
            "quit": self._quit,
        }

    # -- output
    def say(self, text: str, style: str = "") -> None:
        self.console.print(Text(terminal_safe(text), style=style), highlight=False, soft_wrap=True)

    def _prompt(self) -> None:
        self.console.print(Text(PROMPT, style="bold"), end="", highlight=False)
        self.console.file.flush()

    # -- the loop
    async def run(self) -> None:
        """Read and act on lines until :quit or end of input; always closes the backend."""
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(signal.SIGINT, self.interrupt)
        self.keyboard.on_queued = lambda line: self.say(f"(queued for after this goal: {line})", "dim")
        try:
            self.say(BANNER, "dim")
            while True:
                self._prompt()
                line = await self.keyboard.next_line()
                if line is None:
                    self.console.print()
                    break
                if not await self.handle(parse_line(line)):
                    break
        finally:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.remove_signal_handler(signal.SIGINT)
            await self.backend.close()

    async def handle(self, command: Command) -> bool:
        """Act on one command; False means leave."""
        return await self._handlers[command.name](command)

    def interrupt(self) -> None:
        """Stop the running goal (Ctrl-C, ``:stop``, SIGINT); at the prompt, explain instead."""
        task = self._goal
        if task is None or task.done():
            self.say(IDLE_INTERRUPT, "dim")
            return
        self.keyboard.cancel_answer()
        task.cancel()

    # -- goals
    async def _run_goal(self, command: Command) -> bool:
        view = ConsoleView(self.console)
        ask = functools.partial(self._ask, view)
        self._goal = asyncio.ensure_future(self.backend.run_goal(command.arg, view.handle, ask))
        self.keyboard.on_interrupt = self.interrupt
        try:
            outcome = await self._goal
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None and current.cancelling():
                raise  # the shell itself is being cancelled, not just the goal
            outcome = self._stopped_outcome()
        finally:
            self.keyboard.on_interrupt = None
            self.keyboard.cancel_answer()
            self._goal = None
        self._show(view, outcome)
        return True

    def _stopped_outcome(self) -> GoalOutcome:
        self.say("Stopped.", "yellow")
        run_dir = self.backend.latest_run_dir()
        report = run_dir / "report.html" if run_dir is not None else None
        return GoalOutcome(None, None, run_dir, report if report is not None and report.is_file() else None)

    def _show(self, view: ConsoleView, outcome: GoalOutcome) -> None:
        if outcome.error:
            self.say(f"error: {outcome.error}", "red")
        if outcome.run_dir is not None:
            self.last_run = outcome.run_dir
        view.finish(
            terminal_reason=outcome.terminal_reason,
            answer=outcome.answer,
            run_dir=outcome.run_dir,
            report_path=outcome.report_path,
        )

    async def _ask(self, view: ConsoleView, question: str) -> str | None:
        """The run's ``ask_user``: a confirmation or a free-text question, answered at this keyboard."""
        view.close()  # only stops the planner spinner here: no terminal has come yet
        stdin = cast(TextIO, self.keyboard.stream())
        self.keyboard.open_question()
        try:
            if is_confirmation(question):
                text = question.rstrip()[: -len(CONFIRM_SUFFIX)].rstrip()
                said = await asyncio.to_thread(ask_confirmation, text, {}, stdin=stdin, console=self.console)
                if said == "always":
                    self.say(
                        "(answering yes for this action; 'always' is not remembered between actions)", "dim"
                    )
                return "yes" if said in ("yes", "always") else "no"
            reply = await asyncio.to_thread(ask_text, question, stdin=stdin, console=self.console)
            return reply or None
        finally:
            self.keyboard.close_question()

    # -- commands
    async def _nothing(self, _command: Command) -> bool:
        return True

    async def _idle_stop(self, _command: Command) -> bool:
        self.interrupt()
        return True

    async def _help(self, _command: Command) -> bool:
        for line in help_lines():
            self.say(line)
        return True

    async def _unknown(self, command: Command) -> bool:
        self.say(f"unknown command {command.arg}; the commands are:", "yellow")
        return await self._help(command)

    async def _usage(self, command: Command) -> bool:
        self.say(command.error, "yellow")
        return True

    async def _quit(self, _command: Command) -> bool:
        self.say("Closing the browser.", "dim")
        return False

    async def _tabs(self, _command: Command) -> bool:
        try:
            tabs = await self.backend.tabs()
        except Exception as exc:  # a dead browser must not end the shell
            self.say(f"error: {exc}", "red")
            return True
        if not tabs:
            self.say("no open tabs")
        for tab in tabs:
            mark = "*" if tab.active else " "
            self.say(f"{mark} {tab.tab_id:>2}  {tab.title or '(no title)'}  {tab.url}")
        return True

    async def _url(self, command: Command) -> bool:
        try:
            url = await self.backend.goto(command.arg)
        except Exception as exc:  # ActionFailed/BrowserGone say what went wrong; keep the shell
            self.say(f"error: {exc}", "red")
            return True
        self.say(f"Now at {url}")
        return True

    async def _screenshot(self, command: Command) -> bool:
        target = screenshot_target(command.arg, self.last_run, self.backend.runs_dir, time.time())
        try:
            path = await self.backend.screenshot(target)
        except Exception as exc:
            self.say(f"error: {exc}", "red")
            return True
        self.say(f"Saved {path.resolve()}")
        return True

    async def _trace(self, _command: Command) -> bool:
        if self.last_run is None:
            self.say("No run yet: type a goal first.")
            return True
        for line in trace_lines(self.last_run):
            self.say(line)
        return True
