"""The type action on widgets Playwright cannot type into: read-only date boxes, sliders, colour
inputs. Fixture pages record what the page saw (value and events) in ``window.result``."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.actions.executor import execute
from wayfinder.actions.models import TypeText
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

RECORD = (
    "<script>window.result = {events: []};"
    "const f = document.querySelector('[data-agent-id=\"1\"]');"
    "for (const t of ['input', 'change']) f.addEventListener(t, () => {"
    " window.result.events.push(t); window.result.value = f.value; });</script>"
)


def field(input_type: str) -> Observation:
    el = Element(id=1, tag="input", input_type=input_type, bbox=BBox(x=10, y=10, w=100, h=20))
    return Observation(url="about:blank", elements=[el])


@pytest.fixture
def settings(test_settings: Settings) -> Settings:
    """Room for an action that must succeed (2 s ran out on a loaded machine); nothing here times out
    on purpose."""
    return test_settings.model_copy(update={"action_timeout_s": 10.0})


async def result_of(runtime: BrowserRuntime) -> Any:
    return await runtime.page.evaluate("window.result")


async def test_readonly_input_gets_its_value_by_script(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(f"<input data-agent-id=1 type=text readonly>{RECORD}")
    action = TypeText(element_id=1, text="10/11/2016")
    res = await execute(action, runtime, field("text"), settings)
    assert res.ok, res.error
    assert await result_of(runtime) == {"events": ["input", "change"], "value": "10/11/2016"}


async def test_editable_input_is_still_typed_normally(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(f"<input data-agent-id=1 type=text>{RECORD}")
    res = await execute(TypeText(element_id=1, text="abc"), runtime, field("text"), settings)
    assert res.ok and "js" not in res.tiers_tried
    assert (await result_of(runtime))["value"] == "abc"


async def test_range_input_is_set_within_its_bounds(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(f"<input data-agent-id=1 type=range min=-10 max=10 value=3>{RECORD}")
    res = await execute(TypeText(element_id=1, text="-7"), runtime, field("range"), settings)
    assert res.ok, res.error
    assert (await result_of(runtime))["value"] == "-7"


async def test_range_value_out_of_bounds_fails_naming_the_kept_value(
    runtime: BrowserRuntime, settings: Settings
) -> None:
    await runtime.page.set_content(f"<input data-agent-id=1 type=range min=0 max=10 value=3>{RECORD}")
    res = await execute(TypeText(element_id=1, text="50"), runtime, field("range"), settings)
    assert not res.ok and res.error is not None and "'10'" in res.error


ARIA_SLIDER = """
<div data-agent-id=1 role=slider tabindex=0 aria-valuenow=3 aria-valuemin=-5 aria-valuemax=5></div>
<script>
const s = document.querySelector('[role=slider]');
s.addEventListener('keydown', e => {
  let v = Number(s.getAttribute('aria-valuenow'));
  if (e.key === 'ArrowRight') v = Math.min(5, v + 1);
  if (e.key === 'ArrowLeft') v = Math.max(-5, v - 1);
  s.setAttribute('aria-valuenow', String(v));
  window.result = v;
});
</script>
"""


def slider_obs() -> Observation:
    el = Element(id=1, tag="div", role="slider", bbox=BBox(x=10, y=10, w=100, h=20))
    return Observation(url="about:blank", elements=[el])


async def test_aria_slider_is_moved_with_the_arrow_keys(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(ARIA_SLIDER)
    res = await execute(TypeText(element_id=1, text="-2"), runtime, slider_obs(), settings)
    assert res.ok, res.error
    assert await result_of(runtime) == -2


async def test_slider_past_its_end_fails_naming_where_it_stopped(
    runtime: BrowserRuntime, settings: Settings
) -> None:
    await runtime.page.set_content(ARIA_SLIDER)
    res = await execute(TypeText(element_id=1, text="9"), runtime, slider_obs(), settings)
    assert not res.ok and res.error is not None and "stopped at 5" in res.error
    assert await result_of(runtime) == 5


async def test_several_options_of_a_multi_select(runtime: BrowserRuntime, settings: Settings) -> None:
    await runtime.page.set_content(
        "<select data-agent-id=1 multiple><option>Mayotte</option><option>Brazil</option>"
        "<option>Mauritania</option></select><script>document.querySelector('select').onchange = e =>"
        " { window.result = Array.from(e.target.selectedOptions).map(o => o.text); };</script>"
    )
    sel = Element(id=1, tag="select", bbox=BBox(x=10, y=10, w=100, h=60))
    res = await execute(
        TypeText(element_id=1, text="Brazil, Mauritania"),
        runtime,
        Observation(url="about:blank", elements=[sel]),
        settings,
    )
    assert res.ok, res.error
    assert await result_of(runtime) == ["Brazil", "Mauritania"]
