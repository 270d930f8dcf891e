"""Find a secret value in text whatever encoding a browser or a serializer gave it (pure).

A typed password reaches the trace in many spellings: as typed; in a form post or a GET URL, WHATWG
form-urlencoded (space as ``+``, ``~`` as ``%7E``, ``*`` kept); percent-encoded per URL component
(path, query and fragment keep different characters, hex in either case, sometimes encoded twice as
``%257E``); as HTML entities in a page's markup (``&amp;``, ``&#39;``, ``&#x27;``); and as JSON string
escapes (``\\"``, ``\\/``, ``\\u00e9``), once or twice when JSON carries JSON. Listing every whole
spelling cannot keep up, because each component encodes a different subset of characters.

So the pattern is built per character: each character of the value may appear as itself or in any
of its encodings, independently of its neighbours. The pattern therefore matches exactly the texts
that decode to the value, in any mix of these encodings, and nothing else.
"""

from __future__ import annotations

import html.entities
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache


def _hex(byte: int) -> str:
    """Two hex digits matching either case (``7e`` or ``7E``)."""
    out = ""
    for digit in f"{byte:02X}":
        out += f"[{digit}{digit.lower()}]" if digit.isalpha() else digit
    return out


def _percent(char: str) -> list[str]:
    """``%XX`` per UTF-8 byte, also double-encoded as ``%25XX``."""
    data = char.encode("utf-8", "surrogatepass")
    single = "".join("%" + _hex(b) for b in data)
    double = "".join("%25" + _hex(b) for b in data)
    return [single, double]


def _json_escapes(char: str) -> list[str]:
    """JSON string escapes of ``char``, once and twice (JSON inside a JSON string)."""
    code = ord(char)
    units = (
        [code] if code < 0x10000 else [0xD800 + ((code - 0x10000) >> 10), 0xDC00 + ((code - 0x10000) & 0x3FF)]
    )
    hexes = "".join(
        r"\\u" + "".join(f"[{d}{d.lower()}]" if d.isalpha() else d for d in f"{u:04X}") for u in units
    )
    out = [hexes, hexes.replace(r"\\u", r"\\\\u")]
    short = {'"': '"', "\\": "\\", "/": "/", "\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t"}
    if char in short:
        once = "\\" + short[char]
        out += [re.escape(once), re.escape("\\" + once.replace("\\", "\\\\"))]
    return out


def _entities(char: str) -> list[str]:
    code = ord(char)
    out = [
        f"&#0*{code};",
        "&#[xX]0*" + "".join(f"[{d}{d.lower()}]" if d.isalpha() else d for d in f"{code:X}") + ";",
    ]
    name = html.entities.codepoint2name.get(code)
    if name:
        out.append(f"&{name};")
    if char == "'":
        out.append("&apos;")
    return out


@lru_cache(maxsize=256)
def char_pattern(char: str) -> str:
    """Every way ``char`` may be written (a regex alternation)."""
    forms = [re.escape(char), *_percent(char), *_json_escapes(char), *_entities(char)]
    if char == " ":
        forms.append(r"\+")  # form-urlencoded
    return "(?:" + "|".join(forms) + ")"


@lru_cache(maxsize=64)
def value_pattern(value: str) -> str:
    """A regex matching ``value`` in any mix of the encodings above."""
    return "".join(char_pattern(ch) for ch in value)


def compile_masks(values: Mapping[str, str]) -> re.Pattern[str] | None:
    """One regex with a named group per secret (``s0``, ``s1``... in the order of ``values``, which the
    caller sorts longest first so a value containing another is claimed by its own name)."""
    parts = [f"(?P<s{i}>{value_pattern(v)})" for i, v in enumerate(values.values()) if v]
    return re.compile("|".join(parts)) if parts else None


def mask_with(pattern: re.Pattern[str] | None, names: Iterable[str], text: str) -> str:
    """Replace every match of ``pattern`` (from :func:`compile_masks`) with ``<secret:NAME>``."""
    if pattern is None or not text:
        return text
    ordered = list(names)

    def repl(match: re.Match[str]) -> str:
        group = match.lastgroup or "s0"
        return f"<secret:{ordered[int(group[1:])]}>"

    return pattern.sub(repl, text)


def mask_values(text: str, secrets: Mapping[str, str] | None) -> str:
    """``text`` with every encoding of every secret value replaced by its placeholder."""
    if not secrets or not text:
        return text
    ordered = dict(sorted(((k, v) for k, v in secrets.items() if v), key=lambda kv: -len(kv[1])))
    return mask_with(_compiled(tuple(ordered.items())), ordered, text)


@lru_cache(maxsize=16)
def _compiled(items: tuple[tuple[str, str], ...]) -> re.Pattern[str] | None:
    return compile_masks(dict(items))
