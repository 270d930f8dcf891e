"""Small in-page scripts used by ``browser/ops.py``. Kept as constants so each evaluate is one round trip."""

from __future__ import annotations

ELEMENT_INFO_JS = """
el => {
  const tag = el.tagName.toLowerCase();
  const disabled = !!(el.disabled || el.closest('fieldset[disabled]') ||
                      el.getAttribute('aria-disabled') === 'true');
  const type = tag === 'input' ? (el.getAttribute('type') || 'text').toLowerCase() : null;
  const checked = (type === 'checkbox' || type === 'radio') ? !!el.checked :
                  (el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null);
  const editable = tag === 'textarea' || el.isContentEditable ||
    (tag === 'input' && !['checkbox','radio','submit','button','reset','image','file','hidden','range','color']
      .includes(type));
  const options = tag === 'select'
    ? Array.from(el.options).map(o => ({text: (o.textContent || '').trim(), value: o.value})) : [];
  const text = (el.innerText || el.value || '').trim().slice(0, 200);
  return {tag, type, role: el.getAttribute('role'), disabled, checked, editable, text, options};
}
"""

PAGE_STATE_JS = """
() => {
  // count tab-opening attempts (window.open, links/forms with a target) so the executor knows a new
  // tab is on its way: Playwright announces a popup only after its first navigation, up to ~1 s later
  if (!window.__wfPopupHook) {
    window.__wfPopupHook = true;
    window.__wfPopups = 0;
    const open = window.open;
    window.open = function (...args) { window.__wfPopups++; return open.apply(this, args); };
    const opensTab = el => el && el.target && !['_self', '_top', '_parent'].includes(el.target.toLowerCase());
    document.addEventListener('click', e => {
      const link = e.target && e.target.closest ? e.target.closest('a[href]') : null;
      if (opensTab(link)) window.__wfPopups++;
    }, true);
    document.addEventListener('submit', e => { if (opensTab(e.target)) window.__wfPopups++; }, true);
    // count DOM mutations (a class toggled, a node added, text edited) so an action whose only effect
    // is a changed attribute is not mistaken for "no effect"; the agent's own ids and badges are not
    // changes of the page
    window.__wfMutations = 0;
    // requests the page makes itself (fetch/XHR): an action whose effect arrives with a response is
    // waited for on this signal instead of a fixed sleep
    window.__wfInflight = 0;
    window.__wfLastNet = 0;
    const netDone = () => { window.__wfInflight--; window.__wfLastNet = performance.now(); };
    if (window.fetch) {
      const fetch0 = window.fetch;
      window.fetch = function (...args) {
        window.__wfInflight++;
        return fetch0.apply(this, args).finally(netDone);
      };
    }
    // reading a response body is part of the request: the page's handler runs right after it
    for (const name of ['json', 'text', 'blob', 'arrayBuffer', 'formData']) {
      const read0 = Response.prototype[name];
      if (!read0) continue;
      Response.prototype[name] = function (...args) {
        window.__wfInflight++;
        return read0.apply(this, args).finally(netDone);
      };
    }
    const send0 = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      window.__wfInflight++;
      this.addEventListener('loadend', netDone, {once: true});
      return send0.apply(this, args);
    };
    const ours = r => (r.type === 'attributes' && r.attributeName === 'data-agent-id') ||
      (r.target && r.target.closest && r.target.closest('[data-wayfinder-overlay]')) ||
      Array.from(r.addedNodes || []).concat(Array.from(r.removedNodes || []))
        .some(n => n.nodeType === 1 && n.hasAttribute('data-wayfinder-overlay'));
    new MutationObserver(records => {
      for (const r of records) if (!ours(r)) window.__wfMutations++;
    }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  }
  const body = document.body;
  const text = body ? (body.innerText || '') : '';
  let h = 2166136261;
  const n = Math.min(text.length, 200000);
  for (let i = 0; i < n; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); }
  let checked = 0, values = 0, expanded = 0;
  for (const el of document.querySelectorAll('input, textarea, select')) {
    if (el.checked) checked++;
    values += (el.value || '').length + (el.selectedIndex > 0 ? el.selectedIndex : 0);
  }
  expanded = document.querySelectorAll('[aria-expanded="true"], details[open], dialog[open]').length;
  const count = document.getElementsByTagName('*').length;
  return {sig: [location.href, count, text.length, h >>> 0, checked, values, expanded, window.__wfMutations]
            .join('|'),
          y: window.scrollY, popups: window.__wfPopups, mutations: window.__wfMutations};
}
"""

