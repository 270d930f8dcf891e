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

# The in-page hook: tab-opening attempts, DOM mutations, the page's own requests and short timers.
# Installed at document start by an init script (BrowserRuntime.start), so a new document's requests
# are seen from its first one; PAGE_STATE_JS installs it too when it is missing (pages opened before).
HOOK_JS = """
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
    // web workers the page talks to (a search index built off the main thread): a message posted to
    // one is awaited like a request until the worker answers (at most 3 s, for a worker that never does)
    window.__wfWorkerWait = 0;
    window.__wfWorkerSince = 0;
    window.__wfWorkerBusy = () =>
      window.__wfWorkerWait > 0 && performance.now() - window.__wfWorkerSince < 3000;
    if (window.Worker && window.Proxy && window.Reflect && window.WeakSet) {
      const seen = new WeakSet();  // only workers whose answers we hear (made after the hook)
      const post0 = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (...args) {
        if (seen.has(this)) {
          window.__wfWorkerWait++;
          window.__wfWorkerSince = performance.now();
        }
        return post0.apply(this, args);
      };
      window.Worker = new Proxy(window.Worker, {construct(target, args, newTarget) {
        const worker = Reflect.construct(target, args, newTarget);
        seen.add(worker);
        worker.addEventListener('message', () => {
          window.__wfWorkerWait = Math.max(0, window.__wfWorkerWait - 1);
          window.__wfLastNet = performance.now();  // the page's handler runs right after it
        });
        return worker;
      }});
    }
    // short timers (<= 1 s) the page schedules: an action whose effect comes from a setTimeout is
    // waited for on this signal too; our own waits use the original setTimeout
    window.__wfTimerSeq = 0;
    const timers = new Map();
    const st0 = window.setTimeout, ct0 = window.clearTimeout;
    window.__wfSetTimeout = st0;
    window.__wfPendingSince = since => { let n = 0; for (const seq of timers.values()) if (seq > since) n++; return n; };
    window.setTimeout = function (fn, delay, ...rest) {
      if (typeof fn !== 'function' || Number(delay) > 1000) return st0.call(window, fn, delay, ...rest);
      const seq = ++window.__wfTimerSeq;
      const id = st0.call(window, function (...args) { timers.delete(id); return fn.apply(this, args); }, delay, ...rest);
      timers.set(id, seq);
      return id;
    };
    window.clearTimeout = function (id) { timers.delete(id); return ct0.call(window, id); };
    const ours = r => (r.type === 'attributes' && r.attributeName === 'data-agent-id') ||
      (r.target && r.target.closest && r.target.closest('[data-wayfinder-overlay]')) ||
      Array.from(r.addedNodes || []).concat(Array.from(r.removedNodes || []))
        .some(n => n.nodeType === 1 && n.hasAttribute('data-wayfinder-overlay'));
    const mo = new MutationObserver(records => {
      for (const r of records) if (!ours(r)) window.__wfMutations++;
    });
    const watch = root => mo.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    watch(document);
    // open shadow roots (web components) are separate trees the document observer does not see
    const walk = root => {
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { watch(el.shadowRoot); walk(el.shadowRoot); }
    };
    walk(document);
    const attach0 = Element.prototype.attachShadow;
    if (attach0) {
      Element.prototype.attachShadow = function (init) {
        const root = attach0.call(this, init);
        try { watch(root); } catch (e) { /* a closed or odd root: not ours to watch */ }
        return root;
      };
    }
  }
}
"""
INIT_HOOK_JS = "(" + HOOK_JS.strip() + ")();"

PAGE_STATE_JS = (
    """
() => {
  ("""
    + HOOK_JS.strip()
    + """)();
  // The signature is what changed for the page, not a hash of its text: the mutation count (text,
  // nodes, attributes, in open shadow roots too) plus form state, which changes without mutations.
  let checked = 0, values = 0;
  for (const el of document.querySelectorAll('input, textarea, select')) {
    if (el.checked) checked++;
    values += (el.value || '').length + (el.selectedIndex > 0 ? el.selectedIndex : 0);
  }
  // which document this is (a new one has a new time origin) and how long it took to load: the
  // page's own time from the start of its navigation to DOMContentLoaded, as the browser measured it
  const nav = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  return {sig: [location.href, checked, values, window.__wfMutations].join('|'),
          y: window.scrollY, popups: window.__wfPopups, mutations: window.__wfMutations,
          timers: window.__wfTimerSeq, origin: performance.timeOrigin,
          load: nav ? nav.domContentLoadedEventEnd : 0, inflight: window.__wfInflight || 0};
}

"""
)

# The page's scrollers: the document, then the largest boxes with a scrollbar of their own (a list in a
# box, whose rows load as it scrolls), biggest first. Only the first two boxes count.
SCROLLERS_JS = """() => {
  const doc = document.scrollingElement || document.documentElement;
  const vw = innerWidth, vh = innerHeight;
  const boxes = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.clientHeight < 100 || el.scrollHeight <= el.clientHeight + 40) continue;
    const oy = getComputedStyle(el).overflowY;
    if (oy !== 'auto' && oy !== 'scroll') continue;
    const r = el.getBoundingClientRect();
    if (r.width * r.height >= 0.05 * vw * vh) boxes.push(el);
  }
  boxes.sort((a, b) => b.clientWidth * b.clientHeight - a.clientWidth * a.clientHeight);
  return [doc, ...boxes.slice(0, 2)];
}"""

