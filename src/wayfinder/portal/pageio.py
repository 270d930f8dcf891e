"""The portal workflow's only door to the live page (docs/ARCHITECTURE.md, "Layers": Playwright is
called in browser/ and observe/capture.py; the portal's own page reads and its replay of recorded steps
need locator-level access, so they are confined to this one module).

- ``clean_html``: one evaluate that clones the document, drops scripts, styles and hidden nodes
  (display:none, visibility:hidden, aria-hidden, the hidden attribute, zero-size dialogs) using the
  live computed styles, and tags interesting elements with ``data-wf-css`` (a short CSS path).
- ``perform``: do one recorded step by its first matching selector alternative.
- ``screenshot``: the page for the report, password fields (and fields holding a secret) filled.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import time
from collections.abc import Callable
from pathlib import Path

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Locator, Page

from wayfinder.browser.shots import masked_screenshot
from wayfinder.errors import ActionFailed
from wayfinder.portal.steps import Selector, Step, selector_key

CLEAN_JS = r"""
() => {
  const DROP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META']);
  const MARK = 'input,select,textarea,button,a,table,[role=grid],[role=table],form';
  function cssPath(el) {
    const parts = [];
    for (let n = el; n && n.nodeType === 1 && parts.length < 4; n = n.parentElement) {
      if (n.id && /^[A-Za-z_][\w-]*$/.test(n.id)) { parts.unshift('#' + n.id); break; }
      let i = 1; for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === n.tagName) i++;
      parts.unshift(n.tagName.toLowerCase() + ':nth-of-type(' + i + ')');
    }
    return parts.join(' > ');
  }
  function hidden(el) {
    if (DROP.has(el.tagName)) return true;
    if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
    const st = getComputedStyle(el);
    if (st.display === 'none' || st.visibility === 'hidden') return true;
    const modal = el.getAttribute('role') === 'dialog' || el.getAttribute('aria-modal') === 'true' || /modal/i.test(el.className || '');
    if (modal) { const r = el.getBoundingClientRect(); if (r.width === 0 || r.height === 0) return true; }
    return false;
  }
  const clone = document.documentElement.cloneNode(true);
  const drops = [];
  (function walk(live, copy) {
    const lk = live.children, ck = copy.children;
    for (let i = 0; i < lk.length && i < ck.length; i++) {
      if (hidden(lk[i])) { drops.push(ck[i]); continue; }
      if (lk[i].matches(MARK)) ck[i].setAttribute('data-wf-css', cssPath(lk[i]));
      if ('value' in lk[i] && (lk[i].tagName === 'INPUT' || lk[i].tagName === 'TEXTAREA')) ck[i].setAttribute('value', lk[i].value);
      walk(lk[i], ck[i]);
    }
  })(document.documentElement, clone);
  drops.forEach(n => n.remove());
  return clone.outerHTML;
}
"""

RESULTS_JS = r"""
() => {
  const t = document.body ? document.body.innerText : '';
  if (/\b(no (records|results|matches) (were )?found|too many (results|records))\b/i.test(t)) return true;
  return !!(document.querySelector('table th, [role=columnheader]') &&
            document.querySelector('table td, [role=gridcell]'));
}
"""


async def clean_html(page: Page, frame_hint: str = "") -> str:
    """The cleaned HTML of the page, or of its frame whose URL contains ``frame_hint``."""
    frame = find_frame(page, frame_hint) if frame_hint else None
    return str(await (frame or page.main_frame).evaluate(CLEAN_JS))


def find_frame(page: Page, hint: str) -> Frame | None:
    return next((f for f in page.frames[1:] if hint and hint in f.url), None)


async def frame_documents(page: Page) -> list[tuple[str, str]]:
    """(url, cleaned HTML) of the page's child frames that loaded a document (same-origin or not:
    Playwright reads every frame)."""
    out = []
    for frame in page.frames[1:]:
        if not frame.url or frame.url.startswith("about:"):
            continue
        try:
            out.append((frame.url, str(await frame.evaluate(CLEAN_JS))))
        except PlaywrightError:
            continue
    return out


def locator(page: Page, sel: Selector) -> Locator:
    how, value = sel["how"], sel["value"]
    if how == "label":
        return page.get_by_label(value, exact=True)
    if how == "role":
        return page.get_by_role(sel.get("role", "button"), name=value, exact=True)  # type: ignore[arg-type]
    if how == "text":
        return page.get_by_text(value, exact=True)
    if how == "placeholder":
        return page.get_by_placeholder(value, exact=True)
    return page.locator(value)


async def _visible(loc: Locator) -> bool:
    try:
        count = await loc.count()
        for i in range(min(count, 5)):
            if await loc.nth(i).is_visible():
                return True
    except PlaywrightError:
        return False
    return False


async def find(
    page: Page, selectors: list[Selector], order: list[int], timeout_ms: int
) -> tuple[int, Locator]:
    """The first visible alternative in ``order``, polling until ``timeout_ms``; ActionFailed lists all."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        for i in order:
            loc = locator(page, selectors[i])
            if await _visible(loc):
                return i, loc.first
        if time.monotonic() > deadline:
            tried = ", ".join(selector_key(selectors[i]) for i in order)
            raise ActionFailed(f"no alternative matched within {timeout_ms} ms: {tried}")
        await asyncio.sleep(0.1)


async def perform(page: Page, step: Step, order: list[int], value: str | None = None) -> int:
    """Do one interaction step; returns the index of the alternative used. Raises ActionFailed."""
    index, loc = await find(page, step["selectors"], order, step["wait_ms"])
    kind = step["kind"]
    try:
        if kind == "fill":
            await loc.fill(value or "")
        elif kind == "select":
            await loc.select_option(label=value or "")
        elif kind == "check":
            await loc.check()
        else:
            await loc.click()
            await page.wait_for_load_state("domcontentloaded")
    except PlaywrightError as exc:
        raise ActionFailed(f"{step['description']}: {str(exc).splitlines()[0]}") from None
    return index


async def signature(page: Page) -> str:
    """URL + a hash of the visible text: what 'the page changed' means for the disclaimer breaker."""
    try:
        text = await page.evaluate("() => document.body ? document.body.innerText : ''")
    except PlaywrightError:
        text = ""
    return page.url + "#" + hashlib.sha1(str(text).encode()).hexdigest()[:12]


async def wait_for_change(page: Page, before: str, timeout_ms: int) -> bool:
    deadline = time.monotonic() + timeout_ms / 1000
    while time.monotonic() < deadline:
        with contextlib.suppress(PlaywrightError):
            await page.wait_for_load_state("domcontentloaded")
        if await signature(page) != before:
            return True
        await asyncio.sleep(0.1)
    return False


async def wait_for_results(page: Page, timeout_ms: int) -> bool:
    """Wait until the page (or one of its frames) shows rows or a results message (a JS grid renders
    late, a framed result loads after the page)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        for frame in page.frames:
            with contextlib.suppress(PlaywrightError):
                if await frame.evaluate(RESULTS_JS):
                    return True
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.1)


async def screenshot(page: Page, path: Path, mask: Callable[[str], str] | None = None) -> str | None:
    """The page as a PNG at ``path`` with its password fields (and fields whose value ``mask`` changes:
    a secret) filled, see ``browser/shots.py``; None and no file when it cannot be taken or masked."""
    shot = await masked_screenshot(page, path, mask)
    return str(shot) if shot is not None else None
