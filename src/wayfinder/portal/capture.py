"""Turn an analysis into recorded steps (pure): the search fields the user named, the grid and its
column mapping, the next-page control, and the oracle the script is later judged against."""

from __future__ import annotations

import json
from dataclasses import dataclass

from wayfinder.portal.analyze import Analysis, FieldFact, GridFact
from wayfinder.portal.steps import (
    GRID_WAIT_MS,
    Selector,
    Step,
    StepKind,
    dedupe,
    make_step,
    norm_key,
    option_name,
    selector_alternatives,
)
from wayfinder.portal.verify import Oracle


def field_keys(f: FieldFact) -> set[str]:
    info = f.info
    values = [info.get("label", ""), info.get("name", ""), info.get("id", ""), info.get("placeholder", "")]
    return {norm_key(v) for v in values} - {""}


def field_title(f: FieldFact) -> str:
    info = f.info
    return info.get("label") or info.get("name") or info.get("id") or info.get("placeholder") or "field"


def match_fields(a: Analysis, search: dict[str, str]) -> tuple[list[Step], str]:
    """Fill/select steps for ``FIELD=VALUE`` pairs, then the submit click; or a message naming the
    unknown FIELD and the fields the form has."""
    steps: list[Step] = []
    for wanted, value in search.items():
        key = norm_key(wanted)
        hit = next((f for f in a.fields if key in field_keys(f)), None)
        if hit is None:
            known = ", ".join(repr(field_title(f)) for f in a.fields) or "none"
            return [], f"unknown search field {wanted!r}; the form has: {known}"
        title = field_title(hit)
        kind: StepKind = "select" if hit.info.get("tag") == "select" else "fill"
        if kind == "select" and hit.options and value not in hit.options:
            options = ", ".join(repr(o) for o in hit.options)
            return [], f"{value!r} is not an option of {title!r}; valid: {options}"
        param = option_name(title, f"field-{len(steps) + 1}")
        steps.append(
            make_step(kind, f"{kind} {title!r}", selector_alternatives(hit.info), param=param, value=value)
        )
    if a.submit is None:
        return [], "the search form has no submit button"
    text = a.submit.get("text", "submit")
    steps.append(make_step("submit", f"click {text!r}", selector_alternatives(a.submit)))
    return steps, ""


@dataclass
class Captured:
    columns: list[str]
    column_mapping: dict[str, str]
    row_selector: str
    oracle: Oracle
    steps: list[Step]


def _columns(headers: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for i, h in enumerate(headers, start=1):
        name = h or f"Column {i}"
        while name in seen:
            name += f" ({i})"
        seen.add(name)
        out.append(name)
    return out


def grid_selectors(g: GridFact) -> list[Selector]:
    """The grid's handles: #id, CSS path, 'the table whose header says X', any table/grid."""
    out: list[Selector] = [s for s in selector_alternatives(g.info) if s["how"] == "css"]
    base = "table" if g.kind == "table" else "[role=grid]"
    head = "th" if g.kind == "table" else "[role=columnheader]"
    if g.headers and g.headers[0]:
        out.append({"how": "css", "value": f"{base}:has({head}:text-is({json.dumps(g.headers[0])}))"})
    out.append({"how": "css", "value": base})
    return dedupe(out)


def next_selectors(a: Analysis) -> list[Selector]:
    """Handles of the Next control. Positional CSS paths and bare text are left out: on another page
    they point at a different link (Prev) or at the disabled "Next" label of the last page."""
    out: list[Selector] = []
    if a.next_link is not None:
        info = a.next_link
        out = [
            s for s in selector_alternatives(info) if s["how"] == "role" or s["value"] == f"#{info.get('id')}"
        ]
    out.append({"how": "css", "value": 'a[rel="next"]'})
    out.append({"how": "role", "role": "link", "value": "Next"})
    out.append({"how": "role", "role": "button", "value": "Next"})
    return dedupe(out)


def capture_grid(a: Analysis) -> Captured | None:
    if not a.grids:
        return None
    g = max(a.grids, key=lambda x: x.row_count)
    columns = _columns(g.headers)
    cell = "td" if g.kind == "table" else "[role=gridcell]"
    mapping = {c: f":scope > {cell}:nth-child({i})" for i, c in enumerate(columns, start=1)}
    row_selector = "tr:has(> td)" if g.kind == "table" else "[role=row]:has(> [role=gridcell])"
    steps = [
        make_step(
            "wait_grid",
            f"wait for the results grid ({len(columns)} columns)",
            grid_selectors(g),
            wait_ms=GRID_WAIT_MS,
        )
    ]
    if a.next_link is not None or (a.total or 0) > g.row_count:
        steps.append(
            make_step("next_page", "go to the next page of results", next_selectors(a), wait_ms=GRID_WAIT_MS)
        )
    oracle: Oracle = {
        "headers": columns,
        "first_rows": [list(r) for r in g.first_rows],
        "expected_total": a.total,
    }
    return Captured(columns, mapping, row_selector, oracle, steps)
