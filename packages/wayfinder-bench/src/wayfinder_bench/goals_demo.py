"""The ``demo`` site provider: the bundled shop and records portal for goal suites.

The site is the same ``DemoServer`` the tests and ``wayfinder demo`` use, on a free port. State
checks read the site's own state: the cart the browser holds (the shop keeps it in a cookie, read
with the shop's own parser) and the server's order log.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import unquote

from wayfinder.demo.catalog import Product
from wayfinder.demo.server import DemoServer
from wayfinder.demo.shop_common import CART_COOKIE, parse_cart
from wayfinder.demo.state import DemoState
from wayfinder.errors import ConfigError
from wayfinder.judge.demo import VALUE_CHECKS
from wayfinder.judge.values import Verdict
from wayfinder_bench.goals_sites import AfterRun, Site, SiteProvider


class DemoSite:
    """A started DemoServer seen as a goal-suite Site."""

    def __init__(self, server: DemoServer) -> None:
        self.server = server

    @property
    def base_url(self) -> str:
        return self.server.url

    @property
    def state(self) -> DemoState:
        return self.server.state

    def reset(self) -> None:
        self.server.reset()


@contextmanager
def start_demo() -> Iterator[Site]:
    with DemoServer() as server:
        yield DemoSite(server)


def _demo(site: Site) -> DemoSite:
    if not isinstance(site, DemoSite):
        raise ConfigError("a demo check ran against a site that is not the demo server")
    return site


def _named(site: DemoSite, name: str) -> Product:
    found = [p for p in site.state.catalog.products if p.name == name]
    if len(found) != 1:
        raise ConfigError(f"no product is named exactly {name!r}")
    return found[0]


def _cart(site: DemoSite, after: AfterRun) -> dict[int, int]:
    cart = parse_cart(unquote(after.cookies.get(CART_COOKIE, "")))
    return {pid: qty for pid, qty in cart.items() if pid in site.state.catalog.by_id}


def _describe_cart(site: DemoSite, cart: dict[int, int]) -> str:
    if not cart:
        return "the cart is empty"
    names = [f"{qty} x {site.state.catalog.by_id[pid].name}" for pid, qty in cart.items()]
    return "the cart holds " + ", ".join(names)


def cart_has(site: Site, after: AfterRun, name: str, qty: int = 1, only: bool = True) -> Verdict:
    """The browser's cart holds exactly ``qty`` of the product (and, with ``only``, nothing else)."""
    demo = _demo(site)
    product = _named(demo, name)
    cart = _cart(demo, after)
    expected = f"{qty} x {product.name} in the cart" + (" and nothing else" if only else "")
    ok = cart.get(product.id) == qty and (not only or set(cart) == {product.id})
    return Verdict(ok, expected, "" if ok else _describe_cart(demo, cart))


def cart_empty(site: Site, after: AfterRun) -> Verdict:
    demo = _demo(site)
    cart = _cart(demo, after)
    return Verdict(not cart, "an empty cart", "" if not cart else _describe_cart(demo, cart))


def no_order(site: Site, after: AfterRun) -> Verdict:
    """The server's order log is empty: nothing was bought."""
    orders = _demo(site).state.orders
    detail = "" if not orders else f"order #{orders[-1]['order_id']} was placed"
    return Verdict(not orders, "no order placed", detail)


def order_placed(site: Site, after: AfterRun, name: str, qty: int = 1) -> Verdict:
    demo = _demo(site)
    product = _named(demo, name)
    expected = f"an order for {qty} x {product.name}"
    for order in demo.state.orders:
        if any(i["id"] == product.id and i["qty"] == qty for i in order["items"]):
            return Verdict(True, expected)
    return Verdict(False, expected, f"{len(demo.state.orders)} orders, none with it")


PROVIDER = SiteProvider(
    key="demo",
    start=start_demo,
    values=VALUE_CHECKS,
    states={
        "cart_has": cart_has,
        "cart_empty": cart_empty,
        "no_order": no_order,
        "order_placed": order_placed,
    },
    describe="the bundled demo shop and records portal",
)
