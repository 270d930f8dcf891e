"""Small in-page helpers used by capture.py (kept apart so capture.py reads as Python), and the
listener probe's installer (light: ``agent/early.py`` installs it before the agent is imported)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.async_api import BrowserContext

OVERLAY_ATTR = "data-wayfinder-overlay"

# Badges are positioned in document coordinates so they line up in viewport and full-page shots.
DRAW_OVERLAY = """(items) => {
  for (const old of document.querySelectorAll('[data-wayfinder-overlay]')) old.remove();
  const root = document.createElement('div');
  root.setAttribute('data-wayfinder-overlay', '1');
  root.setAttribute('aria-hidden', 'true');
  root.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;pointer-events:none;z-index:2147483647';
  const sx = window.scrollX, sy = window.scrollY;
  for (const it of items) {
    const box = document.createElement('div');
    box.style.cssText = `position:absolute;left:${it.x + sx}px;top:${it.y + sy}px;width:${it.w}px;` +
      `height:${it.h}px;outline:2px solid rgba(230,40,90,.85);pointer-events:none;box-sizing:border-box`;
    const badge = document.createElement('span');
    badge.textContent = String(it.id);
    badge.style.cssText = 'position:absolute;left:-2px;top:-14px;font:bold 11px/13px monospace;' +
      'background:rgba(230,40,90,.95);color:#fff;padding:0 3px;border-radius:3px;pointer-events:none';
    box.appendChild(badge);
    root.appendChild(box);
  }
  (document.body || document.documentElement).appendChild(root);
  return items.length;
}"""

REMOVE_OVERLAY = """() => {
  const nodes = document.querySelectorAll('[data-wayfinder-overlay]');
  for (const n of nodes) n.remove();
  return nodes.length;
}"""

# An init script (runs before any page script, in every frame): remembers elements that get a
# pointer listener through addEventListener, which the DOM cannot otherwise reveal. som.js reads
# window.__wayfinderListeners. It changes no behaviour of the page.
LISTENER_PROBE = """(() => {
  if (window.__wayfinderListeners) return;
  const seen = new WeakSet();
  Object.defineProperty(window, '__wayfinderListeners', {value: seen, enumerable: false});
  // click-like listeners make a control; drop listeners make a drop zone (a drag action's target)
  const types = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'dblclick',
    'drop']);
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (types.has(type) && this instanceof Element) seen.add(this);
    return original.call(this, type, listener, options);
  };
})();"""


async def install_listener_probe(context: BrowserContext) -> None:
    """Record elements that get click listeners via addEventListener, so som.js can list them.

    Call once per browser context, before pages load (it is an init script; documents already
    loaded are not probed, but jQuery handlers are found either way)."""
    await context.add_init_script(script=LISTENER_PROBE)
