"""Turn an analysis into recorded steps (pure): the search fields the user named, the grid and its
column mapping, the next-page control, and the oracle the script is later judged against."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from wayfinder.portal.analyze import Analysis, FieldFact, GridFact, info_keys
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

SUBMIT_WAYS = ("button", "enter", "link")


def field_keys(f: FieldFact) -> set[str]:
    return info_keys(f.info)


def field_title(f: FieldFact) -> str:
    info = f.info
    title = (
        info.get("label")
        or info.get("name")
        or info.get("id")
        or info.get("placeholder")
        or info.get("aria_label")
        or "field"
    )
    return title.strip().rstrip(":*").strip() or title


def submit_ways(a: Analysis) -> list[str]:
    """The ways to submit this search form, in the order they are tried: its button, Enter in a text
    box, a "Search" control outside the form."""
    ways = ["button"] if a.submit is not None else []
    if any(f.info.get("tag") != "select" for f in a.fields):
        ways.append("enter")
    if a.search_links:
        ways.append("link")
    return ways


def _find_field(a: Analysis, wanted: str) -> FieldFact | None:
    key = norm_key(wanted)
    hit = next((f for f in a.fields if key in field_keys(f)), None)
    if hit is None:
        texts = [f for f in a.fields if f.info.get("tag") != "select"]
        if len(texts) == 1 and len(a.fields) == 1:  # the only box of a one-box search form
            hit = texts[0]
    return hit


def _submit_step(a: Analysis, way: str, fills: list[Step]) -> Step | None:
    if way == "button" and a.submit is not None:
        text = a.submit.get("text", "submit")
        return make_step("submit", f"click {text!r}", selector_alternatives(a.submit))
    if way == "enter":
        box = next((s for s in reversed(fills) if s["kind"] == "fill"), None)
        if box is not None:
            return make_step("press_enter", f"press Enter in {box['description'][5:]}", box["selectors"])
        first = next((f for f in a.fields if f.info.get("tag") != "select"), None)
        if first is not None:
            return make_step(
                "press_enter", "press Enter in the search box", selector_alternatives(first.info)
            )
    if way == "link" and a.search_links:
        link = a.search_links[0]
        return make_step("submit", f"click {link.get('text', 'search')!r}", selector_alternatives(link))
    return None


def match_fields(a: Analysis, search: dict[str, str], way: str = "button") -> tuple[list[Step], str]:
    """Fill/select steps for ``FIELD=VALUE`` pairs, then the submit step done ``way``; or a message
    naming the unknown FIELD and the fields the form has."""
    steps: list[Step] = []
    params: set[str] = set()
    for wanted, value in search.items():
        hit = _find_field(a, wanted)
        if hit is None:
            known = ", ".join(repr(field_title(f)) for f in a.fields) or "none"
            return [], f"unknown search field {wanted!r}; the form has: {known}"
        title = field_title(hit)
        kind: StepKind = "select" if hit.info.get("tag") == "select" else "fill"
        if kind == "select" and hit.options and value not in hit.options:
            options = ", ".join(repr(o) for o in hit.options)
            return [], f"{value!r} is not an option of {title!r}; valid: {options}"
        param = option_name(title, f"field-{len(steps) + 1}")
        while param in params:
            param += "-2"
        params.add(param)
        steps.append(
            make_step(kind, f"{kind} {title!r}", selector_alternatives(hit.info), param=param, value=value)
        )
    submit = _submit_step(a, way, steps)
    if submit is None:
        return [], f"the search form cannot be submitted by {way}"
    steps.append(submit)
    return steps, ""


@dataclass
class Captured:
    columns: list[str]  # data columns only
    column_mapping: dict[str, str]
    row_selector: str
    oracle: Oracle
    steps: list[Step]
    link_columns: list[str]  # columns of the same link words on every row ("View", an icon): decoration
    control_columns: list[str]  # columns that are only a control (a checkbox)
    grid_spec: dict[str, Any]  # header_names, column_index, paging for the script


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
        out.append({"how": "css", "value": f"{base}:has({head}:has-text({json.dumps(g.headers[0])}))"})
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


URL_SUFFIX = "_url"
HREF = "@href"  # a column mapping ending so reads the cell's link target, not its text


def _kept(g: GridFact, names: list[str]) -> list[tuple[str, int, bool]]:
    """The columns the CSV gets: (name, header index, is a link target). Data columns as they are; a
    column of links whose texts are values (a record number linking to the record) as its text and,
    right after it, ``<column>_url`` with the link's target; link-word and control columns left out."""
    kinds = g.column_kinds or ["data"] * len(names)
    out: list[tuple[str, int, bool]] = []
    for i, kind in enumerate(kinds):
        if kind in ("data", "linked"):
            out.append((names[i], i, False))
        if kind == "linked":
            name = names[i] + URL_SUFFIX
            while name in names:
                name += "_"
            out.append((name, i, True))
    return out or [(n, i, False) for i, n in enumerate(names)]


