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
from wayfinder.portal.steps import ElementInfo

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
NONE_RE = re.compile(r"\bno (records|results|matches|documents)( were)? found\b", re.I)
TOO_MANY_RE = re.compile(r"\btoo many (results|records|matches)\b(?:\D{0,5}([\d,]+))?", re.I)
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
    grids: list[GridFact] = field(default_factory=list)
    next_link: ElementInfo | None = None
    portal_link: ElementInfo | None = None
    total: int | None = None
    no_results: bool = False
    too_many: int | None = None
    too_many_text: str = ""
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


def _search_form(parsed: Parsed) -> tuple[list[FieldFact], ElementInfo | None, str]:
    """The first form with a text/select field and a submit control (and no password field)."""
    for index in range(len(parsed.forms)):
        fields = [c for c in parsed.fields if c.form_index == index]
        if any(c.info.get("type", "").lower() == "password" for c in fields):
            continue
        usable = [
            c
            for c in fields
            if c.info.get("tag") in ("select", "textarea")
            or (c.info.get("tag") == "input" and c.info.get("type", "").lower() in TEXT_TYPES)
        ]
        submit = _submit_of(parsed.buttons, index)
        if usable and submit is not None:
            facts = [FieldFact(c.info, list(c.options)) for c in usable]
            why = (
                f"form #{index} has {len(usable)} search fields and a {submit.get('text', 'submit')!r} button"
            )
            return facts, submit, why
    return [], None, ""


def _submit_of(buttons: list[Control], form_index: int) -> ElementInfo | None:
    in_form = [b for b in buttons if b.form_index == form_index]
    for b in in_form:
        if b.info.get("type", "submit").lower() == "submit" and SEARCH_TEXT.search(b.info.get("text", "")):
            return b.info
    for b in in_form:
        if b.info.get("type", "submit").lower() == "submit":
            return b.info
    return None


def _grid_facts(grids: list[Grid]) -> list[GridFact]:
    return [
        GridFact(g.kind, g.info, list(g.headers), [list(r) for r in g.rows[:3]], len(g.rows))
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
    found = FOUND_RE.search(text)
    if found:
        analysis.total = int(found.group(1).replace(",", ""))
        analysis.evidence.append(f"text says {found.group(0)!r}")
    if NONE_RE.search(text):
        analysis.no_results = True
        analysis.evidence.append("text says no records were found")
    many = TOO_MANY_RE.search(text)
    if many:
        analysis.too_many = int(many.group(2).replace(",", "")) if many.group(2) else -1
        start = many.start()
        analysis.too_many_text = text[start : start + 120].split(".")[0].strip() + "."
        analysis.evidence.append(f"text says {analysis.too_many_text!r}")


def analyze_parsed(parsed: Parsed) -> Analysis:
    a = Analysis()
    text = parsed.text
    checks, accept = _accept_controls(parsed)
    words = DISCLAIMER_WORDS.search(text)
    if words and accept is not None:
        a.disclaimer, a.accept_checks, a.accept_button = True, checks, accept
        a.evidence.append(f"disclaimer text {words.group(0)!r} and an {accept.get('text', '')!r} control")
    a.fields, a.submit, why = _search_form(parsed)
    if a.submit is not None:
        a.search = True
        a.evidence.append(why)
    a.grids = _grid_facts(parsed.grids)
    if a.grids:
        a.grid = True
        a.evidence.append(
            "; ".join(f"{g.kind} grid with {len(g.headers)} columns and {g.row_count} rows" for g in a.grids)
        )
    a.next_link = _next_link(parsed)
    a.portal_link = next(
        (c.info for c in parsed.links if PORTAL_LINK_TEXT.search(c.info.get("text", ""))), None
    )
    if parsed.dialogs:
        a.evidence.append(f"{parsed.dialogs} visible dialog(s)")
    _results_state(a, text)
    return a


def analyze_html(html: str) -> Analysis:
    """Classify cleaned HTML; see :class:`Analysis`."""
    return analyze_parsed(parse_html(html))


def decision_line(a: Analysis) -> str:
    """``[Analyze] Decision: Search=..., Grid=..., Disclaimer=...`` with the evidence."""
    evidence = "; ".join(a.evidence) or "no evidence"
    return f"[Analyze] Decision: Search={a.search}, Grid={a.grid}, Disclaimer={a.disclaimer} ({evidence})"
