"""Terminal escape injection (issue 19 item 12): page-derived text never reaches the terminal with its
control sequences (clear screen, window title, OSC 52 clipboard writes, hyperlinks, 8-bit controls)."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import pytest
from rich.console import Console

from wayfinder.ux.console import ConsoleView, terminal_safe

HOSTILE = [
    ("clear-screen", "Deals\x1b[2J\x1b[H today", "Deals today"),
    ("set-title", "\x1b]0;pwned\x07Cheap laptops", "Cheap laptops"),
    ("set-title-st", "\x1b]2;pwned\x1b\\Cheap laptops", "Cheap laptops"),
    ("osc52-clipboard", "Copy \x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07done", "Copy done"),
    ("hyperlink", "\x1b]8;;https://evil.test\x1b\\Your bank\x1b]8;;\x1b\\", "Your bank"),
    ("8-bit-csi", "Price\x9b2J $5", "Price $5"),
    ("8-bit-osc", "A\x9d0;title\x9cB", "AB"),
    ("reset", "before\x1bcafter", "beforeafter"),
    ("dcs", "x\x1bP1$qm\x1b\\y", "xy"),
    ("bell-and-backspace", "ok\x07\x08\x08\x08bad", "okbad"),
    ("carriage-return", "Total $10\rTotal $99", "Total $10Total $99"),
    ("colours", "\x1b[31mred\x1b[0m text", "red text"),
    ("plain", "Café ☕ 2 × 3 — fine\twith tab\nand newline", "Café ☕ 2 × 3 — fine\twith tab\nand newline"),
]


@pytest.mark.parametrize(("text", "expected"), [h[1:] for h in HOSTILE], ids=[h[0] for h in HOSTILE])
def test_terminal_safe(text: str, expected: str) -> None:
    assert terminal_safe(text) == expected


@dataclass
class Event:
    kind: str
    step: int
    message: str
    data: dict[str, Any] = field(default_factory=dict)


def test_console_view_prints_no_escape_from_the_page() -> None:
    out = io.StringIO()
    view = ConsoleView(Console(file=out, force_terminal=False, width=200), plain=True)
    page_title = "\x1b]52;c;ZXZpbA==\x07Dell 27\x1b[2J"
    view.handle(Event("narration", 1, f"Looking at '{page_title}'"))
    view.handle(Event("error", 1, "That did not work: \x1b]0;owned\x07boom"))
    view.handle(Event("terminal", 1, f"Finished: {page_title}", {"terminal_reason": "goal_satisfied"}))
    view.finish(answer=f"It costs \x9b2J$279 {page_title}")
    printed = out.getvalue()
    assert "\x1b" not in printed and "\x07" not in printed and "\x9b" not in printed
    assert "Dell 27" in printed and "It costs $279" in printed and "boom" in printed
