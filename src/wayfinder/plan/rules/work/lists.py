"""Work items about a list as a whole: its best item by an order, the list sorted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from wayfinder.plan.rules.work.base import Limit, Work

Order = Literal["min", "max"]


@dataclass(frozen=True, slots=True, kw_only=True)
class FindBest(Work):
    """The best item of a list: the cheapest, the newest, the highest rated, under a price bound."""

    kind: ClassVar[str] = "find_best"
    things: str  # what the items are ('4K monitor'); '' = whatever the list shows
    order: Order = "min"
    attribute: str = "price"
    bound: Limit | None = None  # a price bound ('under $300')
    open_result: bool = False  # open the item found (else report it)
    name: str = ""  # whose ('the latest mortgage for Smith'): searched, or picked as a filter
    narrow: tuple[str, ...] = ()  # other values the list is narrowed by before it is compared
    asked: tuple[str, ...] = ()  # what is asked of the best item ('document number'): its column


@dataclass(frozen=True, slots=True, kw_only=True)
class SortBy(Work):
    kind: ClassVar[str] = "sort"
    things: str  # the list to sort ('the books'); '' = the list on the page
    attribute: str = "price"
    order: Order = "min"
    then_scan: bool = False  # the next item reads every page anyway: a list that cannot be sorted is fine
