"""Superlative claims (pure): "the cheapest laptop", "the oldest record" is backed only when the value
or the item was read from a complete listing of the asked-for set (``listing.py`` says when a listing is
complete and about the object), and nothing on that listing beats it (a lower price within the goal's
bounds, a row further along the asked order).
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from wayfinder.agent.verify.frame import FrameLike, object_of, superlative_of
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import (
    completeness,
    extreme_row_problem,
    families,
    listing_names,
    lists_many,
    names_a_row,
    scope_problem,
    within,
)
from wayfinder.agent.verify.result import UNVERIFIED_ANSWER, WRONG_PAGE, Verification, fail, ok
from wayfinder.intent.text.reading import amounts_in, contains_words, content_words, money_in

Entry = PageEntry


def fmt_value(value: float, kind: str) -> str:
    """A value as an answer states it: money with its cents, any other number as written."""
    if kind == "price":
        return f"${value:,.2f}"
    return f"{value:g}"


def _allowed_query_words(frame: FrameLike) -> str:
    parts: list[str] = []
    for step in frame.steps:
        parts.append(step.object)
        parts.extend(f.value for f in step.filters)
        parts.extend(v.value for v in step.values)
    return " ".join(parts)


def relevant(pages: Sequence[Entry], obj: str) -> list[Entry]:
    if not obj:
        return list(pages)
    return [p for p in pages if contains_words(p.text + " " + p.url, obj, ratio=0.5)]


def _extreme_problem(family: Sequence[Entry], value: float, direction: str, frame: FrameLike) -> str | None:
    """A better price than the answer on the compared listing (only when nothing but price bounds
    narrows the set, or the listing itself is narrowed by every filter - its address, title or chosen
    options name each: 'in stock' as ``in_stock=1`` - so every price on it competes)."""
    filters = [f.value for step in frame.steps for f in step.filters if f.value]
    if any(not all(listing_names(family[0], w) for w in content_words(v)) for v in filters):
        return None
    bounds = [b for step in frame.steps for b in step.bounds]
    amounts = [a for e in family for a in money_in(e.text)]
    for b in bounds:
        amounts = [a for a in amounts if within(a, b.op, b.value)]
    if not amounts:
        return None
    best = min(amounts) if direction == "min" else max(amounts)
    if (direction == "min" and best < value - 0.005) or (direction == "max" and best > value + 0.005):
        return f"a {'lower' if direction == 'min' else 'higher'} price {fmt_value(best, 'price')} was on that listing"
    return None


def _plural(phrase: str) -> str:
    """ "laptop" -> "laptops", "4K monitor" -> "4K monitors" (the phrase's last word; already plural kept)."""
    head, _, last = phrase.rpartition(" ")
    low = last.lower()
    if not last or low.endswith("s") or not last.isalpha():
        plural = last
    elif low.endswith("y") and low[-2:-1] not in "aeiou":
        plural = last[:-1] + "ies"
    elif low.endswith(("x", "ch", "sh")):
        plural = last + "es"
    else:
        plural = last + "s"
    return f"{head} {plural}".strip()


def _in_items(entry: Entry, shown: str, value: float | None) -> bool:
    """The answer is one of the page's items: a data row of its table, or a titled entry it lists."""
    items = [" ".join(row) for row in entry.rows] + [f"{title} {day}" for title, day in entry.listed]
    low = shown.lower()
    for item in items:
        if low and low in item.lower():
            return True
        if value is not None and any(abs(n - value) < 0.005 for n in money_in(item) + amounts_in(item)):
            return True
    return False


def _own_page_problem(family: Sequence[Entry], shown: str, value: float | None) -> str | None:
    """A record's own page (a book's page with its loans table) lists the record's parts, not the set
    compared: it backs a superlative only when the answer is one of its rows or entries - never the
    record's own name or value read beside its table."""
    if not any(e.page_type == "detail" for e in family):
        return None
    if any(_in_items(e, shown, value) for e in family):
        return None
    return "it is one record's own page, not a listing of them"


def _another_view(listings: dict[str, list[Entry]], key: str, shown: str) -> str | None:
    """'An Orchard in Avalon', the first row of the books sorted the other way, is not backed by the
    view sorted as asked where no row names it: an answer that is a row of another view of the same
    list (its path, other parameters) and of none of this one is that view's. None otherwise (a right
    answer in other words names no row anywhere)."""
    if names_a_row(listings[key], shown):
        return None
    path = urlsplit(key).path
    for other, family in listings.items():
        if other != key and urlsplit(other).path == path and names_a_row(family, shown):
            return f"{shown!r} is a row of another view of the list ({family[0].url}), not of the one sorted as asked"
    return None


def superlative_backing(
    frame: FrameLike,
    ledger: Sequence[Entry],
    pages: Sequence[Entry],
    value: float | None,
    shown: str,
    kind: str,
) -> Verification | None:
    """None without a superlative; verified (with why the listing is complete) when it is backed by a
    complete listing of the asked-for set; else why not."""
    found = superlative_of(frame)
    if found is None:
        return None
    _step, sup = found
    obj = object_of(frame)
    allowed = _allowed_query_words(frame)
    listings = families([e for e in ledger if lists_many(e)])
    reasons: list[str] = []
    for key, family in listings.items():
        if not any(p.family == key for p in pages):
            continue
        problem = scope_problem(family[0], obj, allowed) or _own_page_problem(family, shown, value)
        comp = completeness(family, sup.attribute, sup.direction)
        if problem is None and not comp.complete:
            problem = comp.why
        if problem is None and value is not None and sup.attribute == "price":
            problem = _extreme_problem(family, value, sup.direction, frame)
        if problem is None and sup.attribute not in {"price", ""}:
            problem = extreme_row_problem(family, sup.attribute, sup.direction, shown) or _another_view(
                listings, key, shown
            )
        if problem is None:
            return ok(kind, comp.why)
        reasons.append(problem)
    what = _plural(obj) if obj else "the items compared"
    why = reasons[0] if reasons else "it was not read from a listing of them"
    sentence = f"{shown!r} was not read from a page that lists all {what}: {why}"
    return fail(
        kind, UNVERIFIED_ANSWER if kind == "answer" else WRONG_PAGE, sentence, f"a complete listing of {what}"
    )


def backed(sup: Verification | None, kind: str, seen: str) -> Verification:
    """The superlative's failure, or verified with what was seen and why the compared set is complete."""
    if sup is not None and not sup.verified:
        return sup
    return ok(kind, seen, *(sup.evidence if sup is not None else ()))
