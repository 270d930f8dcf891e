"""The recorder's recipe books, one per site provider key (``base.py`` says how they are used).

``steps.py`` builds steps the way a person says them; ``demo.py`` holds the demo site's two books,
``demo_shop.py`` and ``demo_portal.py``; ``django.py`` the library admin; ``mkdocs.py`` the docs site;
``wordpress.py`` the community blog; ``redmine.py`` the team's tracker.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from wayfinder.errors import ConfigError
from wayfinder_bench.gold.recipes.base import RecipeBook, RecipeInput, plan_goal

# site key -> "module:function" returning the book for a goal (the demo site holds two sites)
BOOKS: dict[str, str] = {
    "demo": "wayfinder_bench.gold.recipes.demo:book",
    "django": "wayfinder_bench.gold.recipes.django:book",
    "mkdocs": "wayfinder_bench.gold.recipes.mkdocs:book",
    "redmine": "wayfinder_bench.gold.recipes.redmine:book",
    "wordpress": "wayfinder_bench.gold.recipes.wordpress:book",
}


def book_for(inp: RecipeInput) -> RecipeBook:
    dotted = BOOKS.get(inp.suite.site)
    if dotted is None:
        raise ConfigError(f"no gold recipes for site {inp.suite.site!r} (known: {', '.join(sorted(BOOKS))})")
    module, _, attr = dotted.partition(":")
    chooser: Callable[[RecipeInput], RecipeBook] = getattr(importlib.import_module(module), attr)
    return chooser(inp)


__all__ = ["BOOKS", "RecipeBook", "RecipeInput", "book_for", "plan_goal"]
