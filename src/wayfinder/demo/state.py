"""Server-side state shared by every request handler: the data, the order log, flags, the request log.

It lives apart from the HTTP server so page handlers (and unit tests) can use it without sockets. All
mutation goes through a lock because ThreadingHTTPServer answers requests on many threads.
"""

from __future__ import annotations

import threading
from collections import deque
from datetime import UTC, datetime
from typing import Any

from wayfinder.demo.catalog import Catalog
from wayfinder.demo.records import Record, build_records

REQUEST_LOG_LIMIT = 2000
FIRST_ORDER_NUMBER = 1001


class DemoState:
    """Everything the demo sites remember between requests (carts live in cookies, not here)."""

    def __init__(self) -> None:
        self.catalog = Catalog()
        self.records: list[Record] = build_records()
        self.orders: list[dict[str, Any]] = []
        self.flags: dict[str, object] = {}
        self._requests: deque[tuple[str, str]] = deque(maxlen=REQUEST_LOG_LIMIT)
        self._lock = threading.Lock()

    @property
    def requests(self) -> list[tuple[str, str]]:
        """A snapshot of the (method, path) log, oldest first, at most REQUEST_LOG_LIMIT entries."""
        with self._lock:
            return list(self._requests)

    def log_request(self, method: str, path: str) -> None:
        with self._lock:
            self._requests.append((method, path))

    def place_order(self, order: dict[str, Any]) -> int:
        """Append an order and return its number; numbers restart at FIRST_ORDER_NUMBER after reset."""
        with self._lock:
            number = FIRST_ORDER_NUMBER + len(self.orders)
            self.orders.append(
                {"order_id": number, "created": datetime.now(UTC).isoformat(timespec="seconds"), **order}
            )
            return number

    def flag(self, name: str) -> bool:
        return bool(self.flags.get(name))

    def reset(self) -> None:
        """Forget orders, flags and the request log, in place (tests hold references to them)."""
        with self._lock:
            self.orders.clear()
            self.flags.clear()
            self._requests.clear()
