"""What kind of page this is, from an observation alone (pure).

The page type steers planner hints and stage promotion, so every decision comes with evidence strings
that say what was counted; a wrong classification can then be read off the trace. Rules are checked in
order: a disclaimer gate first (nothing else works until it is accepted), then a data grid, a search
form, another form, a product listing, a detail page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.intent.text import money_spans
from wayfinder.observe.models import Element, Observation, PageType

ACCEPT_RE = re.compile(r"\b(i\s+)?(accept|agree|acknowledge|consent|understand)\b|^continue$|^ok$", re.I)
TERMS_RE = re.compile(r"\b(terms|disclaimer|conditions|cookies?|consent|legal notice|privacy|liabilit)", re.I)
SEARCH_RE = re.compile(r"\b(search|find|look ?up|query)\b", re.I)
BUY_RE = re.compile(r"\b(add to (cart|basket|bag)|buy( now)?|order now)\b", re.I)
FIELD_KINDS = frozenset(
    {"textbox", "searchbox", "combobox", "listbox", "spinbutton", "checkbox", "radio", "slider"}
)
LISTING_LINKS = 10
FORM_FIELDS = 3
GRID_ROWS = 5


def _is_field(el: Element) -> bool:
    return (
        el.tag in ("input", "select", "textarea")
        and el.input_type not in ("submit", "button", "reset", "image")
    ) or (el.role in FIELD_KINDS)


def _is_search_field(el: Element) -> bool:
    if el.input_type == "search" or el.role == "searchbox":
        return True
    words = " ".join(filter(None, (el.label, el.name, el.dom_id, el.placeholder)))
    return _is_field(el) and bool(SEARCH_RE.search(words))


def _disclaimer(obs: Observation, main: Sequence[Element]) -> list[str] | None:
    accept = [el for el in main if el.role in ("button", "link") and ACCEPT_RE.search(el.label.strip())]
    text = " ".join([obs.text_digest, *obs.headings])
    terms = TERMS_RE.search(text)
    if not accept or not terms:
        return None
    return [f"button {accept[0].label.strip()!r}", f"{terms.group(0).lower()!r} in text"]


def _grid(obs: Observation) -> list[str] | None:
    big = [g for g in obs.grids if g.row_count >= GRID_ROWS]
    if not big:
        return None
    g = max(big, key=lambda g: g.row_count)
    evidence = [f"{g.kind} grid with {g.row_count} rows and {len(g.headers)} headers"]
    if g.results_text:
        evidence.append(f"{g.results_text!r}")
    return evidence


def _search(main: Sequence[Element], main_links: int) -> list[str] | None:
    search_fields = [el for el in main if _is_search_field(el)]
    search_buttons = [el for el in main if el.role == "button" and SEARCH_RE.search(el.label)]
    fields = [el for el in main if _is_field(el)]
    if not (search_fields or (search_buttons and fields)) or main_links > LISTING_LINKS:
        return None
    evidence = [f"{len(fields)} fields in main"]
    if search_buttons:
        evidence.append(f"button {search_buttons[0].label.strip()!r}")
    if search_fields:
        evidence.append(f"search field {search_fields[0].label.strip()!r}")
    return evidence


def _form(main: Sequence[Element], main_links: int) -> list[str] | None:
    fields = [el for el in main if _is_field(el)]
    if len(fields) < FORM_FIELDS or main_links > LISTING_LINKS:
        return None
    return [f"{len(fields)} fields in main", f"{main_links} links in main"]


def _listing(obs: Observation, main_links: int, buy: int) -> list[str] | None:
    prices = len(money_spans(obs.text_digest))
    if buy >= 3:
        return [f"{buy} buy buttons in main", f"{main_links} links in main"]
    if main_links >= LISTING_LINKS or (main_links >= 5 and prices >= 3):
        ev = f"{main_links} links in main"
        return [ev + (f" with {prices} prices in text" if prices else "")]
    return None


def _detail(obs: Observation, main_links: int, buy: int) -> list[str] | None:
    prices = len(money_spans(obs.text_digest))
    if buy:
        return [f"{buy} buy button in main", f"{prices} prices in text"]
    if prices and obs.headings and main_links < LISTING_LINKS and len(obs.text_digest) > 200:
        return [f"heading {obs.headings[0]!r}", f"{prices} prices in text", f"{main_links} links in main"]
    return None


def classify_page(obs: Observation) -> tuple[PageType, list[str]]:
    """``(page_type, evidence)`` for an observation; ``("other", [...])`` when no rule fits."""
    main = [el for el in obs.elements if el.zone in ("main", "modal")]
    main_links = sum(1 for el in main if el.role == "link" or el.tag == "a")
    buy = sum(1 for el in main if BUY_RE.search(el.label))
    checks: list[tuple[PageType, list[str] | None]] = [
        ("disclaimer", _disclaimer(obs, main)),
        ("grid", _grid(obs)),
    ]
    for page_type, evidence in checks:
        if evidence:
            return page_type, evidence
    if (found := _search(main, main_links)) is not None:
        return "search", found
    if (found := _form(main, main_links)) is not None:
        return "form", found
    if (found := _listing(obs, main_links, buy)) is not None:
        return "listing", found
    if (found := _detail(obs, main_links, buy)) is not None:
        return "detail", found
    return "other", [f"{len(obs.elements)} elements, {main_links} links in main, no rule matched"]


def is_sparse_listing(obs: Observation) -> bool:
    """A page that should show a list but shows little yet: few goal matches, few links, no grid.

    ``capture_settled`` waits for the page to settle and observes again while this holds.
    """
    if any(g.row_count for g in obs.grids):
        return False
    main_links = sum(1 for el in obs.elements if el.zone == "main" and (el.role == "link" or el.tag == "a"))
    return len(obs.candidates) < 3 and main_links < LISTING_LINKS
