"""The planner's view of an observation, as compact text.

Every character here is paid for in model tokens on every step, so each element gets one line with
only the attributes that change what a person would do (its value, whether it is checked, disabled,
where a link goes). Rendering is a pure function of the observation: the same observation always
gives the same text, which keeps prompts cacheable and traces comparable.
"""

from __future__ import annotations

from collections.abc import Collection
from urllib.parse import urlsplit

from wayfinder.observe.models import Element, GridSummary, Observation

LABEL_CHARS = 80
VALUE_CHARS = 60
HREF_CHARS = 80
CELL_CHARS = 30
ROW_CELLS = 8
MAX_HEADINGS = 12

_BUTTON_INPUTS = frozenset({"submit", "button", "reset", "image"})


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _quote(text: str, limit: int) -> str:
    return '"' + _clip(text, limit).replace('"', "'") + '"'


def element_kind(el: Element) -> str:
    """What the element is, in the words a planner expects: link, button, checkbox, input[type=x]."""
    if el.tag == "input":
        kind = (el.input_type or "text").lower()
        if kind in ("checkbox", "radio"):
            return kind
        if kind in _BUTTON_INPUTS:
            return "button"
        return "input" if kind == "text" else f"input[type={kind}]"
    if el.tag in ("select", "textarea", "button"):
        return el.tag
    if el.tag == "a" and (el.href or el.role in (None, "link")):
        return "link"
    if el.role:
        return el.role
    return el.tag


def short_href(href: str, page_url: str) -> str | None:
    """A link target as short as it can be while staying unambiguous (same origin -> path only)."""
    if not href or href.startswith("javascript:"):
        return None
    target = urlsplit(href)
    page = urlsplit(page_url)
    if target.scheme in ("http", "https") and (target.scheme, target.netloc) == (page.scheme, page.netloc):
        if target.path == page.path and target.query == page.query and not target.fragment:
            return None
        if target.path == page.path and target.query == page.query:
            text = "#" + target.fragment
        else:
            text = (target.path or "/") + (f"?{target.query}" if target.query else "")
            text += f"#{target.fragment}" if target.fragment else ""
    else:
        text = href
    return _clip(text, HREF_CHARS)


def _state_words(el: Element) -> list[str]:
    words: list[str] = []
    if el.aria.checked:
        words.append("checked")
    if el.aria.selected:
        words.append("selected")
    if el.aria.pressed:
        words.append("pressed")
    if el.aria.expanded is True:
        words.append("expanded")
    elif el.aria.expanded is False:
        words.append("collapsed")
    if el.disabled:
        words.append("disabled")
    return words


def _value_part(el: Element) -> str | None:
    if el.tag == "select" or not el.value or el.input_type == "password":
        return None
    if el.tag == "input" and (el.input_type or "text") in ("checkbox", "radio", *_BUTTON_INPUTS):
        return None
    if el.value.strip() == el.label.strip():
        return None
    return "value=" + _quote(el.value, VALUE_CHARS)


def _options_part(el: Element) -> str | None:
    if el.tag != "select" or not el.options:
        return None
    names = [_clip(o.text, 30) + ("*" if o.selected else "") for o in el.options]
    total = max(el.options_total, len(el.options))
    return f"options: {', '.join(names)} ({total})"


def _position_word(el: Element, viewport_height: float) -> str | None:
    """Where an off-screen element is; "obscured" = inside the viewport but under a fixed bar."""
    if el.in_viewport:
        return None
    if el.bbox.y + el.bbox.h <= 0:
        return "above"
    if viewport_height and el.bbox.y < viewport_height:
        return "obscured"
    return "below"


def render_element(
    el: Element, page_url: str, *, avoided: bool = False, viewport_height: float = 0.0, position: bool = True
) -> str:
    """One line: ``[id] kind "label" zone attrs...``; ``position=False`` leaves out above/below
    (``render_observation`` prints it once per run of elements instead)."""
    parts = [f"[{el.id}]", element_kind(el)]
    label = el.label
    if label:
        parts.append(_quote(label, LABEL_CHARS))
    elif el.classes:
        parts.append("." + ".".join(el.classes.split()))
    parts.append(el.zone)
    if el.near and not label:
        parts.append("near " + _quote(el.near, 50))
    value = _value_part(el)
    if value:
        parts.append(value)
    options = _options_part(el)
    if options:
        parts.append(options)
    if el.href and element_kind(el) == "link":
        href = short_href(el.href, page_url)
        if href:
            parts.append(f"href={href}")
    parts.extend(_state_words(el))
    where = _position_word(el, viewport_height) if position else None
    if where:
        parts.append(where)
    if avoided:
        parts.append("avoid")
    return " ".join(parts)


