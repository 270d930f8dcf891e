"""The runtime's bookkeeping: what it has seen of its tabs, apart from how it drives them.

The tab registry, the events since the last drain, every navigation the guard blocked, the dialogs and
downloads, the count of main-frame navigations, the last good URL of the active tab, and the background
tasks (dialog answers, saved downloads, title reads). ``runtime.py`` drives the browser and reads this;
``hooks.py`` writes it from the pages' events. Neither imports the other, so each stays small.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext, Download, Page
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.http_status import DocumentStatus
from wayfinder.browser.models import ContextEvent, DialogRecord, DownloadRecord, TabEvent
from wayfinder.browser.navigation import REFRESH_MAX_HOPS
from wayfinder.browser.tabs import TabRegistry
from wayfinder.errors import DownloadStalled
from wayfinder.settings import Settings

CANCEL_WAIT_S = 10.0
POPUP_GRACE_S = 1.5  # how long after an action a tab it asked for may still be announced

Event = TabEvent | ContextEvent
DialogJudge = Callable[[str, str, str], tuple[bool, str]]  # (type, message, page url) -> (accept, reason)


class Ledger:
    """Everything one runtime records about its pages (see the module docstring)."""

    def __init__(self, settings: Settings, downloads_dir: Path) -> None:
        self.settings = settings
        self.downloads_dir = downloads_dir
        self.tabs = TabRegistry()
        self.events: list[Event] = []
        self.blocks: list[ContextEvent] = []  # every blocked navigation, never drained
        self.orphan_blocks: list[tuple[str, str]] = []  # blocked popup navigations awaiting their tab
        self.dialogs: list[DialogRecord] = []
        self.dialog_judge: DialogJudge | None = None
        self.prompt_text: str | None = (
            None  # what the next accepted prompt() gets ("" without one); used once
        )
        self.downloads: list[DownloadRecord] = []
        self.saving: dict[Download, str] = {}  # downloads still being saved -> their file name
        self.navigations = 0  # main-frame navigations of any tab so far (the executor compares it)
        self.frame_navigations = 0  # the same for child frames (an iframe's form showed its result)
        self.last_url = ""  # the active tab's last real URL (what a lost tab is reopened at)
        self.tasks: set[asyncio.Task[Any]] = set()
        self.documents: dict[int, DocumentStatus] = {}  # each tab's main document: what it answered
        # counts the agent's actions: navigations within one are "by themselves" after the first
        self.epoch = 0
        # popups (issue 29): a run closes the tabs a page opens by itself (close_unasked, set by the run;
        # not by the portal, whose results may come in a popup); a tab is the
        # agent's when it comes during an action, or is one an action was seen asking for (expected)
        # and comes within a moment after it (Playwright announces a popup after its first navigation)
        self.close_unasked = False
        self.acting = False
        self.expected_popups = 0
        self.expected_until = 0.0
        self.storm = False  # the current (or last) action's popups are closed as they come
        self.own_pages = 0  # tabs the runtime is opening itself, not yet announced by the context
        self.on_action_start: Callable[[], None] | None = None  # the run marks it (a resume reads it)
        self.moves: dict[int, tuple[int, list[tuple[str, float]]]] = {}  # tab -> (epoch, its navigations)
        # why the run cannot go on in this browser (a page that froze again, an error that persisted),
        # as the one sentence the run ends with
        self.dead_end: str | None = None

    def record(self, event: Event) -> None:
        self.events.append(event)

    def drain(self) -> list[Event]:
        events, self.events = self.events, []
        return events

    def record_block(self, tab_id: int, url: str, reason: str) -> None:
        event = ContextEvent(kind="navigation_blocked", tab_id=tab_id, url=url, detail=reason)
        self.blocks.append(event)
        self.record(event)

    def spawn(self, coro: Coroutine[Any, Any, Any], name: str) -> None:
        task = asyncio.ensure_future(coro)
        task.set_name(name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def pending(self, prefix: str) -> list[asyncio.Task[Any]]:
        return [t for t in self.tasks if t.get_name().startswith(prefix)]

    async def cancel_tasks(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)

    def note_url(self, tab_id: int, url: str) -> None:
        """Remember ``url`` as the last good one when ``tab_id`` is the active tab."""
        if self.tabs.active_id == tab_id and url and not url.startswith(("about:", "chrome-error:")):
            self.last_url = url

    def note_navigation(self, tab_id: int, url: str) -> list[tuple[str, float]]:
        """Record a main-frame navigation; returns the tab's navigations since the agent last acted."""
        epoch, log = self.moves.get(tab_id, (-1, []))
        if epoch != self.epoch:
            log = []
        log = [*log[-(REFRESH_MAX_HOPS - 1) :], (url, time.monotonic())]
        self.moves[tab_id] = (self.epoch, log)
        return log

    async def finish_downloads(self, timeout_s: float | None = None) -> list[DownloadRecord]:
        """Wait for the downloads being saved; cancel those still going after ``timeout_s``
        (DownloadStalled names them). Returns every download record."""
        pending = self.pending("wayfinder-download")
        if pending:
            _, late = await asyncio.wait(pending, timeout=timeout_s)
            if late:
                names = sorted(set(self.saving.values())) or ["a file"]
                for download in list(self.saving):
                    with contextlib.suppress(PlaywrightError):
                        await download.cancel()
                await asyncio.wait(late, timeout=CANCEL_WAIT_S)
                shown = ", ".join(repr(n) for n in names)
                raise DownloadStalled(
                    f"the download of {shown} did not finish in {timeout_s:g} s; it was cancelled"
                )
        return list(self.downloads)

    def asked_for(self) -> bool:
        """Whether a tab opening now is the agent's (during an action, or one it was seen asking for);
        counts an expected one off."""
        if not self.close_unasked:
            return True
        if self.storm:  # the action's popups were judged a storm: later ones from it go the same way
            return False
        if self.acting:
            return True
        if self.expected_popups > 0 and time.monotonic() < self.expected_until:
            self.expected_popups -= 1
            return True
        return False

    def begin_action(self) -> None:
        """The agent is about to act: navigations from here on are its own until the page moves again by
        itself (what tells a refresh loop from an agent going back and forth), and tabs opened until
        ``end_action`` are the action's (``close_unasked``)."""
        self.epoch += 1
        self.acting = True
        self.storm = False
        if self.on_action_start is not None:
            self.on_action_start()

    def new_epoch(self) -> None:
        """A navigation the agent asked for outside an action (the run's start URL)."""
        self.epoch += 1

    def end_action(self, expected_popups: int = 0) -> None:
        """The action is over; ``expected_popups`` tabs it asked for may still be announced shortly."""
        self.acting = False
        self.expected_popups = expected_popups
        self.expected_until = time.monotonic() + POPUP_GRACE_S

    async def open_page(self, context: BrowserContext) -> Page:
        """``context.new_page()``, announced as the runtime's own tab (never judged as a popup)."""
        self.own_pages += 1
        try:
            return await context.new_page()
        except BaseException:
            self.own_pages = max(0, self.own_pages - 1)
            raise
