"""HTML building blocks shared by every demo site: the page shell, escaping, pagers and page events.

Every page loads ``/static/demo.js`` first, which sets up ``window.__demo.events``; page-specific
events that the server already knows about (a search was run, an order was placed) are emitted by a
small inline script built here, so tests can assert outcomes through the page.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from wayfinder.demo.web import with_query


def esc(value: object) -> str:
    """HTML-escape any value (quotes included, so it is safe inside attributes)."""
    return escape(str(value), quote=True)


def js_literal(value: Any) -> str:
    """A JSON literal safe to embed inside a <script> element."""
    return json.dumps(value).replace("</", "<\\/")


def events_script(*events: dict[str, Any]) -> str:
    """Inline script that pushes server-known events into ``window.__demo.events`` on load."""
    if not events:
        return ""
    pushes = "".join(f"window.__demo.push({js_literal(event)});" for event in events)
    return f"<script>{pushes}</script>"


def page(
    title: str,
    body: str,
    *,
    scripts: tuple[str, ...] = (),
    body_class: str = "",
    extra_head: str = "",
) -> str:
    """A complete HTML document: shared CSS and event script, then the body and page scripts."""
    tags = "".join(f'<script src="/static/{name}"></script>' for name in scripts)
    cls = f' class="{esc(body_class)}"' if body_class else ""
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)}</title>"
        '<link rel="stylesheet" href="/static/demo.css">'
        '<script src="/static/demo.js"></script>'
        f"{extra_head}</head>\n<body{cls}>\n{body}\n{tags}</body></html>\n"
    )


def _page_numbers(page: int, pages: int) -> list[int | None]:
    """1, neighbours of the current page, last; ``None`` marks a gap shown as "..."."""
    wanted = {1, pages, *range(page - 2, page + 3)}
    numbers: list[int | None] = []
    previous = 0
    for number in sorted(n for n in wanted if 1 <= n <= pages):
        if previous and number - previous > 1:
            numbers.append(None)
        numbers.append(number)
        previous = number
    return numbers


def pager(path: str, params: dict[str, str | list[str]], page: int, pages: int) -> str:
    """Prev / 1 2 3 ... / Next links that keep the other query parameters."""
    if pages <= 1:
        return ""

    def link(number: int, text: str, rel: str = "") -> str:
        href = with_query(path, {**params, "page": str(number)})
        rel_attr = f' rel="{rel}"' if rel else ""
        return f'<a href="{esc(href)}"{rel_attr}>{esc(text)}</a>'

    parts = [link(page - 1, "Prev", "prev")] if page > 1 else ['<span class="disabled">Prev</span>']
    for number in _page_numbers(page, pages):
        if number is None:
            parts.append('<span class="gap">...</span>')
        elif number == page:
            parts.append(f'<span class="current" aria-current="page">{number}</span>')
        else:
            parts.append(link(number, str(number)))
    parts.append(link(page + 1, "Next", "next") if page < pages else '<span class="disabled">Next</span>')
    return f'<nav class="pager" aria-label="Pagination">{" ".join(parts)}</nav>'


def not_found(what: str = "Page") -> str:
    return page(
        "Not found",
        f'<main class="narrow"><h1>{esc(what)} not found</h1><p><a href="/">Back to the start page</a></p></main>',
    )


def index_page() -> str:
    """The server root: links to the three sites (the CLI prints these too)."""
    links = [
        ("/shop/", "VoltMart shop", "an electronics store with search, filters, cart and checkout"),
        ("/portal/", "County records portal", "disclaimer, search form, results grid (variant 1)"),
        ("/portal/v2/", "Records portal, variant 2", "JS-rendered div grid after a delay"),
        ("/portal/v3/", "Records portal, variant 3", "hidden disclaimer modal kept in the HTML"),
        ("/portal/v4/", "Records portal, variant 4", "ids and classes can drift (test switch)"),
        ("/portal/v5/", "Records portal, variant 5", "open-data table visible before searching"),
        ("/portal/v6/", "Records portal, variant 6", "ASP.NET-style postbacks (__VIEWSTATE)"),
        ("/portal/v7/", "Records portal, variant 7", "results open in a popup window"),
        ("/portal/v8/", "Records portal, variant 8", "results inside an iframe"),
        ("/portal/v9/", "Records portal, variant 9", "a Load more button"),
        ("/portal/v10/", "Records portal, variant 10", "infinite scroll"),
        ("/lab/", "Lab", "small pages for browser runtime and safety tests"),
    ]
    items = "".join(f'<li><a href="{h}">{esc(t)}</a> - {esc(d)}</li>' for h, t, d in links)
    return page(
        "Wayfinder demo sites", f'<main class="narrow"><h1>Wayfinder demo sites</h1><ul>{items}</ul></main>'
    )
