"""The tab registry: small stable ids for pages, openers, titles and the active tab.

Ids start at 1 and are never reused in a run, so a tab id in the trace always means one tab.
"""

from __future__ import annotations

from playwright.async_api import Page

from wayfinder.browser.deadline import is_frozen
from wayfinder.browser.models import TabInfo


class TabRegistry:
    """Which pages are open, under which ids, and which one the agent is working in."""

    def __init__(self) -> None:
        self._pages: dict[int, Page] = {}
        self._ids: dict[Page, int] = {}
        self._openers: dict[int, int | None] = {}
        self._titles: dict[int, str] = {}
        self._crashed: set[int] = set()
        self._next_id = 1
        self.active_id: int | None = None

    def register(self, page: Page, opener_id: int | None = None) -> tuple[int, bool]:
        """The page's id, and whether it was new. Idempotent: event handlers and new_tab both call it."""
        existing = self._ids.get(page)
        if existing is not None:
            return existing, False
        tab_id = self._next_id
        self._next_id += 1
        self._pages[tab_id] = page
        self._ids[page] = tab_id
        self._openers[tab_id] = opener_id
        return tab_id, True

    def set_opener(self, tab_id: int, opener_id: int | None) -> None:
        if tab_id in self._openers:
            self._openers[tab_id] = opener_id

    def id_of(self, page: Page | None) -> int | None:
        return None if page is None else self._ids.get(page)

    def get(self, tab_id: int) -> Page | None:
        return self._pages.get(tab_id)

    def forget(self, tab_id: int) -> None:
        page = self._pages.pop(tab_id, None)
        if page is not None:
            self._ids.pop(page, None)
        self._crashed.discard(tab_id)
        if self.active_id == tab_id:
            self.active_id = None

    def mark_crashed(self, tab_id: int) -> None:
        self._crashed.add(tab_id)

    def is_crashed(self, tab_id: int | None) -> bool:
        return tab_id is not None and tab_id in self._crashed

    def is_live(self, tab_id: int | None) -> bool:
        """Open, not crashed, and not frozen (a page that missed a round trip's deadline)."""
        if tab_id is None or tab_id in self._crashed:
            return False
        page = self._pages.get(tab_id)
        return page is not None and not page.is_closed() and not is_frozen(page)

    def is_frozen(self, tab_id: int | None) -> bool:
        page = self._pages.get(tab_id) if tab_id is not None else None
        return page is not None and is_frozen(page)

    def live_ids(self) -> list[int]:
        return sorted(tid for tid in self._pages if self.is_live(tid))

    def set_title(self, tab_id: int, title: str) -> None:
        self._titles[tab_id] = title

    def infos(self) -> list[TabInfo]:
        return [
            TabInfo(
                tab_id=tid,
                url=self._pages[tid].url,
                title=self._titles.get(tid, ""),
                opener_id=self._openers.get(tid),
                active=tid == self.active_id,
            )
            for tid in self.live_ids()
        ]

    def all_pages(self) -> list[Page]:
        return list(self._pages.values())
