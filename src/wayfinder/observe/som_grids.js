// Included into som.js (see capture.som_script): big tables / ARIA grids summarised, their pagers found.
// Shares som.js's scope (collapse, cap, terms, VIS, ...); not loadable on its own.
  // ---- grids ------------------------------------------------------------------------------
  const grids = [];
  const skipRows = new Set();
  const rowGrid = new Map();
  const gridOfEl = new Map();
  function cellsOf(row) {
    const cells = row.cells ? Array.from(row.cells)
      : Array.from(row.querySelectorAll('[role=gridcell],[role=cell],[role=columnheader],[role=rowheader]'));
    return cells;
  }
  function isHeaderRow(r) {
    const cells = cellsOf(r);
    return cells.length > 0 && cells.every((c) => c.localName === "th" || c.getAttribute("role") === "columnheader");
  }
  function cssPath(el) {
    if (el.id) return "#" + CSS.escape(el.id);
    const parts = [];
    let n = el;
    while (n && n.nodeType === 1 && n.localName !== "html" && parts.length < 6) {
      if (n.id) { parts.unshift("#" + CSS.escape(n.id)); break; }
      let i = 1;
      for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === n.localName) i++;
      parts.unshift(n.localName + ":nth-of-type(" + i + ")");
      n = n.parentElement;
    }
    return parts.join(" > ");
  }
  const RESULTS_RE = /(\b[\d,.]+\s+(?:results?|records?|items?|matches|entries|rows|hits)\b(?:\s+found)?|showing\s+[\d,]+\s*(?:-|–|to)\s*[\d,]+\s+of\s+[\d,]+|\bof\s+[\d,]+\s+(?:results?|records?|entries))/i;
  // A pager line beside the grid that ends with the total and the things' own noun: Django admin's
  // '12 genres' / '1 2 3 4 5 420 books', a catalogue's '37 titles' under its table - the whole
  // block is page numbers and that total, nothing else ('Show all' may follow).
  const PAGER_TOTAL_RE = /^(?:(?:\d{1,4}|…|\.\.\.)\s+)*([\d,]+\s+(?!(?:next|prev|previous|first|last|older|newer|more|per|of|page|pages)\b)[a-z][a-z'-]*)(?:\s+show all)?$/i;
  function resultsTextNear(grid) {
    let n = grid;
    let pagerTotal = null;
    for (let level = 0; level < 3 && n; level++) {
      for (const sib of [n.previousElementSibling, n.nextElementSibling, n.previousElementSibling && n.previousElementSibling.previousElementSibling]) {
        if (!sib || sib.localName === "table" || sib.querySelector("table")) continue;
        const text = collapse(sib.textContent.slice(0, 400));
        const m = text.match(RESULTS_RE);
        if (m) return m[0];
        const p = text.length <= 80 && sib === n.nextElementSibling ? text.match(PAGER_TOTAL_RE) : null;
        if (p && !pagerTotal) pagerTotal = p[1];
      }
      n = n.parentElement;
    }
    return pagerTotal;
  }
  // Rows of a big grid that carry the most goal terms (at most GRID_GOAL_ROWS) keep their controls,
  // so "open case 77" finds row 77's link even though the grid is only summarised.
  const WORDCH = /[a-z0-9]/;
  function hasWord(txt, t) {
    for (let at = txt.indexOf(t); at >= 0; at = txt.indexOf(t, at + 1)) {
      if (!WORDCH.test(txt[at - 1] || "") && !WORDCH.test(txt[at + t.length] || "")) return true;
    }
    return false;
  }
  function goalRowsOf(rows) {
    const keep = new Set();
    if (!terms.length) return keep;
    let best = 0;
    const scored = [];
    for (const r of rows) {
      const txt = r.textContent.toLowerCase();
      let n = 0;
      for (const t of terms) if (hasWord(txt, t)) n++;
      if (n) { scored.push([n, r]); if (n > best) best = n; }
    }
    for (const [n, r] of scored) {
      if (n === best && keep.size < GRID_GOAL_ROWS) keep.add(r);
    }
    return keep;
  }
  // A row the page hid is no row of its grid: a person does not see it (a comment approved in place
  // and hidden from the pending list, rows a filter box hides, a collapsed group). Hidden: no layout
  // box (display:none, the hidden attribute), no size, hidden or transparent, or under aria-hidden.
  function shownRow(r) {
    if (!(r.offsetWidth > 0 && r.offsetHeight > 0)) return false;
    return !r.closest('[aria-hidden="true"]') && r.checkVisibility(VIS);
  }
  function scanGrids(doc) {
    const found = doc.querySelectorAll('table, [role=grid], [role=treegrid]');
    for (const g of found) {
      if (gridOfEl.has(g) || (g.closest && g.parentElement && g.parentElement.closest('[role=grid],[role=treegrid]') && g.localName === "table")) continue;
      const aria = g.localName !== "table";
      const rows = aria ? Array.from(g.querySelectorAll("[role=row]")) : Array.from(g.rows);
      const headerRows = [];
      let dataRows = [];
      for (const r of rows) {
        const inHead = r.parentElement && r.parentElement.localName === "thead";
        if (inHead || (dataRows.length === 0 && isHeaderRow(r))) headerRows.push(r);
        else dataRows.push(r);
      }
      // Big grids and small data tables (a header row, several rows; they keep all their controls) are
      // summarised, counting the rows a person sees.
      const summarised = () => aria || dataRows.length > GRID_MIN_ROWS || (headerRows.length > 0 && dataRows.length >= GRID_SMALL_ROWS);
      if (!summarised() || !g.checkVisibility(VIS)) continue;
      const hidden = new Set(dataRows.filter((r) => !shownRow(r)));
      if (hidden.size) dataRows = dataRows.filter((r) => !hidden.has(r));
      if (!summarised()) continue;
      const big = dataRows.length > GRID_MIN_ROWS;
      const maxCols = dataRows.slice(0, 5).reduce((m, r) => Math.max(m, cellsOf(r).length), 0);
      if (!aria && maxCols < 2) continue;
      const index = grids.length;
      gridOfEl.set(g, index);
      let headers = [];
      if (headerRows.length) headers = cellsOf(headerRows[headerRows.length - 1]).map((c) => cap(collapse(c.textContent), 60));
      else headers = Array.from(g.querySelectorAll("[role=columnheader]")).map((c) => cap(collapse(c.textContent), 60));
      const rowCells = (r) => cellsOf(r).map((c) => cap(collapse(c.textContent), 60));
      const samples = dataRows.slice(0, 3).map(rowCells);
      // Every row a person sees, for a column read whole ('the largest X', 'how many rows have Y'):
      // the samples and the digest keep a few; the planner's prompt shows only the samples.
      const all = dataRows.slice(0, GRID_ALL_ROWS).map(rowCells);
      for (const r of dataRows) rowGrid.set(r, index);
      if (big) {
        const keep = goalRowsOf(dataRows);
        dataRows.forEach((r, i) => { if (i >= GRID_KEEP_ROWS && !keep.has(r)) skipRows.add(r); });
        for (const r of hidden) skipRows.add(r);
      }
      grids.push({ index, kind: aria ? "aria" : "table", headers, row_count: dataRows.length,
        sample_rows: samples, rows: all, pagination: [], results_text: resultsTextNear(g), selector: cssPath(g),
        el: g, big });
    }
  }
  const PAGER_RE = /^(\d{1,4}|next|prev|previous|first|last|older|newer|more|«|»|‹|›|<|>|<<|>>|…|\.\.\.|next page|previous page|load more|show more)$/i;

  // ---- grid pagination controls -------------------------------------------------------------
  // Looked for beside the grid (siblings of the grid and of its parent) and in its tfoot, never in
  // the whole page, so a "2" in the site navigation is not taken for a pager.
  function pagerScopes(g) {
    const scopes = [];
    if (g.el.tFoot) scopes.push(g.el.tFoot);
    let n = g.el;
    for (let level = 0; level < 2 && n && n !== document.body; level++) {
      for (const dir of ["previousElementSibling", "nextElementSibling"]) {
        let sib = n[dir];
        for (let k = 0; k < 2 && sib; k++, sib = sib[dir]) {
          if (sib.localName !== "table" && !sib.querySelector("table")) scopes.push(sib);
        }
      }
      n = n.parentElement;
    }
    return scopes;
  }
  function findPagers(out) {
    if (!grids.length) return;
    const byId = new Map(out.map((d) => [d.id, d]));
    for (const g of grids) {
      for (const scope of pagerScopes(g)) {
        const nodes = Array.from(scope.querySelectorAll("[data-agent-id]"));
        if (scope.hasAttribute("data-agent-id")) nodes.unshift(scope);
        for (const el of nodes) {
          const d = byId.get(parseInt(el.getAttribute("data-agent-id"), 10));
          if (!d || g.pagination.includes(d.id) || g.pagination.length >= 20) continue;
          const t = collapse(d.aria.label || d.text);
          const inPager = !!el.closest('[aria-label*="pagination" i],[class*="pagination" i],[class*="pager" i]');
          if (PAGER_RE.test(t) || inPager) g.pagination.push(d.id);
        }
      }
    }
  }
