"""Redirect chains (``browser/guard.py``): a URL that comes back in one chain of GET hops is a loop; a
form post redirected to its own address (Post/Redirect/Get: Redmine, Rails, Django save forms) is not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from playwright.async_api import Request

from wayfinder.browser.guard import LOOP_PREFIX, RedirectChains

FRAME = object()


@dataclass
class FakeRequest:
    url: str
    method: str = "GET"
    frame: Any = FRAME


def hop(chains: RedirectChains, url: str, target: str, method: str = "GET") -> str | None:
    return chains.hop(cast(Request, FakeRequest(url, method)), target)


def test_get_hops_that_come_back_are_a_loop() -> None:
    chains = RedirectChains()
    assert hop(chains, "http://a.test/x", "http://a.test/y") is None
    loop = hop(chains, "http://a.test/y", "http://a.test/x")
    assert loop is not None and loop.startswith(LOOP_PREFIX)
    assert hop(RedirectChains(), "http://a.test/x", "http://a.test/x") is not None


def test_a_form_post_redirected_to_its_own_address_is_not_a_loop() -> None:
    chains = RedirectChains()
    assert hop(chains, "http://a.test/issues/1", "http://a.test/issues/1", method="POST") is None
    # ... but the GET that follows, redirected to itself again, is
    assert hop(chains, "http://a.test/issues/1", "http://a.test/issues/1") is not None
