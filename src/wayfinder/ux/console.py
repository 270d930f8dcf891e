"""The live console view of a run: one line per step, a spinner while the planner thinks, a final block.

The agent loop emits events and never prints (rule 7 of docs/ARCHITECTURE.md); this view renders
them. It accepts any object with ``kind``, ``step``, ``message`` and ``data`` (see
:class:`AgentEventLike`), so ``ux`` does not import ``agent``. Event kinds:

- ``step_started``: a new step begins (no output).  Unknown kinds: ignored.
- ``planner_started`` / ``planner_finished``: spinner on / off (no spinner in plain mode).
- ``narration`` (also ``step`` and ``intent``, the names ``agent.events`` uses): the step's sentence;
  the first one of a step is the step line (``"  3  Clicking 'Next page' (page 2 of 5)"``), later
  different ones are dim indented continuation lines (the outcome); an exact repeat is dropped.
  ``step`` events whose ``data["node"]`` is in ``QUIET_NODES`` show only with ``verbose=True``.
- ``action``: ``data["ok"] is False`` prints a failure line; otherwise it prints the step line only
  when no narration came first.
- ``error`` / ``refused`` / ``question`` / ``info``: indented continuation lines (red / yellow /
  bold / dim).
- ``terminal``: remembered (``data``: terminal_reason or reason, terminal_type, answer, run_dir,
  report_path) and printed by :meth:`ConsoleView.finish` (or by :meth:`close` if finish never came).

Every string from a page or a planner is printed as ``rich.text.Text``, never parsed as markup, and
passes :func:`terminal_safe` first: a page can put escape sequences in its text (clear the screen, set
the window title, OSC 52 writes to the clipboard, hyperlinks that lie), and none of them may reach the
terminal.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

from rich.console import Console
from rich.status import Status
from rich.text import Text

TERMINAL_STYLE: dict[str, str] = {
    "goal_satisfied": "bold green",
    "goal_failed": "bold red",
    "loop_stuck": "bold yellow",
    "budget_exhausted": "bold magenta",
}
INDENT = "     "
# ESC sequences (CSI, OSC/DCS/APC/PM/SOS strings, two-byte escapes), their 8-bit C1 forms, and every
# other control character except tab and newline
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI ... final byte
    r"|[\x1b][\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # OSC, DCS, SOS, PM, APC strings
    r"|[\x9b][0-?]*[ -/]*[@-~]"  # 8-bit CSI
    r"|[\x90\x98\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # 8-bit string controls
    r"|\x1b[ -/]*[0-~]?"  # other escapes (ESC c resets the terminal)
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def terminal_safe(text: str) -> str:
    """``text`` without terminal escape sequences or control characters (tab and newline stay)."""
    if not text:
        return text
    return _CONTROLS.sub("", _ESCAPES.sub("", text.replace("\r\n", "\n")))


# "step"/"intent" are what agent.events emits today; "narration" is the brief's name for the same thing.
NARRATION_KINDS = frozenset({"narration", "step", "intent"})
# Nodes whose "step" narration ("Looking at a listing page…") is chatter before the decision: shown
# only with verbose=True, so a step normally reads as its intent plus its outcome.
QUIET_NODES = frozenset({"observe", "goal_check"})
NOTE_STYLES: dict[str, tuple[str, str]] = {
    "error": ("! ", "red"),
    "refused": ("⊘ ", "yellow"),
    "question": ("? ", "bold"),
    "info": ("", "dim"),
}


class AgentEventLike(Protocol):
    """What the view needs of an event (``agent.events.AgentEvent`` has exactly these)."""

    @property
    def kind(self) -> str: ...
    @property
    def step(self) -> int: ...
    @property
    def message(self) -> str: ...
    @property
    def data(self) -> dict[str, Any]: ...


class ConsoleView:
    """Renders agent events to a rich Console. Plain (no colors, no spinner) when not on a TTY."""

    def __init__(
        self, console: Console | None = None, *, plain: bool | None = None, verbose: bool = False
    ) -> None:
        self.console = console or Console(highlight=False)
        self.plain = (not self.console.is_terminal) if plain is None else plain
        self.verbose = verbose
        self._status: Status | None = None
        self._printed_steps: set[int] = set()
        self._last: dict[int, str] = {}  # last narration per step, to drop exact repeats
        self._terminal: dict[str, Any] | None = None
        self._finished = False

    @property
    def spinning(self) -> bool:
        """Whether the planner spinner is showing."""
        return self._status is not None

    # -- output helpers
    def _style(self, style: str) -> str:
        return "" if self.plain else style

    def _print(self, text: str, style: str = "") -> None:
        self.console.print(
            Text(terminal_safe(text), style=self._style(style)), highlight=False, soft_wrap=True
        )

    def _step_line(self, step: int, message: str) -> None:
        self._printed_steps.add(step)
        line = Text(f"{step:>3}  ", style=self._style("bold cyan"))
        line.append(terminal_safe(message))
        self.console.print(line, highlight=False, soft_wrap=True)

    def _spinner(self, message: str) -> None:
        if self.plain:
            return
        self._stop_spinner()
        self._status = self.console.status(Text(terminal_safe(message)), spinner="dots")
        self._status.start()

    def _stop_spinner(self) -> None:
        if self._status is not None:
            self._status.stop()
            self._status = None

    # -- events
    def handle(self, event: AgentEventLike) -> None:
        """Render one event; unknown kinds are ignored so a newer loop cannot break the view."""
        kind, step, message = event.kind, event.step, event.message or ""
        data = event.data if isinstance(event.data, dict) else {}
        if kind == "planner_started":
            self._spinner(message or f"Step {step}: thinking…")
            return
        self._stop_spinner()
        if kind == "step" and data.get("node") in QUIET_NODES and not self.verbose:
            return
        if kind in NARRATION_KINDS:
            self._narration(step, message)
        elif kind == "action":
            self._action(step, message, data)
        elif kind in NOTE_STYLES:
            prefix, style = NOTE_STYLES[kind]
            self._note(step, f"{prefix}{message}", style)
        elif kind == "terminal":
            self._terminal = dict(data, message=message)

    __call__ = handle

    def _note(self, step: int, text: str, style: str) -> None:
        if text.strip():
            self._print(f"{INDENT}{text}" if step else text, style)

    def _narration(self, step: int, message: str) -> None:
        if not message or self._last.get(step) == message:
            return
        self._last[step] = message
        if step not in self._printed_steps:
            self._step_line(step, message)
        else:
            self._print(f"{INDENT}{message}", "dim")

    def _action(self, step: int, message: str, data: dict[str, Any]) -> None:
        if data.get("ok") is False:
            self._print(f"{INDENT}✗ {message or 'action failed'}", "red")
        elif step not in self._printed_steps and message:
            self._narration(step, message)

    # -- the final block
    def finish(
        self,
        *,
        terminal_reason: str | None = None,
        answer: str | None = None,
        run_dir: Path | str | None = None,
        report_path: Path | str | None = None,
    ) -> None:
        """Print the final block; arguments left None come from the ``terminal`` event's data."""
        self._stop_spinner()
        self._finished = True
        stored = self._terminal or {}
        reason = terminal_reason or stored.get("terminal_reason") or stored.get("reason") or "ended"
        answer = answer if answer is not None else stored.get("answer")
        run_dir = run_dir if run_dir is not None else stored.get("run_dir")
        report_path = report_path if report_path is not None else stored.get("report_path")
        self.console.print()
        line = Text("Result  ", style=self._style("bold"))
        line.append(str(reason), style=self._style(TERMINAL_STYLE.get(str(reason), "bold")))
        message = str(stored.get("message") or "")
        if message:
            line.append(f"  {terminal_safe(message)}")
        self.console.print(line, highlight=False, soft_wrap=True)
        # the closing sentence usually carries the answer ("Finished: $79.99"): say it once
        shown = None if answer and str(answer).strip() in message else answer
        for label, value in (("Answer", shown), ("Run dir", run_dir), ("Report", report_path)):
            if value:
                row = Text(f"{label:<8}", style=self._style("bold"))
                row.append(terminal_safe(str(value)))
                self.console.print(row, highlight=False, soft_wrap=True)

    def close(self) -> None:
        """Stop the spinner; print the final block if a terminal came and ``finish`` was never called."""
        self._stop_spinner()
        if self._terminal is not None and not self._finished:
            self.finish()

    def __enter__(self) -> ConsoleView:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
