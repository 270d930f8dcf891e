"""The demo sites' local HTTP server: standard library only, background thread or foreground.

``DemoServer`` is the one object tests, benchmarks and the CLI use::

    with DemoServer() as srv:          # port 0 picks a free port
        page.goto(srv.shop_url + "?consent=1")
        ...
        assert srv.orders[-1]["total_cents"] == ...

It serves HTTP/1.1 with keep-alive from a ``ThreadingHTTPServer`` (Chromium opens several connections
at once) and hands every request to the router built in ``routes.py``.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlsplit

from wayfinder.demo.layout import esc, not_found, page
from wayfinder.demo.routes import build_router
from wayfinder.demo.state import DemoState
from wayfinder.demo.web import Request, Response, Router, html, parse_cookies, parse_form

PORTAL_VARIANTS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], state: DemoState, router: Router) -> None:
        super().__init__(address, _Handler)
        self.state = state
        self.router = router


class _Handler(BaseHTTPRequestHandler):
    """Turns the raw request into a ``Request``, runs the routed handler, writes the ``Response``."""

    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_HEAD(self) -> None:
        self._dispatch("HEAD")

    def do_POST(self) -> None:
        self._dispatch("POST")

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the per-request stderr line; ``DemoServer.requests`` is the log."""

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _dispatch(self, method: str) -> None:
        parts = urlsplit(self.path)
        body = self._read_body() if method == "POST" else b""
        state = self.server.state
        state.log_request(method, self.path)
        request = Request(
            method=method,
            path=parts.path,
            query=parse_qs(parts.query, keep_blank_values=True),
            form=parse_form(self.headers.get("Content-Type", ""), body),
            cookies=parse_cookies(self.headers.get("Cookie", "")),
            headers={k.lower(): v for k, v in self.headers.items()},
            state=state,
            body=body,
        )
        self._send(self._respond(request), head_only=method == "HEAD")

    def _respond(self, request: Request) -> Response:
        method = "GET" if request.method == "HEAD" else request.method
        found = self.server.router.resolve(method, request.path)
        if found is None:
            return html(not_found(), 404)
        if isinstance(found, str):
            return Response(b"Method not allowed", 405, "text/plain; charset=utf-8")
        handler, request.params = found
        try:
            return handler(request)
        except Exception as exc:  # a bug in a page must show as a 500 page, not kill the connection
            body = f'<main class="narrow"><h1>Server error</h1><p class="error">{esc(exc)}</p></main>'
            return html(page("Server error", body), 500)

    def _send(self, response: Response, *, head_only: bool) -> None:
        self.send_response(response.status)
        for name, value in response.header_lines():
            self.send_header(name, value)
        self.end_headers()
        if not head_only:
            self.wfile.write(response.body)


class DemoServer:
    """The bundled demo sites (shop, records portal, lab) on a local port."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self.host = host
        self.port = port
        self.state = DemoState()
        self._router = build_router()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------------------

    def _bind(self) -> _HTTPServer:
        if self._httpd is None:
            self._httpd = _HTTPServer((self.host, self.port), self.state, self._router)
            self.port = self._httpd.server_address[1]
        return self._httpd

    def start(self) -> DemoServer:
        """Serve in a daemon thread; returns once the socket accepts connections."""
        if self._thread is not None:
            return self
        httpd = self._bind()
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="demo-server", daemon=True
        )
        self._thread.start()
        with socket.create_connection((self.host, self.port), timeout=5):
            pass
        return self

    def serve_forever(self, on_ready: Callable[[DemoServer], None] | None = None) -> None:
        """Serve in the calling thread until ``stop()`` or KeyboardInterrupt (the CLI's mode).

        ``on_ready`` runs once the port is bound, so a caller can print the real URLs (port 0).
        """
        httpd = self._bind()
        if on_ready is not None:
            on_ready(self)
        try:
            httpd.serve_forever(poll_interval=0.2)
        finally:
            httpd.server_close()
            self._httpd = None

    def stop(self) -> None:
        """Stop serving and release the port; safe to call twice."""
        httpd, thread = self._httpd, self._thread
        self._httpd, self._thread = None, None
        if httpd is None:
            return
        if thread is not None:
            httpd.shutdown()
            thread.join(timeout=5)
        httpd.server_close()

    def __enter__(self) -> DemoServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -- addresses ---------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """``http://HOST:PORT`` (the real port once bound, even when constructed with port 0)."""
        if self._httpd is None and self.port == 0:
            raise RuntimeError("DemoServer is not started; call start() first")
        return f"http://{self.host}:{self.port}"

    @property
    def shop_url(self) -> str:
        return f"{self.url}/shop/"

    @property
    def portal_url(self) -> str:
        return f"{self.url}/portal/"

    def portal_variant_url(self, n: int) -> str:
        """Variant 1 is ``/portal/``; variants 2-8 are ``/portal/vN/``."""
        if n not in PORTAL_VARIANTS:
            raise ValueError(f"portal variant must be one of {list(PORTAL_VARIANTS)}, got {n!r}")
        return self.portal_url if n == 1 else f"{self.url}/portal/v{n}/"

    @property
    def lab_url(self) -> str:
        return f"{self.url}/lab/"

    # -- state seen by tests -----------------------------------------------------------------------

    @property
    def orders(self) -> list[dict[str, Any]]:
        """The server-side order log (the live list; one dict per placed order)."""
        return self.state.orders

    @property
    def requests(self) -> list[tuple[str, str]]:
        """(method, path-with-query) of recent requests, oldest first, bounded."""
        return self.state.requests

    @property
    def flags(self) -> dict[str, object]:
        """Runtime switches, e.g. ``flags["portal_drift"] = True`` (the live dict)."""
        return self.state.flags

    def reset(self) -> None:
        """Same as ``POST /__reset``: clear orders, flags and the request log."""
        self.state.reset()
