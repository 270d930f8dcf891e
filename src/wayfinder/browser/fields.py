"""Form field primitives: fill, set a value by script, choose select options, move sliders, (un)check.

Each call that talks to the page carries the page's deadline (``deadline.py``) on top of the Playwright
timeout it passes, so a frozen page is reported as such instead of hanging.
"""

from __future__ import annotations

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from wayfinder.browser.deadline import bounded
from wayfinder.browser.elements import playwright_failures, require
from wayfinder.browser.navigation import is_closed_error
from wayfinder.errors import ActionFailed, BrowserGone

_READONLY_JS = "el => !!(el.readOnly || el.getAttribute('aria-readonly') === 'true')"
SET_VALUE_JS = """
(el, text) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype
    : el instanceof HTMLInputElement ? HTMLInputElement.prototype : null;
  const desc = proto ? Object.getOwnPropertyDescriptor(proto, 'value') : null;
  if (desc && desc.set) desc.set.call(el, text); else el.value = text;
  el.dispatchEvent(new Event('input', {bubbles: true}));
  el.dispatchEvent(new Event('change', {bubbles: true}));
  return String(el.value);
}
"""


async def fill(page: Page, agent_id: int, frame_path: str | None, text: str, timeout_s: float) -> None:
    """Replace the field's content with ``text`` (fill clears first and fires input/change).

    A read-only input (a date picker's text box that only its calendar widget writes) would make
    Playwright wait for editability until the timeout; its value is set by script instead, with the
    input/change events a person's edit would fire, so the widget and the form see the new value.
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"typing into element [{agent_id}]", page):
        readonly = bool(await locator.evaluate(_READONLY_JS))
    if readonly:
        await set_value(page, agent_id, frame_path, text)
        return
    async with playwright_failures(f"typing into element [{agent_id}]", page, timeout_s):
        await locator.fill(text, timeout=timeout_s * 1000)


async def set_value(page: Page, agent_id: int, frame_path: str | None, text: str) -> str:
    """Set an input's value by script and fire input/change; returns the value the element kept.

    For controls Playwright cannot type into: read-only inputs, sliders (``type=range``) and colour
    inputs. The browser clamps a range to its min/max/step, so the caller compares the kept value.
    """
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"setting the value of element [{agent_id}]", page):
        kept = await locator.evaluate(SET_VALUE_JS, text)
    return str(kept)


DESTINATIONS_JS = """
el => {
  const doc = el.ownerDocument, win = doc.defaultView;
  const here = /^https?:/.test(doc.location.href) ? doc.location.href : (win && win.origin) || '';
  const form = el.form || (el.closest ? el.closest('form') : null);
  const targets = [];
  const abs = t => { try { return new URL(t || '', doc.baseURI).href; } catch (e) { return String(t); } };
  if (form) {
    targets.push(abs(form.getAttribute('action')));
    for (const c of Array.from(form.elements)) {
      if (c.hasAttribute && c.hasAttribute('formaction')) targets.push(abs(c.getAttribute('formaction')));
    }
  }
  return { url: here, targets };
}
"""


async def destinations(page: Page, agent_id: int, frame_path: str | None) -> tuple[str, list[str]]:
    """Where text typed into the field would go: the URL of its document (its frame's, or that frame's
    origin when the frame inherits it) and every address its form submits to (the form's action and
    any submit button's ``formaction``), read from the live page."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"reading the form of element [{agent_id}]", page):
        found = await locator.evaluate(DESTINATIONS_JS)
    return str(found.get("url") or ""), [str(t) for t in found.get("targets") or []]


async def select_value(
    page: Page, agent_id: int, frame_path: str | None, value: str, timeout_s: float
) -> None:
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"choosing an option in element [{agent_id}]", page, timeout_s):
        await locator.select_option(value=value, timeout=timeout_s * 1000)


async def select_values(
    page: Page, agent_id: int, frame_path: str | None, values: list[str], timeout_s: float
) -> None:
    """Choose several options of a multi-select at once (the others become unselected)."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(
        f"choosing {len(values)} options in element [{agent_id}]", page, timeout_s
    ):
        await locator.select_option(value=values, timeout=timeout_s * 1000)


SLIDER_VALUE_JS = """
el => {
  const aria = el.closest('[role=slider]') || el.querySelector('[role=slider]');
  if (aria && aria.hasAttribute('aria-valuenow')) return parseFloat(aria.getAttribute('aria-valuenow'));
  const jq = window.jQuery;
  if (jq && jq.ui && jq.ui.slider) {
    const w = jq(el).closest('.ui-slider');
    if (w.length && w.slider('instance')) return Number(w.slider('value'));
  }
  if (el.type === 'range') return parseFloat(el.value);
  return null;
}
"""
SLIDER_FOCUS_JS = """
el => {
  const inner = el.matches('[role=slider], [tabindex]') ? el
    : el.querySelector('[role=slider], [tabindex], a, button');
  (inner || el).focus();
  return document.activeElement === (inner || el);
}
"""
MAX_SLIDER_KEYS = 400


async def slide_to(page: Page, agent_id: int, frame_path: str | None, want: float, timeout_s: float) -> float:
    """Move a slider to ``want`` with the arrow keys, as a keyboard user would; returns the value reached.

    The value is read from ``aria-valuenow`` (ARIA sliders), the jQuery UI slider API or a range
    input. One key per step, stopping as soon as the value is reached or stops moving.
    """
    locator = await require(page, agent_id, frame_path)
    what = f"moving slider [{agent_id}]"
    async with playwright_failures(what):  # each call bounded: the loop itself may take long
        value = await bounded(page, locator.evaluate(SLIDER_VALUE_JS), what)
        if value is None:
            raise ActionFailed(f"element [{agent_id}] shows no slider value to move")
        await bounded(page, locator.evaluate(SLIDER_FOCUS_JS), what)
        for _ in range(MAX_SLIDER_KEYS):
            if abs(float(value) - want) < 1e-9:
                break
            await bounded(
                page, page.keyboard.press("ArrowRight" if float(value) < want else "ArrowLeft"), what
            )
            moved = await bounded(page, locator.evaluate(SLIDER_VALUE_JS), what)
            if moved is None or float(moved) == float(value):
                break
            value = moved
    return float(value)


async def set_checked(
    page: Page, agent_id: int, frame_path: str | None, checked: bool, timeout_s: float
) -> None:
    """Check or uncheck; falls back to a script click when a styled control hides the real input."""
    locator = await require(page, agent_id, frame_path)
    try:
        await bounded(page, locator.set_checked(checked, timeout=timeout_s * 1000), "checking", timeout_s)
        return
    except PlaywrightError as exc:
        if is_closed_error(str(exc)):
            raise BrowserGone(f"the page went away while setting element [{agent_id}]") from None
    async with playwright_failures(
        f"setting element [{agent_id}] to {'checked' if checked else 'unchecked'}", page
    ):
        state = await locator.evaluate(
            "(el, want) => { if (el.checked !== want) el.click(); return el.checked; }", checked
        )
    if state != checked:
        raise ActionFailed(f"element [{agent_id}] did not become {'checked' if checked else 'unchecked'}")
