// Included into som.js (see capture.som_script): accessible names, visible text, implicit roles.
// Shares som.js's scope (collapse, cap, terms, VIS, ...); not loadable on its own.
  // ---- text and labels --------------------------------------------------------------------
  function textOf(node, skip, limit) {
    let out = "";
    const walk = (n) => {
      if (out.length > limit) return;
      if (n.nodeType === 3) { out += n.data + " "; return; }
      if (n.nodeType !== 1 || n === skip) return;
      const t = n.localName;
      if (t === "select" || t === "textarea" || t === "script" || t === "style" || t === "option") return;
      if (t === "img" && n.alt) { out += n.alt + " "; return; }
      if (t === "input" && (n.type === "submit" || n.type === "button")) { out += n.value + " "; return; }
      for (let c = n.firstChild; c; c = c.nextSibling) walk(c);
      if (n.shadowRoot) for (let c = n.shadowRoot.firstChild; c; c = c.nextSibling) walk(c);
    };
    walk(node);
    return cap(collapse(out), MAX_TEXT);
  }
  function labelOf(el, root) {
    const al = el.getAttribute("aria-label");
    if (al && al.trim()) return cap(collapse(al), MAX_TEXT);
    const lb = el.getAttribute("aria-labelledby");
    if (lb) {
      const parts = lb.split(/\s+/).map((id) => {
        const n = root.getElementById ? root.getElementById(id) : null;
        return n ? textOf(n, null, 200) : "";
      });
      const s = collapse(parts.join(" "));
      if (s) return cap(s, MAX_TEXT);
    }
    if (el.labels && el.labels.length) {
      const s = collapse(Array.from(el.labels).map((l) => textOf(l, el, 200)).join(" "));
      if (s) return cap(s, MAX_TEXT);
    }
    const title = el.getAttribute("title");
    if (title && title.trim()) return cap(collapse(title), MAX_TEXT);
    return null;
  }
  function visibleTextOf(el, tag) {
    if (tag === "input") {
      const t = el.type;
      if (t === "submit" || t === "button" || t === "reset") return cap(collapse(el.value), MAX_TEXT);
      if (t === "image") return cap(collapse(el.alt || ""), MAX_TEXT);
      return "";
    }
    if (tag === "select" || tag === "textarea") return "";
    return textOf(el, null, 400);
  }

  function implicitRole(el, tag) {
    switch (tag) {
      case "a": return el.hasAttribute("href") ? "link" : null;
      case "button": case "summary": return "button";
      case "select": return el.multiple || el.size > 1 ? "listbox" : "combobox";
      case "textarea": return "textbox";
      case "input": {
        const t = el.type;
        if (t === "checkbox" || t === "radio") return t;
        if (t === "submit" || t === "button" || t === "reset" || t === "image") return "button";
        if (t === "range") return "slider";
        if (t === "number") return "spinbutton";
        if (t === "search") return "searchbox";
        return "textbox";
      }
      default: return el.isContentEditable ? "textbox" : null;
    }
  }
  const triState = (v) => (v === "true" ? true : v === "false" ? false : v === "mixed" ? true : null);
