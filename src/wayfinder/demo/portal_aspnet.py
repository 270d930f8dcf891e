"""Records portal variant 6, shaped like an ASP.NET WebForms site: everything is a postback.

``/portal/v6/Default.aspx`` is the disclaimer: one server form with ``__VIEWSTATE``,
``__VIEWSTATEGENERATOR`` and ``__EVENTVALIDATION`` hidden fields and an "I Accept" submit button. The
search page ``Search.aspx`` posts back to itself: the criteria travel in ``ctl00$Main$...`` fields,
the results grid (a GridView table inside a layout table) carries its pager as the last row of the
same table, and its page links are ``javascript:__doPostBack('ctl00$Main$gvResults','Page$2')``:
a script fills ``__EVENTTARGET``/``__EVENTARGUMENT`` and submits the form. Paging reads the criteria
back from the view state, as WebForms does. A POST without the hidden fields fails with the
framework's "Invalid postback or callback argument" error (HTTP 500).
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

from wayfinder.demo.layout import esc
from wayfinder.demo.portal_pages import TERMS, portal_page
from wayfinder.demo.records import DOC_TYPES, Criteria, Record, SearchResult, search
from wayfinder.demo.web import Request, Response, Router, html, redirect

BASE = "/portal/v6"
COOKIE = "portal_terms_v6"
GRID = "ctl00$Main$gvResults"
LAST, TYPE, BUTTON = "ctl00$Main$txtLastName", "ctl00$Main$ddlDocType", "ctl00$Main$btnSearch"
GENERATOR = "CA0B0334"

POSTBACK_JS = (
    "<script>var theForm = document.forms['aspnetForm'];"
    "function __doPostBack(eventTarget, eventArgument) {"
    " if (!theForm.onsubmit || (theForm.onsubmit() != false)) {"
    " theForm.__EVENTTARGET.value = eventTarget; theForm.__EVENTARGUMENT.value = eventArgument;"
    " theForm.submit(); } }</script>"
)


def encode_state(data: dict[str, Any]) -> str:
    return base64.b64encode(json.dumps(data, sort_keys=True).encode()).decode()


def decode_state(text: str) -> dict[str, Any] | None:
    try:
        data = json.loads(base64.b64decode(text.encode(), validate=True))
    except (ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def validation(view_state: str) -> str:
    return base64.b64encode(hashlib.sha256(f"ev:{view_state}".encode()).digest()[:18]).decode()


def _hidden(view_state: str, target: str = "", argument: str = "") -> str:
    fields = {
        "__EVENTTARGET": target,
        "__EVENTARGUMENT": argument,
        "__VIEWSTATE": view_state,
        "__VIEWSTATEGENERATOR": GENERATOR,
        "__EVENTVALIDATION": validation(view_state),
    }
    return "".join(f'<input type="hidden" name="{k}" id="{k}" value="{esc(v)}">' for k, v in fields.items())


def _server_form(action: str, view_state: str, inner: str) -> str:
    return (
        f'<form method="post" action="{action}" id="aspnetForm" name="aspnetForm">'
        f"<div>{_hidden(view_state)}</div>{POSTBACK_JS}{inner}</form>"
    )


def disclaimer_page() -> str:
    inner = (
        f'<h1>Official Records - Disclaimer</h1><div class="terms">{TERMS}</div>'
        '<input type="submit" name="ctl00$Main$btnAccept" value="I Accept" id="ctl00_Main_btnAccept" '
        'class="primary"> <input type="submit" name="ctl00$Main$btnDecline" value="Decline" '
        'id="ctl00_Main_btnDecline">'
    )
    return portal_page("Disclaimer", _server_form(f"{BASE}/Default.aspx", encode_state({"v": 1}), inner))


def _pager_row(result: SearchResult) -> str:
    cells = []
    for n in range(1, result.pages + 1):
        if n == result.page:
            cells.append(f"<td><span>{n}</span></td>")
        else:
            cells.append(f"<td><a href=\"javascript:__doPostBack('{GRID}','Page${n}')\">{n}</a></td>")
    if result.page < result.pages:
        cells.append(f"<td><a href=\"javascript:__doPostBack('{GRID}','Page$Next')\">Next &gt;</a></td>")
    return f'<tr class="gv-pager"><td colspan="6"><table><tr>{"".join(cells)}</tr></table></td></tr>'


def _grid(result: SearchResult) -> str:
    head = "".join(
        f"<th scope=\"col\"><a href=\"javascript:__doPostBack('{GRID}','Sort${c}')\">{c}</a></th>"
        for c in ("Name", "Doc Type", "Recorded", "Instrument #", "Book/Page", "Grantor/Grantee")
    )
    rows = "".join(_row(r, i) for i, r in enumerate(result.rows))
    pager = _pager_row(result) if result.pages > 1 else ""
    return (
        f'<table class="gridview" cellspacing="0" rules="all" border="1" id="ctl00_Main_gvResults">'
        f"<tr>{head}</tr>{rows}{pager}</table>"
    )


def _row(record: Record, index: int) -> str:
    cells = [
        esc(f"{record.last.upper()}, {record.first.upper()}"),
        record.doc_type.upper(),
        record.recorded_text,
        record.doc_number,
        f"{record.book}/{record.page}",
        esc(record.parties),
    ]
    cls = "gv-alt" if index % 2 else "gv-row"
    return f'<tr class="{cls}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def search_page(criteria: Criteria, result: SearchResult | None) -> str:
    options = "".join(
        f'<option value="{t}"{" selected" if t == criteria.doc_type else ""}>{t}</option>'
        for t in ["All", *DOC_TYPES]
    )
    form = (
        '<table class="layout"><tr><td>'
        '<label for="ctl00_Main_txtLastName">Last Name:</label></td><td>'
        f'<input name="{LAST}" type="text" value="{esc(criteria.last)}" id="ctl00_Main_txtLastName"></td></tr>'
        '<tr><td><label for="ctl00_Main_ddlDocType">Document Type:</label></td><td>'
        f'<select name="{TYPE}" id="ctl00_Main_ddlDocType">{options}</select></td></tr>'
        f'<tr><td></td><td><input type="submit" name="{BUTTON}" value="Search" id="ctl00_Main_btnSearch">'
        "</td></tr></table>"
    )
    results = ""
    state: dict[str, Any] = {"last": criteria.last, "type": criteria.doc_type, "page": 1}
    if result is not None:
        state["page"] = result.page
        if result.state == "none":
            results = '<span id="ctl00_Main_lblMessage">No records found.</span>'
        elif result.state == "too_many":
            results = f'<span id="ctl00_Main_lblMessage">Too many results ({result.total}). Refine the search.</span>'
        else:
            results = (
                f'<span id="ctl00_Main_lblCount">{result.total} records found</span>'
                f'<table class="layout"><tr><td><div id="ctl00_Main_pnlGrid">{_grid(result)}</div></td></tr></table>'
            )
    inner = f'<h1>Official Records Search</h1>{form}<div id="ctl00_Main_pnlResults">{results}</div>'
    return portal_page("Search", _server_form(f"{BASE}/Search.aspx", encode_state(state), inner))


def _invalid() -> Response:
    body = (
        "<h1>Server Error in '/' Application.</h1><h2><i>Invalid postback or callback argument.</i></h2>"
        '<p>Event validation is enabled using &lt;pages enableEventValidation="true"/&gt;.</p>'
    )
    return html(portal_page("Runtime Error", body), 500)


def _accepted(request: Request) -> bool:
    return request.cookies.get(COOKIE) == "1"


def disclaimer(request: Request) -> Response:
    if request.method == "POST":
        view_state = request.arg("__VIEWSTATE")
        if decode_state(view_state) is None or request.arg("__EVENTVALIDATION") != validation(view_state):
            return _invalid()
        if request.has("ctl00$Main$btnAccept"):
            return redirect(f"{BASE}/Search.aspx", 302).set_cookie(COOKIE, "1")
        return redirect("/", 302)
    if _accepted(request):
        return redirect(f"{BASE}/Search.aspx", 302)
    return html(disclaimer_page())


def search_handler(request: Request) -> Response:
    if not _accepted(request):
        return redirect(f"{BASE}/Default.aspx", 302)
    if request.method == "GET":
        return html(search_page(Criteria(), None))
    view_state = request.arg("__VIEWSTATE")
    state = decode_state(view_state)
    if state is None or request.arg("__EVENTVALIDATION") != validation(view_state):
        return _invalid()
    records = request.state.records
    if request.has(BUTTON):
        criteria = Criteria(last=request.arg(LAST), doc_type=request.arg(TYPE, "All") or "All")
        return html(search_page(criteria, search(records, criteria, 1)))
    argument = request.arg("__EVENTARGUMENT")
    if request.arg("__EVENTTARGET") == GRID and argument.startswith("Page$"):
        criteria = Criteria(last=str(state.get("last", "")), doc_type=str(state.get("type", "All")))
        wanted = argument[5:]
        page = int(state.get("page", 1)) + 1 if wanted == "Next" else int(wanted) if wanted.isdigit() else 1
        return html(search_page(criteria, search(records, criteria, page)))
    return html(search_page(Criteria(), None))


def register(router: Router) -> None:
    router.get(f"{BASE}/?", lambda r: redirect(f"{BASE}/Default.aspx", 302))
    router.get(f"{BASE}/Default.aspx", disclaimer)
    router.post(f"{BASE}/Default.aspx", disclaimer)
    router.get(f"{BASE}/Search.aspx", search_handler)
    router.post(f"{BASE}/Search.aspx", search_handler)
