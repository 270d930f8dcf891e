"""A listing of cards read as a table of ratings (pure): ``card_table(obs) -> Table | None``.

A shop's category page or a review site lists its things as cards, not as a table: a linked name, then
its details, its price and its stars ('Canon EOS Rebel 33MP Mirrorless Camera ... $841.99 ★ 5.0'). What a
person compares by rating is each card's stars, so each card - the page's text from its name's link to
the next card's - becomes a row with its name, its rating ('★ 4.9', '4.5 out of 5', '4.5/5', 'Rated
4.5', '4.5 stars') and, where the page's filters list the makers and the name starts with one, its
brand ('LG UltraGear 34 4K Monitor' under a filter 'LG'). Only a rating read on a card makes a row: a
link without one (a pager, a filter, a banner) is no card, and fewer than two cards is no listing.
"""

from __future__ import annotations

import re

from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.read.cells import Cell, typed
from wayfinder.read.facets import read_facets
from wayfinder.read.tables import Record, Table

_RATING_RE = re.compile(
    r"[★⭐]\s*(?P<a>[0-5](?:[.,]\d)?)(?!\d)"
    r"|(?<![\d.])(?P<b>[0-5](?:[.,]\d)?)\s*(?:out of 5|/\s*5(?!\d)|stars?\b)"
    r"|\brat(?:ed|ing)\s*:?\s*(?P<c>[0-5](?:[.,]\d)?)(?![\d.])",
    re.I,
)
HEADERS = ("Name", "Brand", "Rating")


def rating_in(text: str) -> str | None:
    """The first rating ``text`` writes ('★ 4.9' -> '4.9'), or None."""
    found = _RATING_RE.search(text)
    if found is None:
        return None
    return next(v for v in found.groups() if v is not None).replace(",", ".")


def _card_links(obs: Observation) -> list[Element]:
    return [
        el
        for el in obs.elements
        if element_kind(el) == "link" and el.zone == "main" and len(el.label.split()) >= 2 and el.href
    ]


def _brand(name: str, makers: list[str]) -> str:
    """The filter value the card's name starts with ('LG' of 'LG DualUp 32 4K Monitor'), longest first."""
    low = norm(name)
    return next((m for m in makers if low == norm(m) or low.startswith(norm(m) + " ")), "")


def card_table(obs: Observation) -> Table | None:
    """The cards of the page as rows (name, brand, rating), in the order shown; None: no such listing."""
    text = obs.text_digest
    spots: list[tuple[int, Element]] = []
    at = 0
    for el in _card_links(obs):  # the links in page order, each found after the one before it
        label = " ".join(el.label.split())
        found = text.find(label, at)
        if found >= 0:
            spots.append((found, el))
            at = found + len(label)
    cards = {el.id for _, el in spots}  # a card's own link is no filter, whatever its badge
    facets = read_facets(obs)
    makers = sorted(
        (f.name for f in facets if f.kind in {"checkbox", "link"} and f.element_id not in cards), key=len
    )
    makers.reverse()
    rows: list[Record] = []
    for i, (start, el) in enumerate(spots):
        end = spots[i + 1][0] if i + 1 < len(spots) else len(text)
        label = " ".join(el.label.split())
        rating = rating_in(text[start + len(label) : end])
        if rating is None:
            continue
        cells = (Cell(label), Cell(_brand(label, makers)), typed(rating))
        rows.append(Record(cells, HEADERS))
    if len(rows) < 2:
        return None
    return Table(headers=HEADERS, rows=tuple(rows), row_count=len(rows))
