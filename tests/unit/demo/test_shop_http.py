"""The shop over real HTTP (urllib, no browser): listings, product pages, cart, checkout, orders."""

from __future__ import annotations

import json
import re
from html import escape as html_escape

from tests.fixtures.demo import DemoClient
from wayfinder.demo.server import DemoServer


def _cards(html: str) -> list[str]:
    return re.findall(r'<li class="card" data-id="(\d+)">', html)


def _prices(html: str) -> list[float]:
    return [float(p.replace(",", "")) for p in re.findall(r'<span class="price">\$([\d,.]+)</span>', html)]


def test_listing_pages_have_twelve_cards_and_a_count(demo_client: DemoClient) -> None:
    status, _h, page1 = demo_client.get("/shop/c/monitors?consent=1")
    _s, _h, page2 = demo_client.get("/shop/c/monitors?page=2")
    assert status == 200
    assert "40 products" in page1
    assert len(_cards(page1)) == 12 and len(_cards(page2)) == 12
    assert not set(_cards(page1)) & set(_cards(page2))
    assert 'href="/shop/c/monitors?page=2"' in page1 and ">Next</a>" in page1


def test_filters_and_sort_via_query(demo_client: DemoClient, demo: DemoServer) -> None:
    _s, _h, html = demo_client.get("/shop/c/monitors?facet=4K&max=300&sort=price_asc")
    prices = _prices(html)
    expected = [
        p for p in demo.state.catalog.in_category("monitors") if p.facet == "4K" and p.price_cents <= 30000
    ]
    assert f"{len(expected)} products" in html
    assert prices == sorted(prices) and prices and max(prices) <= 300
    assert '"type": "filter"' in html
    _s, _h, by_brand = demo_client.get("/shop/c/monitors?brand=Dell&brand=LG")
    ids = [int(i) for i in _cards(by_brand)]
    assert ids and {demo.state.catalog.by_id[i].brand for i in ids} <= {"Dell", "LG"}


def test_search_finds_matching_products_and_records_the_event(demo_client: DemoClient) -> None:
    _s, _h, html = demo_client.get("/shop/search?q=4K+monitor")
    assert "<h1>Results for &quot;4K monitor&quot;</h1>" in html
    assert '"type": "search", "q": "4K monitor"' in html
    names = re.findall(r'<a class="name" href="/shop/p/\d+">([^<]+)</a>', html)
    assert names and all("4K" in n and "Monitor" in n for n in names)


def test_product_page_in_and_out_of_stock(demo_client: DemoClient, demo: DemoServer) -> None:
    products = demo.state.catalog.products
    in_stock = next(p for p in products if p.in_stock)
    sold_out = next(p for p in products if not p.in_stock)
    _s, _h, html = demo_client.get(f"/shop/p/{in_stock.id}")
    assert f"<h1>{html_escape(in_stock.name)}</h1>" in html
    assert 'id="add-to-cart">Add to cart</button>' in html
    assert 'target="_blank" id="compare-link">Compare</a>' in html
    _s, _h, html = demo_client.get(f"/shop/p/{sold_out.id}")
    assert '<button type="button" id="notify-me" disabled>Notify me</button>' in html
    assert "Add to cart" not in html


def test_spec_sheet_downloads_and_compare_table(demo_client: DemoClient) -> None:
    status, headers, body = demo_client.get("/shop/p/42/spec-sheet.csv")
    assert status == 200
    assert headers["Content-Disposition"] == 'attachment; filename="spec-sheet-42.csv"'
    assert body.startswith("field,value")
    _s, _h, html = demo_client.get("/shop/compare?ids=42,43")
    assert 'id="compare-table"' in html and "Refresh rate" in html


def test_consent_overlay_until_cookie(demo_client: DemoClient) -> None:
    _s, _h, first = demo_client.get("/shop/")
    assert 'id="cookie-overlay"' in first and "We use cookies" in first
    _s, _h, preset = demo_client.get("/shop/?consent=1")
    assert 'id="cookie-overlay"' not in preset
    assert demo_client.cookie("consent") == "accepted"
    _s, _h, later = demo_client.get("/shop/cart")
    assert 'id="cookie-overlay"' not in later


