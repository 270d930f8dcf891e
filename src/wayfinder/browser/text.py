"""Text from a page made safe to keep (pure): lone UTF-16 surrogates become U+FFFD.

JavaScript strings are UTF-16 and may hold half of a surrogate pair (a ``slice()`` through an emoji).
Python can hold such a string but not encode it as UTF-8, so the first hash, trace line or state file
would raise ``UnicodeEncodeError``. Everything a page says passes through here at the boundary.
"""

from __future__ import annotations

import re
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")
# In JSON text (what som.js returns), a lone surrogate can only appear as an escape: JSON.stringify
# writes valid pairs as characters and lone halves as \uD8xx..\uDFxx.
_JSON_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def clean(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (the same string when there is none)."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def clean_tree(value: Any) -> Any:
    """``value`` (JSON-like: dicts, lists, strings) with every string cleaned."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean_tree(k): clean_tree(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_tree(v) for v in value]
    return value


def may_hold_lone_surrogates(json_text: str) -> bool:
    """Cheap pre-check on JSON text before paying for :func:`clean_tree` on what it decodes to."""
    return _JSON_SURROGATE_ESCAPE.search(json_text) is not None
