"""``BrowserRuntime``: the one live browser of a run. Launch/attach, tabs and the active tab, tab and
context events, dialogs, downloads, the navigation guard, and recovery when the active page goes away.

Lifecycle: ``start()`` then ``close()`` (idempotent, also via ``async with``). ``close()`` stops the
Playwright driver too, and the driver takes every Chromium process it launched with it; if Python dies
without ``close()``, the driver sees its pipe close and does the same, so no browser outlives the run.

Tabs opened by the page (target=_blank, window.open) are tracked with their opener but do not become
active on their own: the agent decides with ``switch_tab``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Literal

from playwright.async_api import BrowserContext, Page, Playwright
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from wayfinder.browser.deadline import bounded
from wayfinder.browser.deferred import DeferredWork
from wayfinder.browser.guard import LOOP_PREFIX
from wayfinder.browser.hooks import PageHooks
from wayfinder.browser.http_status import DocumentStatus, gave_up, retry_document
from wayfinder.browser.launch import Launched, SharedBrowser, new_context_on, open_context, start_driver
from wayfinder.browser.ledger import DialogJudge, Ledger
from wayfinder.browser.loading import goto_past_error_page, quietly, settle_error_page
from wayfinder.browser.models import ContextEvent, DialogRecord, DownloadRecord, TabEvent, TabInfo
from wayfinder.browser.navigation import check_url, describe_navigation_error, is_closed_error
from wayfinder.browser.page_scripts import INIT_HOOK_JS
from wayfinder.browser.recovery import Recovery
from wayfinder.browser.routing import GuardRouting
from wayfinder.browser.text import clean
from wayfinder.errors import ActionFailed, BrowserGone, bad_value
from wayfinder.settings import Settings

SecretGuard = Callable[[str, str, Sequence[str]], str | None]
CLOSE_TIMEOUT_S = 10.0
DEFERRED_CLOSE_S = 10.0
TabKind = Literal["opened", "closed", "activated", "recovered", "crashed"]


class BrowserRuntime:
    """The live browser. See the module docstring for the lifecycle and tab rules."""

    def __init__(
        self,
        settings: Settings,
        *,
        downloads_dir: Path | None = None,
        shared: SharedBrowser | None = None,
        storage_state: dict[str, Any] | None = None,
    ) -> None:
        self.settings = settings
        self._storage_seed = storage_state  # cookies/local storage for a launched context (resume)
        downloads = Path(downloads_dir) if downloads_dir else Path(settings.runs_dir) / "downloads"
        self.ledger = Ledger(settings, downloads)  # what the pages did; the run's action bookkeeping
        self._tabs = self.ledger.tabs
        self._shared = shared
        self._pw: Playwright | None = None
        self._launched: Launched | None = None
        self.deferred = DeferredWork()  # e.g. the observation's screenshot, done before the next action
        self._routing = GuardRouting(self.ledger)
        self._closed = False
        self._hooks = PageHooks(self.ledger)
        # (secret name, field's document URL, where its form submits) -> why not, or None: the last
        # check before a secret is typed (actions/fields.py); installed by the run
        self.secret_guard: SecretGuard | None = None
        self._recovery = Recovery(self.ledger, self._hooks, settings.navigation_timeout_s)

    # -- what the pages did (kept by the ledger, written by the hooks)
    @property
    def dialogs(self) -> list[DialogRecord]:
        return self.ledger.dialogs

    @property
    def dialog_judge(self) -> DialogJudge | None:
        return self.ledger.dialog_judge

    @property
    def downloads(self) -> list[DownloadRecord]:
        return self.ledger.downloads

    @property
    def downloads_dir(self) -> Path:
        return self.ledger.downloads_dir

    @property
    def navigations(self) -> int:
        """Main-frame navigations of any tab so far (the executor compares it)."""
        return self.ledger.navigations

    # -- lifecycle
    async def start(self) -> None:
        """Launch (or attach) and open the first tab. Raises BrowserNotFound / ConfigError."""
        if self._launched is not None:
            return
        self._closed = False
        if self._shared is not None:
            self._launched = await new_context_on(self._shared.browser, self.settings)
        else:
            self._pw = await start_driver()
            try:
                self._launched = await open_context(self._pw, self.settings, storage_state=self._storage_seed)
            except BaseException:
                await self._stop_driver()
                raise
        context = self._launched.context
        await context.add_init_script(script=INIT_HOOK_JS)  # every document, from its start
        context.on("page", self._hooks.on_context_page)
        for page in context.pages:
            self._hooks.adopt(page, opener_id=None, announce=False)
        if self._routing.guard is not None:
            await self._routing.apply(context)
        if not self._tabs.live_ids():
            await self.new_tab()
        else:
            self._hooks.activate(self._tabs.live_ids()[-1], kind="activated")

    async def close(self) -> None:
        """Close everything we opened. Safe to call twice, before start, or after the browser died."""
        if self._closed:
            return
        self._closed = True
        await self.deferred.flush(DEFERRED_CLOSE_S)
        await self.ledger.cancel_tasks()
        launched, self._launched = self._launched, None
        if launched is not None:
            if launched.owns_context:
                await quietly(launched.context.close())
            if launched.browser is not None:
                await quietly(launched.browser.close())
        await self._stop_driver()

    async def __aenter__(self) -> BrowserRuntime:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def _stop_driver(self) -> None:
        pw, self._pw = self._pw, None
        if pw is not None:
            await quietly(pw.stop())

    async def storage_state(self) -> dict[str, Any]:
        """The context's cookies and local storage (what a resumed run's new browser starts with)."""
        state: dict[str, Any] = dict(await self._context_or_gone().storage_state())
        return state

    # -- tabs
    @property
    def page(self) -> Page:
        """The active page. Raises BrowserGone when it closed; ``ensure_page()`` recovers."""
        tab_id = self._tabs.active_id
        page = self._tabs.get(tab_id) if tab_id is not None else None
        if page is None or not self._tabs.is_live(tab_id):
            raise BrowserGone("the active tab is closed or crashed; call ensure_page() to recover")
        return page

    @property
    def active_tab_id(self) -> int | None:
        return self._tabs.active_id

    def tabs(self) -> list[TabInfo]:
        return self._tabs.infos()

    def tab_id_of(self, page: Page) -> int | None:
        return self._tabs.id_of(page)

    async def ensure_page(self) -> Page:
        """The active page, recovering first when it closed, crashed or froze (``recovery.py``): a closed
        tab hands over to the most recent live tab; a frozen or crashed one is reopened fresh at its
        last good URL, once; when that URL freezes or crashes again, BrowserGone says so and
        ``dead_end`` holds the sentence the run ends with. Records TabEvent(kind="recovered")."""
        await self.guard_ready()
        if self._tabs.is_live(self._tabs.active_id):
            return self.page
        return await self._recovery.recover(self._context_or_gone())

    async def new_tab(self, url: str | None = None) -> int:
        """Open a tab, make it active, optionally navigate it. Returns its id."""
        context = self._context_or_gone()
        page = await self.ledger.open_page(context)
        tab_id = self._hooks.adopt(page, opener_id=None, announce=True)
        self._hooks.activate(tab_id, kind="activated")
        if url:
            await self.goto(url)
        return tab_id

    async def switch_tab(self, tab_id: int) -> None:
        if not self._tabs.is_live(tab_id):
            raise ActionFailed(bad_value("tab id", tab_id, self._tabs.live_ids()))
        self._hooks.activate(tab_id, kind="activated")
        page = self._tabs.get(tab_id)
        if page is not None:
            await quietly(page.bring_to_front())

    async def close_tab(self, tab_id: int) -> None:
        page = self._tabs.get(tab_id)
        if page is None or not self._tabs.is_live(tab_id):
            raise ActionFailed(bad_value("tab id", tab_id, self._tabs.live_ids()))
        was_active = self._tabs.active_id == tab_id
        await quietly(page.close())
        self._hooks.on_close(tab_id, page)
        live = self._tabs.live_ids()
        if was_active and live:
            self._hooks.activate(live[-1], kind="activated", detail=f"tab {tab_id} was closed")

    # -- navigation
    async def goto(self, url: str) -> None:
        """Open ``url`` in the active tab. ActionFailed names the URL and the reason on failure."""
        problem = check_url(url)
        if problem:
            raise ActionFailed(f"cannot open {url!r}: {problem}")
        if self._routing.guard is not None:
            reason = self._routing.guard(url)
            if reason:
                self.ledger.record(
                    ContextEvent(
                        kind="navigation_blocked", tab_id=self._tabs.active_id or 0, url=url, detail=reason
                    )
                )
                raise ActionFailed(f"navigation to {url} was blocked: {reason}")
        page = await self.ensure_page()
        self.ledger.new_epoch()
        timeout_s = self.settings.navigation_timeout_s
        blocks_before = len(self.ledger.blocks)
        try:
            await goto_past_error_page(page, url, timeout_s)
        except PlaywrightTimeoutError:
            raise ActionFailed(
                self._stopped(blocks_before, url) or f"navigation to {url} timed out after {timeout_s:g}s"
            ) from None
        except PlaywrightError as exc:
            if is_closed_error(str(exc)):
                raise BrowserGone(f"the tab closed while opening {url}") from None
            await settle_error_page(page, str(exc))
            if len(self.ledger.blocks) > blocks_before:
                block = self.ledger.blocks[-1]
                via = "" if block.url == url else f" (redirected to {block.url})"
                raise ActionFailed(f"navigation to {url} was blocked{via}: {block.detail}") from None
            raise ActionFailed(describe_navigation_error(url, str(exc))) from None
        stopped = self._stopped(blocks_before, url)
        if stopped:
            raise ActionFailed(stopped)
        doc, waits = await self.retry_document(page)
        if doc is not None and doc.retryable:
            raise ActionFailed(gave_up(doc, waits))

    def document_status(self, tab_id: int | None = None) -> DocumentStatus | None:
        """What the tab's (by default the active tab's) main document answered, when known."""
        tab = self._tabs.active_id if tab_id is None else tab_id
        return self.ledger.documents.get(tab) if tab is not None else None

    async def retry_document(self, page: Page | None = None) -> tuple[DocumentStatus | None, list[float]]:
        """Reload the active tab while its GET document answers 5xx or 429 (``http_status.py``)."""
        tab = self._tabs.active_id
        return await retry_document(page or self.page, lambda: self.document_status(tab), self.settings)

    @property
    def dead_end(self) -> str | None:
        """Why the run cannot go on in this browser, as one sentence (a page that froze again after a
        fresh start, an error page that persisted), or None."""
        return self.ledger.dead_end

    def _stopped(self, blocks_before: int, url: str) -> str | None:
        """Why a navigation to ``url`` ended on a guard decision (a redirect loop), else None."""
        for block in self.ledger.blocks[blocks_before:]:
            if block.detail.startswith(LOOP_PREFIX):
                return f"navigation to {url} was stopped: {block.detail}"
        return None

    def set_dialog_judge(self, judge: DialogJudge | None) -> None:
        """Install (or remove) what decides a confirm or prompt: ``judge(type, message, url)`` returns
        (accept?, reason). Without one, ``dialog_policy`` alone answers."""
        self.ledger.dialog_judge = judge

    def set_prompt_text(self, text: str | None) -> None:
        """The text the next prompt() gets when it is accepted (once); None: an empty answer."""
        self.ledger.prompt_text = text

    def set_navigation_guard(self, guard: Callable[[str], str | None] | None) -> None:
        """Install (or remove, with None) the guard. Routing is applied asynchronously; ``ensure_page``
        and ``goto`` wait for it, and callers driving the page directly can ``await guard_ready()``."""
        self._routing.set(guard, self._launched.context if self._launched is not None else None)

    async def guard_ready(self) -> None:
        await self._routing.ready()

    # -- events, downloads
    @property
    def block_count(self) -> int:
        """How many navigations the guard has blocked so far (never drained)."""
        return len(self.ledger.blocks)

    def blocks_since(self, count: int) -> list[ContextEvent]:
        """The navigations blocked after the first ``count`` ones, oldest first."""
        return list(self.ledger.blocks[count:])

    def drain_events(self) -> list[TabEvent | ContextEvent]:
        """Events since the last drain, oldest first."""
        return self.ledger.drain()

    async def wait_downloads(self, timeout_s: float | None = None) -> list[DownloadRecord]:
        """Wait until every download started so far is saved (or failed); returns all records. With
        ``timeout_s``, one still going after it is cancelled and DownloadStalled names it."""
        return await self.ledger.finish_downloads(timeout_s)

    async def wait_for_new_tab(self, known: set[int], timeout_s: float) -> int | None:
        """The id of a tab not in ``known``, waiting up to ``timeout_s`` for the context's page event
        (Playwright announces a popup only after its first navigation). None when none arrived."""
        fresh = [tid for tid in self._tabs.live_ids() if tid not in known]
        if fresh or self._launched is None:
            return fresh[-1] if fresh else None
        try:
            page = await self._launched.context.wait_for_event("page", timeout=timeout_s * 1000)
        except PlaywrightError:
            return None
        await self._hooks.on_context_page(page)  # register now; the event's own handler is then a no-op
        return self._tabs.id_of(page)

    async def refresh_titles(self) -> None:
        """Refresh the cached tab titles (``tabs()`` is synchronous and reads the cache)."""
        for tab_id in self._tabs.live_ids():
            page = self._tabs.get(tab_id)
            if page is not None:
                try:
                    self._tabs.set_title(
                        tab_id, clean(await bounded(page, page.title(), "reading the title"))
                    )
                except (PlaywrightError, BrowserGone):
                    continue

    # -- internals
    def _context_or_gone(self) -> BrowserContext:
        if self._launched is None:
            raise BrowserGone("the browser is not running (start() was not called or it was closed)")
        browser = self._launched.browser or (self._shared.browser if self._shared else None)
        if browser is not None and not browser.is_connected():
            raise BrowserGone("the browser disconnected")
        return self._launched.context
