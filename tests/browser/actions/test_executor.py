"""The executor against real headless Chromium. Fixture pages carry hand-written data-agent-id
attributes and record outcomes in ``window.result``; observations are built by hand."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.actions.executor import execute
from wayfinder.actions.models import (
    AskUser,
    Click,
    Done,
    GoBack,
    Navigate,
    Screenshot,
    Scroll,
    Search,
    SwitchTab,
    TypeText,
)
from wayfinder.browser import ops
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.models import Aria, BBox, Element, Observation, SelectOption
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def el(agent_id: int, tag: str, text: str = "", *, x: float = 10, y: float = 10, **kw: Any) -> Element:
    return Element(id=agent_id, tag=tag, text=text, bbox=BBox(x=x, y=y, w=100, h=30), **kw)


def obs(url: str, *elements: Element) -> Observation:
    return Observation(url=url, elements=list(elements))


@pytest.fixture
def settings(test_settings: Settings) -> Settings:
    """Room for an action that must succeed: a 2 s action timeout (1 s for the first click) ran out on a
    loaded machine (Playwright's actionability checks), and the fallback tiers ran or the action failed."""
    return test_settings.model_copy(update={"action_timeout_s": 10.0})


@pytest.fixture
def quick(test_settings: Settings) -> Settings:
    """For tests whose mouse-click tiers are meant to time out before the fallback that works."""
    return test_settings.model_copy(update={"action_timeout_s": 2.0})


async def result_of(runtime: BrowserRuntime) -> Any:
    return await runtime.page.evaluate("window.result")


async def test_normal_click(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<button data-agent-id=1 onclick=\"window.result='clicked'; this.textContent='Done'\">Go</button>"
    )
    res = await execute(Click(element_id=1), runtime, obs("about:blank", el(1, "button", "Go")), settings)
    assert res.ok and res.tier == "normal" and res.tiers_tried == ["normal"]
    assert res.dom_changed and not res.no_effect and res.element_id == 1
    assert await result_of(runtime) == "clicked"


async def test_effect_seen_when_only_a_class_changes(runtime: BrowserRuntime, settings: Settings) -> None:
    """A click whose only effect is a toggled class (a card turned over, a choice marked) is an effect;
    a click with no handler at all is not."""
    await runtime.page.set_content(
        "<style>.on{outline:2px solid red}</style>"
        "<span data-agent-id=1 onclick=\"this.classList.toggle('on')\">7</span>"
        "<span data-agent-id=2>8</span>"
    )
    page = obs("about:blank", el(1, "span", "7"), el(2, "span", "8", y=40))
    marked = await execute(Click(element_id=1), runtime, page, settings)
    assert marked.ok and marked.dom_changed and not marked.no_effect
    assert await runtime.page.evaluate("document.querySelector('[data-agent-id=\"1\"]').className") == "on"
    inert = await execute(Click(element_id=2), runtime, page, settings)
    assert inert.ok and not inert.dom_changed and inert.no_effect


async def test_effect_that_arrives_with_a_slow_response_is_seen(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    """An "Add to cart" that updates the page only when its fetch returns is an effect, however late
    the response (within the cap): the executor waits on the page's own request, not a fixed sleep."""
    url = page_server.add(
        "/late",
        "<button data-agent-id=1 onclick=\"fetch('/api').then(r => r.text())"
        ".then(t => { document.getElementById('s').textContent = t; window.result = t; })\">Add</button>"
        "<p id=s></p>",
    )

    async def slow_api(route: Any) -> None:
        await asyncio.sleep(1.2)  # the server is slow; nothing in the test waits on this
        await route.fulfill(body="Added to cart", content_type="text/plain")

    await runtime.goto(url)
    await runtime.page.route("**/api", slow_api)
    res = await execute(Click(element_id=1), runtime, obs(url, el(1, "button", "Add")), settings)
    assert res.ok and res.dom_changed and not res.no_effect
    assert await result_of(runtime) == "Added to cart"


async def test_an_in_place_save_is_waited_for_although_the_page_changed_at_once(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    """An AJAX save ('Quick Edit' -> 'Update') that greys the row out at once and writes the saved row
    when its request answers: the action ends with the saved row, not with the spinner - the page
    changed at once, so only the request still out says the save is not over."""
    url = page_server.add(
        "/quick-edit",
        "<table><tr id=row><td id=cell>Packing Light</td></tr></table>"
        "<button data-agent-id=1 onclick=\"row.className='saving'; cell.textContent='Saving...';"
        "fetch('/save').then(r => r.text()).then(t => { cell.textContent = t; window.result = t; })\">"
        "Update</button>",
    )

    async def slow_save(route: Any) -> None:
        await asyncio.sleep(1.2)  # the server is slow; nothing in the test waits on this
        await route.fulfill(body="Packing Light for Seven Days", content_type="text/plain")

    await runtime.goto(url)
    await runtime.page.route("**/save", slow_save)
    res = await execute(Click(element_id=1), runtime, obs(url, el(1, "button", "Update")), settings)
    assert res.ok and res.dom_changed
    assert await runtime.page.text_content("#cell") == "Packing Light for Seven Days"


WORKER_JS = "onmessage = e => setTimeout(() => postMessage('found ' + e.data), 600);"


async def test_effect_that_a_web_worker_answers_is_seen(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    """A search that runs in a web worker (a docs site's index) shows its results when the worker
    answers: the late-change wait counts a message posted to a worker like a request in flight."""
    page_server.add("/search-worker.js", WORKER_JS, headers={"Content-Type": "text/javascript"})
    url = page_server.add(
        "/worker-search",
        '<input id=q value=timeouts><button data-agent-id=1 onclick="w.postMessage(q.value)">Search</button>'
        "<div id=results></div>"
        "<script>const w = new Worker('/search-worker.js');"
        "w.onmessage = e => { results.textContent = e.data; window.result = e.data; };</script>",
    )
    await runtime.goto(url)
    res = await execute(Click(element_id=1), runtime, obs(url, el(1, "button", "Search")), settings)
    assert res.ok and res.dom_changed and not res.no_effect, res
    assert await result_of(runtime) == "found timeouts"


async def test_settling_after_a_navigation_waits_for_the_page_s_worker(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    """A results page that asks its worker on load is settled once the worker answered: past the idle
    cap, since the page is still waiting for its own worker (up to the busy cap)."""
    page_server.add("/settle-worker.js", WORKER_JS, headers={"Content-Type": "text/javascript"})
    url = page_server.add(
        "/worker-results",
        "<h1>Results</h1><div id=results></div><script>const w = new Worker('/settle-worker.js');"
        "w.onmessage = e => { results.textContent = e.data; window.result = e.data; };"
        "w.postMessage('on load');</script>",
    )
    await runtime.goto(url)
    await ops.settle(runtime.page, 10.0, idle_cap_s=0.2, busy_cap_s=8.0)
    assert await result_of(runtime) == "found on load"


async def test_click_under_overlay_falls_back_to_js(runtime: BrowserRuntime, quick: Settings) -> None:
    await runtime.page.set_content(
        "<button data-agent-id=3 onclick=\"window.result='reached'\">Buy</button>"
        "<div style='position:fixed;inset:0;z-index:10;background:rgba(0,0,0,.3)'>cookie wall</div>"
    )
    recaptures = 0

    async def recapture() -> Observation:
        nonlocal recaptures
        recaptures += 1
        return obs("about:blank", el(3, "button", "Buy"))

    res = await execute(
        Click(element_id=3),
        runtime,
        obs("about:blank", el(3, "button", "Buy")),
        quick,
        recapture=recapture,
    )
    assert res.ok, res.error
    assert res.tiers_tried == ["normal", "wiggle", "js"] and res.tier == "js"
    assert recaptures == 1  # the wiggle tier re-observes once
    assert await result_of(runtime) == "reached"


async def test_stale_id_is_refound_by_fingerprint(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<div id=list><button data-agent-id=5>Notify me</button></div>"
        "<script>setTimeout(() => {}, 0)</script>"
    )
    old = obs("about:blank", el(5, "button", "Notify me", y=40), el(6, "a", "Home", y=0))
    # the framework re-renders: the old node is replaced, the new one has no id 5
    await runtime.page.evaluate(
        "document.getElementById('list').innerHTML = "
        "'<p>Sale</p><button data-agent-id=9 onclick=\"window.result=\\'notified\\'\">Notify me</button>'"
    )

    async def recapture() -> Observation:
        return obs(
            "about:blank", el(8, "p", "Sale"), el(9, "button", "Notify me", y=70), el(6, "a", "Home", y=0)
        )

    res = await execute(Click(element_id=5), runtime, old, settings, recapture=recapture)
    assert res.ok, res.error
    assert res.tiers_tried == ["refind", "normal"] and res.tier == "refind"
    assert res.element_id == 9 and "re-found as [9]" in res.note
    assert await result_of(runtime) == "notified"


async def test_stale_id_without_match_fails_clearly(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content("<button data-agent-id=2>Other</button>")

    async def recapture() -> Observation:
        return obs("about:blank", el(2, "button", "Other"))

    res = await execute(
        Click(element_id=5),
        runtime,
        obs("about:blank", el(5, "button", "Notify me")),
        settings,
        recapture=recapture,
    )
    assert not res.ok and res.tiers_tried == ["refind"]
    assert res.error == "element [5] 'Notify me' is gone from the page and no similar element was found"


async def test_disabled_element_fails_at_once(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<button data-agent-id=4 disabled onclick=\"window.result='clicked'\">Notify me</button>"
    )
    res = await execute(
        Click(element_id=4), runtime, obs("about:blank", el(4, "button", "Notify me")), settings
    )
    assert not res.ok and res.error == "element [4] 'Notify me' is disabled"
    assert res.tiers_tried == [] and res.no_effect
    assert await result_of(runtime) is None


async def test_unknown_id_lists_valid_ids(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content("<button data-agent-id=1>A</button>")
    res = await execute(Click(element_id=42), runtime, obs("about:blank", el(1, "button", "A")), settings)
    assert not res.ok and res.error == "element [42] is not in the current observation; valid ids: 1"


SELECT_PAGE = (
    "<select data-agent-id=7 onchange='window.result=this.value'>"
    "<option value=''>Choose</option><option value='r'>Red</option><option value='g'>Forest Green</option>"
    "</select>"
)


async def test_type_chooses_select_option_by_text(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(SELECT_PAGE)
    options = [SelectOption(text="Red", value="r"), SelectOption(text="Forest Green", value="g")]
    observation = obs("about:blank", el(7, "select", options=options))
    res = await execute(TypeText(element_id=7, text="red"), runtime, observation, settings)
    assert res.ok and await result_of(runtime) == "r" and res.dom_changed
    res = await execute(TypeText(element_id=7, text="green"), runtime, observation, settings)
    assert res.ok and await result_of(runtime) == "g" and "Forest Green" in res.note
    res = await execute(TypeText(element_id=7, text="blue"), runtime, observation, settings)
    assert not res.ok
    assert (
        res.error
        == "no option matching 'blue' in element [7] <select>; options: 'Choose', 'Red', 'Forest Green'"
    )


async def test_type_sets_checkbox(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<label><input type=checkbox data-agent-id=2 onchange='window.result=this.checked'> Gift wrap</label>"
    )
    observation = obs("about:blank", el(2, "input", input_type="checkbox", aria=Aria(label="Gift wrap")))
    res = await execute(TypeText(element_id=2, text="check"), runtime, observation, settings)
    assert res.ok and await result_of(runtime) is True and not res.no_effect
    res = await execute(TypeText(element_id=2, text="false"), runtime, observation, settings)
    assert res.ok and await result_of(runtime) is False
    res = await execute(TypeText(element_id=2, text="maybe"), runtime, observation, settings)
    assert not res.ok and "type one of 'true', 'false', 'check', 'uncheck'" in (res.error or "")


async def test_type_with_submit_presses_enter(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<form onsubmit='event.preventDefault(); window.result=this.elements.city.value'>"
        "<input name=city data-agent-id=1 value='old text'></form>"
    )
    observation = obs("about:blank", el(1, "input", name="city", input_type="text"))
    res = await execute(TypeText(element_id=1, text="Lisbon", submit=True), runtime, observation, settings)
    assert res.ok, res.error
    assert await result_of(runtime) == "Lisbon"  # cleared first, then typed


async def test_secret_is_substituted_but_never_reported(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<form onsubmit='event.preventDefault(); window.result=this.elements.pw.value'>"
        "<input type=password name=pw data-agent-id=1></form>"
    )
    observation = obs("about:blank", el(1, "input", name="pw", input_type="password"))
    action = TypeText(element_id=1, text="<secret:PASSWORD>", submit=True)
    secrets = {"PASSWORD": "hunter22-value"}
    res = await execute(action, runtime, observation, settings, secrets=secrets)
    assert res.ok, res.error
    assert await result_of(runtime) == "hunter22-value"
    assert res.action["text"] == "<secret:PASSWORD>"
    assert "hunter22" not in res.model_dump_json()
    bad = await execute(
        TypeText(element_id=1, text="<secret:PIN>"), runtime, observation, settings, secrets=secrets
    )
    assert not bad.ok and bad.error == "secret 'PIN' is not valid; valid values: 'PASSWORD'"


async def test_type_into_button_is_refused(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content("<button data-agent-id=1>Send</button>")
    res = await execute(
        TypeText(element_id=1, text="x"), runtime, obs("about:blank", el(1, "button", "Send")), settings
    )
    assert not res.ok and res.error == "element [1] 'Send' is a button, not a text field; click it instead"


async def test_search_uses_the_search_box(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    page_server.add("/results", "<h1>Results</h1>")
    url = page_server.add(
        "/shop",
        "<a href='/'>Home</a><form action='/results'><input type=search name=q data-agent-id=3 "
        "placeholder='Search products'></form>",
    )
    await runtime.goto(url)
    observation = obs(
        url, el(1, "a", "Home"), el(3, "input", input_type="search", name="q", placeholder="Search products")
    )
    res = await execute(Search(query="red shoes"), runtime, observation, settings)
    assert res.ok, res.error
    assert res.tier == "search_box" and res.url_changed
    assert res.url_after == page_server.url("/results?q=red+shoes")


async def test_search_falls_back_to_search_url_then_fails(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    page_server.add("/find", "<h1>Found</h1>")
    url = page_server.add("/plain", "<p>no search here</p>")
    await runtime.goto(url)
    with_url = settings.model_copy(update={"search_url": page_server.url("/find?term={query}")})
    res = await execute(Search(query="a&b"), runtime, obs(url), with_url)
    assert res.ok and res.tier == "search_url" and res.url_after == page_server.url("/find?term=a%26b")
    res = await execute(Search(query="x"), runtime, obs(url), settings)
    assert not res.ok and res.error == "no search box on this page and no search_url configured"


async def test_scroll_page_and_container(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<div data-agent-id=1 style='height:100px;overflow:auto'><div style='height:1000px'>inner</div></div>"
        "<div style='height:5000px'>tall</div>"
    )
    observation = obs("about:blank", el(1, "div"))
    res = await execute(Scroll(direction="down"), runtime, observation, settings)
    assert res.ok and not res.no_effect
    assert await runtime.page.evaluate("window.scrollY") == settings.scroll_step
    res = await execute(Scroll(direction="top"), runtime, observation, settings)
    assert res.ok and await runtime.page.evaluate("window.scrollY") == 0
    res = await execute(Scroll(direction="up"), runtime, observation, settings)
    assert res.ok and res.no_effect and "already at the top" in res.note
    res = await execute(Scroll(direction="bottom", element_id=1), runtime, observation, settings)
    assert res.ok and not res.no_effect
    assert await runtime.page.evaluate("document.querySelector('[data-agent-id=\"1\"]').scrollTop") == 900


async def test_click_opening_a_tab_reports_it(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    page_server.add("/other", "<title>Other</title>")
    url = page_server.add("/links", "<a data-agent-id=1 target=_blank href='/other'>Open</a>")
    await runtime.goto(url)
    res = await execute(Click(element_id=1), runtime, obs(url, el(1, "a", "Open")), settings)
    assert res.ok and res.new_tab_id == 2 and not res.no_effect
    assert runtime.active_tab_id == 1  # the agent decides whether to switch
    res = await execute(SwitchTab(tab_id=2), runtime, obs(url), settings)
    assert res.ok and res.url_after == page_server.url("/other") and runtime.active_tab_id == 2
    res = await execute(SwitchTab(tab_id=7), runtime, obs(url), settings)
    assert not res.ok and res.error == "tab id 7 is not valid; valid values: 1, 2"


async def test_navigation_history_and_errors(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    first = page_server.add("/first", "<p>first</p>")
    second = page_server.add("/second", "<p>second</p>")
    res = await execute(GoBack(), runtime, obs("about:blank"), settings)
    assert not res.ok and res.error == "there is no page to go back to in this tab's history"
    res = await execute(Navigate(url=first), runtime, obs("about:blank"), settings)
    assert res.ok and res.url_changed and res.url_after == first
    await execute(Navigate(url=second), runtime, obs(first), settings)
    res = await execute(GoBack(), runtime, obs(second), settings)
    assert res.ok and res.url_after == first
    res = await execute(Navigate(url="ftp://example.com/"), runtime, obs(first), settings)
    assert not res.ok and "scheme 'ftp' is not allowed" in (res.error or "") and res.no_effect


async def test_screenshot_and_meta_actions(
    runtime: BrowserRuntime, settings: Settings, tmp_path: Path
) -> None:
    await runtime.page.set_content("<h1>Snap</h1>")
    shot = tmp_path / "shots" / "s_1.png"
    res = await execute(Screenshot(), runtime, obs("about:blank"), settings, screenshot_path=shot)
    assert res.ok and res.screenshot_path == str(shot) and shot.read_bytes()[:4] == b"\x89PNG"
    res = await execute(Screenshot(), runtime, obs("about:blank"), settings)
    assert not res.ok and res.error == "no screenshot path was given for this step"
    for meta in (Done(answer="42"), AskUser(question="Which size?")):
        res = await execute(meta, runtime, obs("about:blank"), settings)
        assert res.ok and res.note == "meta action" and res.tiers_tried == []


async def test_click_that_closes_its_tab_recovers(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    home = page_server.add("/start", "<button onclick=\"window.open('/popup')\">pop</button>")
    page_server.add("/popup", "<button data-agent-id=1 onclick='window.close()'>Close window</button>")
    await runtime.goto(home)
    async with runtime.page.context.expect_page() as info:
        await runtime.page.click("button")
    await (await info.value).wait_for_load_state()
    await runtime.switch_tab(2)
    res = await execute(
        Click(element_id=1),
        runtime,
        obs(page_server.url("/popup"), el(1, "button", "Close window")),
        settings,
    )
    assert res.ok, res.error
    assert runtime.active_tab_id == 1 and res.url_after == home
    assert "the tab closed after the action" in res.note


async def test_click_download_reports_the_saved_file(
    runtime: BrowserRuntime, settings: Settings, page_server: PageServer
) -> None:
    page_server.add(
        "/data.json",
        '{"rows": 3}',
        headers={"Content-Type": "application/json", "Content-Disposition": "attachment; filename=data.json"},
    )
    url = page_server.add("/export", "<a data-agent-id=1 href='/data.json'>Export</a>")
    await runtime.goto(url)
    res = await execute(Click(element_id=1), runtime, obs(url, el(1, "a", "Export")), settings)
    assert res.ok and res.download_path is not None and not res.no_effect
    assert Path(res.download_path).read_text() == '{"rows": 3}'


async def test_click_inside_iframe_and_shadow_root(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<div id=host></div>"
        "<iframe srcdoc=\"<button data-agent-id=2 onclick='parent.window.result = &quot;frame&quot;'>In frame</button>\">"
        "</iframe>"
        "<script>document.getElementById('host').attachShadow({mode: 'open'}).innerHTML ="
        " '<button data-agent-id=3 onclick=\"window.shadowResult=1\">In shadow</button>';</script>"
    )
    await runtime.page.wait_for_function(
        "document.querySelector('iframe').contentDocument?.querySelector('button')"
    )
    observation = obs(
        "about:blank", el(2, "button", "In frame", frame="0"), el(3, "button", "In shadow", in_shadow=True)
    )
    res = await execute(Click(element_id=2), runtime, observation, settings)
    assert res.ok and res.tier == "normal" and await result_of(runtime) == "frame"
    res = await execute(Click(element_id=3), runtime, observation, settings)
    assert res.ok and await runtime.page.evaluate("window.shadowResult") == 1
    # a frame path that does not resolve still finds the element by searching every frame
    wrong = obs("about:blank", el(2, "button", "In frame", frame="iframe[5]"))
    await runtime.page.evaluate("window.result = null")
    res = await execute(Click(element_id=2), runtime, wrong, settings)
    assert res.ok and await result_of(runtime) == "frame"


async def test_click_on_a_control_that_rerenders_when_hovered(
    runtime: BrowserRuntime, settings: Settings
) -> None:
    """A framework swaps the button for a fresh copy on mouseenter (hover styles by re-render), and an
    icon that swaps its image collapses to 0x0 until the new one loads: the click still reaches the
    control the planner chose, once."""
    await runtime.page.set_content(
        "<div id=slot><button data-agent-id=1>Star</button></div>"
        "<script>window.result = 0;"
        "document.getElementById('slot').addEventListener('mouseover', e => {"
        " if (e.target.dataset.hovered) return;"
        " const fresh = e.target.cloneNode(true); fresh.dataset.hovered = '1';"
        " fresh.addEventListener('click', () => window.result++);"
        " e.target.replaceWith(fresh); });</script>"
    )
    res = await execute(Click(element_id=1), runtime, obs("about:blank", el(1, "button", "Star")), settings)
    assert res.ok, res.error
    assert await result_of(runtime) == 1
