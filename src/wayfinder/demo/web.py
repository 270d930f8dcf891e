"""The tiny web layer under the demo sites: a parsed request, a response, and a regex router.

The demo server uses only the standard library, so this module plays the part a framework would:
handlers are plain functions ``(Request) -> Response`` registered against ``(method, pattern)``. Keeping
the HTTP plumbing here lets the page modules stay pure string building that unit tests can call directly.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, quote, unquote, urlencode

if TYPE_CHECKING:
    from wayfinder.demo.state import DemoState


@dataclass
class Request:
    """One HTTP request as the page handlers see it (query and form already decoded)."""

    method: str
    path: str
    query: dict[str, list[str]]
    form: dict[str, list[str]]
    cookies: dict[str, str]
    headers: dict[str, str]
    state: DemoState
    params: dict[str, str] = field(default_factory=dict)
    body: bytes = b""

    def arg(self, name: str, default: str = "") -> str:
        """First value of a query parameter, stripped (the form value wins for POSTs)."""
        values = self.form.get(name) or self.query.get(name)
        return values[0].strip() if values else default

    def args(self, name: str) -> list[str]:
        """Every non-empty value of a repeated query/form parameter (e.g. brand checkboxes)."""
        values = self.form.get(name) or self.query.get(name) or []
        return [v.strip() for v in values if v.strip()]

    def has(self, name: str) -> bool:
        """True when the parameter is present at all, even empty (a submitted blank form field)."""
        return name in self.query or name in self.form

    def json(self) -> Any:
        """The body decoded as JSON (used by the fetch-based endpoints)."""
        return json.loads(self.body.decode("utf-8") or "null")


@dataclass
class Response:
    """An HTTP response; ``cookies`` become Set-Cookie headers with Path=/."""

    body: bytes = b""
    status: int = 200
    content_type: str = "text/html; charset=utf-8"
    headers: list[tuple[str, str]] = field(default_factory=list)
    cookies: dict[str, str | None] = field(default_factory=dict)

    def set_cookie(self, name: str, value: str | None) -> Response:
        """Set (or with ``None`` expire) a cookie; returns self so handlers can chain."""
        self.cookies[name] = value
        return self

    def header_lines(self) -> list[tuple[str, str]]:
        """Every header to send, Set-Cookie included."""
        lines = [("Content-Type", self.content_type), ("Content-Length", str(len(self.body)))]
        lines += [("Cache-Control", "no-store")]
        lines += self.headers
        for name, value in self.cookies.items():
            if value is None:
                lines.append(("Set-Cookie", f"{name}=; Path=/; Max-Age=0; SameSite=Lax"))
            else:
                lines.append(("Set-Cookie", f"{name}={quote(value, safe='')}; Path=/; SameSite=Lax"))
        return lines


def html(body: str, status: int = 200) -> Response:
    """An HTML response."""
    return Response(body.encode("utf-8"), status)


def json_response(data: Any, status: int = 200) -> Response:
    """A JSON response (compact, UTF-8)."""
    payload = json.dumps(data, separators=(",", ":")).encode("utf-8")
    return Response(payload, status, "application/json")


def redirect(location: str, status: int = 303) -> Response:
    """A redirect; 303 after POSTs so the browser follows with GET."""
    return Response(b"", status, headers=[("Location", location)])


def attachment(data: bytes, filename: str, content_type: str) -> Response:
    """A file the browser downloads instead of showing (Content-Disposition: attachment)."""
    disposition = ("Content-Disposition", f'attachment; filename="{filename}"')
    return Response(data, 200, content_type, headers=[disposition])


def with_query(path: str, params: dict[str, str | list[str]]) -> str:
    """``path?query`` with empty values dropped, so generated links stay short and readable."""
    pairs: list[tuple[str, str]] = []
    for key, value in params.items():
        for item in value if isinstance(value, list) else [value]:
            if item != "":
                pairs.append((key, item))
    return f"{path}?{urlencode(pairs)}" if pairs else path


def parse_cookies(header: str) -> dict[str, str]:
    """Cookie header -> dict, tolerant of junk (a browser profile may carry foreign cookies)."""
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # http.cookies raises CookieError on odd input; ignore such cookies
        return {}
    return {key: unquote(morsel.value) for key, morsel in jar.items()}


def parse_form(content_type: str, body: bytes) -> dict[str, list[str]]:
    """Decode an urlencoded form body; other bodies (JSON) are left to ``Request.json``."""
    if "application/x-www-form-urlencoded" not in content_type:
        return {}
    return parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)


Handler = Callable[[Request], Response]


class Router:
    """Ordered ``(method, regex) -> handler`` table; named groups become ``request.params``."""

    def __init__(self) -> None:
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []

    def add(self, method: str, pattern: str, handler: Handler) -> None:
        """Register a handler for a full-path regex such as ``/shop/p/(?P<pid>\\d+)``."""
        self._routes.append((method, re.compile(pattern + r"\Z"), handler))

    def get(self, pattern: str, handler: Handler) -> None:
        self.add("GET", pattern, handler)

    def post(self, pattern: str, handler: Handler) -> None:
        self.add("POST", pattern, handler)

    def resolve(self, method: str, path: str) -> tuple[Handler, dict[str, str]] | str | None:
        """The handler and its params; the string "method" when only the method is wrong; else None."""
        wrong_method = False
        for route_method, regex, handler in self._routes:
            match = regex.match(path)
            if match is None:
                continue
            if route_method == method:
                return handler, match.groupdict()
            wrong_method = True
        return "method" if wrong_method else None
