// Set-of-Mark observation: one page.evaluate per observation.
//
// Walks the DOM (open shadow roots and same-origin iframes included) and returns every element a
// person could use, each tagged with a stable agent id (data-agent-id, from a page-global counter so
// ids never shift between steps), plus grid summaries, headings, a text excerpt, scroll metrics and a
// cheap DOM signature, as one JSON string. Called as `(args) => ...` with args = {terms, digestChars}.
//
// Cost control: candidates are picked with attribute/property checks only; computed style is read
// only for candidates and (memoised) their ancestors; rows of big grids beyond the first few are
// skipped wholesale; elementFromPoint runs only for candidates inside the viewport.
(args) => {
  const t0 = performance.now();
  const TOP = window;
  const MAX_TEXT = 80;
  const MAX_OPTIONS = 15;
  const MAX_ELEMENTS = 5000;
  const GRID_MIN_ROWS = 15;  // above this, rows after the first few are summarised, not listed
  const GRID_SMALL_ROWS = 5;  // a table with a header row and this many rows is a data grid
  const GRID_KEEP_ROWS = 3;
  const GRID_GOAL_ROWS = 10;
  const GRID_ALL_ROWS = 250;  // a grid's rows kept whole (cells capped) for reading a column
  const digestChars = args.digestChars || 1500;
  const terms = args.terms || [];
  const vw = TOP.innerWidth;
  const vh = TOP.innerHeight;

  // ids come from a counter of this window; a frame of another origin observed on its own starts at
  // its own base (args.idBase, observe/frames.py) so its ids never meet the page's
  if (!TOP.__wayfinder) TOP.__wayfinder = { seq: args.idBase || 0, ids: new WeakMap() };
  const reg = TOP.__wayfinder;
  for (const old of document.querySelectorAll("[data-wayfinder-overlay]")) old.remove();

  const NATIVE = new Set(["a", "button", "input", "select", "textarea", "summary"]);
  const ROLES = new Set([
    "button", "link", "checkbox", "radio", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "switch", "textbox", "combobox", "searchbox", "slider", "spinbutton", "treeitem",
  ]);
  const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "head", "meta", "link", "title"]);
  const LANDMARK_TAG = { header: "header", nav: "nav", main: "main", aside: "aside", footer: "footer" };
  const LANDMARK_ROLE = {
    banner: "header", navigation: "nav", main: "main", complementary: "aside", contentinfo: "footer",
    search: null,
  };
  const SECTIONING = new Set(["article", "section", "main", "aside", "nav"]);

  const collapse = (s) => (s || "").replace(/\s+/g, " ").trim();
  const cap = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);
  const roleOf = (el) => {
    const r = el.getAttribute("role");
    return r ? r.trim().split(/\s+/)[0].toLowerCase() : null;
  };
  const parentOf = (el) => {
    if (el.parentElement) return el.parentElement;
    const p = el.parentNode;
    return p && p.host ? p.host : null;
  };

  // ---- candidates -------------------------------------------------------------------------
  // Listener-only candidates: click handlers added with addEventListener (recorded by the probe that
  // install_listener_probe adds as an init script) or through jQuery (its own handler registry).
  function hasListener(el, ctx) {
    if (ctx.listeners && ctx.listeners.has(el)) return true;
    if (!ctx.jq) return false;
    const ev = ctx.jq._data(el, "events");
    return !!(ev && (ev.click || ev.mousedown || ev.mouseup));
  }
  function isCandidate(el, tag, ctx) {
    if (NATIVE.has(tag)) {
      if (tag === "a") {
        return el.hasAttribute("href") || el.hasAttribute("onclick") || !!el.onclick || hasListener(el, ctx);
      }
      if (tag === "input") return el.type !== "hidden";
      return true;
    }
    const role = el.getAttribute("role");
    if (role && ROLES.has(role.trim().split(/\s+/)[0].toLowerCase())) return true;
    const ti = el.getAttribute("tabindex");
    if (ti !== null && parseInt(ti, 10) >= 0 && tag !== "iframe") return true;
    if (el.hasAttribute("contenteditable") && el.isContentEditable &&
        !(el.parentElement && el.parentElement.isContentEditable)) return true;
    if (el.hasAttribute("onclick") || typeof el.onclick === "function") return true;
    if (el.getAttribute("draggable") === "true") return true;  // a drag action's source
    if (tag === "body" || tag === "html" || !hasListener(el, ctx)) return false;
    // A listener on a big container is event delegation, not a control.
    const r = el.getBoundingClientRect();
    return r.width * r.height <= 0.25 * vw * vh;
  }

  // ---- memoised ancestor facts: fixed, overlay (modal), zone, nav ----------------------------
  const facts = new Map();
  function factsOf(el, base) {
    if (!el) return base;
    let f = facts.get(el);
    if (f) return f;
    const parent = parentOf(el);
    const pf = parent ? factsOf(parent, base) : base;
    f = { fixed: pf.fixed, modal: pf.modal, zone: pf.zone, nav: pf.nav, sectioned: pf.sectioned,
      ariaHidden: pf.ariaHidden, inert: pf.inert, ariaDisabled: pf.ariaDisabled };
    const tag = el.localName;
    const role = roleOf(el);
    if (el.getAttribute("aria-hidden") === "true") f.ariaHidden = true;
    if (el.hasAttribute("inert")) f.inert = true;
    if (el.getAttribute("aria-disabled") === "true") f.ariaDisabled = true;
    if ((tag === "dialog" && el.open) || el.getAttribute("aria-modal") === "true" ||
        role === "dialog" || role === "alertdialog") {
      f.modal = true;
    }
    let landmark = null;
    if (role && Object.hasOwn(LANDMARK_ROLE, role)) landmark = LANDMARK_ROLE[role];
    else if (Object.hasOwn(LANDMARK_TAG, tag)) {
      landmark = LANDMARK_TAG[tag];
      if ((tag === "header" || tag === "footer") && pf.sectioned) landmark = null;
    }
    if (landmark) f.zone = landmark;
    if (landmark === "nav") f.nav = true;
    if (SECTIONING.has(tag)) f.sectioned = true;
    if (el !== document.body && el !== document.documentElement && el.nodeType === 1) {
      const cs = el.ownerDocument.defaultView.getComputedStyle(el);
      const pos = cs.position;
      if (pos === "fixed" || pos === "sticky") f.fixed = true;
      if (!f.modal && pos === "fixed" && (parseInt(cs.zIndex, 10) || 0) >= 10) {
        const r = el.getBoundingClientRect();
        if (r.width * r.height >= 0.25 * vw * vh) f.modal = true;
      }
    }
    facts.set(el, f);
    return f;
  }

  // @include som_text.js

  // ---- visibility and hit testing ---------------------------------------------------------
  const VIS = { checkOpacity: true, checkVisibilityCSS: true, opacityProperty: true, visibilityProperty: true };
  const SAMPLE = [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]];
  // Returns the element that covers every sample point of el's visible part, or null when el can be hit.
  function coveredBy(el, rect, doc, root) {
    // rect is in frame-local coords; the visible part is clipped to the frame's own viewport.
    const win = doc.defaultView;
    const x0 = Math.max(rect.left, 0), x1 = Math.min(rect.right, win.innerWidth);
    const y0 = Math.max(rect.top, 0), y1 = Math.min(rect.bottom, win.innerHeight);
    if (x1 - x0 < 1 || y1 - y0 < 1) return null;
    let blocker = null;
    let points = SAMPLE.map(([fx, fy]) => [x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy]);
    const parts = el.getClientRects();
    if (parts.length > 1) {
      // A wrapped inline link: its bounding box spans other content, so test each line box instead.
      points = Array.from(parts).map((r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2])
        .filter(([x, y]) => x >= 0 && y >= 0 && x < win.innerWidth && y < win.innerHeight);
    }
    for (const [x, y] of points) {
      const hit = (root.elementFromPoint ? root : doc).elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return null;
      if (el.shadowRoot && el.shadowRoot.contains(hit)) return null;
      if (el.labels && Array.from(el.labels).some((l) => l === hit || l.contains(hit))) return null;
      blocker = hit;
    }
    return blocker;
  }

  // True when a scroll box (overflow auto/scroll, with more content than it shows) between el and the
  // page clips el's centre out of its own visible rectangle.
  function scrolledAway(el, rect, doc) {
    const cx = (rect.left + rect.right) / 2, cy = (rect.top + rect.bottom) / 2;
    const win = doc.defaultView;
    for (let a = el.parentElement; a && a !== doc.body && a !== doc.documentElement; a = a.parentElement) {
      const cs = win.getComputedStyle(a);
      const sx = /auto|scroll/.test(cs.overflowX) && a.scrollWidth > a.clientWidth + 1;
      const sy = /auto|scroll/.test(cs.overflowY) && a.scrollHeight > a.clientHeight + 1;
      if (!sx && !sy) continue;
      const box = a.getBoundingClientRect();
      if ((sx && (cx < box.left || cx > box.right)) || (sy && (cy < box.top || cy > box.bottom))) return true;
    }
    return false;
  }

  // @include som_grids.js

  // ---- the walk ---------------------------------------------------------------------------
  const out = [];
  const seen = new Set();
  let total = 0;
  let sig = 0;
  const hashStr = (s) => { for (let i = 0; i < s.length; i++) sig = (Math.imul(sig ^ s.charCodeAt(i), 16777619)) >>> 0; };
  let nodeCount = 0;

  function agentId(el) {
    let id = reg.ids.get(el);
    const attr = el.getAttribute("data-agent-id");
    if (id === undefined || seen.has(id)) {
      id = ++reg.seq;
      reg.ids.set(el, id);
    }
    if (attr !== String(id)) el.setAttribute("data-agent-id", String(id));
    seen.add(id);
    return id;
  }

  // For an unnamed control (an icon), the text around it says what it acts on: "Melisent @morbi".
  function nearText(el) {
    let n = parentOf(el);
    for (let level = 0; level < 4 && n && n.localName !== "body"; level++, n = parentOf(n)) {
      const raw = n.textContent || "";
      if (raw.length > 3000) return null;  // too big to be the control's own card
      const t = collapse(raw.trim() ? n.innerText || "" : "");
      if (t) return cap(t, 50);
    }
    return null;
  }

  // The <form> an element belongs to (its index in this document, where it posts and how): the
  // language-independent evidence risk analysis uses ("this button submits a payment form").
  // getAttribute, not form.action/method, which a control named "action" would shadow.
  function formRef(el, ctx) {
    const form = el.form instanceof HTMLFormElement ? el.form : el.closest ? el.closest("form") : null;
    if (!form) return null;
    if (!ctx.forms) ctx.forms = new Map();
    let i = ctx.forms.get(form);
    if (i === undefined) { i = ctx.forms.size; ctx.forms.set(form, i); }
    let action = "";
    try { action = new URL(form.getAttribute("action") || "", el.ownerDocument.baseURI).href; } catch (e) {}
    return { i, action: cap(action, 300), method: (form.getAttribute("method") || "get").toLowerCase() };
  }

  function describe(el, tag, ctx, root, rect, inViewport) {
    const f = factsOf(el, ctx.base);
    const role = roleOf(el) || implicitRole(el, tag);
    const type = tag === "input" ? el.type : null;
    const checkedNative = type === "checkbox" || type === "radio" ? el.checked : null;
    const aria = {
      label: labelOf(el, root),
      expanded: tag === "summary" && el.parentElement && el.parentElement.localName === "details"
        ? el.parentElement.open : triState(el.getAttribute("aria-expanded")),
      checked: checkedNative !== null ? checkedNative : triState(el.getAttribute("aria-checked")),
      selected: triState(el.getAttribute("aria-selected")),
      pressed: triState(el.getAttribute("aria-pressed")),
    };
    let value = null;
    if (tag === "input" && type !== "password" && type !== "checkbox" && type !== "radio") value = el.value;
    else if (tag === "textarea") value = el.value;
    else if (tag === "select") value = el.selectedOptions && el.selectedOptions.length ? collapse(el.selectedOptions[0].text) : null;
    else if (el.isContentEditable && tag !== "input") value = null;
    // Long values keep their end too ("… the last words"): people read a text box's start and end.
    if (value !== null && value.length > 200) value = value.slice(0, 150) + " … " + value.slice(-47);
    let options = [], optionsTotal = 0;
    if (tag === "select") {
      optionsTotal = el.options.length;
      for (let i = 0; i < Math.min(optionsTotal, MAX_OPTIONS); i++) {
        const o = el.options[i];
        options.push({ text: cap(collapse(o.text), 60), value: o.value, selected: o.selected });
      }
    }
    const disabled = (typeof el.matches === "function" && el.matches(":disabled")) || f.ariaDisabled;
    const x = rect.left + ctx.ox, y = rect.top + ctx.oy;
    const gEl = gridOfEl.size ? el.closest("table,[role=grid],[role=treegrid]") : null;
    const gi = gEl && gridOfEl.has(gEl) ? gridOfEl.get(gEl) : null;
    const text = visibleTextOf(el, tag);
    const named = text || aria.label || el.getAttribute("placeholder") || el.getAttribute("name");
    const cls = named || typeof el.className !== "string" ? "" : collapse(el.className).split(" ").slice(0, 3).join(" ");
    return {
      id: agentId(el), tag, text, role, zone: f.modal ? "modal" : f.zone,
      bbox: { x: Math.round(x), y: Math.round(y), w: Math.round(rect.width), h: Math.round(rect.height) },
      fixed: f.fixed, in_nav: f.nav || f.zone === "nav", disabled: !!disabled,
      name: el.getAttribute("name"), dom_id: el.id || null, aria, input_type: type,
      value: value === "" ? null : value, placeholder: el.getAttribute("placeholder"),
      href: tag === "a" && el.hasAttribute("href") ? el.href : null,
      options, options_total: optionsTotal, frame: ctx.path, in_shadow: root !== ctx.doc,
      frame_url: ctx.path === null ? null : cap(String(ctx.doc.location.href), 300),
      in_viewport: inViewport, grid_index: gi, classes: cls ? cap(cls, 60) : null,
      near: named ? null : nearText(el),
      form: formRef(el, ctx), autocomplete: autocompleteOf(el, tag),
    };
  }

  function autocompleteOf(el, tag) {
    if (tag !== "input" && tag !== "select" && tag !== "textarea") return null;
    const ac = (el.getAttribute("autocomplete") || "").trim().toLowerCase();
    return ac && ac !== "on" && ac !== "off" ? cap(ac, 40) : null;
  }

  function labelProxy(el, tag) {
    if (tag !== "input" || !el.labels || !/^(checkbox|radio|file)$/.test(el.type)) return null;
    for (const l of el.labels) if (l.checkVisibility(VIS)) return l;
    return null;
  }

  function consider(el, tag, ctx, root) {
    if (!isCandidate(el, tag, ctx)) return;
    // A visually hidden checkbox/radio/file input styled through its <label> is used via the label.
    const target = el.checkVisibility(VIS) ? el : labelProxy(el, tag);
    if (!target) return;
    const rect = target.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return;
    const f = factsOf(el, ctx.base);
    if (f.ariaHidden || f.inert) return;
    const gx = rect.left + ctx.ox, gy = rect.top + ctx.oy;
    let inViewport = gx + rect.width > 0 && gy + rect.height > 0 && gx < vw && gy < vh;
    if (inViewport) {
      const blocker = coveredBy(target, rect, ctx.doc, root);
      if (blocker) {
        // Under a fixed/sticky bar (not a modal) it is usable after a scroll: keep it, off-screen. So
        // is a part of a scroll box scrolled out of its view (a wide table's last column headers,
        // drawn under the panel beside the box): scrolling the box brings it back.
        const bf = factsOf(blocker, ctx.base);
        if ((!bf.fixed || bf.modal || f.modal) && !scrolledAway(target, rect, ctx.doc)) return;
        inViewport = false;
      }
    }
    total++;
    if (out.length >= MAX_ELEMENTS) return;
    const d = describe(el, tag, ctx, root, rect, inViewport);
    hashStr(tag + (d.role || "") + d.text + (d.value || "") + (d.href || "") + "|");
    out.push(d);
  }

  function walkRoot(root, ctx) {
    const all = root.querySelectorAll("*");
    nodeCount += all.length;
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      if (skipRows.size && skipRows.has(el)) {
        // A summarised grid row: its descendants follow it contiguously in document order.
        i += el.getElementsByTagName("*").length;
        continue;
      }
      const tag = el.localName;
      if (SKIP_TAGS.has(tag)) continue;
      consider(el, tag, ctx, root);
      if (el.shadowRoot) walkRoot(el.shadowRoot, ctx);
    }
  }

  function docContext(doc, ctx) {
    const win = doc.defaultView;
    const jq = win && win.jQuery && typeof win.jQuery._data === "function" ? win.jQuery : null;
    return { ...ctx, listeners: win ? win.__wayfinderListeners || null : null, jq };
  }

  const subDocs = [];  // same-origin frame documents walked: their text joins the digest
  function walkDoc(doc, outer) {
    const ctx = docContext(doc, outer);
    scanGrids(doc);
    walkRoot(doc, ctx);
    const frames = doc.querySelectorAll("iframe, frame");
    frames.forEach((fr, i) => {
      let sub = null;
      try { sub = fr.contentDocument; } catch (e) { sub = null; }
      if (!sub || !sub.documentElement || !fr.checkVisibility(VIS)) return;
      const r = fr.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return;
      const base = factsOf(fr, ctx.base);
      if (base.ariaHidden || base.inert) return;
      const gx = r.left + ctx.ox, gy = r.top + ctx.oy;
      if (gx + r.width > 0 && gy + r.height > 0 && gx < vw && gy < vh) {
        const blocker = coveredBy(fr, r, doc, doc);
        const bf = blocker ? factsOf(blocker, ctx.base) : null;
        if (bf && (bf.modal || !bf.fixed)) return;  // covered (e.g. behind a modal): not usable
      }
      subDocs.push(sub);
      walkDoc(sub, {
        doc: sub, path: ctx.path === null ? String(i) : ctx.path + ">" + i,
        ox: ctx.ox + r.left + fr.clientLeft, oy: ctx.oy + r.top + fr.clientTop,
        base: { ...base, sectioned: false },
      });
    });
  }

  const base = { fixed: false, modal: false, zone: "main", nav: false, sectioned: false,
    ariaHidden: false, inert: false, ariaDisabled: false };
  walkDoc(document, { doc: document, path: null, ox: 0, oy: 0, base });
  const tWalk = performance.now();

  findPagers(out);

  // ---- headings and text excerpt ------------------------------------------------------------
  const headings = [];
  for (const h of document.querySelectorAll("h1, h2, h3, [role=heading]")) {
    if (headings.length >= 20) break;
    if (!h.checkVisibility(VIS)) continue;
    const t = cap(collapse(h.textContent), 100);
    if (t) headings.push(t);
  }
  const bigGrids = new Set(grids.filter((g) => g.big).map((g) => g.el));
  const EXCERPT_SKIP = new Set(["svg", "select", "option", "label", "button", "textarea"]);
  // A control a person sees: rendered and bigger than the 1px box script widgets hide the native one in.
  function shownControl(c) {
    if (!c || !c.checkVisibility(VIS)) return false;
    const r = c.getBoundingClientRect();
    return r.width > 2 && r.height > 2;
  }
  // The excerpt's walk: text nodes, through elements a person sees; ``done`` holds roots walked.
  function excerptFilter(done) {
    return {
      acceptNode(n) {
        if (n.nodeType === 3) return NodeFilter.FILTER_ACCEPT;
        const t = n.localName;
        if (t === "br") lineBreak = true;  // 'Grantor: X<br>Grantee: Y': one line each, as shown
        // Form labels and buttons are already element lines; the excerpt is for the page's content. A
        // label of no control (a read-only record's "Card number:") or of a hidden one (a widget shows
        // the value in its place: "Author:" over a script-drawn select) is content.
        const skip = EXCERPT_SKIP.has(t) && !(t === "label" && !shownControl(n.control));
        if (SKIP_TAGS.has(t) || skip || bigGrids.has(n) || done.has(n)) return NodeFilter.FILTER_REJECT;
        if (!n.checkVisibility({ checkVisibilityCSS: true })) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_SKIP;
      },
    };
  }
  const lastText = new Map();  // root -> the last text node the excerpt took from it
  // the excerpt stopped at its budget, not at the page's end: its joined text may be shorter than the
  // budget (text of one block joins without a separator: '<code>a</code>,<code>b</code>'), so its
  // length cannot tell
  let excerptFull = false;
  function excerpt(roots, limit) {
    const parts = [];
    const done = new Set();
    let size = 0;
    const filter = excerptFilter(done);
    for (const r of roots) {
      if (!r || !r.ownerDocument) continue;  // a document between two loads (a meta refresh) has no root yet
      const w = r.ownerDocument.createTreeWalker(r, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter);
      for (let n = w.nextNode(); n && size < limit; n = w.nextNode()) {
        const data = n.data;
        const s = collapse(data);
        if (!s) { gap = true; continue; }
        const block = blockOf(n);
        // a <br> inside one block ends a line, but a table cell's stays on its row's line (a space)
        const broken = lineBreak && prevBlock === block;
        const inCell = block && (block.localName === "td" || block.localName === "th");
        if (parts.length) parts.push(broken ? (inCell ? " " : "\n") : separator(prevBlock, block, gap || /^\s/.test(data)));
        lineBreak = false;
        gap = /\s$/.test(data);
        prevBlock = block;
        parts.push(s);
        size += s.length + 1;
        lastText.set(r, n);
      }
      done.add(r);
    }
    excerptFull = size >= limit;
    return cap(parts.join(""), limit);
  }
  // Blocks become lines and table cells of one row are tab-separated, so readers of the digest can
  // tell "First name\tAmalie" from one run of words. Tag names only: no computed style per text node.
  const INLINE = new Set(["span", "a", "b", "i", "em", "strong", "small", "code", "font", "u", "sup", "sub",
    "mark", "abbr", "cite", "q", "s", "time", "kbd", "var", "bdi", "bdo", "data", "img", "wbr"]);
  let prevBlock = null;
  let lineBreak = false;  // a <br> since the last text
  let gap = false;  // whitespace since the last text: letters in sibling spans ("<b>3</b><b>X</b>") join
  function blockOf(node) {
    let el = node.parentElement;
    while (el && INLINE.has(el.localName) && el.parentElement) el = el.parentElement;
    return el;
  }
  function separator(prev, block, spaced) {
    if (prev === block) return spaced ? " " : "";
    const cell = (b) => b && (b.localName === "td" || b.localName === "th");
    if (cell(prev) && cell(block) && prev.parentElement === block.parentElement) return "\t";
    // A definition list's term and its description are a label/value pair, like a table row's cells.
    if (prev && block && prev.localName === "dt" && block.localName === "dd" && prev.parentElement === block.parentElement) return "\t";
    return "\n";
  }
  const digestRoots = [];
  // Dialogs and live regions ("Added to cart", form errors) first: they are what just changed.
  const PRIORITY = 'dialog[open], [aria-modal="true"], [role=dialog], [role=alertdialog], [role=alert], [role=status], [aria-live="polite"], [aria-live="assertive"]';
  for (const m of document.querySelectorAll(PRIORITY)) {
    if (digestRoots.length < 8 && m.checkVisibility(VIS) && !digestRoots.some((r) => r.contains(m))) digestRoots.push(m);
  }
  const main = document.querySelector('main, [role=main]');
  const mainRoot = main && main.checkVisibility(VIS) && collapse(main.textContent.slice(0, 400)).length > 50 ? main : document.body || document.documentElement;
  digestRoots.push(mainRoot);
  // A form in a same-origin frame shows its result there: the frame's text is part of the page's.
  for (const d of subDocs) if (d.body && !digestRoots.includes(d.body)) digestRoots.push(d.body);
  const excerpted = excerpt(digestRoots, digestChars);
  // @include som_view.js
  const cut = excerptFull || excerpted.length >= digestChars - 1;
  // the part in view and the passages share one budget: the digest stays within three excerpts
  const view = cut ? inView(mainRoot, lastText.get(mainRoot) || null, digestChars) : "";
  const shown = view ? excerpted + "\n" + view : excerpted;
  const more = cut ? passages(mainRoot, shown, 2 * digestChars - view.length) : [];
  const textDigest = more.length ? shown + "\n" + more.join("\n") : shown;
  for (const g of grids) hashStr("grid" + g.row_count + JSON.stringify(g.sample_rows));
  hashStr(String(nodeCount));

  const de = document.documentElement;
  // What the document is: its HTTP status (0 when unknown) and content type. A plain-text or JSON
  // document is its text: that text goes back whole (capped) for observe/documents.py to read.
  const nav = performance.getEntriesByType("navigation")[0];
  const contentType = document.contentType || "";
  const textDoc = /^text\/(plain|csv)$|^application\/([\w.+-]*\+)?json$/.test(contentType);
  // A JSON string, not an object: Playwright's per-value protocol serialisation of a few hundred
  // nested objects costs far more than the walk itself.
  return JSON.stringify({
    url: location.href,
    title: document.title || "",
    elements: out,
    total,
    grids: grids.map(({ el, big, ...rest }) => rest),
    headings,
    text_digest: textDigest,
    scroll_y: TOP.scrollY,
    viewport_height: vh,
    page_height: Math.max(de ? de.scrollHeight : 0, document.body ? document.body.scrollHeight : 0),
    dom_signature: nodeCount + ":" + out.length + ":" + sig.toString(16),
    script_ms: performance.now() - t0,
    walk_ms: tWalk - t0,
    http_status: nav && nav.responseStatus ? nav.responseStatus : 0,
    content_type: contentType,
    doc_text: textDoc && document.body ? document.body.innerText.slice(0, args.docChars || 200000) : "",
  });
}
