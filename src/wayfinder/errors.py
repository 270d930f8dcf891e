"""Wayfinder's error taxonomy. Each class is named by who handles it.

    WayfinderError
     +-- ConfigError          the caller's mistake: stop at once with a one-line message (CLI exit 64)
     |    +-- BrowserNotFound  no Chromium/Chrome could be found or launched
     |    +-- PlannerAuthError the model endpoint refused our credentials
     +-- PlannerError         the planner's answer was unusable: re-ask, then error_retry
     |    +-- PlannerTimeout   the planner did not answer within planner_timeout_s
     +-- ActionFailed         an action could not be carried out: fallback chain, fail counts, avoid list
     |    +-- DownloadStalled  a download did not finish within download_timeout_s (it was cancelled)
     +-- BrowserGone          the page, tab or browser went away: the runtime recovers
          +-- PageUnresponsive the page stopped answering (frozen script, endless navigation)

Messages meant for the planner name the bad value and list the valid ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class WayfinderError(Exception):
    """Base of every error Wayfinder raises on purpose."""


class ConfigError(WayfinderError):
    """A bad setting, bad input or missing prerequisite. Stop at once with a clear message."""

    exit_code = 64


class BrowserNotFound(ConfigError):
    """No usable browser executable was found."""


class PlannerAuthError(ConfigError):
    """The model endpoint rejected the API key (HTTP 401/403). ``account``: see PlannerError."""

    def __init__(self, message: str, *, account: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.account: dict[str, Any] = dict(account or {})


class PlannerError(WayfinderError):
    """The planner produced no usable action. Goes back to the planner once, then to error_retry.

    ``account`` says what the failed call cost, so it is counted like an answered one: ``requests``
    sent, ``prompt_tokens``/``completion_tokens``/``cost_usd`` billed, and the ``attempts`` log.
    """

    def __init__(self, message: str, *, account: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.account: dict[str, Any] = dict(account or {})


class PlannerTimeout(PlannerError):
    """The planner did not answer in time."""


class ActionFailed(WayfinderError):
    """An action could not be executed. Carries the tier reached and the element when known."""

    def __init__(self, message: str, *, element_id: int | None = None, tier: str | None = None) -> None:
        super().__init__(message)
        self.element_id = element_id
        self.tier = tier


class DownloadStalled(ActionFailed):
    """A download did not finish within its deadline and was cancelled; the run ends naming it."""


class BrowserGone(WayfinderError):
    """The active page, its target or the whole browser closed or crashed."""


class PageUnresponsive(BrowserGone):
    """The page missed a round trip's deadline; the runtime replaces its tab (``browser/deadline.py``)."""


def bad_value(what: str, value: object, valid: Iterable[object]) -> str:
    """A message that names the bad value and lists the valid ones (for planners and users)."""
    options = ", ".join(repr(v) if isinstance(v, str) else str(v) for v in valid)
    return f"{what} {value!r} is not valid; valid values: {options}"
