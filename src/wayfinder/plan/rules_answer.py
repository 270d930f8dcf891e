"""Rules-planner handler for questions answered from the page: counts, prices, attributes (pure).

Counts come from "523 records found" style lines (grid results text first, then headings and the
text digest), preferring the noun the question asked about. Prices come from the item the question
names (or the open detail page). Attributes come from key/value grid rows, table columns or
"Key: value" lines. When the answer is not on this page and the question names an item, the item's
link is opened (or searched for) first.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Observation
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, stem, text_score
from wayfinder.plan.rules_forms import search_box
from wayfinder.plan.rules_prices import PRICE_RE, extract_items, parse_price
from wayfinder.plan.rules_steps import result_links
from wayfinder.plan.rules_support import Outcome, StepInput, act, complete, explore, fail, page_shows, quote

MAX_LISTED = 30
_NOUNS = (
    r"records?|results?|items?|matches|entries|entry|rows?|products?|hits|documents?|listings?|cases?|people|"
    r"persons?|properties|files?|emails?|messages?|orders?|users?|jobs?|books?|articles?|reviews?"
)
_NUM = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
_COUNT_PATTERNS = (
    re.compile(
        rf"{_NUM}\s+(?:\w+\s+){{0,2}}?(?P<w>{_NOUNS})\s+(?:were\s+|was\s+|have\s+been\s+)?(?:found|returned|matched|match|available|listed)",
        re.I,
    ),
    re.compile(
        rf"(?:found|showing|displaying|total(?:\s+of)?|returned)\s*:?\s*(?:\d[\d,]*\s*[-–]\s*\d[\d,]*\s+of\s+)?{_NUM}\s+(?P<w>{_NOUNS})",
        re.I,
    ),
    re.compile(rf"\bof\s+{_NUM}\s+(?P<w>{_NOUNS})", re.I),
    re.compile(rf"(?P<w>{_NOUNS})\s*(?:found|total|count)?\s*[:=]\s*{_NUM}", re.I),
    re.compile(rf"{_NUM}\s+(?P<w>{_NOUNS})\b", re.I),
)


def _sources(obs: Observation) -> list[str]:
    texts = [g.results_text for g in obs.grids if g.results_text]
    return texts + list(obs.headings) + [line for line in re.split(r"\n+", obs.text_digest) if line.strip()]


def find_count(obs: Observation, noun: str) -> str | None:
    """The number in the page's 'N <noun> found' line, preferring the asked noun."""
    want = stem(noun.lower())
    fallback = None
    for pattern in _COUNT_PATTERNS:
        for text in _sources(obs):
            for match in pattern.finditer(text):
                if stem(match.group("w").lower()) == want:
                    return match.group("n")
                fallback = fallback or match.group("n")
        if fallback:
            return fallback
    return None


def find_price(obs: Observation, subject: str) -> str | None:
    """The price of the named item on this page, or the first price of its own (detail) page."""
    if subject:
        scored = [(text_score(subject, item.name), item) for item in extract_items(obs)]
        scored = [row for row in scored if row[0] >= 0.5]
        if scored:
            return f"${max(scored, key=lambda r: r[0])[1].price:,.2f}"
    if not subject or page_shows(obs, subject, threshold=0.7):
        for text in [*obs.headings, *re.split(r"\n+", obs.text_digest)]:
            match = PRICE_RE.search(text)
            if match:
                return f"${parse_price(match):,.2f}"
    return None


def find_attribute(obs: Observation, attribute: str, subject: str) -> str | None:
    """A value named by ``attribute``: key/value rows, a table column, or a 'Key: value' line."""
    if not attribute:
        return None
    for grid in obs.grids:
        for row in grid.sample_rows:
            if len(row) >= 2 and text_score(attribute, row[0]) >= 0.7:
                return row[1].strip()
        col = next((i for i, h in enumerate(grid.headers) if text_score(attribute, h) >= 0.7), None)
        if col is not None:
            rows = [r for r in grid.sample_rows if col < len(r)]
            hit = [r for r in rows if subject and any(text_score(subject, c) >= 0.6 for c in r)] or rows[:1]
            if hit:
                return hit[0][col].strip()
    key = re.escape(norm(attribute)).replace(r"\ ", r"[\s_-]*")
    for line in re.split(r"\n+", obs.text_digest):
        match = re.search(rf"\b{key}\b\s*(?::|=|\bis\b|\bare\b|\t)\s*(?P<v>[^\n;|]+)", line, re.I)
        if match:
            return match.group("v").strip(" .")
    return None


def _open_subject(si: StepInput, subject: str) -> Outcome | None:
    """Open the page of the item the question is about, once."""
    if si.state.get("opened_subject"):
        return None
    ranked = rank_candidates(si.usable(), subject, role_hint="link", min_score=0.5)
    links = [el for el, _ in ranked if element_kind(el) in {"link", "button"}]
    if links:
        si.state["opened_subject"] = True
        return act(
            Click(element_id=links[0].id),
            f"Opening {quote(links[0].label)} to read {si.step.attribute or 'the answer'}",
        )
    box = search_box(si)
    if box is not None:
        si.state["opened_subject"] = True
        return act(
            TypeText(element_id=box.id, text=subject, submit=True),
            f"Searching for {quote(subject)} to answer the question",
        )
    return None


def handle_answer(si: StepInput) -> Outcome:
    step = si.step
    obs = si.obs
    if step.answer_kind == "count":
        answer = find_count(obs, step.attribute or "results")
    elif step.answer_kind == "list":
        names = [el.label.strip() for el in result_links(list(obs.elements))]
        answer = "; ".join(names[:MAX_LISTED]) if names else None
    elif step.answer_kind == "price":
        answer = find_price(obs, step.target)
    else:
        answer = find_attribute(obs, step.attribute, step.target)
    if answer is not None:
        return complete(answer=answer)
    if step.target and not page_shows(obs, step.target, threshold=0.7):
        opened = _open_subject(si, step.target)
        if opened is not None:
            return opened
    what = {"count": f"the number of {step.attribute}", "price": "the price"}.get(
        step.answer_kind or "", quote(step.attribute)
    )
    return explore(si, what) or fail(f"{what} is not shown on this page")
