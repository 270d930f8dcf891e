"""Shop browsing pages: home, category listings, search results, product pages, compare, spec sheets."""

from __future__ import annotations

from typing import Any

from wayfinder.demo.catalog import Product
from wayfinder.demo.layout import esc, not_found, pager
from wayfinder.demo.shop_common import card, shop_page, stock_badge
from wayfinder.demo.shop_listing import SORTS, ListingQuery, run_listing
from wayfinder.demo.web import Request, Response, Router, attachment, html, with_query


def home(request: Request) -> Response:
    catalog = request.state.catalog
    tiles = "".join(
        f'<li><a href="/shop/c/{slug}">{esc(title)}</a></li>' for slug, title in catalog.titles.items()
    )
    featured = sorted(catalog.products, key=lambda p: (-p.rating, p.id))[:8]
    body = (
        "<h1>Electronics for work and play</h1>"
        '<form class="home-search" role="search" action="/shop/search" method="get">'
        '<label for="q">Search products</label> '
        '<input id="q" type="search" name="q" placeholder="e.g. 4K monitor, noise cancelling"> '
        '<button type="submit" class="primary">Search</button></form>'
        f'<h2>Shop by category</h2><ul class="tiles">{tiles}</ul>'
        '<p><a href="/shop/deals">Today\'s deals</a> · <a href="/shop/new">New arrivals</a></p>'
        f'<h2>Top rated</h2><ul class="cards">{"".join(card(p) for p in featured)}</ul>'
    )
    return shop_page(request, "Home", body)


def _checkbox_group(legend: str, name: str, options: list[str], chosen: list[str]) -> str:
    rows = []
    for index, option in enumerate(options):
        box_id = f"{name}-{index}"
        checked = " checked" if option in chosen else ""
        rows.append(
            f'<label class="row" for="{box_id}"><input type="checkbox" id="{box_id}" name="{name}" '
            f'value="{esc(option)}"{checked}> {esc(option)}</label>'
        )
    return f"<fieldset><legend>{esc(legend)}</legend>{''.join(rows)}</fieldset>"


def _filters(action: str, query: ListingQuery, products: list[Product], facet_label: str) -> str:
    """The filter sidebar: one GET form, so "Apply" yields a readable URL."""
    brands = sorted({p.brand for p in products})
    facets = sorted({p.facet for p in products})
    hidden_q = f'<input type="hidden" name="q" value="{esc(query.q)}">' if query.q else ""
    stock = " checked" if query.in_stock else ""
    return (
        f'<aside class="filters"><form id="filter-form" action="{esc(action)}" method="get">{hidden_q}'
        f"{_checkbox_group('Brand', 'brand', brands, query.brands)}"
        f"{_checkbox_group(facet_label, 'facet', facets, query.facets)}"
        '<fieldset class="price-inputs"><legend>Price</legend>'
        f'<label for="min-price">Min price ($)</label> <input id="min-price" name="min" inputmode="decimal" '
        f'value="{esc(query.min_price)}"><br><label for="max-price">Max price ($)</label> '
        f'<input id="max-price" name="max" inputmode="decimal" value="{esc(query.max_price)}"></fieldset>'
        f'<fieldset><label class="row" for="in-stock"><input type="checkbox" id="in-stock" name="stock" value="1"'
        f"{stock}> In stock only</label></fieldset>"
        '<button type="submit" class="primary" id="apply-filters">Apply</button> '
        f'<a href="{esc(with_query(action, {"q": query.q}))}">Clear</a></form></aside>'
    )


def _sort_select(query: ListingQuery) -> str:
    options = "".join(
        f'<option value="{key}"{" selected" if key == query.sort else ""}>{esc(label)}</option>'
        for key, (label, _key) in SORTS.items()
    )
    return (
        '<label for="sort">Sort by</label> '
        f'<select id="sort" name="sort" form="filter-form" data-autosubmit="1">{options}</select>'
    )


def listing_body(
    request: Request, heading: str, action: str, pool: list[Product], facet_label: str, *, late: bool = False
) -> str:
    """Filters + count line + cards + pager. With ``late`` the cards arrive by fetch after first paint."""
    query = ListingQuery.from_request(request)
    result = run_listing(pool, query)
    if late:
        slug = action.removeprefix("/shop/c/") if action.startswith("/shop/c/") else ""
        api = with_query("/shop/api/products", {**query.params(), "page": str(result.page), "category": slug})
        cards = '<li class="card skeleton" aria-hidden="true">Loading...</li>' * 2
        count = '<p class="count" id="product-count">Loading products...</p>'
        list_attrs = f' data-src="{esc(api)}" data-delay="800" data-loaded="0"'
    else:
        cards = "".join(card(p) for p in result.items)
        count = f'<p class="count" id="product-count">{result.total} products</p>'
        list_attrs = ' data-loaded="1"'
    if result.total == 0 and not late:
        cards = '<li class="empty">No products match your filters.</li>'
    return (
        f"<h1>{esc(heading)}</h1>"
        f'<div class="layout">{_filters(action, query, pool, facet_label)}<section>'
        f'<div class="toolbar">{count}<div>{_sort_select(query)}</div></div>'
        f'<ul class="cards" id="product-list"{list_attrs}>{cards}</ul>'
        f"{pager(action, query.params(), result.page, result.pages)}</section></div>"
    )


def _listing_events(request: Request) -> tuple[dict[str, Any], ...]:
    query = ListingQuery.from_request(request)
    return (query.event(),) if query.filtered or query.sort != "featured" else ()


