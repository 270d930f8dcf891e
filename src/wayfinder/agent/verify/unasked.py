"""A count read on a listing narrowed by a choice the goal does not ask for is not the count asked (pure).

"How many issues does Billing Service have" is not answered by the tracker's issue list as it opens:
its filter form starts with Status ticked and the operator 'open' - a default the address does not
carry - so its '(1-9/9)' counts the open ones. The same count answers "how many open issues". A listing
is narrowed by:

* a menu choice its address carries, or a filter its form shows applied that its address does not carry
  (``listing.applied_choices`` and ``listing.form_defaults``, without links: 'Bug' as
  ``tracker_id=1``), not a menu that orders the rows ('Sort by': 'Featured');
* a view of the list chosen by a link to the listing as it is that counts its rows ('Drafts (2)' on
  WordPress' ``post_status=draft``: ``PageEntry.chosen``).

Each is asked when the goal's words name it ('open bugs', 'draft posts'); a choice the goal does not name
makes the listing's count another set's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.evidence import SORT_PARAMS
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.listing import applied_choices, name_parts
from wayfinder.intent.text.reading import lemmas as stems
from wayfinder.intent.text.words import norm

# operators that keep every row, or only join a filter to its values
_EVERY = frozenset({"any", "all", "*", "is", "is not", "equals", "contains", "none"})
_VIEW_COUNT_RE = re.compile(r"\s*\(\s*\d[\d,]*\s*\)\s*$")
_SORT_RE = re.compile(r"\b(sort|order)", re.I)


def _orders(entry: PageEntry) -> set[str]:
    """The chosen options of the page's menus that order the rows ('Sort by': 'Featured'): they choose
    no rows."""
    return {
        norm(f.value)
        for f in entry.fields
        if f.kind == "select" and (name_parts(f.key) & SORT_PARAMS or _SORT_RE.search(f"{f.label} {f.key}"))
    }


def narrowed_by(entry: PageEntry) -> list[str]:
    """Every choice that narrows the listing (see the module docstring)."""
    skip = _EVERY | _orders(entry)
    carried = [c for c in applied_choices(entry, links=False) if norm(c) not in skip]
    views = [_VIEW_COUNT_RE.sub("", c) for c in entry.chosen if _VIEW_COUNT_RE.search(c)]
    return list(dict.fromkeys([*carried, *views]))


def unasked_narrowing(
    entry: PageEntry, ledger: Sequence[PageEntry], goal: str, asked: Sequence[str] = ()
) -> str | None:
    """Why a count of the listing is another set's: a choice narrows it that neither the goal's words
    nor what it asks (``asked``: its filters) name; None when none does. The page as it was first seen
    at its address counts too: a form changed and never applied shows a filter the rows do not have."""
    wanted = stems(" ".join([goal, *asked]))
    same = [e for e in ledger if e.url == entry.url and e.step <= entry.step] or [entry]
    for choice in dict.fromkeys(c for e in [*same, entry] for c in narrowed_by(e)):
        if not stems(choice) & wanted:
            return f"that listing is narrowed to {choice!r}, which the goal does not ask"
    return None
