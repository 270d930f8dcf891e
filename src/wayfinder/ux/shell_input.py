"""Keyboard input for the shell: one reader of stdin, routed to the prompt, to a question, or to "stop".

Why not ``input()`` and SIGINT: Chromium and the Playwright driver are children in the shell's
process group, so a terminal Ctrl-C (SIGINT to the whole foreground group) would kill the browser
the shell is meant to keep open. On a TTY, :class:`TerminalMode` therefore turns off the signal keys
(``ISIG``) and makes Ctrl-C an extra line end (``VEOL``): the key arrives here immediately, as a
line ending in ``\\x03``, and only the running goal is stopped. Side effect: Ctrl-Z and Ctrl-\\ do
nothing while the shell runs. The terminal is restored on exit.

One daemon thread reads the raw file descriptor (a TextIO ``readline`` would wait for a newline after
Ctrl-C) and hands items to the event loop, where :class:`ShellInput` routes them:

- while a goal runs: Ctrl-C or a ``:stop`` line calls ``on_interrupt``; a line typed while a question
  is open (``open_question`` .. ``close_question``) answers it; any other line waits for the next prompt (type-ahead);
- at the prompt: every line (Ctrl-C included) goes to ``next_line``; end of input gives None.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import os
import threading
from collections.abc import Callable
from concurrent.futures import CancelledError as FutureCancelled
from typing import Any

from wayfinder.ux.shell_commands import INTERRUPT_CHAR, parse_line

_EOF = None


class TerminalMode:
    """Ctrl-C as a line end instead of a signal, for as long as the shell runs (TTYs only)."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self._saved: list[Any] | None = None

    def enter(self) -> bool:
        """Switch the terminal; False (and nothing changed) when ``fd`` is not a terminal."""
        if not os.isatty(self.fd):
            return False
        import termios

        self._saved = termios.tcgetattr(self.fd)
        mode = termios.tcgetattr(self.fd)
        mode[3] &= ~termios.ISIG
        mode[6][termios.VEOL] = INTERRUPT_CHAR.encode()
        termios.tcsetattr(self.fd, termios.TCSANOW, mode)
        return True

    def restore(self) -> None:
        """Put the terminal back as it was. Safe to call twice."""
        saved, self._saved = self._saved, None
        if saved is not None:
            import termios

            with contextlib.suppress(OSError, termios.error):
                termios.tcsetattr(self.fd, termios.TCSANOW, saved)


def split_chunk(buffer: str, chunk: str) -> tuple[list[str], str]:
    """Complete items in ``buffer + chunk`` and the incomplete rest. An item is a line without its
    newline, or ``INTERRUPT_CHAR`` alone (Ctrl-C discards what was typed before it on that line)."""
    items: list[str] = []
    text = buffer + chunk
    start = 0
    for i, char in enumerate(text):
        if char == "\n":
            items.append(text[start:i].rstrip("\r"))
            start = i + 1
        elif char == INTERRUPT_CHAR:
            items.append(INTERRUPT_CHAR)
            start = i + 1
    return items, text[start:]


class ShellInput:
    """Routes keyboard input; see the module docstring. Create and ``start`` inside the event loop."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.on_interrupt: Callable[[], None] | None = None  # set while a goal runs
        self.on_queued: Callable[[str], None] | None = None  # told about type-ahead during a goal
        self._lines: asyncio.Queue[str | None] = asyncio.Queue()
        self._answers: asyncio.Queue[str | None] | None = None  # set while a question is open
        self.loop = asyncio.get_running_loop()
        self._eof = False

    def start(self) -> None:
        threading.Thread(target=self._read, name="wayfinder-shell-stdin", daemon=True).start()

    def _read(self) -> None:
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        buffer = ""
        while True:
            try:
                data = os.read(self.fd, 4096)
            except OSError:
                data = b""
            if not data:
                if buffer.strip():
                    self._post(buffer)
                self._post(_EOF)
                return
            items, buffer = split_chunk(buffer, decoder.decode(data))
            for item in items:
                self._post(item)

    def _post(self, item: str | None) -> None:
        with contextlib.suppress(RuntimeError):  # the loop already closed: nobody is listening
            self.loop.call_soon_threadsafe(self.deliver, item)

    def deliver(self, item: str | None) -> None:
        """Route one item (runs in the loop; public so tests can type without a terminal)."""
        if item is _EOF:
            self._eof = True
            self.cancel_answer()
            self._lines.put_nowait(_EOF)
        elif self.on_interrupt is not None and (item == INTERRUPT_CHAR or parse_line(item).name == "stop"):
            self.on_interrupt()
        elif self._answers is not None:
            self._answers.put_nowait(item.replace(INTERRUPT_CHAR, ""))
        else:
            self._lines.put_nowait(item)
            if self.on_interrupt is not None and self.on_queued is not None:
                self.on_queued(item)

    async def next_line(self) -> str | None:
        """The next line for the prompt; None at end of input."""
        if self._eof and self._lines.empty():
            return None
        return await self._lines.get()

    def open_question(self) -> None:
        """From now on typed lines answer a question (call before the question is printed, so a
        quick answer cannot slip into the prompt's queue)."""
        self._answers = asyncio.Queue()
        if self._eof:
            self._answers.put_nowait(None)

    def close_question(self) -> None:
        """Typed lines go to the prompt again; a reader still waiting gets "no answer"."""
        self.cancel_answer()
        self._answers = None

    async def answer(self) -> str | None:
        """The next line typed for the open question; None when there is none (not asking, stopped,
        end of input), so an asking thread is never left waiting."""
        answers = self._answers
        if answers is None:
            return None
        return await answers.get()

    def cancel_answer(self) -> None:
        """Release a reader of the open question with "no answer"."""
        if self._answers is not None:
            self._answers.put_nowait(None)

    def stream(self) -> AnswerStream:
        """A file-like stdin for ``ux.prompts`` that reads answers through this router."""
        return AnswerStream(self)


class AnswerStream:
    """``readline`` for a worker thread: waits in the loop for the answer; "" (end of input, which
    the prompts read as a refusal) when there is none."""

    def __init__(self, source: ShellInput) -> None:
        self._source = source

    def readline(self, size: int = -1) -> str:
        future = asyncio.run_coroutine_threadsafe(self._source.answer(), self._source.loop)
        try:
            line = future.result()
        except (FutureCancelled, RuntimeError):
            return ""
        return "" if line is None else line + "\n"
