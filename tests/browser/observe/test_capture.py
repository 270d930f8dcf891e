"""capture_settled, paged_scan and the listener probe against real headless Chromium."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page

from tests.fixtures.observe import SETTINGS, by_label
from wayfinder.browser.page_scripts import INIT_HOOK_JS
from wayfinder.observe.capture import capture, install_listener_probe
from wayfinder.observe.scan import capture_settled, paged_scan
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


@pytest_asyncio.fixture(loop_scope="session")
async def page(chromium: Browser) -> AsyncIterator[Page]:
    context = await chromium.new_context(viewport={"width": 1280, "height": 800})
    await install_listener_probe(context)
    await context.add_init_script(script=INIT_HOOK_JS)  # as BrowserRuntime.start does
    pg = await context.new_page()
    yield pg
    await context.close()


# The list fills in when the page's own timer fires; the tests start that timer themselves, after the
# first look, so the first look never sees it however slow the machine.
LATE_LIST = """<main><h1>Results</h1><ul id=list></ul></main><script>
window.fill = () => { const l = document.getElementById('list');
  for (let i = 0; i < 12; i++) { const a = document.createElement('a'); a.href = '/m/' + i;
    a.textContent = 'Monitor ' + i; const li = document.createElement('li'); li.append(a); l.append(li); } };
</script>"""


async def test_capture_settled_waits_for_a_sparse_list_to_fill(page: Page) -> None:
    await page.set_content(LATE_LIST)
    first = await capture(page, SETTINGS, goal="list monitors")
    assert first.elements == []  # the list is not there yet
    await page.evaluate("setTimeout(window.fill, 800)")  # the page's own timer: a signal to wait on
    obs = await capture_settled(page, SETTINGS, expect_list=True, goal="list monitors")
    assert len(obs.elements) == 12 and len(obs.candidates) == 12


async def test_capture_settled_does_not_wait_when_no_list_is_expected(page: Page) -> None:
    await page.set_content(LATE_LIST)
    obs = await capture_settled(page, SETTINGS, expect_list=False, goal="list monitors")
    assert obs.elements == [] and obs.timing.settle_ms == 0


INFINITE = """<main><div id=feed></div><div id=sentinel style="height:10px"></div></main><script>
let n = 0;
function more() { const f = document.getElementById('feed');
  for (let i = 0; i < 10; i++, n++) { const b = document.createElement('button'); b.textContent = 'Post ' + n;
    b.style.cssText = 'display:block;height:100px'; f.append(b); } }
more();
new IntersectionObserver((es) => { if (es[0].isIntersecting && n < 40) more(); })
  .observe(document.getElementById('sentinel'));
</script>"""


async def test_paged_scan_loads_lazy_content_and_restores_scroll(page: Page) -> None:
    await page.set_content(INFINITE)
    await page.wait_for_function("document.querySelectorAll('#feed button').length === 10")
    settings = Settings(observe_screenshot_mode="none", scroll_step=800, paged_scan_max_pages=6)
    obs = await paged_scan(page, settings, goal="post 35")
    names = {el.label for el in obs.elements}
    assert {"Post 0", "Post 25", "Post 35"} <= names
    assert await page.evaluate("window.scrollY") == 0 and obs.scroll_y == 0
    assert obs.candidates and obs.element(obs.candidates[0]).label == "Post 35"  # type: ignore[union-attr]


async def test_listener_probe_finds_addeventlistener_controls(page: Page) -> None:
    await page.set_content(
        """<div class="card"><b>Melisent @morbi</b><span class="like" style="display:inline-block;width:16px;height:16px"></span></div>
        <span id=plain style="display:inline-block;width:16px;height:16px"></span>
        <script>document.querySelector('.like').addEventListener('click', () => { window.result = 'liked'; });</script>"""
    )
    obs = await capture(page, SETTINGS)
    assert len(obs.elements) == 1
    like = obs.elements[0]
    assert like.tag == "span" and like.classes == "like" and like.near == "Melisent @morbi"
    await page.click(f'[data-agent-id="{like.id}"]')
    assert await page.evaluate("window.result") == "liked"


async def test_delegation_root_listener_is_not_a_control(page: Page) -> None:
    await page.set_content(
        """<div id=app style="width:1200px;height:700px"><a href="/x">Inner</a></div>
        <script>document.getElementById('app').addEventListener('click', () => {});</script>"""
    )
    obs = await capture(page, SETTINGS)
    assert [el.label for el in obs.elements] == ["Inner"]
    assert by_label(obs, "Inner") is not None