def test_cart_and_checkout_place_an_order(demo_client: DemoClient, demo: DemoServer) -> None:
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    status, _h, body = demo_client.post_json("/shop/api/cart", {"id": product.id, "qty": 2})
    assert status == 200 and json.loads(body)["count"] == 2
    _s, _h, cart = demo_client.get("/shop/cart")
    assert 'class="cart-count">2<' in cart and product.price_text in cart
    form = {
        "name": "Ada Lovelace",
        "email": "ada@example.com",
        "address": "1 Analytical Way",
        "card": "4242 4242 4242 4242",
        "expiry": "12/30",
        "cvc": "123",
    }
    status, headers, _b = demo_client.post("/shop/checkout", form)
    assert status == 303 and headers["Location"] == "/shop/order/1001"
    assert len(demo.orders) == 1
    order = demo.orders[0]
    assert order["order_id"] == 1001 and order["total_cents"] == 2 * product.price_cents
    assert order["card_last4"] == "4242" and "4242 4242" not in json.dumps(order)
    _s, _h, thanks = demo_client.get("/shop/order/1001")
    assert "Thank you, order #1001 placed" in thanks and '"order_id": 1001' in thanks
    _s, _h, api = demo_client.get("/shop/api/orders")
    assert json.loads(api)[0]["order_id"] == 1001
    assert demo_client.cookie("cart") in (None, "")


def test_invalid_checkout_is_rejected(demo_client: DemoClient, demo: DemoServer) -> None:
    demo_client.post("/shop/cart/add", {"id": "1", "qty": "1"})
    status, _h, html = demo_client.post(
        "/shop/checkout", {"name": "X", "email": "nope", "card": "12", "expiry": "1/2"}
    )
    assert status == 400
    assert "Enter a valid email address" in html and "Use MM/YY" in html
    assert "Shipping address is required" in html
    assert demo.orders == []


def test_remove_from_cart_and_out_of_stock_add(demo_client: DemoClient, demo: DemoServer) -> None:
    sold_out = next(p for p in demo.state.catalog.products if not p.in_stock)
    status, _h, body = demo_client.post_json("/shop/api/cart", {"id": sold_out.id})
    assert status == 409 and "out of stock" in body
    demo_client.post("/shop/cart/add", {"id": "1", "qty": "1"})
    status, headers, _b = demo_client.post("/shop/cart/remove", {"id": "1"})
    assert status == 303 and headers["Location"] == "/shop/cart?removed=1"
    _s, _h, cart = demo_client.get("/shop/cart?removed=1")
    assert "Your cart is empty." in cart and '"type": "remove_from_cart"' in cart


def test_reset_clears_orders_and_flags(demo_client: DemoClient, demo: DemoServer) -> None:
    demo.state.place_order({"items": [], "total_cents": 0})
    demo.flags["portal_drift"] = True
    status, _h, _b = demo_client.post("/__reset", {})
    assert status == 200
    assert demo.orders == [] and demo.flags == {}


def test_big_page_and_json_endpoints(demo_client: DemoClient) -> None:
    _s, _h, html = demo_client.get("/shop/big?consent=1")
    assert html.count("<tr><td>") == 2000 and "2000 rows" in html
    assert len(re.findall(r'<(?:input|select|textarea)[^>]* id="field-\d+"', html)) == 300
    _s, _h, deals = demo_client.get("/shop/api/deals?offset=48&limit=12")
    assert len(json.loads(deals)["items"]) == 12
    _s, _h, listing = demo_client.get("/shop/api/products?category=monitors&page=4")
    data = json.loads(listing)
    assert data["total"] == 40 and data["page"] == 4 and len(data["items"]) == 4


def test_lab_redirect_and_download(demo_client: DemoClient, demo: DemoServer) -> None:
    status, headers, _b = demo_client.get("/lab/redirect?to=https://example.invalid/x")
    assert status == 302 and headers["Location"] == "https://example.invalid/x"
    status, headers, body = demo_client.get("/lab/files/report.csv")
    assert headers["Content-Disposition"].startswith("attachment") and body.startswith("quarter,")
    assert ("GET", "/lab/files/report.csv") in demo.requests
