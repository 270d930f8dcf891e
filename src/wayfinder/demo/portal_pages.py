"""HTML of the records portal: disclaimer, search form, results (table or JS grid), record detail.

The markup is driven by a ``Naming`` (ids, field names, table id/classes) so variant 4 can switch to a
"drifted" naming at runtime while labels and visible text stay identical: exactly the change that
breaks a scraping script written against selectors, and that its self-repair must survive.
"""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.demo.layout import esc, events_script, page, pager
from wayfinder.demo.records import DOC_TYPES, Criteria, Record, SearchResult
from wayfinder.demo.web import with_query

PORTAL_NAME = "Harbor County Recorder"
FIELDS = ("last", "first", "type", "from", "to")
LABELS = {
    "last": "Last name",
    "first": "First name",
    "type": "Document type",
    "from": "Date from",
    "to": "Date to",
}


@dataclass(frozen=True)
class Naming:
    """Selectors of the search form and results table; logical field -> (element id, query name)."""

    form_id: str
    ids: dict[str, str]
    names: dict[str, str]
    table_id: str
    table_class: str
    row_class: str
    submit_id: str


NORMAL = Naming(
    form_id="search-form",
    ids={
        "last": "last-name",
        "first": "first-name",
        "type": "doc-type",
        "from": "date-from",
        "to": "date-to",
    },
    names={"last": "last", "first": "first", "type": "type", "from": "from", "to": "to"},
    table_id="results",
    table_class="results-table",
    row_class="result-row",
    submit_id="search-button",
)
DRIFTED = Naming(
    form_id="qform-7c",
    ids={"last": "inp-a31", "first": "inp-b07", "type": "sel-c55", "from": "dt-lo-2", "to": "dt-hi-2"},
    names={"last": "ln_q", "first": "fn_q", "type": "dt_sel", "from": "rng_lo", "to": "rng_hi"},
    table_id="grid-9f2",
    table_class="tbl dx-table",
    row_class="dx-row",
    submit_id="btn-go-4",
)

TERMS = (
    "<p>The records available through this site are public records maintained by the "
    f"{PORTAL_NAME}. They are provided for informational purposes only and are not certified copies.</p>"
    "<p>The County makes no warranty as to the accuracy or completeness of the index. Automated bulk "
    "downloading that degrades service for other users is prohibited. By continuing you agree to these terms "
    "of use.</p>"
)


def portal_page(title: str, body: str, *, scripts: tuple[str, ...] = (), events: str = "") -> str:
    header = (
        f'<header class="portal-header"><strong>{PORTAL_NAME}</strong> · Official Records Search</header>'
    )
    return page(f"{title} - {PORTAL_NAME}", f"{header}<main>{body}</main>{events}", scripts=scripts)


def disclaimer_v1(base: str) -> str:
    body = (
        "<h1>Disclaimer and terms of use</h1>"
        f'<div class="terms" id="terms">{TERMS}</div>'
        f'<form method="post" action="{base}/accept" id="accept-form"><p>'
        '<button type="submit" class="primary" id="accept">I accept</button> '
        '<a href="/" id="decline">Decline</a></p></form>'
    )
    return portal_page("Disclaimer", body)


def disclaimer_v2(base: str, error: str = "") -> str:
    message = f'<p class="error" role="alert">{esc(error)}</p>' if error else ""
    body = (
        "<h1>Terms of use</h1>"
        f'<div class="terms" id="terms">{TERMS}</div>{message}'
        f'<form method="post" action="{base}/accept" id="accept-form"><p>'
        '<input type="checkbox" id="agree" name="agree" value="1"> '
        '<label for="agree">I have read and agree to the terms of use</label></p>'
        '<p><button type="submit" class="primary" id="continue">Continue</button></p></form>'
    )
    return portal_page("Terms of use", body)


def disclaimer_modal(base: str, *, hidden: bool) -> str:
    """Variant 3's disclaimer: a modal dialog; after acceptance it stays in the HTML, display:none."""
    style = ' style="display:none"' if hidden else ""
    return (
        f'<div class="modal-backdrop" id="disclaimer-modal"{style}>'
        '<div class="modal" role="dialog" aria-modal="true" aria-labelledby="disclaimer-title">'
        f'<h2 id="disclaimer-title">Disclaimer and terms of use</h2>{TERMS}'
        f'<form method="post" action="{base}/accept"><button type="submit" class="primary" id="accept">'
        "I accept</button></form></div></div>"
    )


