"""Column names from table header cells (pure): ``clean_header(text, attrs) -> str``.

A header cell's text carries decoration besides the name: sort arrows ("Name ▼"), icon glyphs (icon
fonts use the private-use area; Material icons spell ligatures such as ``arrow_drop_down``), helper
text for screen readers ("sorted ascending", "activate to sort column descending", "click to sort").
``<br>`` and line breaks inside the cell become one space, exactly like every other run of
whitespace, so "Recorded<br>date" is "Recorded date" whether the text came from ``innerText``
(newline) or from an HTML parser (the walk turns ``<br>`` into a space).

When nothing readable is left (the cell is only an icon or an arrow), the cell's attributes name it:
``aria-label``, then ``abbr``, ``title``, ``data-column``, ``data-field``, ``data-name``.

The rules are plain data (``RULES``) so a generated script that cannot import Wayfinder applies the
same ones (``apply_rules`` is written to be copied verbatim; a test checks the copy).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# Arrows and sort glyphs, zero-width characters and icon-font private-use code points.
DECORATION_CHARS = (
    "▲▼△▽▴▾▵▿◀▶◂▸↑↓↕↥↧⇅⇵⇧⇩⬆⬇⬍⮝⮟⯅⯆⏶⏷⌃⌄˄˅↨⇡⇣🔼🔽\u200b\u200c\u200d\u2060\ufeff\u00ad\ue000-\uf8ff"
)
# Phrases screen-reader helper text and sort widgets add to a header.
HELPER_PHRASES = (
    r":?\s*(?:activate|press|click|tap)(?:\s+here)?\s+to\s+(?:sort|order)(?:\s+column)?"
    r"(?:\s+(?:ascending|descending|asc|desc))?(?:\s+order)?",
    r"\(?\s*\b(?:currently\s+)?sorted(?:\s+by)?\s+(?:ascending|descending|asc|desc|a\s*-\s*z|z\s*-\s*a)"
    r"(?:\s+order)?\s*\)?",
    r"\(?\s*\bsort\s+(?:ascending|descending|asc|desc|a\s*-\s*z|z\s*-\s*a)\s*\)?",
    r"\(?\s*\b(?:toggle|change)\s+sort(?:ing|\s+order)?\s*\)?",
    r"\(\s*sortable\s*\)",
)
ICON_WORDS = [
    "arrow_drop_down",
    "arrow_drop_up",
    "arrow_upward",
    "arrow_downward",
    "unfold_more",
    "unfold_less",
    "expand_more",
    "expand_less",
    "swap_vert",
    "import_export",
    "keyboard_arrow_down",
    "keyboard_arrow_up",
    "filter_list",
    "sort_by_alpha",
]
FALLBACK_ATTRS = ("aria-label", "abbr", "title", "data-column", "data-field", "data-name")

RULES: dict[str, Any] = {
    "chars": "[" + DECORATION_CHARS + "]",
    "phrases": "(?:" + "|".join(HELPER_PHRASES) + ")",
    "icons": r"\b(?:" + "|".join(ICON_WORDS) + r")\b",
    "attrs": list(FALLBACK_ATTRS),
}


def apply_rules(text: str, attrs: Mapping[str, str] | None, rules: Mapping[str, Any]) -> str:
    """The algorithm, over data rules (kept dependency-free: the generated scripts carry a copy)."""

    def strip(value: str) -> str:
        value = re.sub(rules["chars"], " ", value or "")
        value = re.sub(rules["phrases"], " ", value, flags=re.I)
        value = re.sub(rules["icons"], " ", value)
        value = " ".join(value.split())
        return value.strip(" :|").strip()

    name = strip(text)
    if any(c.isalnum() for c in name):
        return name
    for key in rules["attrs"]:
        candidate = strip((attrs or {}).get(key, ""))
        if any(c.isalnum() for c in candidate):
            return candidate
    return name


def clean_header(text: str, attrs: Mapping[str, str] | None = None) -> str:
    """The column name a header cell shows (see the module docstring); "" when it shows none."""
    return apply_rules(text, attrs, RULES)
