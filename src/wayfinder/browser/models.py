"""Plain data the browser runtime records: tabs, tab/context events, dialogs, downloads, what a
document answered."""

from __future__ import annotations

from dataclasses import dataclass
from http import HTTPStatus
from typing import Literal

from pydantic import BaseModel, ConfigDict


class TabInfo(BaseModel):
    """One open tab. ``tab_id`` is a small int, stable for the tab's life, never reused in a run."""

    model_config = ConfigDict(frozen=True)

    tab_id: int
    url: str
    title: str = ""
    opener_id: int | None = None
    active: bool = False


class TabEvent(BaseModel):
    """A tab was opened, closed or activated (also by recovery)."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["opened", "closed", "activated", "recovered", "crashed"]
    tab_id: int
    url: str = ""
    detail: str = ""


class ContextEvent(BaseModel):
    """Something changed in the page or was stopped: url changed, DOM changed, navigation blocked."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["url_changed", "dom_changed", "navigation_blocked", "page_error", "dialog"]
    tab_id: int
    url: str = ""
    detail: str = ""


class DialogRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    tab_id: int
    type: str  # alert | confirm | prompt | beforeunload
    message: str
    action: Literal["accepted", "dismissed"]
    reason: str = ""  # why, when the dialog judge decided (e.g. "high risk: sends money: ...")

    def describe(self) -> str:
        """``confirm 'Transfer $5,000?' dismissed (high risk: sends money ...)``"""
        text = " ".join(self.message.split())
        text = text if len(text) <= 120 else text[:119] + "…"
        return f"{self.type} '{text}' {self.action}" + (f" ({self.reason})" if self.reason else "")


class DownloadRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    tab_id: int
    url: str
    suggested_filename: str
    path: str | None  # where it was saved inside the run directory; None when it failed
    error: str | None = None


@dataclass(frozen=True)
class DocumentStatus:
    """What a tab's main document answered."""

    url: str
    status: int
    reason: str = ""
    method: str = "GET"
    retry_after: str | None = None

    @property
    def error(self) -> bool:
        return self.status >= 400

    @property
    def retryable(self) -> bool:
        """5xx or 429: the server may answer later."""
        return self.status >= 500 or self.status == 429


def reason_of(status: int, given: str = "") -> str:
    """The reason phrase: the server's own, else the standard one ("Not Found")."""
    if given.strip():
        return given.strip()
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return ""


def describe_status(status: int, reason: str = "") -> str:
    """``HTTP 404 Not Found``."""
    phrase = reason_of(status, reason)
    return f"HTTP {status} {phrase}".rstrip()
