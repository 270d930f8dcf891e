"""A tool call whose arguments do not fit, said in one sentence that names the argument (pure).

The SDK validates a call's arguments against the tool's input model and, on a mismatch, sends pydantic's
own report (the model's class name, ``[type=missing, input_value=...]`` and a link to pydantic's docs).
A client model reads this text to correct its call, so it gets what it needs and nothing else:
``click: the argument element_id is missing.``, ``scroll: direction must be 'up', 'down', 'top' or
'bottom' (got 'sideways').``
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

VALUE_SHOWN = 40  # characters of a rejected value quoted back


def _name(loc: tuple[Any, ...] | list[Any], tool: str) -> str:
    """The argument's name (a nested field as ``a.b``); the action union puts the action's own type
    first in a location, which is the tool's name, not an argument."""
    parts = [str(p) for p in loc if not isinstance(p, int)]
    if len(parts) > 1 and parts[0] == tool:
        parts = parts[1:]
    return ".".join(parts) or "the arguments"


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= VALUE_SHOWN else text[: VALUE_SHOWN - 1] + "…"


def _what_is_wrong(error: Any) -> str:
    """pydantic's message as a clause: 'must be a valid integer', 'must be 'up' or 'down''."""
    message = str(error.get("msg") or "is not valid")
    message = re.sub(r"^(?:Value|Assertion) error, ", "", message)
    message = message.split(", unable to parse")[0]
    message = re.sub(r"^Input should be ", "must be ", message)
    message = re.sub(r"^Input should have ", "must have ", message)
    message = re.sub(r"^String should have ", "must have ", message)
    message = re.sub(r"^Field required$", "is missing", message)
    return message.rstrip(".")


def argument_sentence(tool: str, exc: ValidationError) -> str:
    """One sentence: which arguments are missing, else what is wrong with the first bad one."""
    errors = exc.errors()
    missing = sorted({_name(e["loc"], tool) for e in errors if e.get("type") == "missing"})
    if missing:
        if len(missing) == 1:
            return f"{tool}: the argument {missing[0]} is missing."
        return f"{tool}: the arguments {', '.join(missing[:-1])} and {missing[-1]} are missing."
    first = errors[0]
    name = _name(first["loc"], tool)
    what = _what_is_wrong(first)
    if what.startswith(("must ", "is ")):
        sentence = f"{name} {what}"
    else:  # a validator's own sentence, which often names the argument itself ("key 'X' is not known")
        sentence = what if what.startswith(name.rsplit(".", 1)[-1]) else f"{name}: {what}"
    if "input" in first and first.get("type") != "value_error":
        sentence += f" (got {_shown(first['input'])})"
    return f"{tool}: {sentence}."
