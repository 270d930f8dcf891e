"""Value checks of the bundled demo sites: expected answers and pages computed from their data.

Every value comes from the same data and query code the pages are built from (the catalogue and the
shop's listing filter, the records and the portal's search), never from a number typed into a suite.
Each function takes the running site first, then the suite's arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from wayfinder.demo.catalog import Product, format_price
from wayfinder.demo.records import Criteria, Record, search
from wayfinder.demo.shop_listing import ListingQuery, run_listing
from wayfinder.demo.state import DemoState
from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected


class DemoData(Protocol):
    @property
    def state(self) -> DemoState: ...


# -- shop ------------------------------------------------------------------------------------------


def _cents(dollars: float | int | None) -> int | None:
    return None if dollars is None else round(float(dollars) * 100)


def products(
    site: DemoData,
    *,
    category: str | None = None,
    facet: str | None = None,
    brand: str | None = None,
    under: float | None = None,
    at_most: float | None = None,
    over: float | None = None,
    query: str | None = None,
    in_stock: bool = False,
) -> list[Product]:
    """The products a person means: a category, facet, brand, price bounds (``under`` is strict, as
    people mean it; ``at_most`` is the shop's own inclusive "Max price"), a search query, stock."""
    catalog = site.state.catalog
    if category is not None and category not in catalog.titles:
        raise ConfigError(f"unknown category {category!r} (known: {', '.join(catalog.titles)})")
    pool = catalog.in_category(category) if category else list(catalog.products)
    if query:
        pool = run_listing(pool, ListingQuery(q=query), page_size=10_000).items
    low, high, top = _cents(over), _cents(under), _cents(at_most)
    return [
        p
        for p in pool
        if (facet is None or p.facet == facet)
        and (brand is None or p.brand == brand)
        and (high is None or p.price_cents < high)
        and (top is None or p.price_cents <= top)
        and (low is None or p.price_cents > low)
        and (not in_stock or p.in_stock)
    ]


def _give(product: Product, give: str) -> Expected:
    label = product.name
    if give == "price":
        return Expected("price", (product.price_text,), label)
    if give == "name":
        return Expected("text", (product.name,), format_price(product.price_cents))
    if give == "brand":
        return Expected("text", (product.brand,), label)
    if give == "rating":
        return Expected("number", (str(product.rating),), label)
    if give == "path":
        return Expected("path", (f"/shop/p/{product.id}",), label)
    if give == "stock":
        return Expected("text", ("in stock" if product.in_stock else "out of stock",), label)
    if give.startswith("spec:"):
        key = give.removeprefix("spec:")
        if key not in product.specs:
            raise ConfigError(f"{product.name} has no spec {key!r} (it has {', '.join(product.specs)})")
        return Expected("text", (product.specs[key],), f"{key} of {label}")
    raise ConfigError(f"give={give!r}: use price, name, brand, rating, path, stock or spec:<key>")


def _best(pool: list[Product], by: str, highest: bool, what: str) -> list[Product]:
    """Every product tied for the best value (a person may pick any of them), lowest id first."""
    if not pool:
        raise ConfigError(f"no product matches {what}: the check would have no answer")

    def value(p: Product) -> float:
        return float(p.price_cents) if by == "price" else p.rating

    top = (max if highest else min)(value(p) for p in pool)
    return sorted((p for p in pool if value(p) == top), key=lambda p: p.id)


def _give_any(tied: list[Product], give: str) -> Expected:
    """The value of the best product; for ties, each tied product's value is an alternative."""
    first = _give(tied[0], give)
    values = tuple(dict.fromkeys(v for p in tied for v in _give(p, give).values))
    label = first.label if len(tied) == 1 else f"{len(tied)} tied: " + ", ".join(p.name for p in tied)
    return Expected(first.kind, values, label)


def cheapest(site: DemoData, give: str = "price", **filters: Any) -> Expected:
    """The lowest-priced product of the filters (all tied products count)."""
    return _give_any(_best(products(site, **filters), "price", False, str(filters)), give)


def priciest(site: DemoData, give: str = "price", **filters: Any) -> Expected:
    return _give_any(_best(products(site, **filters), "price", True, str(filters)), give)


def best_rated(site: DemoData, give: str = "name", **filters: Any) -> Expected:
    return _give_any(_best(products(site, **filters), "rating", True, str(filters)), give)


def product(site: DemoData, name: str, give: str = "price") -> Expected:
    """An attribute of the product with exactly this name."""
    found = [p for p in site.state.catalog.products if p.name == name]
    if len(found) != 1:
        raise ConfigError(f"no product is named exactly {name!r}")
    return _give(found[0], give)


def count(site: DemoData, **filters: Any) -> Expected:
    """How many products match the filters."""
    n = len(products(site, **filters))
    return Expected("count", (str(n),), f"products matching {filters}")


def compared(site: DemoData, category: str, give: str = "spec:RAM") -> Expected:
    """A value of both products of the first product's compare page in ``category`` (that product
    and the one its Compare link pairs it with), both required, in that order; ``give="path"``: the
    compare page itself."""
    catalog = site.state.catalog
    if category not in catalog.titles:
        raise ConfigError(f"unknown category {category!r}")
    first = catalog.first_in(category)
    other = catalog.similar(first)
    if give == "path":
        return Expected("path", (f"/shop/compare?ids={first.id},{other.id}",), f"{first.name} compared")
    values = tuple(v for p in (first, other) for v in _give(p, give).values)
    return Expected("text", values, f"{first.name} and {other.name}", require_all=True)


def category_page(site: DemoData, category: str) -> Expected:
    if category not in site.state.catalog.titles:
        raise ConfigError(f"unknown category {category!r}")
    return Expected("path", (f"/shop/c/{category}",), f"the {category} listing")


# -- portal ----------------------------------------------------------------------------------------


def _criteria(
    last: str = "", first: str = "", doc_type: str = "All", since: str = "", until: str = ""
) -> Criteria:
    return Criteria(last=last, first=first, doc_type=doc_type, date_from=since, date_to=until)


def records_matching(site: DemoData, **criteria: str) -> list[Record]:
    wanted = _criteria(**criteria)
    return [r for r in site.state.records if wanted.matches(r)]


def record_count(site: DemoData, **criteria: str) -> Expected:
    """The number of records the portal's search finds (what its "N records found" line says)."""
    total = search(site.state.records, _criteria(**criteria)).total
    return Expected("count", (str(total),), f"records matching {criteria}")


def _record_give(record: Record, give: str) -> Expected:
    label = f"document {record.doc_number}"
    if give == "date":
        return Expected("date", (record.recorded.isoformat(),), label)
    if give == "doc_number":
        return Expected("text", (record.doc_number,), f"{record.doc_type} of {record.first} {record.last}")
    if give == "doc_type":
        return Expected("text", (record.doc_type,), label)
    if give == "parties":
        return Expected("text", (record.parties,), label)
    if give == "book_page":
        return Expected("text", (f"{record.book}/{record.page}",), label)
    if give == "path":
        return Expected("path", (f"/portal/record/{record.id}",), label)
    raise ConfigError(f"give={give!r}: use date, doc_number, doc_type, parties, book_page or path")


def latest_record(site: DemoData, give: str = "date", **criteria: str) -> Expected:
    """The most recently recorded matching document (the portal lists newest first)."""
    found = records_matching(site, **criteria)
    if not found:
        raise ConfigError(f"no record matches {criteria}")
    return _record_give(max(found, key=lambda r: (r.recorded, -r.id)), give)


def oldest_record(site: DemoData, give: str = "date", **criteria: str) -> Expected:
    found = records_matching(site, **criteria)
    if not found:
        raise ConfigError(f"no record matches {criteria}")
    return _record_give(min(found, key=lambda r: (r.recorded, r.id)), give)


def record(site: DemoData, doc_number: str, give: str = "date") -> Expected:
    found = [r for r in site.state.records if r.doc_number == doc_number]
    if len(found) != 1:
        raise ConfigError(f"no record has document number {doc_number!r}")
    return _record_give(found[0], give)


VALUE_CHECKS: dict[str, Callable[..., Expected]] = {
    "cheapest": cheapest,
    "priciest": priciest,
    "best_rated": best_rated,
    "product": product,
    "count": count,
    "compared": compared,
    "category_page": category_page,
    "record_count": record_count,
    "latest_record": latest_record,
    "oldest_record": oldest_record,
    "record": record,
}
