"""The runtime's bookkeeping: what it has seen of its tabs, apart from how it drives them.

The tab registry, the events since the last drain, every navigation the guard blocked, the dialogs and
downloads, the count of main-frame navigations, the last good URL of the active tab, and the background
tasks (dialog answers, saved downloads, title reads). ``runtime.py`` drives the browser and reads this;
``hooks.py`` writes it from the pages' events. Neither imports the other, so each stays small.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from wayfinder.browser.models import ContextEvent, DialogRecord, DownloadRecord, TabEvent
from wayfinder.browser.tabs import TabRegistry
from wayfinder.settings import Settings

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
        self.downloads: list[DownloadRecord] = []
        self.navigations = 0  # main-frame navigations of any tab so far (the executor compares it)
        self.last_url = ""  # the active tab's last real URL (what a lost tab is reopened at)
        self.tasks: set[asyncio.Task[Any]] = set()

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
