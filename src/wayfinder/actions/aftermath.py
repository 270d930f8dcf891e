"""What an action left behind, judged after it: HTTP error pages (retried or ending the run), tabs it
opened (a popup storm is closed), and downloads (with their deadline)."""

from __future__ import annotations

import asyncio
import contextlib
import time

from wayfinder.actions.targets import ExecContext
from wayfinder.browser.http_status import gave_up
from wayfinder.browser.models import describe_status
from wayfinder.browser.ops import PageState
from wayfinder.errors import ActionFailed, BrowserGone, DownloadStalled

FRAME_POLL_S = 0.05


async def past_http_error(ctx: ExecContext) -> str | None:
    """The action led to a document that answered an HTTP error: a 5xx or 429 to a GET is reloaded
    after the server's Retry-After (``browser/http_status.py``); one that persists, or a form post that
    got 5xx/429 (never sent again), ends the run with that sentence (``runtime.dead_end``). A 4xx is a
    note: the planner sees the status in the next observation too."""
    runtime = ctx.runtime
    doc = runtime.document_status()
    if doc is None or not doc.error:
        return None
    if not doc.retryable:
        ctx.add_note(f"the page answered {describe_status(doc.status, doc.reason)}")
        return None
    try:
        doc, waits = await runtime.retry_document(ctx.page)
    except BrowserGone:
        return None
    if doc is not None and doc.retryable:
        reason = gave_up(doc, waits)
        runtime.ledger.dead_end = reason
        return reason
    if waits:
        ctx.add_note(f"the page answered an HTTP error and was reloaded {len(waits)} time(s)")
    return None


def popup_attempts(before: PageState | None, after: PageState | None) -> int:
    """Tabs the page tried to open during the action (the in-page hook counts window.open, whether
    the popup blocker let it through or not): since the action, or since the new document loaded."""
    if after is None:
        return 0
    same = before is not None and before.url == after.url and before.origin == after.origin
    return max(0, after.popups - (before.popups if same and before is not None else 0))


# actions that never open a tab themselves: a tab that comes while they run was opened by the page
QUIET_ACTIONS = frozenset({"scroll", "screenshot", "wait", "go_back", "go_forward", "switch_tab", "hover"})


async def calm_popups(ctx: ExecContext, new_tabs: list[int], attempts: int, kind: str) -> list[int]:
    """The tabs an action opened, after the popup policy: a popup storm (the page tried to open more
    than ``popup_limit`` tabs in one action) and tabs that came during an action that opens none (a
    page's timer) are closed, and the run stays on its tab; the note says what happened. Tabs the
    popup blocker stopped (a page may open one tab per click, none by itself) are only counted."""
    storm = attempts > ctx.settings.popup_limit
    if storm or kind in QUIET_ACTIONS:
        ctx.runtime.ledger.storm = ctx.runtime.ledger.close_unasked  # later tabs of it: closed as they come
    if storm or (kind in QUIET_ACTIONS and new_tabs):
        for tab_id in new_tabs:
            with contextlib.suppress(ActionFailed, BrowserGone):
                await ctx.runtime.close_tab(tab_id)
        closed = f"closed the {len(new_tabs)} that opened, " if new_tabs else ""
        if storm:
            ctx.add_note(
                f"the page tried to open {attempts} tabs at once (a popup storm): {closed}the popup "
                "blocker stopped the rest; staying on this tab"
            )
        else:
            ctx.add_note(f"the page opened {len(new_tabs)} tab(s) by itself during a {kind}: closed")
        return []
    if attempts > len(new_tabs):
        ctx.add_note(f"the popup blocker stopped {attempts - len(new_tabs)} tab(s) the page tried to open")
        ctx.expected_popups = 0 if kind in QUIET_ACTIONS else attempts - len(new_tabs)
    return new_tabs


def popup_pending(before: PageState | None, after: PageState | None) -> bool:
    """The page tried to open a tab during the action (same document, hook count went up)."""
    return bool(before and after and before.url == after.url and after.popups > before.popups)


async def new_download(ctx: ExecContext, count_before: int) -> str | None:
    """The path of a download the action started (waits for it to finish saving), else None. A download
    still going after ``download_timeout_s`` is cancelled, and the run ends naming it (``dead_end``):
    waiting on, or starting it again, would hang the same way."""
    runtime = ctx.runtime
    try:
        records = await runtime.wait_downloads(ctx.settings.download_timeout_s)
    except DownloadStalled as exc:
        runtime.ledger.dead_end = str(exc)
        raise
    fresh = records[count_before:]
    if not fresh:
        return None
    return fresh[-1].path


async def frame_navigated(ctx: ExecContext, since: int, cap_s: float) -> bool:
    """For an action on an element inside a frame: wait (up to ``cap_s``) for a frame to load a new
    document, as a form in an iframe does when it is sent; the page itself does not change then.
    False at once for an element of the page itself."""
    element = ctx.observation.element(ctx.element_id) if ctx.element_id is not None else None
    if element is None or not element.frame:
        return False
    deadline = time.monotonic() + cap_s
    while time.monotonic() < deadline:
        if ctx.runtime.ledger.frame_navigations != since:
            return True
        await asyncio.sleep(FRAME_POLL_S)
    return ctx.runtime.ledger.frame_navigations != since
