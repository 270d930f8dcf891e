"""Event hooks of the runtime: pages becoming tabs (adopted with their deadline and hooks, announced,
activated), and per page: close and crash, main-frame navigations, dialogs, downloads, title updates and
page errors. They write the runtime's ``Ledger``; kept apart from the runtime so each stays small.

Dialogs are answered by ``settings.dialog_policy`` (a prompt gets ""), and ``beforeunload`` is always
accepted so a navigation never hangs on it. Downloads are saved under the runtime's ``downloads_dir``
with the suggested file name (made unique), and recorded whether or not saving worked.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Literal

from playwright.async_api import Dialog, Download, Frame, Page, Response, Route
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.deadline import bounded, set_limit
from wayfinder.browser.http_status import DocumentStatus
from wayfinder.browser.ledger import Ledger
from wayfinder.browser.models import ContextEvent, DialogRecord, DownloadRecord, TabEvent
from wayfinder.browser.navigation import refresh_loop
from wayfinder.browser.text import clean
from wayfinder.errors import BrowserGone

TabKind = Literal["opened", "closed", "activated", "recovered", "crashed"]
_MAX_DETAIL = 300


class PageHooks:
    """Wires one runtime's bookkeeping (its ``Ledger``) to the events of each page it tracks."""

    def __init__(self, ledger: Ledger) -> None:
        self._ledger = ledger
        self._closed: set[int] = set()

    def attach(self, tab_id: int, page: Page) -> None:
        page.on("close", lambda p: self.on_close(tab_id, p))
        page.on("crash", lambda p: self._on_crash(tab_id, p))
        page.on("framenavigated", lambda f: self._on_navigated(tab_id, page, f))
        page.on(
            "dialog", lambda d: self._ledger.spawn(self._on_dialog(tab_id, d), f"wayfinder-dialog-{tab_id}")
        )
        page.on(
            "download",
            lambda d: self._ledger.spawn(self._on_download(tab_id, d), f"wayfinder-download-{tab_id}"),
        )
        page.on("load", lambda p: self._ledger.spawn(self._on_load(tab_id, p), f"wayfinder-title-{tab_id}"))
        page.on("pageerror", lambda err: self._on_page_error(tab_id, page, err))
        page.on("response", lambda r: self._on_response(tab_id, page, r))

    def adopt(self, page: Page, *, opener_id: int | None, announce: bool) -> int:
        """The page's tab id, registering it (deadline, hooks, an "opened" event) when it is new."""
        tab_id, is_new = self._ledger.tabs.register(page, opener_id)
        if is_new:
            set_limit(page, self._ledger.settings.page_timeout_s)
            self.attach(tab_id, page)
            if announce:
                detail = f"opened by tab {opener_id}" if opener_id else ""
                self._ledger.record(TabEvent(kind="opened", tab_id=tab_id, url=page.url, detail=detail))
        return tab_id

    def activate(self, tab_id: int, *, kind: TabKind, detail: str = "") -> None:
        self._ledger.tabs.active_id = tab_id
        page = self._ledger.tabs.get(tab_id)
        url = page.url if page is not None else ""
        self._ledger.note_url(tab_id, url)
        self._ledger.record(TabEvent(kind=kind, tab_id=tab_id, url=url, detail=detail))

    async def on_context_page(self, page: Page) -> None:
        """A page the context opened (a popup, a target=_blank link): a tab with its opener, never
        made active by itself. A navigation the guard blocked before the page existed is recorded
        under it now."""
        new = self._ledger.tabs.id_of(page) is None
        ours = new and self._ledger.own_pages > 0  # a tab the runtime opened itself (new_tab, recovery)
        if ours:
            self._ledger.own_pages -= 1
        try:
            opener = await page.opener()
        except PlaywrightError:
            opener = None
        opener_id = self._ledger.tabs.id_of(opener)
        tab_id = self.adopt(page, opener_id=opener_id, announce=True)
        self._ledger.tabs.set_opener(tab_id, opener_id)
        if opener_id is not None and self._ledger.orphan_blocks:
            url, reason = self._ledger.orphan_blocks.pop(0)
            self._ledger.record_block(tab_id, url, reason)
        if new and not ours and not self._ledger.asked_for():  # the page opened it by itself (a timer)
            with contextlib.suppress(PlaywrightError):
                await page.close()
            self.on_close(tab_id, page, detail="a tab the page opened by itself, not by an action: closed")

    def on_close(self, tab_id: int, page: Page, detail: str = "") -> None:
        """Idempotent: close_tab() calls it directly and the page's close event calls it again."""
        if tab_id in self._closed:
            return
        self._closed.add(tab_id)
        self._ledger.note_url(tab_id, page.url)
        self._ledger.tabs.forget(tab_id)
        self._ledger.record(TabEvent(kind="closed", tab_id=tab_id, url=page.url, detail=detail))

    def _on_response(self, tab_id: int, page: Page, response: Response) -> None:
        """Keep what the tab's main document answered (status, reason, method, Retry-After)."""
        try:
            request = response.request
            if not request.is_navigation_request() or response.frame != page.main_frame:
                return
            self._ledger.documents[tab_id] = DocumentStatus(
                url=response.url,
                status=response.status,
                reason=response.status_text,
                method=request.method,
                retry_after=response.headers.get("retry-after"),
            )
        except PlaywrightError:
            return

    def _on_crash(self, tab_id: int, page: Page) -> None:
        self._ledger.tabs.mark_crashed(tab_id)
        self._ledger.record(TabEvent(kind="crashed", tab_id=tab_id, url=page.url))

    def _on_navigated(self, tab_id: int, page: Page, frame: Frame) -> None:
        if frame != page.main_frame:  # a frame's own document changed (a form in an iframe was sent)
            self._ledger.frame_navigations += 1
            return
        self._ledger.navigations += 1
        url = frame.url
        self._ledger.note_url(tab_id, url)
        self._ledger.record(ContextEvent(kind="url_changed", tab_id=tab_id, url=url))
        loop = refresh_loop(self._ledger.note_navigation(tab_id, url))
        if loop is not None and self._ledger.dead_end is None:
            self._ledger.dead_end = loop
            self._ledger.record(ContextEvent(kind="navigation_blocked", tab_id=tab_id, url=url, detail=loop))
            urls = {u for u, _ in self._ledger.moves[tab_id][1]}
            self._ledger.spawn(_hold(page, urls), f"wayfinder-refresh-loop-{tab_id}")

    async def _on_dialog(self, tab_id: int, dialog: Dialog) -> None:
        """Answer by ``dialog_policy``; with "accept", a confirm or prompt is first put to the runtime's
        dialog judge (the agent installs the risk analysis), which may dismiss it. ``beforeunload`` is
        always accepted so a navigation never hangs on it; an alert has only one answer."""
        rt = self._ledger
        message = clean(dialog.message)
        accept = dialog.type == "beforeunload" or rt.settings.dialog_policy == "accept"
        reason = ""
        if accept and dialog.type in ("confirm", "prompt") and rt.dialog_judge is not None:
            try:
                url = dialog.page.url if dialog.page is not None else ""
            except PlaywrightError:
                url = ""
            accept, reason = rt.dialog_judge(dialog.type, message, url)
        try:
            if not accept:
                await dialog.dismiss()
            elif dialog.type == "prompt":
                await dialog.accept(rt.prompt_text or "")
            else:
                await dialog.accept()
        except PlaywrightError:
            pass  # the page closed while the dialog was open; still record what we saw
        if dialog.type == "prompt":
            rt.prompt_text = None  # an answer is for one prompt, accepted or not
        record = DialogRecord(
            tab_id=tab_id,
            type=dialog.type,
            message=message[:_MAX_DETAIL],
            action="accepted" if accept else "dismissed",
            reason=reason,
        )
        rt.dialogs.append(record)
        if dialog.type != "beforeunload":
            page_url = dialog.page.url if dialog.page is not None else ""
            rt.record(ContextEvent(kind="dialog", tab_id=tab_id, url=page_url, detail=record.describe()))

    async def _on_download(self, tab_id: int, download: Download) -> None:
        name = Path(download.suggested_filename).name or "download"
        target = unique_path(self._ledger.downloads_dir, name)
        path: str | None = None
        error: str | None = None
        self._ledger.saving[download] = name  # until it is saved, failed or cancelled
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            await download.save_as(target)
            path = str(target)
        except (PlaywrightError, OSError) as exc:
            error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        finally:
            self._ledger.saving.pop(download, None)
        failure = await _download_failure(download)
        self._ledger.downloads.append(
            DownloadRecord(
                tab_id=tab_id, url=download.url, suggested_filename=name, path=path, error=error or failure
            )
        )

    async def _on_load(self, tab_id: int, page: Page) -> None:
        try:
            self._ledger.tabs.set_title(tab_id, clean(await bounded(page, page.title(), "reading the title")))
        except (PlaywrightError, BrowserGone):
            return

    def _on_page_error(self, tab_id: int, page: Page, err: Exception) -> None:
        detail = clean(str(err).splitlines()[0][:_MAX_DETAIL]) if str(err) else type(err).__name__
        self._ledger.record(ContextEvent(kind="page_error", tab_id=tab_id, url=page.url, detail=detail))


async def _hold(page: Page, urls: set[str]) -> None:
    """Keep the tab on the document it shows: the loop's next hops get 204 No Content, on which
    Chromium stays where it is (as the navigation guard does)."""

    async def refuse(route: Route) -> None:
        await route.fulfill(status=204, body="")

    try:
        await page.route(lambda url: url in urls, refuse)
    except PlaywrightError:
        return


async def _download_failure(download: Download) -> str | None:
    try:
        return await download.failure()
    except PlaywrightError as exc:
        return str(exc).splitlines()[0]


def unique_path(folder: Path, name: str) -> Path:
    """``folder/name``, or ``folder/stem (n).ext`` when that file already exists."""
    candidate = folder / name
    stem, suffix = candidate.stem, candidate.suffix
    n = 1
    while candidate.exists():
        candidate = folder / f"{stem} ({n}){suffix}"
        n += 1
    return candidate
