"""The demo sites in real headless Chromium: the behaviours that only exist with JS and layout.

Outcomes are asserted through the page (``window.__demo.events``, ``data-loaded``), never by sleeping.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, BrowserContext, Dialog, Page

from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.browser


@pytest_asyncio.fixture
async def page(chromium: Browser) -> AsyncIterator[Page]:
    context: BrowserContext = await chromium.new_context(viewport={"width": 1280, "height": 720})
    tab = await context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    await context.close()


async def _events(page: Page) -> list[dict[str, object]]:
    return await page.evaluate("window.__demo.events")  # type: ignore[no-any-return]


async def test_cookie_overlay_blocks_clicks_until_accepted(page: Page, demo: DemoServer) -> None:
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    await page.goto(f"{demo.url}/shop/p/{product.id}")
    box = await page.locator("#add-to-cart").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    on_top = await page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('#cookie-overlay') !== null", [x, y]
    )
    assert on_top, "the overlay covers the Add to cart button"
    await page.mouse.click(x, y)  # lands on the overlay, not the button
    await page.click("#cookie-accept")
    assert await page.locator("#cookie-overlay").count() == 0
    await page.mouse.click(x, y)  # the same point now reaches the button
    await page.wait_for_function("window.__demo.has('add_to_cart')")
    await page.wait_for_function("document.querySelector('.cart-count').textContent === '1'")
    types = [e["type"] for e in await _events(page)]
    assert types == ["view_product", "cookie_accept", "add_to_cart"], "the blocked click added nothing"
    await page.goto(f"{demo.url}/shop/cart")
    assert await page.locator("#cookie-overlay").count() == 0, "the consent cookie is remembered"
    assert await page.locator("#cart-table tbody tr").count() == 1
    assert await page.input_value("#cart-table select") == "1"


async def test_late_listing_fills_in(page: Page, demo: DemoServer) -> None:
    url = f"{demo.url}/shop/c/monitors?late=1&consent=1"
    # what the server sends first holds only the skeletons (read from the response itself: a loaded
    # machine may run the ~800 ms fill before a check on the page could)
    first = await (await page.request.get(url)).text()
    assert 'class="card skeleton"' in first and 'class="card"' not in first
    await page.goto(url)
    await page.wait_for_selector("#product-list[data-loaded='1']")
    assert await page.locator("#product-list .card").count() == 12
    assert await page.text_content("#product-count") == "40 products"
    await page.goto(f"{demo.url}/shop/new?consent=1")
    await page.wait_for_selector("#product-list[data-loaded='1']")
    assert await page.locator("#product-list .card").count() == 24


async def test_infinite_scroll_adds_items(page: Page, demo: DemoServer) -> None:
    await page.goto(f"{demo.url}/shop/deals?consent=1")
    items = page.locator("#deal-list .card")
    assert await items.count() == 12
    while await page.get_attribute("#deals-sentinel", "data-done") != "1":
        shown = await items.count()
        await page.locator("#deals-sentinel").scroll_into_view_if_needed()
        await page.wait_for_function(
            "n => document.querySelectorAll('#deal-list .card').length > n "
            "|| document.getElementById('deals-sentinel').dataset.done === '1'",
            arg=shown,
        )
    loads = [e["count"] for e in await _events(page) if e["type"] == "deals_loaded"]
    assert loads == [24, 36, 48, 60], "12 more items per sentinel hit"
    assert await items.count() == 60
    assert (await _events(page))[-1] == {"type": "deals_loaded", "count": 60}


async def test_v2_grid_appears_after_delay_and_pages(page: Page, demo: DemoServer) -> None:
    await page.goto(demo.portal_variant_url(2))
    await page.check("#agree")
    await page.click("#continue")
    await page.fill("#last-name", "Smith")
    await page.click("#search-button")
    assert await page.locator("[role=grid]").count() == 0, "the grid is not there at first paint"
    await page.wait_for_selector("#results-area[data-loaded='1']")
    rows = page.locator("[role=grid] [role=row]:has([role=gridcell])")
    assert await rows.count() == 10
    assert await page.locator("[role=columnheader]").count() == 6
    first_page = await rows.first.text_content()
    await page.click("#results-area nav button:text-is('2')")
    await page.wait_for_selector("#results-area[data-loaded='1'][data-page='2']")
    assert await rows.first.text_content() != first_page
    assert "page=2" in page.url


async def test_v3_hidden_modal_stays_in_html(page: Page, demo: DemoServer) -> None:
    await page.goto(demo.portal_variant_url(3))
    assert await page.locator("#disclaimer-modal").is_visible()
    await page.click("#accept")
    await page.fill("#last-name", "Smith")
    await page.click("#search-button")
    await page.wait_for_selector("#results")
    assert "Disclaimer and terms of use" in await page.content()
    assert await page.locator("#disclaimer-modal").count() == 1
    assert not await page.locator("#disclaimer-modal").is_visible()


async def test_big_page_has_2000_rows_and_300_fields(page: Page, demo: DemoServer) -> None:
    await page.goto(f"{demo.url}/shop/big?consent=1", wait_until="domcontentloaded", timeout=30_000)
    counts = await page.evaluate(
        "[document.querySelectorAll('#big-table tbody tr').length,"
        " document.querySelectorAll('#big-form input, #big-form select, #big-form textarea').length,"
        " document.querySelectorAll('#big-form label').length]"
    )
    assert counts == [2000, 300, 300]
    assert await page.locator("text=2000 rows").count() == 1


async def test_lab_dialogs_record_answers_and_download_is_an_attachment(page: Page, demo: DemoServer) -> None:
    async def on_dialog(dialog: Dialog) -> None:
        await dialog.accept("Ada" if dialog.type == "prompt" else "")

    page.on("dialog", on_dialog)
    await page.goto(f"{demo.lab_url}dialogs")
    await page.click("#confirm")
    assert await page.evaluate("window.result") == {"dialog": "confirm", "answer": True}
    await page.click("#prompt")
    assert await page.evaluate("window.result") == {"dialog": "prompt", "answer": "Ada"}
    await page.goto(f"{demo.lab_url}download")
    async with page.expect_download() as info:
        await page.click("#download-link")
    download = await info.value
    assert download.suggested_filename == "report.csv"
