"""Reading a list of result rows that each end in a button, and choosing the best row (pure).

Result lists on booking and shopping pages repeat one block per offer: some facts (times, a
duration, a price) and a button ("Book for $470", "Select"). The facts are plain text, so
they come from the page's text digest in reading order; the buttons come from the elements in
reading order. When the digest holds the same number of values of the wanted kind per button, the
k-th group of values belongs to the k-th button. A price written on the button itself wins.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.intent.text import first_money
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, norm

_ROW_VERBS = ("book", "select", "choose", "reserve", "buy", "purchase", "pick", "add to cart")
_DURATION_RE = re.compile(
    r"\b(?:(?P<h>\d+)\s*(?:h|hr|hrs|hours?)\b\s*)?(?:(?P<m>\d+)\s*(?:m|min|mins|minutes?)\b)?", re.I
)
_TIME_RE = re.compile(r"^\s*(?P<h>\d{1,2}):(?P<m>\d{2})\s*(?P<ap>[AaPp][Mm])?\s*$")


def result_buttons(obs: Observation) -> list[Element]:
    """Two or more row buttons whose label starts with a booking verb, in reading order."""
    rows = [
        el
        for el in obs.elements
        if not el.disabled
        and element_kind(el) in {"button", "link"}
        and norm(el.label).startswith(_ROW_VERBS)
    ]
    rows.sort(key=lambda e: (e.bbox.y, e.bbox.x))
    return rows if len(rows) >= 2 else []


def price_of(text: str) -> float | None:
    price = first_money(text)
    return price.amount if price else None


def _only_price(text: str) -> bool:
    """The whole text is one amount of money."""
    price = first_money(text.strip())
    return price is not None and price.text == text.strip()


def duration_of(text: str) -> float | None:
    """Minutes in '24h 48m', '1 hr 32 min', '95 min'; None when the text is not a duration."""
    match = _DURATION_RE.fullmatch(text.strip())
    if match is None or not (match.group("h") or match.group("m")):
        return None
    return int(match.group("h") or 0) * 60 + int(match.group("m") or 0)


def clock_of(text: str) -> float | None:
    """Minutes after midnight of '2:06 AM' / '14:06'."""
    match = _TIME_RE.match(text)
    if match is None:
        return None
    hour = int(match.group("h"))
    ap = (match.group("ap") or "").lower()
    if ap:
        hour = hour % 12 + (12 if ap == "pm" else 0)
    return hour * 60 + int(match.group("m"))


_READERS: dict[str, Callable[[str], float | None]] = {
    "price": price_of,
    "duration": duration_of,
    "depart": clock_of,
}


def row_values(obs: Observation, attribute: str, count: int) -> list[tuple[float, str]] | None:
    """One (value, text) per row from the digest: the first of each equal group, or None."""
    read = _READERS.get(attribute, price_of)
    found: list[tuple[float, str]] = []
    for line in obs.text_digest.splitlines():
        value = read(line) if attribute != "price" else (read(line) if _only_price(line) else None)
        if value is not None:
            found.append((value, line.strip()))
    if not count or not found or len(found) % count:
        return None
    group = len(found) // count
    return found[::group]


def best_row_button(obs: Observation, order: str, attribute: str) -> tuple[Element, str] | None:
    """(button, shown value) of the row with the lowest (order 'min') or highest value, or None."""
    buttons = result_buttons(obs)
    if not buttons:
        return None
    pairs: list[tuple[float, str, Element]] = []
    if attribute == "price":
        prices = [price_of(el.label) for el in buttons]
        if all(p is not None for p in prices):
            pairs = [(p, el.label, el) for p, el in zip(prices, buttons, strict=True) if p is not None]
    if not pairs:
        values = row_values(obs, attribute, len(buttons))
        if values is None:
            return None
        pairs = [(v, text, el) for (v, text), el in zip(values, buttons, strict=True)]
    pick = min(pairs, key=lambda p: p[0]) if order == "min" else max(pairs, key=lambda p: p[0])
    return pick[2], pick[1]
