"""The page side of the portal workflow: hidden-node cleaning, and the disclaimer breaker live."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.portal import pageio
from wayfinder.portal.analyze import analyze_html
from wayfinder.portal.run import run_portal
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def test_hidden_modal_is_dropped_from_cleaned_html(runtime: BrowserRuntime, demo: DemoServer) -> None:
    await runtime.goto(demo.portal_variant_url(3))
    page = runtime.page
    assert analyze_html(await pageio.clean_html(page)).disclaimer  # the modal is visible at first
    await page.click("#accept")
    await page.wait_for_url("**/portal/v3/search")
    raw = await page.content()
    assert 'id="disclaimer-modal"' in raw  # still in the HTML, display:none
    cleaned = await pageio.clean_html(page)
    assert "disclaimer-modal" not in cleaned
    a = analyze_html(cleaned)
    assert (a.disclaimer, a.search) == (False, True)


async def test_cleaning_drops_each_kind_of_hidden(runtime: BrowserRuntime, page_server: PageServer) -> None:
    url = page_server.add(
        "/hidden.html",
        "<p id=keep>shown</p><p id=a style='display:none'>x</p><p id=b style='visibility:hidden'>x</p>"
        "<p id=c aria-hidden='true'>x</p><p id=d hidden>x</p>"
        "<div id=e role=dialog style='width:0;height:0;overflow:hidden'>x</div><script>var s=1</script>"
        "<style>p{}</style>",
    )
    await runtime.goto(url)
    cleaned = await pageio.clean_html(runtime.page)
    assert 'id="keep"' in cleaned
    for gone in ('id="a"', 'id="b"', 'id="c"', 'id="d"', 'id="e"', "var s=1", "p{}"):
        assert gone not in cleaned, gone


async def test_dead_accept_button_trips_the_disclaimer_breaker(
    page_server: PageServer, test_settings: Settings, shared_browser: SharedBrowser
) -> None:
    url = page_server.add(
        "/dead-disclaimer.html",
        "<h1>Disclaimer</h1><p>Terms of use apply.</p><button id=accept onclick='window.clicks=(window.clicks||0)+1'>"
        "I accept</button>",
    )
    settings = test_settings.model_copy(update={"action_timeout_s": 0.5})
    result = await run_portal(url, {}, settings, shared=shared_browser)
    assert result.status == "NEEDS_HUMAN_REVIEW"
    assert result.state["disclaimer_click_attempts"] == 5
    clicked = result.state["clicked_selectors"]
    assert clicked[:3] == ["css=#accept"] * 3 and clicked[3] != "css=#accept"  # alternatives after 3
    report = json.loads((result.run_dir / "escalation.json").read_text())
    assert "disclaimer" in report["reason"] and report["selectors_tried"] == clicked
