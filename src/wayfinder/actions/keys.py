"""Key names for the ``press_key`` action (pure): what a planner writes -> what Playwright presses.

Planners write keys the way people do ("enter", "Esc", "down", "ctrl+a", "Shift + Tab"); this turns
them into Playwright's names ("Enter", "Escape", "ArrowDown", "Control+a", "Shift+Tab"). Modifiers
are Control, Shift, Alt and Meta (cmd/command/win/super are Meta, option is Alt). A key is a named
key (table below), F1-F12, or one printable character. Anything else is a ValueError whose message
lists the valid names, because that message goes back to the planner.
"""

from __future__ import annotations

import re

MODIFIERS: dict[str, str] = {
    "ctrl": "Control",
    "control": "Control",
    "shift": "Shift",
    "alt": "Alt",
    "option": "Alt",
    "meta": "Meta",
    "cmd": "Meta",
    "command": "Meta",
    "win": "Meta",
    "super": "Meta",
}

NAMED_KEYS: dict[str, str] = {
    "enter": "Enter",
    "return": "Enter",
    "escape": "Escape",
    "esc": "Escape",
    "tab": "Tab",
    "space": "Space",
    "spacebar": "Space",
    "backspace": "Backspace",
    "delete": "Delete",
    "del": "Delete",
    "insert": "Insert",
    "home": "Home",
    "end": "End",
    "pageup": "PageUp",
    "pgup": "PageUp",
    "pagedown": "PageDown",
    "pgdn": "PageDown",
    "up": "ArrowUp",
    "down": "ArrowDown",
    "left": "ArrowLeft",
    "right": "ArrowRight",
    "arrowup": "ArrowUp",
    "arrowdown": "ArrowDown",
    "arrowleft": "ArrowLeft",
    "arrowright": "ArrowRight",
}
# Keys that activate what has focus (follow a link, press a button, submit a form): risk analysis
# treats them like a click or a submit.
ACTIVATING_KEYS = frozenset({"Enter", "Space"})

_FUNCTION_KEY = re.compile(r"^f([1-9]|1[0-2])$")
VALID_KEYS_HINT = (
    "Enter, Escape, Tab, Space, Backspace, Delete, Home, End, PageUp, PageDown, ArrowUp, ArrowDown, "
    "ArrowLeft, ArrowRight, F1-F12 or one character, optionally with Control+, Shift+, Alt+, Meta+"
)


def _split(text: str) -> list[str]:
    """Parts of a chord; a literal '+' key survives ("Control++" -> Control, +)."""
    parts = [p.strip() for p in text.split("+")]
    if text.endswith("+"):
        parts = [p for p in parts if p] + ["+"]
    return parts


def _key_name(part: str) -> str | None:
    if len(part) == 1 and part.isprintable():
        return part
    folded = re.sub(r"[\s_-]+", "", part).lower()
    if folded in NAMED_KEYS:
        return NAMED_KEYS[folded]
    if _FUNCTION_KEY.match(folded):
        return folded.upper()
    return None


def normalize_key(text: str) -> str:
    """The Playwright key string for ``text``; ValueError naming the bad part and the valid keys."""
    raw = text.strip()
    if not raw:
        raise ValueError(f"the key is empty; valid keys: {VALID_KEYS_HINT}")
    if raw == "+":
        return "+"
    parts = _split(raw)
    if any(not p for p in parts):
        raise ValueError(f"key {text!r} has an empty part; write chords like Control+a or Shift+Tab")
    *mods, last = parts
    modifiers: list[str] = []
    for mod in mods:
        name = MODIFIERS.get(mod.lower())
        if name is None:
            raise ValueError(
                f"{mod!r} in key {text!r} is not a modifier; modifiers: Control, Shift, Alt, Meta"
            )
        if name not in modifiers:
            modifiers.append(name)
    key = MODIFIERS.get(last.lower()) if len(last) > 1 else None
    if key is None:
        key = _key_name(last)
    if key is None:
        raise ValueError(f"key {last!r} is not known; valid keys: {VALID_KEYS_HINT}")
    return "+".join([*modifiers, key])


def main_key(key: str) -> str:
    """The key of a normalized chord without its modifiers ("Control+Enter" -> "Enter")."""
    if key.endswith("++") or key == "+":
        return "+"
    return key.rsplit("+", 1)[-1]


def activates(key: str) -> bool:
    """Whether pressing ``key`` (normalized) activates the focused control (Enter, Space)."""
    return main_key(key) in ACTIVATING_KEYS
