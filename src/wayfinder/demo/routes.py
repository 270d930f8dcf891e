"""The demo server's URL map: site modules register their own routes; this adds the shared ones."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from wayfinder.demo import lab, portal_routes, shop_cart, shop_extra, shop_pages
from wayfinder.demo.layout import index_page, not_found
from wayfinder.demo.web import Request, Response, Router, html, json_response

_STATIC_TYPES = {
    "js": "text/javascript; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "txt": "text/plain; charset=utf-8",
}
# Cookies the demo sites set; /__reset expires them for the client that calls it.
DEMO_COOKIES = (
    "consent",
    "cart",
    *(f"portal_terms_v{n}" for n in range(1, 7)),
)


@lru_cache(maxsize=32)
def _static_file(name: str) -> bytes | None:
    resource = resources.files("wayfinder.demo").joinpath("static", name)
    return resource.read_bytes() if resource.is_file() else None


def static(request: Request) -> Response:
    name = request.params["name"]
    data = _static_file(name)
    kind = _STATIC_TYPES.get(name.rsplit(".", 1)[-1])
    if data is None or kind is None:
        return html(not_found("File"), 404)
    return Response(data, 200, kind)


def root(request: Request) -> Response:
    return html(index_page())


def reset(request: Request) -> Response:
    """``POST /__reset``: forget orders, flags and the request log; expire the caller's demo cookies."""
    request.state.reset()
    response = json_response({"ok": True})
    for name in DEMO_COOKIES:
        response.set_cookie(name, None)
    return response


def build_router() -> Router:
    router = Router()
    router.get("/", root)
    router.get(r"/static/(?P<name>[A-Za-z0-9_-]+\.[a-z]+)", static)
    router.post("/__reset", reset)
    for module in (shop_pages, shop_cart, shop_extra, portal_routes, lab):
        module.register(router)
    return router
