"""Cart and checkout: the cart lives in a cookie, placed orders in the server's order log.

Checkout ends with a POST that appends to ``DemoServer.orders`` and redirects to a "Thank you, order #N
placed" page (post/redirect/get, so a reload never places a second order). Only the last four card
digits are kept: the demo should model how a real shop treats card data.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder.demo.catalog import format_price
from wayfinder.demo.layout import esc, not_found
from wayfinder.demo.shop_common import (
    CART_COOKIE,
    MAX_QTY,
    cart_lines,
    cart_total,
    format_cart,
    read_cart,
    shop_page,
)
from wayfinder.demo.web import Request, Response, Router, html, json_response, redirect

CHECKOUT_FIELDS = [
    ("name", "Full name", "text", "name"),
    ("email", "Email", "email", "email"),
    ("address", "Shipping address", "text", "street-address"),
    ("card", "Card number", "text", "cc-number"),
    ("expiry", "Expiry (MM/YY)", "text", "cc-exp"),
    ("cvc", "CVC", "text", "cc-csc"),
]


def _add(request: Request, pid: int, qty: int) -> tuple[dict[int, int], str | None]:
    """The cart after adding; the error text when the product is unknown or out of stock."""
    cart = read_cart(request)
    product = request.state.catalog.by_id.get(pid)
    if product is None:
        return cart, f"unknown product id {pid}"
    if not product.in_stock:
        return cart, f"{product.name} is out of stock"
    cart[pid] = min(cart.get(pid, 0) + max(qty, 1), MAX_QTY)
    return cart, None


def add_form(request: Request) -> Response:
    """No-JS fallback of "Add to cart": update the cookie, then show the cart."""
    pid, qty = request.arg("id"), request.arg("qty", "1")
    cart, error = _add(request, int(pid) if pid.isdigit() else 0, int(qty) if qty.isdigit() else 1)
    if error:
        return shop_page(request, "Cart", f'<p class="error">{esc(error)}</p>', status=409)
    return redirect(f"/shop/cart?added={pid}").set_cookie(CART_COOKIE, format_cart(cart))


def add_api(request: Request) -> Response:
    """``POST /shop/api/cart`` with JSON ``{"id": 12, "qty": 1}``, used by the product page script."""
    try:
        data = request.json()
        pid, qty = int(data["id"]), int(data.get("qty", 1))
    except (ValueError, KeyError, TypeError):
        return json_response({"ok": False, "error": 'expected JSON {"id": <int>, "qty": <int>}'}, 400)
    cart, error = _add(request, pid, qty)
    if error:
        return json_response({"ok": False, "error": error}, 409)
    payload = {"ok": True, "id": pid, "count": sum(cart.values())}
    return json_response(payload).set_cookie(CART_COOKIE, format_cart(cart))


def remove(request: Request) -> Response:
    cart = read_cart(request)
    pid = request.arg("id")
    cart.pop(int(pid) if pid.isdigit() else 0, None)
    return redirect(f"/shop/cart?removed={pid}").set_cookie(CART_COOKIE, format_cart(cart) or None)


def update(request: Request) -> Response:
    cart = read_cart(request)
    pid, qty = request.arg("id"), request.arg("qty")
    if pid.isdigit() and int(pid) in cart and qty.isdigit():
        cart[int(pid)] = min(int(qty), MAX_QTY)
    return redirect("/shop/cart").set_cookie(CART_COOKIE, format_cart(cart) or None)


def _cart_row(pid: int, name: str, price: int, qty: int) -> str:
    options = "".join(f"<option{' selected' if n == qty else ''}>{n}</option>" for n in range(1, MAX_QTY + 1))
    return (
        f'<tr data-id="{pid}"><td><a href="/shop/p/{pid}">{esc(name)}</a></td><td>{format_price(price)}</td>'
        f'<td><form method="post" action="/shop/cart/update"><input type="hidden" name="id" value="{pid}">'
        f'<label for="qty-{pid}" class="muted">Qty</label> <select id="qty-{pid}" name="qty">{options}</select> '
        '<button type="submit">Update</button></form></td>'
        f"<td>{format_price(price * qty)}</td>"
        f'<td><form method="post" action="/shop/cart/remove"><input type="hidden" name="id" value="{pid}">'
        f'<button type="submit" aria-label="Remove {esc(name)}">Remove</button></form></td></tr>'
    )


def cart_page(request: Request) -> Response:
    catalog = request.state.catalog
    cart = read_cart(request)
    events: list[dict[str, Any]] = []
    for key, kind in (("added", "add_to_cart"), ("removed", "remove_from_cart")):
        if request.arg(key).isdigit():
            events.append({"type": kind, "id": int(request.arg(key))})
    if not cart:
        body = '<h1>Your cart</h1><p id="cart-empty">Your cart is empty.</p><p><a href="/shop/">Continue shopping</a></p>'
        return shop_page(request, "Cart", body, events=tuple(events), cart=cart)
    rows = "".join(_cart_row(p.id, p.name, p.price_cents, qty) for p, qty in cart_lines(catalog, cart))
    total = format_price(cart_total(catalog, cart))
    body = (
        '<h1>Your cart</h1><table id="cart-table"><thead><tr><th>Product</th><th>Price</th><th>Quantity</th>'
        f"<th>Subtotal</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
        f'<p class="price">Total: <span id="cart-total">{total}</span></p>'
        '<p><a class="button primary" href="/shop/checkout" id="checkout">Checkout</a> '
        '<a href="/shop/">Continue shopping</a></p>'
    )
    return shop_page(request, "Cart", body, events=tuple(events), cart=cart)


def _checkout_form(values: dict[str, str], errors: dict[str, str]) -> str:
    rows = []
    for name, label, kind, auto in CHECKOUT_FIELDS:
        value = "" if name in ("card", "cvc") else values.get(name, "")
        error = f'<span class="error" id="{name}-error">{esc(errors[name])}</span>' if name in errors else ""
        rows.append(
            f'<label for="{name}">{esc(label)}</label><div><input id="{name}" name="{name}" type="{kind}" '
            f'autocomplete="{auto}" value="{esc(value)}" required> {error}</div>'
        )
    return (
        f'<form class="checkout-form" method="post" action="/shop/checkout" id="checkout-form">{"".join(rows)}'
        '<span></span><div><button type="submit" class="primary" id="place-order">Place order</button></div></form>'
    )


def _summary(request: Request, cart: dict[int, int]) -> str:
    catalog = request.state.catalog
    items = "".join(
        f"<li>{qty} x {esc(p.name)} - {p.price_text}</li>" for p, qty in cart_lines(catalog, cart)
    )
    total = format_price(cart_total(catalog, cart))
    return f'<h2>Order summary</h2><ul id="order-summary">{items}</ul><p class="price">Total: {total}</p>'


def checkout_page(request: Request) -> Response:
    cart = read_cart(request)
    if not cart:
        body = (
            '<h1>Checkout</h1><p id="cart-empty">Your cart is empty.</p><p><a href="/shop/">Shop now</a></p>'
        )
        return shop_page(request, "Checkout", body, cart=cart)
    body = f"<h1>Checkout</h1>{_summary(request, cart)}<h2>Payment and shipping</h2>{_checkout_form({}, {})}"
    return shop_page(request, "Checkout", body, cart=cart)


def validate(values: dict[str, str]) -> dict[str, str]:
    """Field name -> message for every invalid field (empty when the form is acceptable)."""
    errors = {name: f"{label} is required" for name, label, _k, _a in CHECKOUT_FIELDS if not values.get(name)}
    checks = {
        "email": (r"[^@\s]+@[^@\s]+\.[^@\s]+", "Enter a valid email address"),
        "card": (r"\d{12,19}", "Enter a card number of 12-19 digits"),
        "expiry": (r"(0[1-9]|1[0-2])\s*/\s*\d{2}", "Use MM/YY"),
        "cvc": (r"\d{3,4}", "Enter the 3 or 4 digit code"),
    }
    for name, (pattern, message) in checks.items():
        value = values.get(name, "").replace(" ", "") if name == "card" else values.get(name, "")
        if name not in errors and not re.fullmatch(pattern, value):
            errors[name] = message
    return errors


def place_order(request: Request) -> Response:
    catalog = request.state.catalog
    cart = read_cart(request)
    if not cart:
        body = '<h1>Checkout</h1><p class="error">Your cart is empty.</p>'
        return shop_page(request, "Checkout", body, status=400, cart=cart)
    values = {name: request.arg(name) for name, _l, _k, _a in CHECKOUT_FIELDS}
    errors = validate(values)
    if errors:
        body = (
            f"<h1>Checkout</h1>{_summary(request, cart)}"
            '<p class="error" role="alert">Please correct the highlighted fields.</p>'
            f"{_checkout_form(values, errors)}"
        )
        return shop_page(request, "Checkout", body, status=400, cart=cart)
    items = [
        {"id": p.id, "name": p.name, "qty": qty, "price_cents": p.price_cents}
        for p, qty in cart_lines(catalog, cart)
    ]
    number = request.state.place_order(
        {
            "items": items,
            "total_cents": cart_total(catalog, cart),
            "name": values["name"],
            "email": values["email"],
            "address": values["address"],
            "card_last4": values["card"].replace(" ", "")[-4:],
        }
    )
    return redirect(f"/shop/order/{number}").set_cookie(CART_COOKIE, None)


def order_page(request: Request) -> Response:
    number = int(request.params["number"])
    order = next((o for o in request.state.orders if o["order_id"] == number), None)
    if order is None:
        return html(not_found("Order"), 404)
    body = (
        f'<h1 id="order-confirmation">Thank you, order #{number} placed</h1>'
        f"<p>A confirmation was sent to {esc(order['email'])}. Total charged: {format_price(order['total_cents'])} "
        f'(card ending {esc(order["card_last4"])}).</p><p><a href="/shop/">Continue shopping</a></p>'
    )
    return shop_page(
        request, "Order placed", body, events=({"type": "order_placed", "order_id": number},), cart={}
    )


def orders_api(request: Request) -> Response:
    return json_response(request.state.orders)


def register(router: Router) -> None:
    router.get("/shop/cart", cart_page)
    router.post("/shop/cart/add", add_form)
    router.post("/shop/cart/remove", remove)
    router.post("/shop/cart/update", update)
    router.post("/shop/api/cart", add_api)
    router.get("/shop/checkout", checkout_page)
    router.post("/shop/checkout", place_order)
    router.get(r"/shop/order/(?P<number>\d+)", order_page)
    router.get("/shop/api/orders", orders_api)
