"""The executor against hostile pages (issue 19): frozen scripts, navigations that never complete and
phantom clicks. Each page records what really happened (``window.result``, the silent server's log)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.faults import SilentServer
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Click
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.safety.dialogs import judge_dialog
from wayfinder.safety.domains import DomainPolicy
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def el(agent_id: int, tag: str, text: str = "", **kw: Any) -> Element:
    return Element(id=agent_id, tag=tag, text=text, bbox=BBox(x=10, y=10, w=100, h=30), **kw)


@pytest.fixture
def settings(test_settings: Settings) -> Settings:
    # short limits so a frozen page is declared frozen quickly
    return test_settings.model_copy(
        update={"action_timeout_s": 1.0, "navigation_timeout_s": 3.0, "page_timeout_s": 2.0}
    )


@pytest.fixture
async def fast_runtime(runtime: BrowserRuntime, settings: Settings) -> BrowserRuntime:
    runtime.settings = settings  # pages adopted from now on get the short page limit
    return runtime


async def test_a_frozen_page_is_a_recorded_failure_and_a_fresh_tab(
    fast_runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    url = page_server.add(
        "/freeze",
        "<title>Freezer</title><script>window.result = 'loaded'</script>"
        "<button data-agent-id=1 onclick='window.result = \"spinning\"; while (true) {}'>Freeze</button>",
    )
    await fast_runtime.new_tab(url)
    frozen_tab = fast_runtime.active_tab_id
    res = await execute(
        Click(element_id=1), fast_runtime, Observation(url=url, elements=[el(1, "button")]), settings
    )
    assert not res.ok and "stopped answering" in (res.error or ""), res.error
    assert f"recovered on tab {fast_runtime.active_tab_id} ({url})" in (res.error or "")
    assert fast_runtime.active_tab_id != frozen_tab and frozen_tab not in {
        t.tab_id for t in fast_runtime.tabs()
    }
    # the fresh tab is the same page, loaded anew and answering
    assert fast_runtime.page.url == url
    assert await fast_runtime.page.evaluate("window.result") == "loaded"
    recovered = [e for e in fast_runtime.drain_events() if getattr(e, "kind", "") == "recovered"]
    assert recovered and "stopped answering" in recovered[-1].detail


async def test_a_link_to_a_server_that_never_answers_is_clicked_once(
    fast_runtime: BrowserRuntime, settings: Settings, page_server: PageServer, silent_server: SilentServer
) -> None:
    url = page_server.add("/links", f"<a data-agent-id=1 href='{silent_server.url('/never')}'>Archive</a>")
    await fast_runtime.new_tab(url)
    res = await execute(
        Click(element_id=1), fast_runtime, Observation(url=url, elements=[el(1, "a")]), settings
    )
    assert not res.ok and "stopped answering" in (res.error or ""), res
    assert res.new_tab_id is None  # the recovery tab is not a tab the page opened
    assert fast_runtime.page.url == url  # back on the last good page, in a fresh tab
    assert await fast_runtime.page.evaluate("document.querySelector('a').textContent") == "Archive"
    assert [r for r in silent_server.requests if "/never" in r] == ["GET /never HTTP/1.1"]


async def test_a_click_that_never_happened_is_not_taken_as_landed(
    runtime: BrowserRuntime, settings: Settings
) -> None:
    """A transparent layer swallows the pointer and a countdown changes the page meanwhile: the DOM
    changed, but not because of the click. The fallback tiers must still reach the button."""
    await runtime.page.set_content(
        "<p>Offer ends in <span id=t>99</span>s</p>"
        '<button data-agent-id=1 onclick="window.result = (window.result || 0) + 1">Claim</button>'
        "<div style='position:fixed;inset:0;z-index:5'></div>"
        "<script>setInterval(() => { const t = document.getElementById('t');"
        " t.textContent = String(Number(t.textContent) - 1); }, 50);</script>"
    )
    res = await execute(
        Click(element_id=1), runtime, Observation(url="about:blank", elements=[el(1, "button")]), settings
    )
    assert res.ok and res.tier == "js", res
    assert "landed although" not in res.note
    assert await runtime.page.evaluate("window.result") == 1  # clicked exactly once, for real


async def test_a_form_post_the_domain_policy_blocks_is_a_failure_naming_the_refusal(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    other_host = page_server.url("/collect").replace("127.0.0.1", "localhost")
    url = page_server.add(
        "/newsletter",
        f"<form method=post action='{other_host}'><input name=email value='a@b.test'>"
        "<button data-agent-id=1>Subscribe</button></form>",
    )
    runtime.set_navigation_guard(DomainPolicy(["127.0.0.1"]).check)
    await runtime.goto(url)
    res = await execute(
        Click(element_id=1), runtime, Observation(url=url, elements=[el(1, "button")]), settings
    )
    assert not res.ok and res.blocked is not None, res
    assert other_host in res.blocked and "outside allowed_domains" in res.blocked
    assert res.error == res.blocked
    assert not [h for h in page_server.hits if h[1].startswith("/collect")]  # nothing was posted
    assert runtime.page.url == url


TRANSFER_PAGE = (
    "<button data-agent-id=1 onclick=\"window.result = confirm('Transfer $5,000 to account 4471?');"
    " if (window.result) fetch('/transfer', {method: 'POST'});\">Refresh balance</button>"
    "<button data-agent-id=2 onclick=\"window.more = confirm('Show 20 more rows?')\">More</button>"
)


async def test_a_risky_confirm_is_dismissed_recorded_and_reported(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    """A harmless-looking button opens confirm('Transfer $5,000 ...'): the probe saw the transfer go
    through. The dialog's text is judged like an action: high risk, dismissed under auto_confirm=low."""
    url = page_server.add("/bank", TRANSFER_PAGE)
    runtime.set_dialog_judge(lambda kind, text, page: judge_dialog(kind, text, page, settings))
    await runtime.goto(url)
    page = Observation(url=url, elements=[el(1, "button", "Refresh balance"), el(2, "button", "More")])
    res = await execute(Click(element_id=1), runtime, page, settings)
    assert res.ok and len(res.dialogs) == 1, res
    assert (
        "Transfer $5,000" in res.dialogs[0]
        and "dismissed" in res.dialogs[0]
        and "sends money" in res.dialogs[0]
    )
    assert "the page asked" in res.note
    assert await runtime.page.evaluate("window.result") is False
    assert not [h for h in page_server.hits if h[1] == "/transfer"]  # no money moved
    res = await execute(Click(element_id=2), runtime, page, settings)
    assert res.dialogs and "accepted" in res.dialogs[0]
    assert await runtime.page.evaluate("window.more") is True  # a harmless confirm is answered OK
    events = [e for e in runtime.drain_events() if getattr(e, "kind", "") == "dialog"]
    assert len(events) == 2 and "dismissed" in events[0].detail
