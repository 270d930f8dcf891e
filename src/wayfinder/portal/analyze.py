"""Classify a portal page from its cleaned HTML (pure): disclaimer, search page, results grid(s).

The HTML arrives with scripts, styles and hidden nodes already removed in the page, so a disclaimer
modal left in the markup after acceptance (display:none) cannot keep the page a "disclaimer". The
decision and its evidence are plain data; ``decision_line`` is the log line the workflow writes.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from wayfinder.portal.htmlparse import Control, Grid, Parsed, parse_html
from wayfinder.portal.steps import ElementInfo, norm_key
from wayfinder.read.totals import StatedTotal, parse_total

DISCLAIMER_WORDS = re.compile(
    r"\b(disclaimer|terms of (use|service)|terms and conditions|i accept|i agree|by continuing)\b", re.I
)
ACCEPT_TEXT = re.compile(r"^\s*(i\s+)?(accept|agree|continue|proceed|enter|ok)\b", re.I)
DECLINE_TEXT = re.compile(r"\b(decline|cancel|reject|disagree)\b", re.I)
AGREE_LABEL = re.compile(r"\b(agree|accept|read)\b", re.I)
SEARCH_TEXT = re.compile(r"\b(search|find|submit|go|look ?up)\b", re.I)
PORTAL_LINK_TEXT = re.compile(
    r"\b(search (official )?records|records search|search the (index|records))\b", re.I
)
FOUND_RE = re.compile(r"\b([\d,]+)\s+(records?|results?|matches|documents?)\s+found\b", re.I)
# A search that found nothing, in the words portals use: "No records found" (ASP.NET grids, many county
# portals), DataTables' "No matching records found", "No data available in table" and "Showing 0 to 0
# of 0 entries", Telerik's "No records to display", "Your search returned no results", "0 results found".
NONE_RE = re.compile(
    r"\b(?:no|zero|0)\s+(?:matching\s+)?(?:records|results|matches|documents|entries|items)(?:\s+(?:were|was))?"
    r"\s+(?:found|returned|matched|to\s+(?:display|show))\b"
    r"|\bno\s+data\s+available\s+in\s+(?:the\s+)?table\b"
    r"|\bshowing\s+0\s+(?:to|-|–)\s+0\s+of\s+0\b"
    r"|\b(?:search|query)\s+(?:returned|found|produced|yielded)\s+(?:no|zero|0)\s+(?:results|records|matches|documents)\b",
    re.I,
)
TOO_MANY_RE = re.compile(r"\btoo many (results|records|matches)\b(?:\D{0,5}([\d,]+))?", re.I)
MORE_TEXT = re.compile(r"^\s*(load|show|view|see)\s+more\b", re.I)
TEXT_TYPES = {"", "text", "search", "email", "tel", "number", "date"}


@dataclass
class FieldFact:
    info: ElementInfo
    options: list[str] = field(default_factory=list)


@dataclass
class GridFact:
    kind: str
    info: ElementInfo
    headers: list[str]
    first_rows: list[list[str]]
    row_count: int
    column_kinds: list[str] = field(default_factory=list)  # per header: "data" | "link" | "control"
    rows_text: list[str] = field(default_factory=list)  # each row's text (capped), for the filter check
    first_hrefs: list[list[str]] = field(default_factory=list)  # the first rows' link targets, per cell


@dataclass
class Analysis:
    """What the page is and the handles the workflow needs next."""

    disclaimer: bool = False
    search: bool = False
    grid: bool = False
    accept_checks: list[ElementInfo] = field(default_factory=list)
    accept_button: ElementInfo | None = None
    fields: list[FieldFact] = field(default_factory=list)
    submit: ElementInfo | None = None
    form: ElementInfo | None = None
    search_links: list[ElementInfo] = field(default_factory=list)  # "Search" controls outside forms
    grids: list[GridFact] = field(default_factory=list)
    next_link: ElementInfo | None = None
    more_button: ElementInfo | None = None  # "Load more" / "Show more"
    numbered_pages: bool = False  # a pager of page numbers ("1 2 3") without a Next control
    portal_link: ElementInfo | None = None
    total: int | None = None  # the exact number of rows the page states
    stated: StatedTotal | None = None
    no_results: bool = False  # the page says the search found nothing (or states a total of 0)
    no_results_text: str = ""  # its words
    too_many: int | None = None
    too_many_text: str = ""
    frames: list[dict[str, str]] = field(default_factory=list)  # iframes of the page: name, src, id
    evidence: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _accept_controls(parsed: Parsed) -> tuple[list[ElementInfo], ElementInfo | None]:
    buttons = [c for c in parsed.buttons + parsed.links if not c.disabled]
    accept = next(
        (
            c.info
            for c in buttons
            if ACCEPT_TEXT.search(c.info.get("text", "")) and not DECLINE_TEXT.search(c.info.get("text", ""))
        ),
        None,
    )
    checks = [
        c.info
        for c in parsed.fields
        if c.info.get("type", "").lower() == "checkbox" and AGREE_LABEL.search(c.info.get("label", ""))
    ]
    return checks, accept


def _usable(fields: list[Control]) -> list[Control]:
    return [
        c
        for c in fields
        if c.info.get("tag") in ("select", "textarea")
        or (c.info.get("tag") == "input" and c.info.get("type", "").lower() in TEXT_TYPES)
    ]


def info_keys(info: ElementInfo) -> set[str]:
    """What a --search FIELD may name: label, name, id, placeholder, aria-label (normalized)."""
    values = [str(info.get(k, "")) for k in ("label", "aria_label", "name", "id", "placeholder")]
    return {norm_key(v) for v in values} - {""}


def _search_form(
    parsed: Parsed, wanted: list[str]
) -> tuple[list[FieldFact], ElementInfo | None, str, ElementInfo | None]:
    """The search form: of the forms with a text/select field (and no password field), the one whose
    fields match the most wanted FIELD names, first on ties. A form without a submit control counts
    when it has a text box (it is submitted with Enter). Returns fields, submit, why, form."""
    best: tuple[int, int] | None = None
    for index in range(len(parsed.forms)):
        fields = [c for c in parsed.fields if c.form_index == index]
        if any(c.info.get("type", "").lower() == "password" for c in fields):
            continue
        usable = _usable(fields)
        submit = _submit_of(parsed.buttons, index)
        texts = [c for c in usable if c.info.get("tag") != "select"]
        if not usable or (submit is None and not texts):
            continue
        hits = sum(1 for w in wanted if any(norm_key(w) in info_keys(c.info) for c in usable))
        if best is None or hits > best[0]:
            best = (hits, index)
    if best is None:
        return [], None, "", None
    index = best[1]
    usable = _usable([c for c in parsed.fields if c.form_index == index])
    submit = _submit_of(parsed.buttons, index)
    facts = [FieldFact(c.info, list(c.options)) for c in usable]
    button = f"a {submit.get('text', 'submit')!r} button" if submit else "no button (Enter submits it)"
    why = f"form #{index} has {len(usable)} search fields and {button}"
    return facts, submit, why, parsed.forms[index]


def _submit_of(buttons: list[Control], form_index: int) -> ElementInfo | None:
    in_form = [b for b in buttons if b.form_index == form_index]
    for b in in_form:
        if b.info.get("type", "submit").lower() == "submit" and SEARCH_TEXT.search(b.info.get("text", "")):
            return b.info
    for b in in_form:
        if b.info.get("type", "submit").lower() == "submit":
            return b.info
    return None


ROWS_KEPT = 200


# The words a link column repeats on every row when it only leads to the record ("View", "Details"):
# decoration. A one-row grid cannot show the repetition, so there the word itself decides.
LINK_WORDS = re.compile(
    r"^(?:view|details?|more|open|show|select|edit|download|pdf|print|image|info|go|link|»|›|>|\+)?$", re.I
)


def column_kinds(g: Grid) -> list[str]:
    """Per header: "control" when every cell is only a control (a checkbox); "link" (decoration) when
    every cell is one link with the same words ("View", "Details", an icon); "linked" when every cell
    is one link and their texts are values of their own (a record number shown as a link to the
    record): data, whose link targets are kept too; else "data"."""
    kinds = []
    for i in range(len(g.headers)):
        cells = [(row[i], kind[i]) for row, kind in zip(g.rows, g.cell_kinds, strict=False) if i < len(row)]
        texts = {t for t, _ in cells}
        if cells and all(k == "control" for _, k in cells):
            kinds.append("control")
        elif cells and all(k in ("link", "idlink") for _, k in cells):
            same = len(texts) == 1 and (len(cells) > 1 or LINK_WORDS.match(next(iter(texts))))
            kinds.append("link" if same else "linked")
        else:
            kinds.append("data")
    return kinds


def _data_rows(g: Grid) -> Grid:
    """Drop rows with fewer cells than headers (a pager or a caption row inside the table)."""
    keep = [i for i, r in enumerate(g.rows) if len(r) >= len(g.headers)]
    if len(keep) == len(g.rows):
        return g
    kinds = [g.cell_kinds[i] if i < len(g.cell_kinds) else [] for i in keep]
    hrefs = [g.hrefs[i] if i < len(g.hrefs) else [] for i in keep]
    return Grid(g.kind, g.info, g.headers, [g.rows[i] for i in keep], kinds, hrefs)


def _grid_facts(grids: list[Grid]) -> list[GridFact]:
    grids = [_data_rows(g) for g in grids]
    return [
        GridFact(
            g.kind,
            g.info,
            list(g.headers),
            [list(r) for r in g.rows[:3]],
            len(g.rows),
            column_kinds(g),
            [" ".join(r) for r in g.rows[:ROWS_KEPT]],
            [list(h) for h in g.hrefs[:3]],
        )
        for g in grids
        if g.headers and g.rows
    ]


def _next_link(parsed: Parsed) -> ElementInfo | None:
    for c in parsed.links + parsed.buttons:
        text = c.info.get("text", "").strip().lower()
        if not c.disabled and ("next" in c.rel.split() or text in ("next", "next >", "next page", ">", "»")):
            return c.info
    return None


def _results_state(analysis: Analysis, text: str) -> None:
    stated = parse_total(text)
    if stated is not None:
        analysis.stated = stated
        analysis.total = stated.exact_rows
        analysis.evidence.append(f"text states {stated.text!r}")
    none = NONE_RE.search(text)
    if none or (stated is not None and stated.exact_rows == 0):
        analysis.no_results = True
        said = none.group(0) if none else stated.text if stated is not None else ""
        analysis.no_results_text = said
        analysis.evidence.append(f"text says no records were found ({said!r})")
    many = TOO_MANY_RE.search(text)
    if many:
        analysis.too_many = int(many.group(2).replace(",", "")) if many.group(2) else -1
        start = many.start()
        analysis.too_many_text = text[start : start + 120].split(".")[0].strip() + "."
        analysis.evidence.append(f"text says {analysis.too_many_text!r}")


def analyze_parsed(parsed: Parsed, wanted: list[str] | None = None) -> Analysis:
    a = Analysis()
    text = parsed.text
    checks, accept = _accept_controls(parsed)
    words = DISCLAIMER_WORDS.search(text)
    if words and accept is not None:
        a.disclaimer, a.accept_checks, a.accept_button = True, checks, accept
        a.evidence.append(f"disclaimer text {words.group(0)!r} and an {accept.get('text', '')!r} control")
    a.fields, a.submit, why, a.form = _search_form(parsed, wanted or [])
    if a.fields:
        a.search = True
        a.evidence.append(why)
    a.search_links = [
        c.info
        for c in parsed.links + parsed.buttons
        if c.form_index is None and SEARCH_TEXT.search(c.info.get("text", ""))
    ]
    a.grids = _grid_facts(parsed.grids)
    if a.grids:
        a.grid = True
        a.evidence.append(
            "; ".join(f"{g.kind} grid with {len(g.headers)} columns and {g.row_count} rows" for g in a.grids)
        )
    a.next_link = _next_link(parsed)
    a.more_button = next(
        (
            c.info
            for c in parsed.buttons + parsed.links
            if MORE_TEXT.search(c.info.get("text", "")) and not c.disabled
        ),
        None,
    )
    a.numbered_pages = any(c.info.get("text", "").strip() == "2" for c in parsed.links + parsed.buttons)
    a.portal_link = next(
        (c.info for c in parsed.links if PORTAL_LINK_TEXT.search(c.info.get("text", ""))), None
    )
    a.frames = list(parsed.frames)
    if parsed.dialogs:
        a.evidence.append(f"{parsed.dialogs} visible dialog(s)")
    _results_state(a, text)
    return a


def analyze_html(html: str, wanted: list[str] | None = None) -> Analysis:
    """Classify cleaned HTML; see :class:`Analysis`. ``wanted``: the --search FIELD names."""
    return analyze_parsed(parse_html(html), wanted)


def decision_line(a: Analysis) -> str:
    """``[Analyze] Decision: Search=..., Grid=..., Disclaimer=...`` with the evidence."""
    evidence = "; ".join(a.evidence) or "no evidence"
    return f"[Analyze] Decision: Search={a.search}, Grid={a.grid}, Disclaimer={a.disclaimer} ({evidence})"