def search_form(base: str, naming: Naming, criteria: Criteria) -> str:
    values = {
        "last": criteria.last,
        "first": criteria.first,
        "from": criteria.date_from,
        "to": criteria.date_to,
    }
    rows = []
    for field in FIELDS:
        fid, name = naming.ids[field], naming.names[field]
        if field == "type":
            options = "".join(
                f"<option{' selected' if t == criteria.doc_type else ''}>{t}</option>"
                for t in ["All", *DOC_TYPES]
            )
            control = f'<select id="{fid}" name="{name}">{options}</select>'
        else:
            hint = ' placeholder="MM/DD/YYYY"' if field in ("from", "to") else ""
            control = f'<input id="{fid}" name="{name}" type="text" value="{esc(values[field])}"{hint}>'
        rows.append(f'<label for="{fid}">{LABELS[field]}</label>{control}')
    return (
        f'<form class="search-form" id="{naming.form_id}" method="get" action="{base}/search">{"".join(rows)}'
        f'<div class="actions"><button type="submit" class="primary" id="{naming.submit_id}">Search</button>'
        f'<a href="{base}/search">Clear</a></div></form>'
    )


def criteria_params(naming: Naming, criteria: Criteria) -> dict[str, str | list[str]]:
    values = [criteria.last, criteria.first, criteria.doc_type, criteria.date_from, criteria.date_to]
    return {naming.names[field]: value for field, value in zip(FIELDS, values, strict=True)}


def _row(base: str, naming: Naming, record: Record) -> str:
    cells = [
        esc(f"{record.last.upper()}, {record.first.upper()}"),
        record.doc_type,
        record.recorded_text,
        f'<a href="{base}/record/{record.id}">{record.doc_number}</a>',
        f"{record.book}/{record.page}",
        esc(record.parties),
    ]
    return f'<tr class="{naming.row_class}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


COLUMNS = ["Name", "Document type", "Recorded", "Document #", "Book/Page", "Parties"]


def results_table(base: str, naming: Naming, criteria: Criteria, result: SearchResult) -> str:
    """The results block of the server-rendered variants (1, 3, 4) for every search state."""
    if result.state == "none":
        return '<p class="no-results" id="no-results">No records found</p>'
    if result.state == "too_many":
        return (
            f'<p class="too-many error" id="too-many">Too many results ({result.total}). '
            "Please refine your search.</p>"
        )
    first = (result.page - 1) * 10 + 1
    shown = f"Showing {first}-{first + len(result.rows) - 1}, page {result.page} of {result.pages}"
    head = "".join(f'<th scope="col">{c}</th>' for c in COLUMNS)
    rows = "".join(_row(base, naming, r) for r in result.rows)
    return (
        f'<p class="results-count" id="results-count">{result.total} records found</p>'
        f'<p class="muted">{shown}</p>'
        f'<table id="{naming.table_id}" class="{naming.table_class}"><thead><tr>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        f"{pager(f'{base}/search', criteria_params(naming, criteria), result.page, result.pages)}"
    )


def search_page(
    base: str, naming: Naming, criteria: Criteria, results: str, *, modal: str = "", searched: bool = False
) -> str:
    event = {"type": "portal_search", "last": criteria.last, "type_filter": criteria.doc_type}
    body = (
        "<h1>Search official records</h1>"
        f"{search_form(base, naming, criteria)}"
        f'<section id="results-area" aria-live="polite">{results}</section>{modal}'
    )
    return portal_page("Search", body, events=events_script(event) if searched else "")


def grid_search_page(base: str, criteria: Criteria, api_url: str) -> str:
    """Variant 2: the same form; the results grid is built by portal.js from JSON after a delay."""
    area = (
        f'<section id="results-area" aria-live="polite" data-src="{esc(api_url)}" data-delay="700" '
        f'data-loaded="0" data-base="{base}"><p class="muted" id="loading">Searching...</p></section>'
        if api_url
        else '<section id="results-area"></section>'
    )
    body = f"<h1>Search official records</h1>{search_form(base, NORMAL, criteria)}{area}"
    return portal_page("Search", body, scripts=("portal.js",))


def record_page(base: str, record: Record) -> str:
    rows = "".join(
        f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>"
        for k, v in [
            ("Name", f"{record.last.upper()}, {record.first.upper()}"),
            ("Document type", record.doc_type),
            ("Recorded", record.recorded_text),
            ("Document #", record.doc_number),
            ("Book/Page", f"{record.book}/{record.page}"),
            ("Parties", record.parties),
        ]
    )
    back = with_query(f"{base}/search", {"last": record.last})
    body = f'<h1>Document {record.doc_number}</h1><table id="record"><tbody>{rows}</tbody></table>'
    body += f'<p><a href="{esc(back)}">Back to search</a></p>'
    return portal_page(f"Document {record.doc_number}", body)


def error_page() -> str:
    body = (
        '<h1>Error</h1><p class="error" id="service-error">The records service is temporarily unavailable. '
        "Please try again later.</p>"
    )
    return portal_page("Error", body)
