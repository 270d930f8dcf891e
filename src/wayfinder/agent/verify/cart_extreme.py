"""The extreme one put in the cart (pure): "put the cheapest wireless mouse that's in stock into the cart"
is done when the cart holds the item a complete listing of the set asked backs as the cheapest - not
the next one of that sorted list, nor any mouse the run happened to open.

The item is the one whose own page the run pressed 'Add to cart' on (its name: the page's heading or
its title's own part; its price: the first the page shows), judged as "open the cheapest ..." is
(``superlatives.superlative_backing``) on the list it was chosen from (the last seen before its page
that lists it): a listing of the set, complete or sorted the asked way, whose best price is the item's. An item added from a list's own row is left to the cart check (which row was
pressed is not known here), and so is a goal that asks no extreme.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike, superlative_of
from wayfinder.agent.verify.identity import page_name, title_name
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.result import Verification
from wayfinder.agent.verify.superlatives import superlative_backing
from wayfinder.intent.text.reading import money_in
from wayfinder.plan.base import HistoryEntry

_LISTS = frozenset({"listing", "grid", "search"})
_ADD_RE = re.compile(r"\badd\b.*\b(cart|basket|bag)\b|^\s*add\s*$", re.I)


def cart_superlative(
    frame: FrameLike, ledger: Sequence[PageEntry], history: Sequence[HistoryEntry]
) -> Verification | None:
    """Whether the item added is the extreme one asked (see the module docstring); None when there is
    nothing to judge."""
    if superlative_of(frame) is None:
        return None
    adds = [h.step for h in history if h.ok and h.type == "click" and _ADD_RE.search(h.element_text)]
    if not adds:
        return None
    # observation k is ledger step k-1: the page the add was pressed on is the last one seen before it
    seen = [e for e in ledger if e.step < adds[-1]]
    # a product's page (its spec table is no list of products), not a list's own row
    if not seen or seen[-1].page_type in _LISTS or seen[-1].query is not None:
        return None
    item = seen[-1]
    name = page_name(item) or title_name(item.title)
    if not name:
        return None
    prices = money_in(item.text)
    # the list it was chosen from: the last one seen before its page that lists it
    listed = [e for e in seen[:-1] if name.lower() in e.text.lower()][-1:]
    return superlative_backing(frame, seen[:-1], listed, prices[0] if prices else None, name, "action")
