"""Render the standalone scraping script from the recorded walk.

The template (``script.py.tmpl``, or ``http_script.py.tmpl``; both include ``script_common.py.tmpl``) is
fixed code; everything that came from a page (URL, labels,
selectors, column names, recorded values) goes into one JSON document that is embedded as a single
Python string literal made by ``repr()``. A column header such as ``"); import os #`` therefore ends
up as characters inside that literal, never as code.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

from wayfinder.portal.analyze import FOUND_RE, NONE_RE, TOO_MANY_RE
from wayfinder.portal.steps import Step
from wayfinder.read.headers import RULES

TEMPLATE_NAME = "script.py.tmpl"
HTTP_TEMPLATE_NAME = "http_script.py.tmpl"
PLACEHOLDER = "__WAYFINDER_SPEC__"
HEADER_CELLS = "th, [role=columnheader]"


_INCLUDE = re.compile(r"^# @include ([\w.-]+\.tmpl)[ \t]*$", re.MULTILINE)


def load_template(name: str = TEMPLATE_NAME) -> str:
    """A template's text, with its ``# @include other.tmpl`` lines replaced by those files (the code
    both scripts share, ``script_common.py.tmpl``, is written once)."""
    package = resources.files("wayfinder.portal")
    text = package.joinpath(name).read_text(encoding="utf-8")
    return _INCLUDE.sub(
        lambda m: package.joinpath(m.group(1)).read_text(encoding="utf-8").rstrip() + "\n", text
    )


def build_spec(
    *,
    start_url: str,
    steps: list[Step],
    columns: list[str],
    column_mapping: dict[str, str],
    row_selector: str,
    grid_spec: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The script's data: steps in replay order, the grid step, the next-page step and the columns."""
    grid_step = next((i for i, s in enumerate(steps) if s["kind"] == "wait_grid"), None)
    if grid_step is None:
        raise ValueError("the recorded steps have no wait_grid step")
    next_step = next((i for i, s in enumerate(steps) if s["kind"] == "next_page"), None)
    grid = grid_spec or {}
    index = grid.get("column_index") or {c: i for i, c in enumerate(columns)}
    return {
        "header_rules": RULES,
        "header_names": list(grid.get("header_names") or columns),
        "column_index": {c: int(index[c]) for c in columns},
        "paging": grid.get("paging") or ("next" if next_step is not None else None),
        "grid_frame": grid.get("grid_frame") or None,
        "start_url": start_url,
        "steps": steps,
        "grid_step": grid_step,
        "next_step": next_step,
        "columns": list(columns),
        "column_mapping": {c: column_mapping[c] for c in columns},
        "row_selector": row_selector,
        "header_cells": HEADER_CELLS,
        "messages": {"none": NONE_RE.pattern, "too_many": TOO_MANY_RE.pattern, "found": FOUND_RE.pattern},
    }


def render_script(spec: dict[str, Any], template: str | None = None) -> str:
    """The script's source. The spec is JSON, embedded as one ``repr()`` string literal."""
    text = load_template() if template is None else template
    if text.count(PLACEHOLDER) != 1:
        raise ValueError(f"the script template must contain {PLACEHOLDER} exactly once")
    literal = repr(json.dumps(spec, ensure_ascii=False, sort_keys=True))
    return text.replace(PLACEHOLDER, literal)


def http_possible(spec: dict[str, Any]) -> str:
    """Why an HTTP script cannot replay this walk ("" when it may): it reads HTML tables only, and
    pages that load more rows by script (load more, infinite scroll) need a browser."""
    if spec["header_cells"] and not spec["row_selector"].startswith("tr"):
        return "the grid is an ARIA grid built by script"
    if spec.get("paging") in ("more", "scroll"):
        return f"the rows load by script ({spec['paging']})"
    return ""


def write_script(path: Path, spec: dict[str, Any], template: str = TEMPLATE_NAME) -> Path:
    """Write the script (executable), after checking it compiles."""
    source = render_script(spec, load_template(template))
    compile(source, str(path), "exec")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    path.chmod(0o755)
    return path
