"""Search, filter, sort and paginate products: the pure logic behind every shop listing.

Parameters arrive as GET query strings (``brand=Dell&brand=LG&min=100&max=300&sort=price_asc&page=2``)
so every listing state has a readable, bookmarkable URL the agent can also navigate to directly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from wayfinder.demo.catalog import Product
from wayfinder.demo.web import Request

PAGE_SIZE = 12

SORTS: dict[str, tuple[str, Callable[[Product], Any]]] = {
    "featured": ("Featured", lambda p: p.id),
    "price_asc": ("Price: low to high", lambda p: (p.price_cents, p.id)),
    "price_desc": ("Price: high to low", lambda p: (-p.price_cents, p.id)),
    "rating": ("Customer rating", lambda p: (-p.rating, p.id)),
    "name": ("Name: A to Z", lambda p: (p.name.lower(), p.id)),
}


def parse_dollars(text: str) -> int | None:
    """ "$299.99", "300", "1,200" -> cents; blank or junk -> None (no bound)."""
    cleaned = text.replace("$", "").replace(",", "").strip()
    if not re.fullmatch(r"\d+(\.\d{1,2})?", cleaned):
        return None
    return round(float(cleaned) * 100)


def matches_text(product: Product, q: str) -> bool:
    """Every word of the query appears in the name, brand, category or spec values."""
    haystack = " ".join(
        [product.name, product.brand, product.category, product.facet, *product.specs.values()]
    )
    haystack = haystack.lower()
    return all(word in haystack for word in q.lower().split())


@dataclass
class ListingQuery:
    """The listing state encoded in the URL."""

    q: str = ""
    brands: list[str] = field(default_factory=list)
    facets: list[str] = field(default_factory=list)
    min_price: str = ""
    max_price: str = ""
    in_stock: bool = False
    sort: str = "featured"
    page: int = 1

    @classmethod
    def from_request(cls, request: Request) -> ListingQuery:
        sort = request.arg("sort", "featured")
        page_text = request.arg("page", "1")
        return cls(
            q=request.arg("q"),
            brands=request.args("brand"),
            facets=request.args("facet"),
            min_price=request.arg("min"),
            max_price=request.arg("max"),
            in_stock=request.arg("stock") == "1",
            sort=sort if sort in SORTS else "featured",
            page=int(page_text) if page_text.isdigit() else 1,
        )

    def params(self) -> dict[str, str | list[str]]:
        """Query parameters without ``page`` (for pager links and the JSON endpoint)."""
        return {
            "q": self.q,
            "brand": self.brands,
            "facet": self.facets,
            "min": self.min_price,
            "max": self.max_price,
            "stock": "1" if self.in_stock else "",
            "sort": "" if self.sort == "featured" else self.sort,
        }

    @property
    def filtered(self) -> bool:
        return bool(self.brands or self.facets or self.min_price or self.max_price or self.in_stock)

    def event(self) -> dict[str, Any]:
        """The ``filter`` event a listing page emits when filters or a sort are applied."""
        return {
            "type": "filter",
            "brands": self.brands,
            "facets": self.facets,
            "min": self.min_price,
            "max": self.max_price,
            "in_stock": self.in_stock,
            "sort": self.sort,
        }

    def keep(self, product: Product) -> bool:
        low, high = parse_dollars(self.min_price), parse_dollars(self.max_price)
        checks = (
            not self.q or matches_text(product, self.q),
            not self.brands or product.brand in self.brands,
            not self.facets or product.facet in self.facets,
            low is None or product.price_cents >= low,
            high is None or product.price_cents <= high,
            not self.in_stock or product.in_stock,
        )
        return all(checks)


@dataclass(frozen=True)
class Listing:
    """One page of results plus the totals the count line and pager need."""

    items: list[Product]
    total: int
    page: int
    pages: int

    def to_json(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "page": self.page,
            "pages": self.pages,
            "items": [p.to_json() for p in self.items],
        }


def run_listing(products: list[Product], query: ListingQuery, page_size: int = PAGE_SIZE) -> Listing:
    """Filter, sort and cut one page (page numbers are clamped into range)."""
    kept = sorted((p for p in products if query.keep(p)), key=SORTS[query.sort][1])
    pages = max(1, (len(kept) + page_size - 1) // page_size)
    page = min(max(query.page, 1), pages)
    return Listing(kept[(page - 1) * page_size : page * page_size], len(kept), page, pages)
