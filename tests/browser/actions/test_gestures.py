"""press_key, hover, select_option, wait and drag against real headless Chromium. Fixture pages carry
hand-written data-agent-id attributes and record what happened in ``window.result``."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.actions.executor import execute
from wayfinder.actions.models import Drag, Hover, PressKey, SelectOption, Wait
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def el(agent_id: int, tag: str, text: str = "", **kw: Any) -> Element:
    return Element(id=agent_id, tag=tag, text=text, bbox=BBox(x=10, y=10, w=100, h=30), **kw)


def obs(*elements: Element) -> Observation:
    return Observation(url="about:blank", elements=list(elements))


@pytest.fixture
def settings(test_settings: Settings) -> Settings:
    """Room for a gesture that must succeed: half of a 2 s action timeout for a hover ran out on a
    loaded machine, and the script-event fallback ran instead."""
    return test_settings.model_copy(update={"action_timeout_s": 10.0})


@pytest.fixture
def quick(test_settings: Settings) -> Settings:
    """For tests whose real gesture is meant to time out (an overlay) before the script fallback."""
    return test_settings.model_copy(update={"action_timeout_s": 2.0})


async def result_of(runtime: BrowserRuntime) -> Any:
    return await runtime.page.evaluate("window.result")


KEY_LOG = (
    "<input data-agent-id=1 id=box><input data-agent-id=2 id=other>"
    "<script>window.result = [];"
    "document.addEventListener('keydown', e => { if (['Shift', 'Control'].includes(e.key)) return;"
    " window.result.push([e.target.id || e.target.tagName,"
    " (e.ctrlKey ? 'C+' : '') + (e.shiftKey ? 'S+' : '') + e.key]); });"
    "</script>"
)


async def test_press_key_in_an_element_and_on_the_page(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(KEY_LOG)
    page = obs(el(1, "input"), el(2, "input"))
    res = await execute(PressKey(key="down", element_id=1), runtime, page, settings)
    assert res.ok and res.tier == "normal" and res.element_id == 1, res.error
    res = await execute(PressKey(key="shift+tab"), runtime, page, settings)  # focus is still in #box
    assert res.ok, res.error
    res = await execute(PressKey(key="ctrl+a", element_id=2), runtime, page, settings)
    assert res.ok, res.error
    assert await result_of(runtime) == [["box", "ArrowDown"], ["box", "S+Tab"], ["other", "C+a"]]


async def test_escape_closes_a_dialog_and_enter_submits(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<div id=modal role=dialog>Newsletter? <button>Subscribe</button></div>"
        "<form onsubmit='event.preventDefault(); window.result = this.elements.q.value'>"
        "<input name=q data-agent-id=1 value='blue kettle'></form>"
        "<script>document.addEventListener('keydown', e => {"
        " if (e.key === 'Escape') document.getElementById('modal').remove(); });</script>"
    )
    page = obs(el(1, "input", name="q"))
    res = await execute(PressKey(key="Esc"), runtime, page, settings)
    assert res.ok and res.dom_changed and not res.no_effect
    assert await runtime.page.locator("#modal").count() == 0
    res = await execute(PressKey(key="Enter", element_id=1), runtime, page, settings)
    assert res.ok and await result_of(runtime) == "blue kettle"


async def test_space_presses_a_button(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content("<button data-agent-id=3 onclick=\"window.result='pressed'\">Go</button>")
    res = await execute(PressKey(key="space", element_id=3), runtime, obs(el(3, "button", "Go")), settings)
    assert res.ok and await result_of(runtime) == "pressed"


HOVER_MENU = (
    "<nav><span data-agent-id=1 id=top>Products</span><ul id=menu hidden><li>Kettles</li></ul></nav>"
    "<script>document.getElementById('top').addEventListener('mouseenter', () => {"
    " setTimeout(() => { document.getElementById('menu').hidden = false; window.result = 'open'; }, 150);"
    "});</script>"
)


async def test_hover_opens_a_menu_that_renders_late(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(HOVER_MENU)
    res = await execute(Hover(element_id=1), runtime, obs(el(1, "span", "Products")), settings)
    assert res.ok and res.tier == "normal", res.error
    assert res.dom_changed and not res.no_effect  # the menu's late render was waited for
    assert await result_of(runtime) == "open"


async def test_hover_under_an_overlay_falls_back_to_script_events(
    runtime: BrowserRuntime, quick: Settings
) -> None:
    await runtime.page.set_content(
        HOVER_MENU + "<div style='position:fixed;inset:0;z-index:9;background:rgba(0,0,0,.2)'></div>"
    )
    res = await execute(Hover(element_id=1), runtime, obs(el(1, "span", "Products")), quick)
    assert res.ok and res.tiers_tried == ["normal", "js"] and res.tier == "js", res.error
    assert await result_of(runtime) == "open"


SELECT = (
    "<select data-agent-id=4 onchange='window.result = this.value'>"
    "<option value=''>Delivery</option><option value='std'>Standard (3-5 days)</option>"
    "<option value='exp'>Express</option></select>"
    "<div data-agent-id=5 role=listbox>Colour</div>"
)


async def test_select_option_by_visible_label(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(SELECT)
    page = obs(el(4, "select"), el(5, "div", "Colour", role="listbox"))
    res = await execute(SelectOption(element_id=4, label="express"), runtime, page, settings)
    assert res.ok and res.dom_changed and "'Express'" in res.note, res.error
    assert await result_of(runtime) == "exp"
    res = await execute(SelectOption(element_id=4, label="Standard"), runtime, page, settings)
    assert res.ok and await result_of(runtime) == "std"


async def test_select_option_without_a_match_lists_the_options(
    runtime: BrowserRuntime, settings: Settings
) -> None:
    await runtime.page.set_content(SELECT)
    page = obs(el(4, "select"), el(5, "div", "Colour", role="listbox"))
    res = await execute(SelectOption(element_id=4, label="Overnight"), runtime, page, settings)
    assert not res.ok and await result_of(runtime) is None
    assert res.error == (
        "no option matching 'Overnight' in element [4] <select>; "
        "options: 'Delivery', 'Standard (3-5 days)', 'Express'"
    )
    res = await execute(SelectOption(element_id=5, label="Red"), runtime, page, settings)
    assert not res.ok and "is a list box, not a native select; click it" in (res.error or "")


async def test_wait_ends_when_the_page_changes_by_itself(runtime: BrowserRuntime, settings: Settings) -> None:
    """The page counts down on its own for a while and then stops: the wait sees the change whenever
    it started within the countdown, and ends once the page goes quiet rather than at its 10 s cap."""
    await runtime.page.set_content(
        "<p>Seats left: <b id=s>30</b></p><script>window.result = 'counting';"
        "const s = document.getElementById('s');"
        "const tick = setInterval(() => { s.textContent = String(Number(s.textContent) - 1);"
        " if (s.textContent === '0') { clearInterval(tick); window.result = 'done'; } }, 100);</script>"
    )
    res = await execute(Wait(seconds=10), runtime, obs(), settings)
    assert res.ok and res.dom_changed and not res.no_effect and "changed by itself" in res.note
    assert int(await runtime.page.inner_text("#s")) < 30


async def test_wait_on_a_still_page_reports_no_effect(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content("<p>Nothing happens here</p>")
    res = await execute(Wait(seconds=0.3), runtime, obs(), settings)
    assert res.ok and res.no_effect and res.note == "nothing changed within 0.3s"


SLIDER = (
    "<div id=track style='position:relative;width:300px;height:20px;background:#ddd;margin:40px'>"
    "<div data-agent-id=6 id=knob style='position:absolute;left:0;width:20px;height:20px;background:#333'>"
    "</div></div><script>"
    "const knob = document.getElementById('knob'); let start = null, left = 0; window.result = 0;"
    "knob.addEventListener('mousedown', e => { start = e.clientX - left; });"
    "document.addEventListener('mousemove', e => { if (start === null) return;"
    " left = Math.max(0, Math.min(280, e.clientX - start)); knob.style.left = left + 'px'; });"
    "document.addEventListener('mouseup', () => { if (start !== null) window.result = left; start = null; });"
    "</script>"
)


async def test_drag_by_offset_moves_a_slider(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(SLIDER)
    res = await execute(Drag(element_id=6, dx=120), runtime, obs(el(6, "div")), settings)
    assert res.ok and res.tier == "normal" and not res.no_effect, res.error
    assert await result_of(runtime) == 120
    res = await execute(Drag(element_id=6, dx=-50), runtime, obs(el(6, "div")), settings)
    assert res.ok and await result_of(runtime) == 70


DROP = (
    "<div data-agent-id=7 id=card draggable=true style='width:80px;height:30px'>Invoice 42</div>"
    "<div data-agent-id=8 id=done style='width:200px;height:80px;margin-top:40px;border:1px solid'>Done</div>"
    "<script>const done = document.getElementById('done');"
    "document.getElementById('card').addEventListener('dragstart', e => e.dataTransfer.setData('text', 'card'));"
    "done.addEventListener('dragover', e => e.preventDefault());"
    "done.addEventListener('drop', e => { e.preventDefault();"
    " done.appendChild(document.getElementById(e.dataTransfer.getData('text')));"
    " window.result = 'dropped'; });</script>"
)


async def test_drag_onto_an_html5_drop_zone(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(DROP)
    page = obs(el(7, "div", "Invoice 42"), el(8, "div", "Done"))
    res = await execute(Drag(element_id=7, to_element_id=8), runtime, page, settings)
    assert res.ok and res.element_id == 7 and not res.no_effect, res.error
    assert await result_of(runtime) == "dropped"
    assert await runtime.page.evaluate("document.getElementById('card').parentElement.id") == "done"


async def test_drag_onto_a_covered_drop_zone_uses_script_events(
    runtime: BrowserRuntime, quick: Settings
) -> None:
    await runtime.page.set_content(
        DROP.replace("<script>", "<div style='position:fixed;inset:0;z-index:9'></div><script>", 1)
    )
    page = obs(el(7, "div", "Invoice 42"), el(8, "div", "Done"))
    res = await execute(Drag(element_id=7, to_element_id=8), runtime, page, quick)
    assert res.ok and res.tiers_tried == ["normal", "js"] and res.tier == "js", res.error
    assert await result_of(runtime) == "dropped"
