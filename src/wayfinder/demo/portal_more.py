"""Records portal variants whose rows arrive by script on the same page.

9.  ``/portal/v9/``: the results page shows the first ten rows and a "Load more" button that fetches
    the next ten (``/portal/v9/rows?...&page=N``, an HTML fragment) and appends them to the table.
10. ``/portal/v10/``: the same rows load when the end of the table scrolls into view (infinite
    scroll, an IntersectionObserver on a sentinel below the table); no button, no page links.

Both state "11 records found" above the table. No disclaimer; the search rules are variant 1's.
"""

from __future__ import annotations

from wayfinder.demo.layout import js_literal
from wayfinder.demo.portal_pages import COLUMNS, LABELS, NORMAL, portal_page
from wayfinder.demo.portal_windows import _row
from wayfinder.demo.records import DOC_TYPES, Criteria, search
from wayfinder.demo.web import Handler, Request, Response, Router, html, with_query

MORE, SCROLL = "/portal/v9", "/portal/v10"

LOADER_JS = """<script>
(function () {
  var table = document.getElementById('results');
  if (!table) return;
  var body = table.tBodies[0], page = 1, pages = %(pages)d, busy = false, src = %(src)s;
  var button = document.getElementById('load-more'), sentinel = document.getElementById('sentinel');
  function more() {
    if (busy || page >= pages) return;
    busy = true;
    var url = new URL(src, window.location.href); url.searchParams.set('page', String(page + 1));
    setTimeout(function () {
      fetch(url).then(function (r) { return r.text(); }).then(function (rows) {
        body.insertAdjacentHTML('beforeend', rows); page += 1; busy = false;
        if (page >= pages) { if (button) button.remove(); if (sentinel) sentinel.remove(); }
      });
    }, 300);
  }
  if (button) button.addEventListener('click', more);
  if (sentinel) new IntersectionObserver(function (entries) {
    if (entries.some(function (e) { return e.isIntersecting; })) more();
  }).observe(sentinel);
})();
</script>"""


def _form(base: str) -> str:
    fid, name = NORMAL.ids["last"], NORMAL.names["last"]
    tid, tname = NORMAL.ids["type"], NORMAL.names["type"]
    options = "".join(f"<option>{t}</option>" for t in ["All", *DOC_TYPES])
    return (
        f'<form class="search-form" method="get" action="{base}/results">'
        f'<label for="{fid}">{LABELS["last"]}</label><input id="{fid}" name="{name}" type="text">'
        f'<label for="{tid}">{LABELS["type"]}</label><select id="{tid}" name="{tname}">{options}</select>'
        '<div class="actions"><button type="submit" class="primary">Search</button></div></form>'
    )


def _criteria(request: Request) -> Criteria:
    return Criteria(
        last=request.arg(NORMAL.names["last"]), doc_type=request.arg(NORMAL.names["type"], "All") or "All"
    )


def _params(criteria: Criteria) -> dict[str, str | list[str]]:
    return {NORMAL.names["last"]: criteria.last, NORMAL.names["type"]: criteria.doc_type}


def search_page(base: str) -> Response:
    return html(portal_page("Search", f"<h1>Search official records</h1>{_form(base)}"))


def results_page(base: str, request: Request) -> Response:
    criteria = _criteria(request)
    result = search(request.state.records, criteria, 1)
    if result.state == "none":
        return html(portal_page("Results", '<p class="no-results">No records found</p>'))
    if result.state == "too_many":
        return html(portal_page("Results", f'<p class="error">Too many results ({result.total}).</p>'))
    head = "".join(f'<th scope="col">{c}</th>' for c in COLUMNS)
    rows = "".join(_row(r) for r in result.rows)
    control = ""
    if result.pages > 1:
        control = (
            '<p><button type="button" id="load-more">Load more</button></p>'
            if base == MORE
            else '<div id="sentinel" style="height:40px"></div>'
        )
    src = with_query(f"{base}/rows", _params(criteria))
    script = LOADER_JS % {"pages": result.pages, "src": js_literal(src)}
    # a tall notice above the table keeps its end below the fold, so rows load only when scrolled to
    notice = '<div class="notice" style="min-height:900px"><p>Index updated nightly.</p></div>'
    body = (
        f'<h1>Search results</h1><p class="results-count">{result.total} records found</p>'
        f"{notice if base == SCROLL else ''}"
        f'<table id="results"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>{control}{script}'
    )
    return html(portal_page("Results", body))


def rows_fragment(request: Request) -> Response:
    page_text = request.arg("page", "1")
    page = int(page_text) if page_text.isdigit() else 1
    result = search(request.state.records, _criteria(request), page)
    return html("".join(_row(r) for r in result.rows) if result.state == "ok" else "")


def _handlers(base: str) -> tuple[Handler, Handler]:
    def search_handler(request: Request) -> Response:
        return search_page(base)

    def results_handler(request: Request) -> Response:
        return results_page(base, request)

    return search_handler, results_handler


def register(router: Router) -> None:
    for base in (MORE, SCROLL):
        search_handler, results_handler = _handlers(base)
        router.get(f"{base}/?", search_handler)
        router.get(f"{base}/results", results_handler)
        router.get(f"{base}/rows", rows_fragment)
