"""'find the post about X' on a site whose front page does not list it: the site's search finds it and
its result is opened (real Chromium, the rules planner walked from the front page), on a blog (posts)
and on a recipe site (recipes) - the kind named ('post') is no place to enter first."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

_SITES = {
    "blog": ("Harbor Notes", "post", ["Spring planting", "Tide tables explained", "Our new kayak club"]),
    "recipes": ("Weekday Kitchen", "recipe", ["Quick flatbread", "Tomato salad", "Pear crumble"]),
}


def _front(name: str, kind: str, recent: list[str], prefix: str) -> str:
    items = "".join(f"<li><a href='{prefix}/p/{i}/'>{t}</a></li>" for i, t in enumerate(recent))
    return (
        f"<title>{name}</title><header><nav><a href='{prefix}/'>Home</a> <a href='{prefix}/about/'>About</a> "
        f"<a href='{prefix}/contact/'>Contact</a></nav>"
        f"<form role='search' action='{prefix}/search/'><input type='search' name='s' aria-label='Search'>"
        f"<button>Search</button></form></header><main><h1>{name}</h1><h2>Recent {kind}s</h2><ul>{items}</ul>"
        "</main>"
    )


@pytest.mark.parametrize(
    ("site", "goal", "title"),
    [
        ("blog", "find the post about the night train to Vienna", "By night train to Vienna"),
        ("recipes", "find the recipe about lentil soup", "Red lentil soup"),
    ],
)
async def test_find_about_searches(
    walk: Walker, page_server: PageServer, site: str, goal: str, title: str
) -> None:
    name, kind, recent = _SITES[site]
    prefix = f"/l16/{site}"
    page_server.add(f"{prefix}/", _front(name, kind, recent, prefix))
    page_server.add(
        f"{prefix}/search/",
        f"<title>Search results - {name}</title><main><h1>Search results</h1><ul>"
        f"<li><a href='{prefix}/p/found/'>{title}</a></li></ul></main>",
    )
    page_server.add(
        f"{prefix}/p/found/",
        f"<title>{title} - {name}</title><main><h1>{title}</h1><p>It was fine.</p></main>",
    )
    walked = await walk(goal, page_server.url(f"{prefix}/"), steps=6, must_end=True)
    assert walked.types[:2] == ["type", "click"], walked.taken
    assert walked.paths[-1] == f"{prefix}/p/found/", (walked.paths, walked.answer)
