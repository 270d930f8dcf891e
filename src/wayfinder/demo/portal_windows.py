"""Records portal variants whose results are not in the search page itself.

7. ``/portal/v7/``: the search form opens its results in a new window (``target="results"`` plus a
   ``window.open`` sized popup, as older county sites do); the results window pages with Next/Prev
   links (``?page=N``) and states "Results 1 - 10 of 11".
8. ``/portal/v8/``: the search form posts into an ``<iframe name="results">`` embedded below it; the
   framed document holds the table, "Page 1 of 2" and its own Next link.

Neither has a disclaimer; the records and the search rules are variant 1's.
"""

from __future__ import annotations

from wayfinder.demo.layout import esc, pager
from wayfinder.demo.portal_pages import COLUMNS, LABELS, NORMAL, portal_page
from wayfinder.demo.records import DOC_TYPES, Criteria, Record, SearchResult, search
from wayfinder.demo.web import Request, Response, Router, html

POPUP, FRAMED = "/portal/v7", "/portal/v8"


def _form(base: str, target: str, extra: str = "") -> str:
    rows = []
    for field in ("last", "type"):
        fid, name = NORMAL.ids[field], NORMAL.names[field]
        if field == "type":
            options = "".join(f"<option>{t}</option>" for t in ["All", *DOC_TYPES])
            control = f'<select id="{fid}" name="{name}">{options}</select>'
        else:
            control = f'<input id="{fid}" name="{name}" type="text">'
        rows.append(f'<label for="{fid}">{LABELS[field]}</label>{control}')
    return (
        f'<form class="search-form" method="get" action="{base}/results" target="{target}"{extra}>'
        f'{"".join(rows)}<div class="actions"><button type="submit" class="primary">Search</button></div></form>'
    )


def _row(record: Record) -> str:
    cells = [
        esc(f"{record.last.upper()}, {record.first.upper()}"),
        record.doc_type,
        record.recorded_text,
        record.doc_number,
        f"{record.book}/{record.page}",
        esc(record.parties),
    ]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _table(result: SearchResult) -> str:
    head = "".join(f'<th scope="col">{c}</th>' for c in COLUMNS)
    rows = "".join(_row(r) for r in result.rows)
    return f'<table id="results"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def results_body(base: str, criteria: Criteria, result: SearchResult, *, style: str) -> str:
    if result.state == "none":
        return '<p class="no-results">No records found</p>'
    if result.state == "too_many":
        return f'<p class="error">Too many results ({result.total}). Please refine your search.</p>'
    first = (result.page - 1) * 10 + 1
    last = first + len(result.rows) - 1
    stated = (
        f"Results {first} - {last} of {result.total}"
        if style == "popup"
        else f"Page {result.page} of {result.pages}"
    )
    params: dict[str, str | list[str]] = {
        NORMAL.names["last"]: criteria.last,
        NORMAL.names["type"]: criteria.doc_type,
    }
    return f'<p class="results-count">{stated}</p>{_table(result)}{pager(f"{base}/results", params, result.page, result.pages)}'


def _criteria(request: Request) -> Criteria:
    return Criteria(
        last=request.arg(NORMAL.names["last"]), doc_type=request.arg(NORMAL.names["type"], "All") or "All"
    )


def _page(request: Request) -> int:
    text = request.arg("page", "1")
    return int(text) if text.isdigit() else 1


def popup_search(request: Request) -> Response:
    opener = " onsubmit=\"window.open('', 'results', 'width=960,height=720,scrollbars=yes')\""
    body = "<h1>Search official records</h1><p>Results open in a new window.</p>" + _form(
        POPUP, "results", opener
    )
    return html(portal_page("Search", body))


def popup_results(request: Request) -> Response:
    criteria = _criteria(request)
    result = search(request.state.records, criteria, _page(request))
    body = f"<h1>Search results</h1>{results_body(POPUP, criteria, result, style='popup')}"
    return html(portal_page("Results", body))


def framed_search(request: Request) -> Response:
    body = (
        "<h1>Search official records</h1>"
        + _form(FRAMED, "results")
        + '<iframe name="results" id="results-frame" title="Search results" src="about:blank" '
        'style="width:100%;height:640px;border:1px solid #ccd"></iframe>'
    )
    return html(portal_page("Search", body))


def framed_results(request: Request) -> Response:
    criteria = _criteria(request)
    result = search(request.state.records, criteria, _page(request))
    return html(portal_page("Results", results_body(FRAMED, criteria, result, style="framed")))


def register(router: Router) -> None:
    router.get(f"{POPUP}/?", popup_search)
    router.get(f"{POPUP}/results", popup_results)
    router.get(f"{FRAMED}/?", framed_search)
    router.get(f"{FRAMED}/results", framed_results)
