"""Request handlers of the four records-portal variants.

All variants share the flow disclaimer -> search form -> results, gated by a per-variant cookie
(``/search`` without it redirects back to the disclaimer):

1. ``/portal/``    "I accept" button; results in an HTML ``<table>`` with page links.
2. ``/portal/v2/`` checkbox + "Continue"; a div grid (ARIA roles) rendered by JS ~700 ms later.
3. ``/portal/v3/`` the disclaimer is a modal that stays in the HTML (display:none) after acceptance.
4. ``/portal/v4/`` like 1, but ``flags["portal_drift"]`` renames ids/classes and
   ``flags["portal_broken"]`` turns every search into an error page; ``flags["portal_total_off"]``
   states one record more than the search returns.

Variants 5-8 live in their own modules: 5 an open-data style table visible before any search
(``portal_open``), 6 ASP.NET WebForms postbacks (``portal_aspnet``), 7 results in a popup window and
8 results in an iframe (``portal_windows``), 9 "Load more" and 10 infinite scroll (``portal_more``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from wayfinder.demo import portal_aspnet, portal_more, portal_open, portal_windows
from wayfinder.demo.layout import not_found
from wayfinder.demo.portal_pages import (
    DRIFTED,
    FIELDS,
    NORMAL,
    Naming,
    criteria_params,
    disclaimer_modal,
    disclaimer_v1,
    disclaimer_v2,
    error_page,
    grid_search_page,
    record_page,
    results_table,
    search_page,
)
from wayfinder.demo.records import Criteria, search
from wayfinder.demo.web import Handler, Request, Response, Router, html, json_response, redirect, with_query


@dataclass(frozen=True)
class Variant:
    number: int
    base: str

    @property
    def cookie(self) -> str:
        return f"portal_terms_v{self.number}"

    def accepted(self, request: Request) -> bool:
        return request.cookies.get(self.cookie) == "1"

    def naming(self, request: Request) -> Naming:
        return DRIFTED if self.number == 4 and request.state.flag("portal_drift") else NORMAL


VARIANTS = [
    Variant(1, "/portal"),
    Variant(2, "/portal/v2"),
    Variant(3, "/portal/v3"),
    Variant(4, "/portal/v4"),
]


def read_criteria(request: Request, naming: Naming) -> tuple[Criteria, bool]:
    """The search criteria under the current naming, and whether a search was submitted at all."""
    names = naming.names
    submitted = any(request.has(names[field]) for field in FIELDS)
    criteria = Criteria(
        last=request.arg(names["last"]),
        first=request.arg(names["first"]),
        doc_type=request.arg(names["type"], "All") or "All",
        date_from=request.arg(names["from"]),
        date_to=request.arg(names["to"]),
    )
    return criteria, submitted


def _page_number(request: Request) -> int:
    text = request.arg("page", "1")
    return int(text) if text.isdigit() else 1


def _landing(variant: Variant) -> Handler:
    def handler(request: Request) -> Response:
        if variant.accepted(request):
            return redirect(f"{variant.base}/search", 302)
        if variant.number == 2:
            return html(disclaimer_v2(variant.base))
        if variant.number == 3:
            modal = disclaimer_modal(variant.base, hidden=False)
            return html(search_page(variant.base, NORMAL, Criteria(), "", modal=modal))
        return html(disclaimer_v1(variant.base))

    return handler


def _accept(variant: Variant) -> Handler:
    def handler(request: Request) -> Response:
        if variant.number == 2 and not request.arg("agree"):
            return html(disclaimer_v2(variant.base, "You must agree to the terms of use to continue."), 400)
        return redirect(f"{variant.base}/search").set_cookie(variant.cookie, "1")

    return handler


def _search(variant: Variant) -> Handler:
    def handler(request: Request) -> Response:
        if not variant.accepted(request):
            return redirect(f"{variant.base}/", 302)
        naming = variant.naming(request)
        criteria, submitted = read_criteria(request, naming)
        if variant.number == 2:
            api = (
                with_query(f"{variant.base}/api/search", criteria_params(naming, criteria))
                if submitted
                else ""
            )
            if api and request.has("page"):
                api = with_query(api, {"page": str(_page_number(request))})
            return html(grid_search_page(variant.base, criteria, api))
        if submitted and variant.number == 4 and request.state.flag("portal_broken"):
            return html(error_page(), 500)
        results = ""
        if submitted:
            result = search(request.state.records, criteria, _page_number(request))
            if variant.number == 4 and request.state.flag("portal_total_off") and result.state == "ok":
                result = replace(result, total=result.total + 1)  # a count that disagrees with the rows
            results = results_table(variant.base, naming, criteria, result)
        modal = disclaimer_modal(variant.base, hidden=True) if variant.number == 3 else ""
        return html(search_page(variant.base, naming, criteria, results, modal=modal, searched=submitted))

    return handler


def _api(variant: Variant) -> Handler:
    def handler(request: Request) -> Response:
        if not variant.accepted(request):
            return json_response({"error": "terms of use not accepted"}, 403)
        criteria, _submitted = read_criteria(request, NORMAL)
        return json_response(search(request.state.records, criteria, _page_number(request)).to_json())

    return handler


def _record(variant: Variant) -> Handler:
    def handler(request: Request) -> Response:
        if not variant.accepted(request):
            return redirect(f"{variant.base}/", 302)
        index = int(request.params["rid"]) - 1
        records = request.state.records
        if not 0 <= index < len(records):
            return html(not_found("Record"), 404)
        return html(record_page(variant.base, records[index]))

    return handler


def register(router: Router) -> None:
    for variant in VARIANTS:
        base = variant.base
        router.get(f"{base}/?", _landing(variant))
        router.post(f"{base}/accept", _accept(variant))
        router.get(f"{base}/search", _search(variant))
        router.get(f"{base}/record/(?P<rid>\\d+)", _record(variant))
    router.get("/portal/v2/api/search", _api(VARIANTS[1]))
    for module in (portal_open, portal_aspnet, portal_windows, portal_more):
        module.register(router)
    router.get(r"/portal/v5/record/(?P<rid>\d+)", _record(Variant(5, "/portal/v5")))
