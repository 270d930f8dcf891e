"""Sort clauses (pure): "sort the books by pages, longest first", "order by price, low to high",
"rank them by rating": what is sorted and by which attribute, in which direction (a ``Superlative``).
"""

from __future__ import annotations

import re

from wayfinder.intent.constraints import read_superlative
from wayfinder.intent.frame import Filter, Step, Superlative
from wayfinder.intent.masking import Masked
from wayfinder.intent.objects import generic, with_

_SORT_OBJECT = re.compile(r"^(?:the\s+|all\s+(?:the\s+)?)?(?P<o>[a-z]\w*)\s+by\b", re.I)


def sort_step(rest: str, text: str, masked: Masked) -> Step:
    named = _SORT_OBJECT.match(rest.strip())  # 'sort the books by pages': the books are what is sorted
    what = (
        named.group("o")
        if named and named.group("o").lower() not in {"them", "it", "results", "list"}
        else ""
    )
    body = re.sub(r"^(?:the\s+\w+\s+|them\s+|it\s+|results\s+)?(?:by\s+)?", "", rest.strip(), flags=re.I)
    head = re.split(r"\s*[,(]\s*|\s+(?:from|low|high|asc|desc|in|with|,)\b", body, maxsplit=1)[0].strip()
    sup, _ = read_superlative(head)
    if sup is None:
        attribute = re.sub(r"^(?:the\s+)?(?:number|amount|count)\s+of\s+", "", head.lower()) or "price"
        high_first = re.search(
            r"high(?:est)?\s+(?:to\s+low|first)|desc|most|largest|biggest|greatest|longest|top|max|newest|latest|z\s*-\s*a|best",
            body,
            re.I,
        )
        sup = Superlative(attribute, "max" if high_first else "min", "")
    return Step(verb="sort", text=text, object=what, superlative=sup, attributes=(sup.attribute,))


def filter_step(rest: str, text: str, masked: Masked) -> Step:
    """'filter by brand Logitech', 'filter to show only open issues': what the list is narrowed to."""
    body = re.sub(
        r"^(?:the\s+\w+\s+|them\s+|results\s+)?(?:by|to|for|on|down\s+to|so\s+that)\s+",
        "",
        rest.strip(),
        flags=re.I,
    )
    body = re.sub(r"^(?:show\s+)?only\s+", "", body, flags=re.I)
    pair = re.match(
        r"^(?P<n>brand|type|category|status|color|colour|size|year|author|genre|state|city)\s*:?\s+(?P<v>.+)$",
        body,
        re.I,
    )
    step = generic("filter", body if not pair else "", text, masked)
    if pair:
        return with_(step, filters=(Filter(pair.group("n").lower(), masked.restore(pair.group("v"))),))
    if not step.filters and not step.bounds and not step.dates and step.object:
        return with_(step, filters=(Filter("", step.object),))
    return step
