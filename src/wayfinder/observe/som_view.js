// Included into som.js (see capture.som_script): a long page beyond its excerpt - the part in view, the
// passages that carry the goal's terms.
// Shares som.js's scope (excerptFilter, blockOf, separator, collapse, cap, vh, ...); not loadable on its own.
  // ---- the part in view -------------------------------------------------------------------
  // The excerpt is a long page's head. A page scrolled - by a scroll, or by a link to one of its
  // anchors (a README's '#safety') - shows a part the head does not reach: the text from the
  // anchor's target, else from the first block in view, down one viewport's height, within a
  // budget of its own. Text the excerpt already holds is not repeated. The address names the
  // section a person is sent to even where the page did not scroll to it (a theme's script that
  // puts a long page back to its top, a scroll not yet done): it is read from its target as if in view.
  const VIEW_BLOCKS = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, tr, pre, blockquote, figcaption";
  const VIEW_SCAN = 6000;
  const boxOf = (el) => {
    const r = el.getBoundingClientRect();
    return r.width || r.height ? r : null;
  };
  function anchorTarget(root) {
    let id = "";
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    if (!id) return null;
    const el = document.getElementById(id) || document.getElementsByName(id)[0] || null;
    // an empty named anchor (<a name="hours"></a>) has no size but still its place
    if (!el || !root.contains(el) || !el.checkVisibility()) return null;
    return el.getBoundingClientRect().bottom >= 0 ? el : null;  // not a part already scrolled past
  }
  function firstInView(root) {
    let seen = 0;
    for (const el of root.querySelectorAll(VIEW_BLOCKS)) {
      if (++seen > VIEW_SCAN) return null;
      if (el.closest("nav, header, footer, aside, [role=navigation]") || bigGrids.has(el.closest("table"))) continue;
      const r = boxOf(el);
      if (r && r.bottom > 0) return r.top < vh ? el : null;
    }
    return null;
  }
  // afterNode: the last text node the excerpt took from root (null when it took none)
  function inView(root, afterNode, limit) {
    if (!root || !root.ownerDocument || !(TOP.scrollY > 0 || location.hash)) return "";
    const start = anchorTarget(root) || (TOP.scrollY > 0 ? firstInView(root) : null);
    if (!start) return "";
    // one viewport's height from where the part starts (from the top of the view when it is in view)
    const bottom = Math.max(0, start.getBoundingClientRect().top) + vh;
    const w = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, excerptFilter(new Set()));
    // the excerpt reached into the view: go on after its last text
    const before = afterNode && (afterNode === start || start.compareDocumentPosition(afterNode) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY));
    w.currentNode = before ? afterNode : start;
    const parts = [];
    let size = 0;
    let prev = null;
    let spaced = false;
    const tops = new Map();
    for (let n = w.nextNode(); n && size < limit; n = w.nextNode()) {
      if (n.nodeType !== 3) continue;
      const data = n.data;
      const s = collapse(data);
      if (!s) { spaced = true; continue; }
      const block = blockOf(n);
      if (!tops.has(block)) tops.set(block, block ? block.getBoundingClientRect().top : 0);
      if (tops.get(block) >= bottom) break;  // below the view
      if (parts.length) parts.push(separator(prev, block, spaced || /^\s/.test(data)));
      spaced = /\s$/.test(data);
      prev = block;
      parts.push(s);
      size += s.length + 1;
    }
    return cap(parts.join(""), limit);
  }

  // A long page (a docs page, an FAQ) says what the goal asks far below the excerpt's end: the
  // blocks of the main content that carry the goal's rarest terms follow the excerpt, in page order,
  // within a budget of their own (a table row comes with its table's header row), so the readers
  // of answers see the sentence, the table row or the list a person would scroll to.
  const PASSAGE_SEL = "p, li, dt, dd, tr, pre, blockquote, h2, h3, h4, h5, h6";
  // A term in any of its plain forms: 'exit' in 'exits', 'wait' in 'waiting', 'pages' in 'page' (the
  // goal says 'if a run stops to wait', the page 'the run is waiting ... and the process exits 4')
  const ENDINGS = ["", "s", "es", "d", "ed", "ing"];
  function hasForm(txt, t) {
    if (hasWord(txt, t)) return true;
    if (t.length < 3 || !/^[a-z]+$/.test(t)) return false;
    const stems = t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? [t, t.slice(0, -1)] : [t];
    for (const s of stems) {
      for (let at = txt.indexOf(s); at >= 0; at = txt.indexOf(s, at + 1)) {
        if (WORDCH.test(txt[at - 1] || "")) continue;
        const rest = /^[a-z]*/.exec(txt.slice(at + s.length, at + s.length + 4))[0];
        if (ENDINGS.includes(rest)) return true;
      }
    }
    return false;
  }
  function passages(root, seen, limit) {
    if (!terms.length || !root || !root.querySelectorAll) return [];
    const found = [];
    const df = new Map();
    for (const el of root.querySelectorAll(PASSAGE_SEL)) {
      if (found.length >= 2000) break;
      // the innermost block only: a list item's own paragraph, not the item and the list around it
      if (el.localName !== "tr" && el.querySelector(PASSAGE_SEL.replace(", tr", ""))) continue;
      if (el.closest("nav, header, footer, aside, [role=navigation]") || bigGrids.has(el.closest("table"))) continue;
      const text = el.localName === "tr"
        ? Array.from(el.cells).map((c) => collapse(c.textContent)).join("\t")
        : collapse(el.textContent);
      if (!text || seen.includes(text.slice(-60))) continue;  // shown whole by the excerpt
      // of a paragraph, the sentences that carry a term (each capped); a row or code line whole
      const parts = el.localName === "tr" || el.localName === "pre" ? [text] : text.split(/(?<=[.!?])\s+(?=[A-Z`"(])/);
      const kept = [];
      const hit = new Set();
      for (const part of parts) {
        const low = part.toLowerCase();
        const own = terms.filter((t) => hasForm(low, t));
        if (!own.length) continue;
        for (const t of own) hit.add(t);
        kept.push({ line: cap(part, 700), own });
      }
      if (!hit.size) continue;
      for (const t of hit) df.set(t, (df.get(t) || 0) + 1);
      found.push({ el, text: kept.map((k) => k.line).join("\n"), kept, at: found.length });
    }
    // a block is as good as its best sentence: the rarer the terms it carries together, the better
    const weigh = (own) => own.reduce((s, t) => s + 1 / df.get(t), 0);
    // a long paragraph's sentences beyond its cap: its best ones, in their order (a README's one
    // paragraph on a command, whose option the goal asks about comes last)
    const bestSentences = (kept, limit) => {
      const order = kept.map((k, i) => i).sort((a, b) => weigh(kept[b].own) - weigh(kept[a].own) || a - b);
      const chosen = new Set();
      let used = 0;
      for (const i of order) {
        if (chosen.size && used + kept[i].line.length + 1 > limit) continue;
        chosen.add(i);
        used += kept[i].line.length + 1;
      }
      return kept.filter((k, i) => chosen.has(i)).map((k) => k.line).join("\n");
    };
    for (const f of found) f.score = Math.max(...f.kept.map((k) => weigh(k.own)));
    const ranked = found.slice().sort((a, b) => b.score - a.score || a.at - b.at);
    const keep = [];
    let size = 0;
    for (const f of ranked) {
      if (size >= limit) break;
      if (!f.el.checkVisibility(VIS)) continue;
      const table = f.el.localName === "tr" ? f.el.closest("table") : null;
      if (table && keep.some((k) => k.el === table)) continue;
      if (table) {
        // a small table whole (its other rows are the ones to compare with), else the header row and this one
        const shown = Array.from(table.rows).filter((r, i) => i === 0 || shownRow(r));
        const rows = shown.length <= 12 ? shown : [shown[0], f.el].filter((r, i, a) => a.indexOf(r) === i);
        const lines = rows.map((r) => Array.from(r.cells).map((c) => cap(collapse(c.textContent), 120)).join("\t"));
        keep.push({ el: table, line: lines.join("\n"), at: f.at });
        size += lines.join("\n").length + 1;
        continue;
      }
      const line = cap(f.text.length <= 900 ? f.text : bestSentences(f.kept, 900), 900);
      keep.push({ el: f.el, line, at: f.at });
      size += line.length + 1;
    }
    return keep.sort((a, b) => a.at - b.at).map((k) => k.line);
  }
