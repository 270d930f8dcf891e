"""Reading priced items off a page: element texts, text-digest lines and grid rows (pure).

A listing shows items as cards, rows or lines with a price. Three sources, merged: elements whose
own text carries a price (a whole card as one link), text-digest lines (name then price), and grid
summaries with a price column. Each item is tied to a link when one names it, for opening it later.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.intent.text import first_money, money_in, money_spans
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, norm, tokens

OWN_WORDS = 14  # without a link, an item's own text is taken as the last words before its price
_NAME_JUNK_RE = re.compile(r"[\s\-–—:|,·•/]+$|^[\s\-–—:|,·•/]+")


@dataclass(frozen=True)
class Item:
    name: str
    price: float
    element_id: int | None = None
    href: str | None = None
    line: str = ""


def prices_in(text: str) -> list[float]:
    """The amounts of money in ``text``, in order (the one money reader, ``intent.text``)."""
    return money_in(text)


def _segments(line: str) -> list[tuple[str, float]]:
    """(name, price) for each price in a line: the text before it (after the previous price)."""
    out = []
    start = 0
    spans = money_spans(line)
    for i, span in enumerate(spans):
        name = _NAME_JUNK_RE.sub("", line[start : span.start]).strip()
        if not name:
            upto = spans[i + 1].start if i + 1 < len(spans) else len(line)
            name = _NAME_JUNK_RE.sub("", line[span.end : upto]).strip()
        if name:
            out.append((name, span.amount))
        start = span.end
    return out


def link_for(name: str, links: list[Element]) -> Element | None:
    """The link that names an item: its text inside the item's text, or most of the same words."""
    target = norm(name)
    best, best_score = None, 0.0
    want = set(tokens(name))
    for el in links:
        label = norm(el.label)
        if len(label) < 3:
            continue
        if label in target or target in label:
            score = 1.0 + len(label) / 1000
        else:
            have = set(tokens(el.label))
            score = len(want & have) / len(have) if have and want else 0.0
        if score > best_score:
            best, best_score = el, score
    return best if best_score >= 0.6 else None


def _own_text(segment: str, link: Element | None) -> tuple[str, str]:
    """(name, own text) of a digest segment. A digest may be one long blob, so a segment can start
    with the previous item's tail or page headings; the item's own text starts at its link's label."""
    if link is not None:
        label = " ".join(link.label.split())
        at = segment.lower().find(label.lower())
        if at >= 0:
            return label, segment[at:]
    words = segment.split()
    return segment, " ".join(words[-OWN_WORDS:])


def _grid_items(obs: Observation, links: list[Element]) -> list[Item]:
    items = []
    for grid in obs.grids:
        headers = [h.lower() for h in grid.headers]
        col = next((i for i, h in enumerate(headers) if re.search(r"price|cost|amount|fee", h)), None)
        for row in grid.sample_rows:
            cells = list(row)
            pcol = (
                col
                if col is not None and col < len(cells)
                else next((i for i, c in enumerate(cells) if first_money(c)), None)
            )
            if pcol is None or not prices_in(cells[pcol]):
                continue
            name = next((c for i, c in enumerate(cells) if i != pcol and re.search(r"[A-Za-z]", c)), "")
            if name:
                link = link_for(name, links)
                items.append(
                    Item(
                        name,
                        prices_in(cells[pcol])[0],
                        link.id if link else None,
                        link.href if link else None,
                        " | ".join(cells),
                    )
                )
    return items


def digest_lines(text: str) -> list[str]:
    """The digest's non-empty lines, a line that starts with a price joined to the line before it.

    A card's name and its price can come as one run of text or as separate blocks (one line each,
    as the page's layout puts them); joined, both read as "name ... $price".
    """
    lines: list[str] = []
    for line in re.split(r"\n+", text):
        if not line.strip():
            continue
        starts = first_money(line.strip())
        if lines and starts is not None and starts.start == 0:
            lines[-1] = f"{lines[-1]} {line.strip()}"
        else:
            lines.append(line)
    return lines


def extract_items(obs: Observation) -> list[Item]:
    """Every priced item on the page, each tied to a link when one names it."""
    links = [
        el
        for el in obs.elements
        if element_kind(el) in {"link", "other", "button"} and el.zone in ("main", "modal")
    ]
    items: list[Item] = []
    for el in links:
        for name, price in _segments(el.text):
            items.append(Item(name, price, el.id, el.href, el.text))
    for line in digest_lines(obs.text_digest):
        for segment, price in _segments(line):
            link = link_for(segment, links)
            # A digest may be one long blob: the segment (text since the previous price) is the
            # item's own text; the link's label, when one is named there, is its clean name.
            name, own = _own_text(segment, link)
            items.append(Item(name, price, link.id if link else None, link.href if link else None, own))
    items.extend(_grid_items(obs, links))
    seen: set[tuple[str, float]] = set()
    unique = []
    for item in items:
        key = (norm(item.name), item.price)
        if key not in seen:
            seen.add(key)
            unique.append(item)
    return _prefer_linked(unique)


def _prefer_linked(items: list[Item]) -> list[Item]:
    """Drop an unlinked item when a linked one has the same price and overlapping words (same card)."""
    out = []
    for item in items:
        if item.element_id is None and any(
            o.element_id is not None
            and o.price == item.price
            and set(tokens(o.name)) & set(tokens(item.name))
            for o in items
        ):
            continue
        out.append(item)
    return out
