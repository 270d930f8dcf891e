"""SIGTERM handled like Ctrl-C, and argv made safe to use.

``docker stop``, systemd, CI runners and ``timeout`` end a process with SIGTERM. Python's default
would kill Wayfinder on the spot: no summary, no report, the browser left to the driver's cleanup.
:func:`run` is ``asyncio.run`` with a SIGTERM handler that cancels the main task exactly as Ctrl-C
does (``asyncio.run`` cancels it on SIGINT), with the message ``terminated (SIGTERM)``, so the run
records its summary, writes its report and closes the browser; then :class:`Terminated` tells the
command to exit with 143 (128 + 15, the shell's code for a SIGTERM death). A SIGTERM that was ignored
when Wayfinder started (``nohup``-style launchers) stays ignored.

Invalid UTF-8 in argv reaches Python as lone surrogates (``surrogateescape``), which crash the first
write to a UTF-8 file. :func:`clean_argv` turns such bytes into U+FFFD once, at the boundary.
"""

from __future__ import annotations

import re
import signal
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
EXIT_TERMINATED = 143
TERMINATED = "terminated (SIGTERM)"


class Terminated(Exception):
    """The process got SIGTERM; the run was stopped and recorded. Exit with 143."""


_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_argv(argv: Sequence[str]) -> list[str]:
    """Every argument as valid Unicode: bytes that were not UTF-8 become U+FFFD."""
    out = []
    for arg in argv:
        if _SURROGATE.search(arg):
            try:
                arg = arg.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
            except UnicodeEncodeError:  # a surrogate that is not an escaped byte
                arg = _SURROGATE.sub("\ufffd", arg)
        out.append(arg)
    return out


def _sigterm_ignored() -> bool:
    try:
        return signal.getsignal(signal.SIGTERM) is signal.SIG_IGN
    except (ValueError, OSError):
        return True


async def _guarded(coro: Coroutine[Any, Any, T]) -> T:
    import asyncio

    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    got: list[bool] = []

    def on_term() -> None:
        got.append(True)
        if task is not None:
            task.cancel(TERMINATED)

    installed = False
    if not _sigterm_ignored():
        try:
            loop.add_signal_handler(signal.SIGTERM, on_term)
            installed = True
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread, or Windows
            installed = False
    try:
        result = await coro
    except asyncio.CancelledError:
        if got:
            raise Terminated(TERMINATED) from None
        raise
    else:
        if got:  # the coroutine stopped on the cancellation and returned what it had
            raise Terminated(TERMINATED)
        return result
    finally:
        if installed:
            loop.remove_signal_handler(signal.SIGTERM)


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)``; SIGTERM cancels it like Ctrl-C and then raises :class:`Terminated`."""
    import asyncio  # here, not at import: the CLI starts without it (``wayfinder --help``)

    return asyncio.run(_guarded(coro))
