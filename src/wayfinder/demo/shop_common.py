"""Pieces every shop page shares: the header, the cookie-consent overlay, the cart cookie, cards.

The consent overlay is deliberately obstructive (a fixed, full-viewport layer above everything) because
the agent must learn to dismiss it; ``?consent=1`` on any shop URL presets the cookie so tests that are
not about the overlay can skip it.
"""

from __future__ import annotations

from typing import Any

from wayfinder.demo.catalog import Catalog, Product, format_price
from wayfinder.demo.layout import esc, events_script, page
from wayfinder.demo.web import Request, Response, html

CART_COOKIE = "cart"
CONSENT_COOKIE = "consent"
SHOP_NAME = "VoltMart"
MAX_QTY = 10


def parse_cart(value: str) -> dict[int, int]:
    """``"12:1,40:2"`` -> ``{12: 1, 40: 2}``; malformed parts are dropped, quantities capped."""
    cart: dict[int, int] = {}
    for part in value.split(","):
        pid, _, qty = part.partition(":")
        if pid.strip().isdigit() and qty.strip().isdigit() and int(qty) > 0:
            cart[int(pid)] = min(int(qty), MAX_QTY)
    return cart


def format_cart(cart: dict[int, int]) -> str:
    return ",".join(f"{pid}:{qty}" for pid, qty in cart.items() if qty > 0)


def read_cart(request: Request) -> dict[int, int]:
    """The cart from the cookie, keeping only ids that exist in the catalogue."""
    cart = parse_cart(request.cookies.get(CART_COOKIE, ""))
    return {pid: qty for pid, qty in cart.items() if pid in request.state.catalog.by_id}


def cart_lines(catalog: Catalog, cart: dict[int, int]) -> list[tuple[Product, int]]:
    return [(catalog.by_id[pid], qty) for pid, qty in cart.items()]


def cart_total(catalog: Catalog, cart: dict[int, int]) -> int:
    return sum(p.price_cents * qty for p, qty in cart_lines(catalog, cart))


def _header(catalog: Catalog, cart_count: int) -> str:
    nav = "".join(f'<a href="/shop/c/{slug}">{esc(title)}</a>' for slug, title in catalog.titles.items())
    return (
        '<header class="site-header"><div class="bar">'
        f'<a class="logo" href="/shop/">{SHOP_NAME}</a>'
        f'<nav aria-label="Categories">{nav}<a href="/shop/deals">Deals</a>'
        '<a href="/shop/new">New arrivals</a></nav>'
        '<form role="search" action="/shop/search" method="get">'
        '<input id="header-q" type="search" name="q" placeholder="Search products" aria-label="Search products">'
        '<button type="submit">Search</button></form>'
        f'<a class="cart-link" href="/shop/cart">Cart (<span class="cart-count">{cart_count}</span>)</a>'
        "</div></header>"
    )


CONSENT_OVERLAY = (
    '<div id="cookie-overlay" role="dialog" aria-modal="true" aria-labelledby="cookie-title">'
    '<div class="dialog"><h2 id="cookie-title">We use cookies</h2>'
    "<p>We use cookies to keep your cart, remember your preferences and measure how the site is used. "
    "You can accept all cookies or reject the optional ones.</p>"
    '<div class="actions"><button type="button" id="cookie-reject">Reject</button>'
    '<button type="button" id="cookie-accept" class="primary">Accept all</button></div></div></div>'
)


def shop_page(
    request: Request,
    title: str,
    body: str,
    *,
    events: tuple[dict[str, Any], ...] = (),
    status: int = 200,
    cart: dict[int, int] | None = None,
) -> Response:
    """Wrap a shop body in the header, the consent overlay (unless consented) and the shop script."""
    preset = request.arg("consent") == "1"
    consented = preset or bool(request.cookies.get(CONSENT_COOKIE))
    count = sum((cart if cart is not None else read_cart(request)).values())
    overlay = "" if consented else CONSENT_OVERLAY
    content = (
        f"{_header(request.state.catalog, count)}\n<main>{body}</main>\n{overlay}{events_script(*events)}"
    )
    response = html(page(f"{title} | {SHOP_NAME}", content, scripts=("shop.js",), body_class="shop"), status)
    if preset:
        response.set_cookie(CONSENT_COOKIE, "accepted")
    return response


def stock_badge(product: Product) -> str:
    if product.in_stock:
        return '<span class="badge">In stock</span>'
    return '<span class="badge out">Out of stock</span>'


def card(product: Product, *, deal_cents: int | None = None) -> str:
    """One listing card; the JS renderer in shop.js builds the same markup from the JSON shape."""
    price = f'<span class="price">{format_price(deal_cents if deal_cents is not None else product.price_cents)}</span>'
    if deal_cents is not None:
        price += f' <s class="muted">{product.price_text}</s> <span class="badge deal">Deal</span>'
    return (
        f'<li class="card" data-id="{product.id}">'
        f'<a class="name" href="/shop/p/{product.id}">{esc(product.name)}</a>'
        f'<span class="brand">{esc(product.brand)}</span>'
        f'<span class="spec muted">{esc(product.short_spec)}</span>'
        f"<div>{price}</div>"
        f'<span class="rating" aria-label="Rated {product.rating} out of 5">&#9733; {product.rating}</span>'
        f"{stock_badge(product)}</li>"
    )
