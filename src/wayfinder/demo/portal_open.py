"""Records portal variant 5, shaped like an open-data portal: the table is on screen before any search.

``/portal/v5/`` is a terms page ("I Accept"); ``/portal/v5/records`` then shows a search box, a
"Format" filter, a page-size choice and the unfiltered table of every record at once (the shape in
which a scraper that never applies the search silently returns the whole table). Headers carry the
decoration real grids have: sort arrows (``aria-hidden``), screen-reader helper text, ``<br>`` inside
a header, an icon-only header named by its ``title``, a select-all checkbox column and a "Link"
column of identical "View" links. Pages are numbered links with a ``page=`` parameter (no Next link),
and the total is stated as "Showing 1–25 of 600 records".
"""

from __future__ import annotations

from wayfinder.demo.layout import esc, events_script
from wayfinder.demo.portal_pages import TERMS, portal_page
from wayfinder.demo.records import Record, SearchResult, page_of
from wayfinder.demo.web import Request, Response, Router, html, redirect, with_query

BASE = "/portal/v5"
COOKIE = "portal_terms_v5"
FILINGS = ("Any", "Paper", "E-filed")
SIZES = ("25", "50", "100")


def terms_page() -> str:
    body = (
        "<h1>Terms of Use</h1>"
        f'<div class="terms">{TERMS}</div>'
        f'<form method="post" action="{BASE}/accept"><button type="submit" class="primary">I Accept</button>'
        "</form>"
    )
    return portal_page("Terms of Use", body)


def matches(record: Record, q: str, filing: str) -> bool:
    """Free text over the name and the parties (case-insensitive), and the filing format."""
    text = f"{record.last} {record.first} {record.parties}".lower()
    if q and q.lower() not in text:
        return False
    return filing in ("", "Any") or record.filing == filing


def _form(q: str, filing: str, size: str) -> str:
    formats = "".join(f"<option{' selected' if f == filing else ''}>{f}</option>" for f in FILINGS)
    sizes = "".join(f"<option{' selected' if s == size else ''}>{s}</option>" for s in SIZES)
    return (
        f'<form class="search-form" method="get" action="{BASE}/records" role="search">'
        f'<label for="q">Search</label><input id="q" name="q" type="search" value="{esc(q)}" '
        'placeholder="Name or party">'
        f'<label for="format">Format</label><select id="format" name="format">{formats}</select>'
        f'<label for="size">Per page</label><select id="size" name="size">{sizes}</select>'
        '<div class="actions"><button type="submit" class="primary">Apply</button></div></form>'
    )


HEAD = (
    '<th scope="col"><input type="checkbox" aria-label="Select all rows"></th>'
    '<th scope="col" aria-sort="ascending"><a href="?sort=name">Name <span aria-hidden="true">▲</span>'
    '<span class="sr-only">sorted ascending</span></a></th>'
    '<th scope="col">Document<br>type</th>'
    '<th scope="col">Recorded<br>date <span class="sort" aria-hidden="true">⇅</span></th>'
    '<th scope="col">Document #</th>'
    '<th scope="col" title="Book/Page"><span class="icon" aria-hidden="true">📖</span></th>'
    '<th scope="col">Parties</th>'
    '<th scope="col">Link</th>'
)
COLUMNS = ["Name", "Document type", "Recorded date", "Document #", "Book/Page", "Parties"]


def _row(record: Record) -> str:
    cells = [
        f'<input type="checkbox" name="pick" value="{record.id}" aria-label="Select row">',
        esc(f"{record.last.upper()}, {record.first.upper()}"),
        record.doc_type,
        record.recorded_text,
        record.doc_number,
        f"{record.book}/{record.page}",
        esc(record.parties),
        f'<a href="{BASE}/record/{record.id}">View</a>',
    ]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _pager(params: dict[str, str | list[str]], result: SearchResult) -> str:
    """Numbered page links only (1, neighbours, last), the current page as plain text."""
    if result.pages <= 1:
        return ""
    wanted = sorted(
        {1, result.pages, *range(result.page - 2, result.page + 3)} & set(range(1, result.pages + 1))
    )
    parts, previous = [], 0
    for n in wanted:
        if previous and n - previous > 1:
            parts.append("<span>…</span>")
        if n == result.page:
            parts.append(f'<span class="current" aria-current="page">{n}</span>')
        else:
            parts.append(
                f'<a href="{esc(with_query(BASE + "/records", {**params, "page": str(n)}))}">{n}</a>'
            )
        previous = n
    return f'<nav class="pager" aria-label="Pages">{" ".join(parts)}</nav>'


def records_page(result: SearchResult, q: str, filing: str, size: str) -> str:
    if result.total == 0:
        table = '<p class="no-results">No records found</p>'
    else:
        first = (result.page - 1) * int(size) + 1
        last = first + len(result.rows) - 1
        params: dict[str, str | list[str]] = {"q": q, "format": filing, "size": size}
        table = (
            f'<p class="results-count">Showing {first}–{last} of {result.total:,} records</p>'
            f'<table class="data-table"><thead><tr>{HEAD}</tr></thead><tbody>'
            + "".join(_row(r) for r in result.rows)
            + f"</tbody></table>{_pager(params, result)}"
        )
    event = {"type": "portal_search", "q": q, "format": filing}
    body = f"<h1>Land records (open data)</h1>{_form(q, filing, size)}<section>{table}</section>"
    return portal_page("Records", body, events=events_script(event))


def _accepted(request: Request) -> bool:
    return request.cookies.get(COOKIE) == "1"


def landing(request: Request) -> Response:
    return redirect(f"{BASE}/records", 302) if _accepted(request) else html(terms_page())


def accept(request: Request) -> Response:
    return redirect(f"{BASE}/records").set_cookie(COOKIE, "1")


def records(request: Request) -> Response:
    if not _accepted(request):
        return redirect(f"{BASE}/", 302)
    q, filing = request.arg("q"), request.arg("format", "Any") or "Any"
    size = request.arg("size", "25") if request.arg("size", "25") in SIZES else "25"
    page = int(request.arg("page", "1")) if request.arg("page", "1").isdigit() else 1
    found = [r for r in request.state.records if matches(r, q, filing)]
    return html(records_page(page_of(found, page, int(size)), q, filing, size))


def register(router: Router) -> None:
    router.get(f"{BASE}/?", landing)
    router.post(f"{BASE}/accept", accept)
    router.get(f"{BASE}/records", records)
