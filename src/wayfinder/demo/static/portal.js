/* Records portal, variant 2: the results grid is a div grid (ARIA roles) rendered from JSON after a
   delay, with pagination buttons that fetch the next page the same way. The results area gets
   data-loaded="1" (and data-page) once a page is on screen. */
(function () {
  var area = document.getElementById("results-area");
  if (!area || !area.getAttribute("data-src")) return;
  var demo = window.__demo;
  var delay = Number(area.getAttribute("data-delay") || "0");
  var base = area.getAttribute("data-base");
  var COLUMNS = ["Name", "Document type", "Recorded", "Document #", "Book/Page", "Parties"];

  function esc(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  function pageUrl(page) {
    var url = new URL(area.getAttribute("data-src"), window.location.href);
    url.searchParams.set("page", String(page));
    return url;
  }

  function cell(html) { return '<div role="gridcell">' + html + "</div>"; }

  function gridHtml(data) {
    var head = '<div role="row" class="grid-head">' + COLUMNS.map(function (c) {
      return '<div role="columnheader">' + c + "</div>";
    }).join("") + "</div>";
    var rows = data.rows.map(function (r) {
      return '<div role="row" class="grid-row" data-id="' + r.id + '">' + cell(esc(r.name)) + cell(esc(r.doc_type)) +
        cell(esc(r.recorded)) + cell('<a href="' + base + "/record/" + r.id + '">' + esc(r.doc_number) + "</a>") +
        cell(esc(r.book_page)) + cell(esc(r.parties)) + "</div>";
    }).join("");
    return '<div role="grid" id="results-grid" aria-rowcount="' + (data.rows.length + 1) + '">' + head + rows + "</div>";
  }

  function pagerHtml(data) {
    if (data.pages <= 1) return "";
    var parts = ['<button type="button" data-page="' + (data.page - 1) + '"' + (data.page <= 1 ? " disabled" : "") + ">Prev</button>"];
    for (var n = 1; n <= data.pages; n++) {
      var current = n === data.page ? ' aria-current="page" class="current"' : "";
      parts.push('<button type="button" data-page="' + n + '"' + current + ">" + n + "</button>");
    }
    parts.push('<button type="button" data-page="' + (data.page + 1) + '"' + (data.page >= data.pages ? " disabled" : "") + ">Next</button>");
    return '<nav class="pager" aria-label="Pagination">' + parts.join(" ") + "</nav>";
  }

  function render(data) {
    if (data.state === "none") {
      area.innerHTML = '<p class="no-results" id="no-results">No records found</p>';
    } else if (data.state === "too_many") {
      area.innerHTML = '<p class="too-many error" id="too-many">Too many results (' + data.total +
        "). Please refine your search.</p>";
    } else {
      var first = (data.page - 1) * 10 + 1;
      area.innerHTML = '<p class="results-count" id="results-count">' + data.total + " records found</p>" +
        '<p class="muted">Showing ' + first + "-" + (first + data.rows.length - 1) + ", page " + data.page +
        " of " + data.pages + "</p>" + gridHtml(data) + pagerHtml(data);
    }
    area.setAttribute("data-page", String(data.page));
    area.setAttribute("data-loaded", "1");
    demo.push({ type: "portal_results", state: data.state, total: data.total, page: data.page });
  }

  function load(page) {
    area.setAttribute("data-loaded", "0");
    var url = page ? pageUrl(page) : new URL(area.getAttribute("data-src"), window.location.href);
    setTimeout(function () {
      fetch(url, { credentials: "same-origin" }).then(function (r) { return r.json(); }).then(render);
    }, delay);
    if (page) {
      var shown = new URL(window.location.href);
      shown.searchParams.set("page", String(page));
      window.history.replaceState(null, "", shown);
    }
  }

  area.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-page]");
    if (!button || button.disabled) return;
    var loading = document.createElement("p");
    loading.className = "muted";
    loading.id = "loading";
    loading.textContent = "Loading page " + button.getAttribute("data-page") + "...";
    area.appendChild(loading);
    load(Number(button.getAttribute("data-page")));
  });

  load(0);
})();
