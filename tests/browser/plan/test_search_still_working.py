"""A search whose results come late (real Chromium, the rules planner walked until it ends): the results
page says 'Searching...' (a docs site's client-side search building its index) or 'Loading results…' (a
catalogue's results fetched by script) for longer than any settle signal waits, then lists them. The
finder waits for them instead of reading the page as one that found nothing. Pages of our own."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures import rules_walk
from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker
from wayfinder.plan.base import PlannerContext

pytestmark = pytest.mark.browser

LATE_MS = 4000  # longer than the settle caps; a timer this long is no 'short timer' to wait on


def _late(busy: str, results: str) -> str:
    """A results page that shows ``busy`` and, ``LATE_MS`` later, ``results``."""
    return (
        f"<main><h1>Search Results</h1><div id='out'><p>{busy}</p></div></main><script>"
        f"setTimeout(() => {{ document.getElementById('out').innerHTML = {results!r}; }}, {LATE_MS});"
        "</script>"
    )


def _docs(server: PageServer) -> tuple[str, str]:
    nav = (
        "<nav><ul><li><a href='/l15s/docs/'>Home</a></li><li><a href='/l15s/docs/guide/'>Guide</a></li></ul>"
        "<form action='/l15s/docs/search.html' method='get' role='search'>"
        "<input type='search' name='q' aria-label='Search docs' placeholder='Search docs'></form></nav>"
    )
    results = (
        "<article><h3><a href='/l15s/docs/relay/'>Relay server</a></h3><p>The relay server forwards "
        "events.</p></article><article><h3><a href='/l15s/docs/guide/'>Guide</a></h3></article>"
    )
    server.add("/l15s/docs/", f"<title>Tool docs</title>{nav}<main><h1>Tool docs</h1><p>Welcome.</p></main>")
    server.add("/l15s/docs/guide/", f"<title>Guide - Tool docs</title>{nav}<main><h1>Guide</h1></main>")
    server.add("/l15s/docs/search.html", f"<title>Tool docs</title>{nav}{_late('Searching...', results)}")
    server.add(
        "/l15s/docs/relay/",
        f"<title>Relay server - Tool docs</title>{nav}<main><h1>Relay server</h1><p>It forwards events.</p></main>",
    )
    return server.url("/l15s/docs/"), "/l15s/docs/relay/"


def _catalogue(server: PageServer) -> tuple[str, str]:
    header = (
        "<header><a href='/l15s/shop/'>Garden supplies</a><form action='/l15s/shop/find' method='get'>"
        "<input type='search' name='q' aria-label='Search products'><button>Search</button></form></header>"
    )
    results = (
        "<ul><li><a href='/l15s/shop/item/7'>Copper watering can</a> 24.00</li>"
        "<li><a href='/l15s/shop/item/8'>Hose reel</a> 31.00</li></ul>"
    )
    server.add("/l15s/shop/", f"<title>Garden supplies</title>{header}<main><h1>Welcome</h1></main>")
    server.add(
        "/l15s/shop/find",
        f"<title>Results - Garden supplies</title>{header}{_late('Loading results…', results)}",
    )
    server.add(
        "/l15s/shop/item/7",
        f"<title>Copper watering can - Garden supplies</title>{header}<main><h1>Copper watering can</h1>"
        "<p>Price: 24.00</p></main>",
    )
    return server.url("/l15s/shop/"), "/l15s/shop/item/7"


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """The agent's planner may wait at every stage (``plan.context.allowed_actions``); the walk's
    context lists the actions its tests use, without 'wait'."""
    plain = rules_walk.context

    def with_wait(*args: Any, **kw: Any) -> PlannerContext:
        ctx = plain(*args, **kw)
        return ctx.model_copy(update={"allowed_actions": [*ctx.allowed_actions, "wait"]})

    monkeypatch.setattr(rules_walk, "context", with_wait)


@pytest.mark.usefixtures("waits")
@pytest.mark.parametrize(
    ("site", "goal"),
    [(_docs, "open the page about the relay server"), (_catalogue, "open the copper watering can")],
)
async def test_a_search_still_working_is_waited_for(
    walk: Walker, page_server: PageServer, site: object, goal: str
) -> None:
    start, target = site(page_server)  # type: ignore[operator]
    walked = await walk(goal, start, steps=8, must_end=True)
    assert walked.answer.startswith("True"), (walked.answer, walked.paths, walked.taken)
    assert walked.paths[-1] == target, (walked.paths, walked.taken)
    assert any(t.startswith("wait:") for t in walked.taken), walked.taken