SCROLL_PAGE_JS = """
({direction, step}) => {
  const el = document.scrollingElement || document.documentElement;
  if (direction === 'top') window.scrollTo(0, 0);
  else if (direction === 'bottom') window.scrollTo(0, el.scrollHeight);
  else window.scrollBy(0, direction === 'up' ? -step : step);
  return window.scrollY;
}
"""

SCROLL_ELEMENT_JS = """
(el, {direction, step}) => {
  let box = el;
  while (box && box !== document.body && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
  if (!box || box === document.body) box = document.scrollingElement || document.documentElement;
  const before = box.scrollTop;
  if (direction === 'top') box.scrollTop = 0;
  else if (direction === 'bottom') box.scrollTop = box.scrollHeight;
  else box.scrollTop = before + (direction === 'up' ? -step : step);
  return [before, box.scrollTop];
}
"""

CLICK_BY_TEXT_JS = """
(wanted) => {
  const norm = s => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
  const target = norm(wanted);
  if (!target) return null;
  const sel = 'a, button, [role=button], [role=link], [role=tab], [role=menuitem], [role=option], ' +
              'input[type=submit], input[type=button], summary, label, [onclick]';
  const visible = el => {
    const r = el.getBoundingClientRect();
    const st = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && st.display !== 'none';
  };
  const textOf = el => norm(el.innerText || el.value || el.getAttribute('aria-label') || '');
  const all = Array.from(document.querySelectorAll(sel)).filter(el => visible(el) && !el.disabled);
  let hit = all.find(el => textOf(el) === target);
  let how = 'exact';
  if (!hit) {
    const partial = all.filter(el => textOf(el).includes(target)).sort((a, b) => textOf(a).length - textOf(b).length);
    hit = partial[0];
    how = 'contains';
  }
  if (!hit) return null;
  hit.scrollIntoView({block: 'center'});
  hit.click();
  return how;
}
"""

# Installs the click recorder in the element's document (once), then resolves with the recorder's
# sequence number once the element has a non-empty box again (or after ~1 s): some controls swap their
# image on hover (CSS content:url()) and collapse to 0x0 until it loads. The recorder keeps, for each
# trusted click, the agent ids on its composed path, so "did the click reach this element?" can be
# answered from evidence tied to the target (CLICK_REACHED_JS), not from any change of the page.
BOX_SETTLED_JS = """el => new Promise(done => {
  const doc = el.ownerDocument, w = doc.defaultView;
  if (!w.__wfClicks) {
    w.__wfClicks = []; w.__wfClickSeq = 0;
    doc.addEventListener('click', e => {
      if (!e.isTrusted) return;
      const ids = [];
      for (const n of e.composedPath()) {
        if (n.nodeType === 1 && n.hasAttribute('data-agent-id')) ids.push(n.getAttribute('data-agent-id'));
      }
      w.__wfClicks.push({seq: ++w.__wfClickSeq, ids});
      if (w.__wfClicks.length > 50) w.__wfClicks.shift();
    }, true);
  }
  const since = w.__wfClickSeq;
  const start = performance.now();
  const look = () => {
    const box = el.getBoundingClientRect();
    if ((box.width > 0 && box.height > 0) || performance.now() - start > 1000) done(since);
    else requestAnimationFrame(look);
  };
  look();
})"""

CLICK_REACHED_JS = """({id, since}) =>
  (window.__wfClicks || []).some(c => c.seq > since && c.ids.includes(String(id)))"""

LATE_CHANGE_JS = """({capMs, since}) => new Promise(done => {
  const start = since;
  const t0 = performance.now();
  const look = () => {
    const now = performance.now();
    if ((window.__wfMutations || 0) !== start) return done(true);
    // still waiting on the page's own requests, or just after one (its handler updates the DOM)
    const busy = (window.__wfInflight || 0) > 0 || now - (window.__wfLastNet || 0) < 150;
    if (now - t0 > capMs || (!busy && now - t0 > 300)) return done(false);
    setTimeout(look, 25);
  };
  look();
})"""