def render_grid(grid: GridSummary) -> list[str]:
    """A grid's shape, a few sample rows and its paging controls."""
    head = f"grid {grid.index} ({grid.kind}, {grid.row_count} rows)"
    if grid.results_text:
        head += " " + _quote(grid.results_text, 60)
    if grid.selector:
        head += f" selector={grid.selector}"
    lines = [head]
    if grid.headers:
        lines.append("  headers: " + " | ".join(_clip(h, CELL_CHARS) for h in grid.headers[:ROW_CELLS]))
    for row in grid.sample_rows:
        lines.append("  row: " + " | ".join(_clip(c, CELL_CHARS) for c in row[:ROW_CELLS]))
    if grid.pagination:
        lines.append("  paging: " + " ".join(f"[{i}]" for i in grid.pagination))
    return lines


def _scroll_text(obs: Observation) -> str | None:
    if not obs.viewport_height:
        return None
    current = obs.scroll_y / obs.viewport_height + 1
    total = max(1.0, obs.page_height / obs.viewport_height)
    return f"page {current:.1f} of {total:.1f}"


def _tabs_text(obs: Observation) -> str | None:
    if len(obs.tabs) <= 1:
        return None
    parts = []
    for tab in obs.tabs:
        active = tab.tab_id == obs.active_tab_id if obs.active_tab_id is not None else tab.active
        name = _quote(tab.title or tab.url, 40)
        parts.append(f"[{tab.tab_id}] {name}" + (" (active)" if active else ""))
    return " | ".join(parts)


def _header(obs: Observation) -> list[str]:
    lines = [f"url: {obs.url}"]
    if obs.http_error:  # an error page is a page state: the planner reads what the server said
        lines.append(f"status: {obs.http_error}")
    if obs.title:
        lines.append(f"title: {_clip(obs.title, 120)}")
    page_type = f"page type: {obs.page_type}"
    if obs.page_type_evidence:
        page_type += " (" + "; ".join(obs.page_type_evidence[:3]) + ")"
    lines.append(page_type)
    scroll = _scroll_text(obs)
    if scroll:
        lines.append(f"scroll: {scroll}")
    tabs = _tabs_text(obs)
    if tabs:
        lines.append(f"tabs: {tabs}")
    return lines


def _digest(obs: Observation) -> list[str]:
    lines = []
    if obs.headings:
        heads = " | ".join(_clip(h, 80) for h in obs.headings[:MAX_HEADINGS])
        lines.append(f"headings: {heads}")
    if obs.text_digest:
        lines.append(f"text: {' '.join(obs.text_digest.split())}")
    return lines


def _element_lines(obs: Observation, avoided: Collection[int]) -> list[str]:
    """Element lines in page order, with a marker line wherever the position (on screen, below the
    viewport, above it, obscured) changes: one marker for a run of 300 off-screen fields instead of
    a word on each line."""
    lines: list[str] = []
    current: str | None = None
    for el in obs.elements:
        where = _position_word(el, obs.viewport_height)
        if where != current:
            lines.append(f"-- {where or 'on screen'} --")
            current = where
        lines.append(render_element(el, obs.url, avoided=el.id in avoided, position=False))
    return lines


def render_observation(obs: Observation, *, avoid: Collection[int] = ()) -> str:
    """The planner text for ``obs``: header, grid summaries, one line per element, text digest."""
    avoided = set(avoid)
    lines = _header(obs)
    for grid in obs.grids:
        lines.extend(render_grid(grid))
    total = max(obs.total_elements, len(obs.elements))
    shown = f"{len(obs.elements)} of {total}" if total > len(obs.elements) else str(len(obs.elements))
    lines.append(f"elements ({shown}):")
    lines.extend(_element_lines(obs, avoided))
    lines.extend(_digest(obs))
    return "\n".join(lines)


def summarize_observation(obs: Observation) -> str:
    """One line for recent-observation windows: "Shop – Monitors: listing, 24 elements, 2 grids"."""
    name = _clip(obs.title or obs.url, 80)
    count = max(obs.total_elements, len(obs.elements))
    text = f"{name}: {obs.page_type}, {count} element{'s' if count != 1 else ''}"
    if obs.grids:
        text += f", {len(obs.grids)} grid{'s' if len(obs.grids) != 1 else ''}"
    return text
