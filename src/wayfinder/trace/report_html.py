"""HTML primitives for the report. Every value goes through :func:`esc`: page and planner text is untrusted.

Nothing here builds markup from a caller's string without escaping it; links take only relative paths
already vetted by ``report_data.safe_relative`` and are percent-quoted as well.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote


class Html(str):
    """Markup this module built itself (every caller string inside already escaped); ``cell`` keeps it."""


def esc(value: Any) -> str:
    """Escape anything for HTML text or a quoted attribute."""
    if value is None:
        return ""
    return html.escape(str(value), quote=True)


def url_html(url: str) -> Html:
    """A URL kept to one line inside its row (ellipsis by CSS), the whole of it on hover (``title``)."""
    return Html(f'<span class="url" title="{esc(url)}">{esc(url)}</span>')


def href(rel_path: str) -> str:
    """A relative link target: percent-quoted path segments, then attribute-escaped."""
    return esc(quote(rel_path, safe="/"))


def compact(value: Any, limit: int = 200) -> str:
    """A one-line text form of any JSON-ish value (not escaped), cut at ``limit``."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cell(value: Any) -> str:
    """A table cell body: scalars inline, structures as compact JSON, :class:`Html` as it is."""
    if isinstance(value, Html):
        return str(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict | list):
        return f"<code>{esc(compact(value, 600))}</code>"
    return esc(value)


def kv_table(pairs: Iterable[tuple[str, Any]], css: str = "kv") -> str:
    """A two-column table of label/value rows; rows whose value is None or empty are left out."""
    rows = [
        f"<tr><th>{esc(k)}</th><td>{cell(v)}</td></tr>"
        for k, v in pairs
        if v is not None and v not in ("", [], {})
    ]
    if not rows:
        return ""
    return f'<table class="{esc(css)}">' + "".join(rows) + "</table>"


def rest_table(section: Mapping[str, Any], shown: Iterable[str]) -> str:
    """The keys of a section the renderer did not show by name, so nothing a producer wrote is hidden."""
    skip = set(shown)
    rest = [(k, v) for k, v in section.items() if k not in skip]
    return kv_table(rest, "kv rest")


def badge(text: str, kind: str) -> str:
    """A small colored label; ``kind`` picks the color class (ok, bad, warn, info, muted)."""
    return f'<span class="badge {esc(kind)}">{esc(text)}</span>'


def as_dict(value: Any) -> dict[str, Any]:
    """A section as a dict; anything else (None, a list from an odd producer) becomes {} or {"value": ...}."""
    if isinstance(value, dict):
        return value
    if value is None:
        return {}
    return {"value": value}


def as_list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    if value is None or value == "":
        return []
    return [value]


def fmt_duration(seconds: float | None) -> str:
    if seconds is None:
        return "unknown"
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest} s"


def fmt_score(value: Any) -> str | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return f"{value:.2f}"
    return None if value is None else str(value)


TERMINAL_CLASS = {
    "goal_satisfied": "ok",
    "goal_failed": "bad",
    "loop_stuck": "warn",
    "budget_exhausted": "warn",
}


def terminal_badge(reason: str | None) -> str:
    if not reason:
        return badge("run did not finish", "muted")
    return badge(reason, TERMINAL_CLASS.get(reason, "info"))
