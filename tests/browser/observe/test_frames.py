"""Frames in the observation and in actions, in real Chromium: a same-origin iframe's text joins the
page's text; a frame of another origin is observed through its own handle (its elements placed in page
coordinates, with ids of their own range and the frame's URL) and acted on like any element."""

from __future__ import annotations

import asyncio
from contextlib import suppress
from pathlib import Path

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Route

from tests.fixtures.browser import PageServer
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Click, TypeText
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.observe.frames import ID_RANGE
from wayfinder.observe.models import Observation
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

LOOKUP = (
    "<h2>Order lookup</h2><form action='/frames/result' method='get'>"
    "<label>Order number <input name='order'></label> <button type='submit'>Look up</button></form>"
)
RESULT = "<h2>Order lookup</h2><p>Order 1234 status: Shipped on May 3</p>"


def host(frame_url: str) -> str:
    return f"<title>Orders</title><h1>Your orders</h1><p>Use the lookup below.</p><iframe src='{frame_url}' width=600 height=300 style='margin-top:40px'></iframe>"


def _by_label(obs: Observation, text: str) -> int:
    return next(el.id for el in obs.elements if text in el.label)


@pytest.mark.parametrize("origin", ["same", "other"])
async def test_a_form_in_a_frame_is_filled_sent_and_its_result_read(
    runtime: BrowserRuntime,
    page_server: PageServer,
    other_origin: PageServer,
    test_settings: Settings,
    tmp_path: Path,
    origin: str,
) -> None:
    server = page_server if origin == "same" else other_origin
    frame_url = server.add("/frames/lookup", LOOKUP)
    server.add("/frames/result", RESULT)
    url = page_server.add(f"/frames/{origin}", host(frame_url))
    await runtime.goto(url)
    await runtime.page.wait_for_load_state("load")  # the frame's document too, as the agent's settle waits
    obs = await capture(runtime.page, test_settings)
    box = next(el for el in obs.elements if el.label.startswith("Order number"))
    assert (
        box.frame is not None and box.bbox.y > 40
    )  # in page coordinates: below the heading, inside the frame
    if origin == "other":
        assert box.id > ID_RANGE and box.frame_url == frame_url
        again = await capture(runtime.page, test_settings)
        assert _by_label(again, "Order number") == box.id  # ids stay the same from look to look
    typed = await execute(TypeText(element_id=box.id, text="1234"), runtime, obs, test_settings)
    assert typed.ok, typed.error
    clicked = await execute(Click(element_id=_by_label(obs, "Look up")), runtime, obs, test_settings)
    assert clicked.ok and not clicked.no_effect and clicked.dom_changed, clicked  # the frame's new document
    after = await capture(runtime.page, test_settings)
    assert "Order 1234 status: Shipped on May 3" in after.text_digest, after.text_digest
    assert after.url == url  # the page itself stayed where it was


@pytest.mark.parametrize("origin", ["same", "other"])
async def test_a_frame_still_loading_is_waited_for_before_the_page_is_observed(
    runtime: BrowserRuntime,
    page_server: PageServer,
    other_origin: PageServer,
    test_settings: Settings,
    origin: str,
) -> None:
    """A navigation returns at domcontentloaded; the frame's server answers later (a slow frame), so the
    first look used to find the frame blank and the form missing (the whole-graph frame run's flake)."""
    server = page_server if origin == "same" else other_origin
    frame_url = server.add(f"/frames/slow-{origin}", LOOKUP)
    url = page_server.add(f"/frames/slow-host-{origin}", host(frame_url))

    async def slow_frame(route: Route) -> None:
        await asyncio.sleep(0.6)  # the frame's own server is slow: part of the page, not of the test
        with suppress(PlaywrightError):  # without the wait, the test is over before the frame is answered
            await route.continue_()

    await runtime.page.route(frame_url, slow_frame)
    try:
        await runtime.goto(url)
        obs = await capture(runtime.page, test_settings)
    finally:
        await runtime.page.unroute(frame_url, slow_frame)
    assert any(el.label.startswith("Order number") for el in obs.elements), [el.label for el in obs.elements]
