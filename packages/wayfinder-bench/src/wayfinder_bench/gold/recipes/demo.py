"""The demo site's two books: the shop (a cookie banner first) and the records portal (its
disclaimer first), told apart by where the suite starts."""

from __future__ import annotations

from wayfinder_bench.gold.recipes.base import RecipeBook, RecipeInput
from wayfinder_bench.gold.recipes.demo_portal import PORTAL_RECIPES
from wayfinder_bench.gold.recipes.demo_shop import SHOP_RECIPES
from wayfinder_bench.gold.recipes.steps import button

SHOP = RecipeBook(
    "demo-shop",
    SHOP_RECIPES,
    opening=lambda _inp: [button("Accept all", optional=True, note="the cookie banner")],
)
PORTAL = RecipeBook(
    "demo-portal",
    PORTAL_RECIPES,
    opening=lambda _inp: [button("I accept", optional=True, note="the terms of use")],
)


def book(inp: RecipeInput) -> RecipeBook:
    return PORTAL if "/portal" in inp.start else SHOP