# Scroll the page (the window), or, when it cannot move that way, its largest list box. Returns the
# offsets [before, after] of the one that moved (or of the window).
SCROLL_PAGE_JS = (
    """({direction, step}) => {
  const scrollers = ("""
    + SCROLLERS_JS
    + """)();
  const move = (el) => {
    const before = el.scrollTop;
    if (direction === 'top') el.scrollTop = 0;
    else if (direction === 'bottom') el.scrollTop = el.scrollHeight;
    else el.scrollTop = before + (direction === 'up' ? -step : step);
    return [before, el.scrollTop];
  };
  let moved = move(scrollers[0]);
  for (const box of scrollers.slice(1)) {
    if (Math.abs(moved[1] - moved[0]) >= 1) break;
    moved = move(box);
  }
  return moved;
}
"""
)

# Every scroller at once, for a paged scan: by `by` px (or back to the offsets `to`); resolves after two
# animation frames (a timer caps it where rAF is paused) with each scroller's [offset, scroll height].
SCROLL_ALL_JS = (
    """({by, to}) => new Promise((resolve) => {
  const all = ("""
    + SCROLLERS_JS
    + """)();
  all.forEach((el, i) => {
    if (to) { if (to[i] !== undefined && to[i] !== null) el.scrollTop = to[i]; }
    else if (by) el.scrollTop = el.scrollTop + by;
  });
  let finished = false;
  const finish = () => { if (!finished) { finished = true; resolve(all.map((el) => [el.scrollTop, el.scrollHeight])); } };
  requestAnimationFrame(() => requestAnimationFrame(finish));
  (window.__wfSetTimeout || setTimeout)(finish, 250);
})"""
)

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
CLICK_RECORDER_JS = """doc => {
  const w = doc.defaultView;
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
  return w.__wfClickSeq;
}"""

BOX_SETTLED_JS = (
    """el => new Promise(done => {
  const since = ("""
    + CLICK_RECORDER_JS
    + """)(el.ownerDocument);
  const start = performance.now();
  const look = () => {
    const box = el.getBoundingClientRect();
    if ((box.width > 0 && box.height > 0) || performance.now() - start > 1000) done(since);
    else requestAnimationFrame(look);
  };
  look();
})"""
)

CLICK_REACHED_JS = """({id, since}) =>
  (window.__wfClicks || []).some(c => c.seq > since && c.ids.includes(String(id)))"""

# Ends as soon as the DOM changed, or once the page is idle for IDLE ms: none of its own requests in
# flight (or just answered: its handler updates the DOM), and none of the short timers scheduled since
# the action (``timersSince``) still pending. The page's signal, not a fixed sleep; capped at capMs.
LATE_CHANGE_JS = """({capMs, since, timersSince}) => new Promise(done => {
  const IDLE = 40;
  const later = window.__wfSetTimeout || setTimeout;
  const t0 = performance.now();
  let busyMs = 0, last = t0, idleSince = t0;
  const look = () => {
    const now = performance.now();
    const net = (window.__wfInflight || 0) > 0 || now - (window.__wfLastNet || 0) < 100 ||
      (window.__wfWorkerBusy ? window.__wfWorkerBusy() : false);
    const timers = window.__wfPendingSince ? window.__wfPendingSince(timersSince) : 0;
    const busy = net || timers > 0;
    if (busy) { busyMs += now - last; idleSince = now; }
    last = now;
    if ((window.__wfMutations || 0) !== since) return done({changed: true, pageMs: busyMs});
    if (now - t0 > capMs || now - idleSince >= IDLE) return done({changed: false, pageMs: busyMs});
    later(look, 10);
  };
  look();
})"""

# After a navigation: resolves once the new document is idle for IDLE ms (loaded, none of its own
# requests in flight or just answered, none of its short timers pending, no worker it asked still
# working), or at capMs; while its own requests or workers are still answering, at busyCapMs. The
# page's signal, instead of Playwright's "networkidle" (500 ms without any request). Returns the ms waited.
SETTLE_JS = """({capMs, busyCapMs}) => new Promise(done => {
  const IDLE = 50;
  const later = window.__wfSetTimeout || setTimeout;
  const t0 = performance.now();
  let idleSince = t0;
  const look = () => {
    const now = performance.now();
    const answering = (window.__wfInflight || 0) > 0 || (window.__wfWorkerBusy ? window.__wfWorkerBusy() : false);
    const busy = answering || document.readyState !== 'complete' || now - (window.__wfLastNet || 0) < IDLE ||
      (window.__wfPendingSince ? window.__wfPendingSince(0) : 0) > 0;
    if (busy) idleSince = now;
    if (now - idleSince >= IDLE) return done(now - t0);
    if (now - t0 > capMs && !(answering && now - t0 < (busyCapMs || capMs))) return done(now - t0);
    later(look, 10);
  };
  look();
})"""

# A page that looks unfinished (a sparse listing): resolves true once nothing has happened for quietMs
# (no DOM mutation, none of the page's requests in flight or just answered, no short timer pending),
# false at capMs. The page's own signals; the hook is installed first if this document lacks it.
PAGE_QUIET_JS = (
    """({quietMs, capMs}) => new Promise(done => {
  ("""
    + HOOK_JS.strip()
    + """)();
  const later = window.__wfSetTimeout || setTimeout;
  const t0 = performance.now();
  let seen = window.__wfMutations, quietSince = t0;
  const look = () => {
    const now = performance.now();
    const busy = window.__wfMutations !== seen || (window.__wfInflight || 0) > 0 ||
      now - (window.__wfLastNet || 0) < quietMs || window.__wfPendingSince(0) > 0 || window.__wfWorkerBusy();
    seen = window.__wfMutations;
    if (busy) quietSince = now;
    if (now - quietSince >= quietMs) return done(true);
    if (now - t0 >= capMs) return done(false);
    later(look, 20);
  };
  look();
})"""
)