def _cell_value(g: GridFact, row: int, index: int, href: bool, base_url: str) -> str | None:
    cells = g.first_rows[row]
    if index >= len(cells):
        return None
    if not href:
        return cells[index]
    links = g.first_hrefs[row] if row < len(g.first_hrefs) else []
    target = links[index] if index < len(links) else ""
    return urljoin(base_url, target) if target else ""


def capture_grid(a: Analysis, base_url: str = "") -> Captured | None:
    """What the script reads and the oracle it is judged by. ``base_url``: the results page's address,
    against which link targets are made absolute (as the browser's ``a.href`` is)."""
    if not a.grids:
        return None
    g = max(a.grids, key=lambda x: x.row_count)
    names = _columns(g.headers)
    kinds = g.column_kinds or ["data"] * len(names)
    kept = _kept(g, names)
    columns = [name for name, _, _ in kept]
    cell = "td" if g.kind == "table" else "[role=gridcell]"
    mapping = {
        name: f":scope > {cell}:nth-child({i + 1})" + (f" a[href]{HREF}" if href else "")
        for name, i, href in kept
    }
    row_selector = "tr:has(> td)" if g.kind == "table" else "[role=row]:has(> [role=gridcell])"
    steps = [
        make_step(
            "wait_grid",
            f"wait for the results grid ({len(columns)} columns)",
            grid_selectors(g),
            wait_ms=GRID_WAIT_MS,
        )
    ]
    stated = a.stated
    more_pages = stated is not None and (stated.pages or 0) > 1
    paging = None
    if a.more_button is not None:
        paging = "more"
        steps.append(
            make_step(
                "next_page",
                f"load more results: {a.more_button.get('text', '')!r}",
                more_selectors(a),
                wait_ms=GRID_WAIT_MS,
            )
        )
    elif a.next_link is not None or more_pages or a.numbered_pages:
        paging = "next"
        steps.append(
            make_step("next_page", "go to the next page of results", next_selectors(a), wait_ms=GRID_WAIT_MS)
        )
    elif (a.total or 0) > g.row_count:
        paging = "scroll"  # more rows are stated than shown, and no control loads them: scroll
        steps.append(make_step("next_page", "scroll for more results", [], wait_ms=GRID_WAIT_MS))
    first_rows = [
        [v for name, i, href in kept if (v := _cell_value(g, row, i, href, base_url)) is not None]
        for row in range(len(g.first_rows))
    ]
    oracle: Oracle = {
        "headers": columns,
        "first_rows": first_rows,
        "expected_total": a.total,
        "expected_pages": stated.pages if stated is not None else None,
        "page_rows": g.row_count,
    }
    link_columns = [g.headers[i] or "Link" for i, k in enumerate(kinds) if k == "link"]
    control_columns = [g.headers[i] or "Select" for i, k in enumerate(kinds) if k == "control"]
    grid_spec = {
        "header_names": list(g.headers),
        "column_index": {name: i for name, i, _ in kept},
        "paging": paging,
    }
    return Captured(columns, mapping, row_selector, oracle, steps, link_columns, control_columns, grid_spec)


def more_selectors(a: Analysis) -> list[Selector]:
    """Handles of a "Load more" control (its own, then the common wordings)."""
    out: list[Selector] = []
    if a.more_button is not None:
        out = [s for s in selector_alternatives(a.more_button) if s["how"] in ("role", "css")]
        out = [s for s in out if "nth-of-type" not in s["value"]]
    for words in ("Load more", "Show more", "More results"):
        out.append({"how": "role", "role": "button", "value": words})
    return dedupe(out)
