"""What a client that drives the browser itself asks of the page beyond the agent's actions (the MCP
server's parity with Playwright MCP): the console and the network as a log, waiting for a text, the
page as a PDF, files put into a file input, and a script run in the page.

``PageLog`` listens on every tab of a browser context (tabs opened later too) and keeps the newest
``limit`` console messages and finished or failed requests, each with a sequence number so a caller
can ask for what came since it last looked. Every other call goes through ``playwright_failures``
(plain ``ActionFailed`` messages, the page's deadline).
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext, ConsoleMessage, Page, Request, Response
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.deadline import bounded
from wayfinder.browser.elements import playwright_failures, require
from wayfinder.errors import ActionFailed

LOG_LIMIT = 500  # entries of each kind kept per session
TEXT_CHARS = 500  # of a console message
RESULT_CHARS = 4000  # of a script's result, as JSON


@dataclass(frozen=True)
class ConsoleEntry:
    seq: int
    level: str  # log, info, warning, error, debug; "pageerror" for an uncaught exception
    text: str
    url: str  # the page that printed it

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class RequestEntry:
    seq: int
    method: str
    url: str
    resource_type: str
    status: int | None  # None when the request failed
    failure: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class PageLog:
    """Console messages and network requests of every tab of one browser context (see the module)."""

    def __init__(self, limit: int = LOG_LIMIT) -> None:
        self.console: deque[ConsoleEntry] = deque(maxlen=limit)
        self.requests: deque[RequestEntry] = deque(maxlen=limit)
        self._seq = 0
        self._watched: set[int] = set()

    @property
    def seq(self) -> int:
        """The number of the newest entry (0 before any)."""
        return self._seq

    def _next(self) -> int:
        self._seq += 1
        return self._seq

    def attach(self, context: BrowserContext) -> None:
        """Watch the context's open tabs and every tab it opens from now on."""
        for page in context.pages:
            self.watch(page)
        context.on("page", self.watch)

    def watch(self, page: Page) -> None:
        if id(page) in self._watched:
            return
        self._watched.add(id(page))
        page.on("console", lambda message: self._on_console(page, message))
        page.on("pageerror", lambda error: self._on_error(page, error))
        page.on("response", self._on_response)
        page.on("requestfailed", self._on_failed)

    def _on_console(self, page: Page, message: ConsoleMessage) -> None:
        text = message.text[:TEXT_CHARS]
        self.console.append(ConsoleEntry(self._next(), message.type, text, page.url))

    def _on_error(self, page: Page, error: Exception) -> None:
        text = str(error).strip().splitlines()[0][:TEXT_CHARS] if str(error).strip() else type(error).__name__
        self.console.append(ConsoleEntry(self._next(), "pageerror", text, page.url))

    def _on_response(self, response: Response) -> None:
        request = response.request
        self.requests.append(
            RequestEntry(self._next(), request.method, response.url, request.resource_type, response.status)
        )

    def _on_failed(self, request: Request) -> None:
        entry = RequestEntry(
            self._next(),
            request.method,
            request.url,
            request.resource_type,
            None,
            request.failure or "failed",
        )
        self.requests.append(entry)


async def wait_for_text(page: Page, text: str, timeout_s: float, *, gone: bool = False) -> bool:
    """Whether ``text`` became visible on the page (or, with ``gone``, stopped being visible) within
    ``timeout_s``; False when the time ran out."""
    locator = page.get_by_text(text).first
    try:
        async with playwright_failures(f"waiting for the text {text!r}", page, timeout_s):
            await locator.wait_for(state="hidden" if gone else "visible", timeout=timeout_s * 1000)
    except ActionFailed as exc:
        if "timed out" in str(exc):
            return False
        raise
    return True


async def save_pdf(page: Page, path: Path) -> Path:
    """The page printed to a PDF file at ``path`` (Chromium prints only when headless)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        await bounded(page, page.pdf(path=str(path), print_background=True), "saving the page as PDF", 60.0)
    except PlaywrightError as exc:
        if "headless" in str(exc).lower():
            raise ActionFailed("the page can be saved as PDF only by a headless browser") from None
        raise ActionFailed(f"saving the page as PDF failed: {str(exc).splitlines()[0]}") from None
    return path


async def set_files(
    page: Page, agent_id: int, frame_path: str | None, paths: list[Path], timeout_s: float
) -> None:
    """Put ``paths`` into the file input ``[agent_id]`` (what choosing them in the file dialog does)."""
    locator = await require(page, agent_id, frame_path)
    async with playwright_failures(f"choosing files in element [{agent_id}]", page, timeout_s):
        await locator.set_input_files([str(p) for p in paths], timeout=timeout_s * 1000)


async def evaluate(page: Page, script: str, timeout_s: float) -> str:
    """Run ``script`` (an expression or a function body as Playwright takes it) in the page; its result
    as JSON, cut to ``RESULT_CHARS``. A script that never returns misses the page's deadline
    (PageUnresponsive)."""
    async with playwright_failures("running the script", page, timeout_s):
        value = await page.evaluate(script)
    text = json.dumps(value, default=str, ensure_ascii=False)
    return text if len(text) <= RESULT_CHARS else text[: RESULT_CHARS - 1] + "…"