def category(request: Request) -> Response:
    catalog = request.state.catalog
    slug = request.params["slug"]
    if slug not in catalog.titles:
        return html(not_found("Category"), 404)
    body = listing_body(
        request,
        catalog.titles[slug],
        f"/shop/c/{slug}",
        catalog.in_category(slug),
        catalog.facet_labels[slug],
        late=request.arg("late") == "1",
    )
    return shop_page(request, catalog.titles[slug], body, events=_listing_events(request))


def search(request: Request) -> Response:
    q = request.arg("q")
    catalog = request.state.catalog
    heading = f'Results for "{q}"' if q else "All products"
    body = listing_body(request, heading, "/shop/search", catalog.products, "Type")
    total = run_listing(catalog.products, ListingQuery.from_request(request)).total
    events = ({"type": "search", "q": q, "total": total}, *_listing_events(request))
    return shop_page(request, heading, body, events=events)


def _buybox(product: Product, compare_id: int) -> str:
    if product.in_stock:
        qty = "".join(f'<option value="{n}">{n}</option>' for n in range(1, 6))
        action = (
            f'<form class="add-to-cart" method="post" action="/shop/cart/add" data-id="{product.id}">'
            f'<input type="hidden" name="id" value="{product.id}">'
            f'<label for="qty">Quantity</label> <select id="qty" name="qty">{qty}</select> '
            '<button type="submit" class="primary" id="add-to-cart">Add to cart</button></form>'
            '<p id="cart-status" role="status" class="muted"></p>'
        )
    else:
        action = (
            '<p class="error">Currently out of stock.</p>'
            '<button type="button" id="notify-me" disabled>Notify me</button>'
        )
    return (
        f'<aside class="buybox"><span class="price" id="price">{product.price_text}</span>'
        f"{stock_badge(product)}{action}"
        f'<a href="/shop/compare?ids={product.id},{compare_id}" target="_blank" id="compare-link">Compare</a>'
        f'<a href="/shop/p/{product.id}/spec-sheet.csv" id="spec-sheet">Download spec sheet</a></aside>'
    )


def _reviews(product: Product) -> str:
    if not product.reviews:
        return (
            '<section class="reviews"><h2>Customer reviews</h2><p class="muted">No reviews yet.</p></section>'
        )
    items = "".join(
        f'<article class="review"><strong>{"&#9733;" * r.stars} {esc(r.title)}</strong>'
        f'<p class="review-text">{esc(r.text)}</p><p class="muted">by {esc(r.author)}</p></article>'
        for r in product.reviews
    )
    return f'<section class="reviews"><h2>Customer reviews</h2>{items}</section>'


def product_page(request: Request) -> Response:
    catalog = request.state.catalog
    product = catalog.by_id.get(int(request.params["pid"]))
    if product is None:
        return html(not_found("Product"), 404)
    rows = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in product.specs.items())
    title = catalog.titles[product.category]
    body = (
        f'<p class="muted"><a href="/shop/">Home</a> › <a href="/shop/c/{product.category}">{esc(title)}</a></p>'
        f'<div class="product"><div><h1>{esc(product.name)}</h1>'
        f'<p>by <span class="brand">{esc(product.brand)}</span> · &#9733; {product.rating} '
        f"({product.review_count} ratings)</p>"
        f'<h2>Specifications</h2><table class="specs"><tbody>'
        f"<tr><th>Brand</th><td>{esc(product.brand)}</td></tr>{rows}</tbody></table>"
        f"{_reviews(product)}</div>{_buybox(product, catalog.similar(product).id)}</div>"
    )
    return shop_page(request, product.name, body, events=({"type": "view_product", "id": product.id},))


def compare(request: Request) -> Response:
    catalog = request.state.catalog
    ids = [int(part) for part in request.arg("ids").split(",") if part.strip().isdigit()]
    products = [catalog.by_id[i] for i in ids if i in catalog.by_id]
    if not products:
        return html(not_found("Products to compare"), 404)
    keys: list[str] = []
    for product in products:
        keys += [k for k in product.specs if k not in keys]
    head = "".join(f'<th scope="col"><a href="/shop/p/{p.id}">{esc(p.name)}</a></th>' for p in products)
    rows = [
        "<tr><th scope='row'>Price</th>" + "".join(f"<td>{p.price_text}</td>" for p in products) + "</tr>",
        "<tr><th scope='row'>Brand</th>" + "".join(f"<td>{esc(p.brand)}</td>" for p in products) + "</tr>",
        "<tr><th scope='row'>Rating</th>" + "".join(f"<td>{p.rating}</td>" for p in products) + "</tr>",
    ]
    for key in keys:
        cells = "".join(f"<td>{esc(p.specs.get(key, '-'))}</td>" for p in products)
        rows.append(f"<tr><th scope='row'>{esc(key)}</th>{cells}</tr>")
    body = (
        "<h1>Compare products</h1>"
        f'<table id="compare-table"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )
    return shop_page(request, "Compare", body, events=({"type": "compare", "ids": [p.id for p in products]},))


def spec_sheet(request: Request) -> Response:
    product = request.state.catalog.by_id.get(int(request.params["pid"]))
    if product is None:
        return html(not_found("Product"), 404)
    lines = ["field,value", f'name,"{product.name}"', f"brand,{product.brand}", f"price,{product.price_text}"]
    lines += [f'{key},"{value}"' for key, value in product.specs.items()]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    return attachment(data, f"spec-sheet-{product.id}.csv", "text/csv; charset=utf-8")


def register(router: Router) -> None:
    router.get("/shop/?", home)
    router.get(r"/shop/c/(?P<slug>[a-z-]+)", category)
    router.get("/shop/search", search)
    router.get(r"/shop/p/(?P<pid>\d+)", product_page)
    router.get(r"/shop/p/(?P<pid>\d+)/spec-sheet\.csv", spec_sheet)
    router.get("/shop/compare", compare)
