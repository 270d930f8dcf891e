"""HTTP error pages as a page state: what a tab's document answered, and retrying the ones worth it.

The hooks record every main-frame document response of a tab (``DocumentStatus``: status, reason,
method, ``Retry-After``). A document that answered 5xx or 429 to a GET is retried: the tab waits the
server's ``Retry-After`` (seconds or an HTTP date; a short backoff without one), never longer than
``http_retry_max_s``, and reloads, at most ``http_retries`` times. A form POST is never sent again:
it may already have done its work. ``gave_up`` is the one sentence a run ends with.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.models import DocumentStatus, describe_status
from wayfinder.settings import Settings

__all__ = ["GONE_AT_START", "DocumentStatus", "gave_up", "retry_after_s", "retry_document", "wait_s"]

GONE_AT_START = frozenset({403, 404, 410})  # a start URL that answers these ends the run at once
DEFAULT_BACKOFF_S = 1.0


def retry_after_s(header: str | None, now: float | None = None) -> float | None:
    """Seconds the server asks to wait: ``Retry-After: 3`` or an HTTP date; None when absent or unreadable."""
    if header is None or not header.strip():
        return None
    text = header.strip()
    if text.isdigit():
        return float(text)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def wait_s(doc: DocumentStatus, settings: Settings, attempt: int) -> float:
    """How long to wait before retry ``attempt`` (1, 2, ...): the server's Retry-After, else a doubling
    backoff, never more than ``http_retry_max_s``."""
    asked = retry_after_s(doc.retry_after)
    wanted = asked if asked is not None else DEFAULT_BACKOFF_S * 2 ** (attempt - 1)
    return min(wanted, settings.http_retry_max_s)


Status = Callable[[], DocumentStatus | None]


async def retry_document(
    page: Page, status: Status, settings: Settings, *, sleep: Callable[[float], object] = asyncio.sleep
) -> tuple[DocumentStatus | None, list[float]]:
    """Reload a GET document that answered 5xx/429 until it answers otherwise or the retries run out.

    ``status()`` reads the tab's latest document status (the hooks keep it). Returns that status and
    the waits taken; a POST, or a document that is not an error, is returned as it is."""
    waits: list[float] = []
    doc = status()
    while doc is not None and doc.retryable and doc.method == "GET" and len(waits) < settings.http_retries:
        pause = wait_s(doc, settings, len(waits) + 1)
        waits.append(pause)
        waited = sleep(pause)
        if asyncio.iscoroutine(waited):
            await waited
        try:
            await page.reload(wait_until="domcontentloaded", timeout=settings.navigation_timeout_s * 1000)
        except (PlaywrightTimeoutError, PlaywrightError):
            break
        doc = status()
    return doc, waits


def gave_up(doc: DocumentStatus, waits: list[float]) -> str:
    """The sentence a run ends with when a document kept answering an error."""
    what = describe_status(doc.status, doc.reason)
    if doc.method != "GET":
        return (
            f"the site answered {what} to the form sent to {doc.url}; it was not sent again "
            "(a form may already have done its work)"
        )
    if not waits:
        return f"the site answered {what} at {doc.url}"
    shown = ", ".join(f"{w:g} s" for w in waits)
    return f"the site answered {what} at {doc.url} {len(waits) + 1} times (waited {shown} between tries)"
