"""Shop pages that exercise timing and scale: late-filled lists, infinite scroll, and one huge page.

- ``/shop/new`` and ``/shop/c/<cat>?late=1`` paint almost nothing, then fill in by fetch after ~800 ms
  and set ``data-loaded="1"`` on the list (observation must wait for the page to settle).
- ``/shop/deals`` appends 12 deals each time its sentinel scrolls into view, up to 60.
- ``/shop/big`` is a 2,000-row table plus a 300-field form, for observation benchmarks.
"""

from __future__ import annotations

import random
from functools import lru_cache

from wayfinder.demo.catalog import Catalog, format_price
from wayfinder.demo.layout import esc, pager
from wayfinder.demo.shop_common import card, shop_page
from wayfinder.demo.shop_listing import ListingQuery, run_listing
from wayfinder.demo.web import Request, Response, Router, json_response

DEALS_BATCH = 12
BIG_ROWS = 2000
BIG_PAGES = 10
BIG_FIELDS = 300


def products_api(request: Request) -> Response:
    """The JSON twin of a listing page (same query parameters, plus ``category``)."""
    catalog = request.state.catalog
    slug = request.arg("category")
    pool = catalog.in_category(slug) if slug in catalog.titles else catalog.products
    return json_response(run_listing(pool, ListingQuery.from_request(request)).to_json())


def new_arrivals(request: Request) -> Response:
    body = (
        "<h1>New arrivals</h1>"
        '<p class="count" id="product-count">Loading products...</p>'
        '<ul class="cards" id="product-list" data-src="/shop/api/new" data-delay="800" data-loaded="0">'
        '<li class="card skeleton" aria-hidden="true">Loading...</li></ul>'
    )
    return shop_page(request, "New arrivals", body)


def new_api(request: Request) -> Response:
    items = request.state.catalog.new_arrivals
    return json_response({"total": len(items), "page": 1, "pages": 1, "items": [p.to_json() for p in items]})


def _deal_item(catalog: Catalog, index: int) -> str:
    product, cents = catalog.deals[index]
    return card(product, deal_cents=cents).replace('class="card"', 'class="card deal-row"', 1)


def deals(request: Request) -> Response:
    catalog = request.state.catalog
    first = "".join(_deal_item(catalog, i) for i in range(DEALS_BATCH))
    total = len(catalog.deals)
    body = (
        "<h1>Today's deals</h1>"
        f'<p class="muted">Scroll down for more. <span id="deal-count">{DEALS_BATCH}</span> of {total} deals shown.</p>'
        f'<ol class="deal-list" id="deal-list">{first}</ol>'
        f'<div id="deals-sentinel" class="sentinel" data-next="{DEALS_BATCH}" data-total="{total}">'
        "Loading more deals...</div>"
    )
    return shop_page(request, "Deals", body)


def deals_api(request: Request) -> Response:
    catalog = request.state.catalog
    offset_text, limit_text = request.arg("offset", "0"), request.arg("limit", str(DEALS_BATCH))
    offset = int(offset_text) if offset_text.isdigit() else 0
    limit = min(int(limit_text) if limit_text.isdigit() else DEALS_BATCH, 60)
    chunk = catalog.deals[offset : offset + limit]
    items = [{**p.to_json(), "deal_price": format_price(cents)} for p, cents in chunk]
    return json_response({"offset": offset, "total": len(catalog.deals), "items": items})


@lru_cache(maxsize=BIG_PAGES)
def _big_rows(page: int) -> str:
    """2,000 deterministic inventory rows for one page of the big table (cached: built once per page)."""
    catalog = _catalog()
    rng = random.Random(f"big:{page}")
    warehouses = ["Reno NV", "Columbus OH", "Dallas TX", "Newark NJ", "Tacoma WA"]
    rows = []
    for i in range(BIG_ROWS):
        number = (page - 1) * BIG_ROWS + i + 1
        product = catalog.products[number % len(catalog.products)]
        rows.append(
            f"<tr><td>{number}</td><td>SKU-{number:06d}</td><td>{esc(product.name)}</td>"
            f"<td>{product.category}</td><td>{product.price_text}</td><td>{rng.randint(0, 480)}</td>"
            f"<td>{rng.choice(warehouses)}</td><td>2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}</td></tr>"
        )
    return "".join(rows)


@lru_cache(maxsize=1)
def _catalog() -> Catalog:
    return Catalog()


_FIELD_LABELS = [
    "Company name", "Contact email", "Employees", "Founded on", "Phone", "Website",
    "Region", "Notes", "Subscribe to updates", "Preferred time",
]  # fmt: skip
_FIELD_TYPES = ["text", "email", "number", "date", "tel", "url", "select", "textarea", "checkbox", "time"]


def _big_field(index: int) -> str:
    kind = _FIELD_TYPES[index % len(_FIELD_TYPES)]
    label = f"{_FIELD_LABELS[index % len(_FIELD_LABELS)]} {index // len(_FIELD_LABELS) + 1}"
    fid = f"field-{index + 1}"
    if kind == "select":
        options = "".join(f"<option>{r}</option>" for r in ["North", "South", "East", "West"])
        control = f'<select id="{fid}" name="{fid}">{options}</select>'
    elif kind == "textarea":
        control = f'<textarea id="{fid}" name="{fid}" rows="2"></textarea>'
    elif kind == "checkbox":
        return f'<div class="field"><label for="{fid}"><input type="checkbox" id="{fid}" name="{fid}"> {label}</label></div>'
    else:
        control = f'<input id="{fid}" name="{fid}" type="{kind}">'
    return f'<div class="field"><label for="{fid}">{label}</label>{control}</div>'


@lru_cache(maxsize=1)
def _big_form() -> str:
    fields = "".join(_big_field(i) for i in range(BIG_FIELDS))
    return (
        f'<form id="big-form" class="big-form" method="post" action="/lab/echo">{fields}'
        '<div><button type="submit" class="primary">Save all</button></div></form>'
    )


def big(request: Request) -> Response:
    page_text = request.arg("page", "1")
    page = min(max(int(page_text) if page_text.isdigit() else 1, 1), BIG_PAGES)
    body = (
        "<h1>Inventory report</h1>"
        f"{pager('/shop/big', {}, page, BIG_PAGES)}"
        f'<p class="count" id="row-count">{BIG_ROWS} rows</p>'
        '<table class="big-table" id="big-table"><thead><tr><th>#</th><th>SKU</th><th>Product</th>'
        "<th>Category</th><th>Price</th><th>Stock</th><th>Warehouse</th><th>Updated</th></tr></thead>"
        f"<tbody>{_big_rows(page)}</tbody></table>"
        f"<h2>Supplier profile</h2>{_big_form()}"
    )
    return shop_page(request, "Inventory report", body)


def register(router: Router) -> None:
    router.get("/shop/api/products", products_api)
    router.get("/shop/new", new_arrivals)
    router.get("/shop/api/new", new_api)
    router.get("/shop/deals", deals)
    router.get("/shop/api/deals", deals_api)
    router.get("/shop/big", big)
