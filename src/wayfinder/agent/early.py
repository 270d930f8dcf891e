"""The run's browser started before the agent is imported (issue 26: the first observation within 1.5 s).

Importing the loop (LangGraph, the goal reader's tables, the planners) costs the interpreter a second or
more, and launching Chromium costs about as much, in other processes (the Playwright driver and the
browser). ``wayfinder run`` therefore launches the browser first (``launch_early``: the run's session id
and browser are chosen here, the browser starts as a task on the event loop) and imports the agent
while it starts; ``run_agent(..., early=...)`` then creates the run directory under that session id and
waits for the launch where it used to start the browser. Nothing is written before ``run_agent``
accepted its input: a goal or URL it refuses closes the early browser (``discard``) and leaves no run
directory.

The early launch also opens the start URL (``launch_early(..., url=, policy=)``): the browser is
readied as the run readies it (``ready_browser``: the listener probe, the domain guard, the dialog
judge, unasked tabs closed) and the page loads while the agent is imported, so a slow site's load no
longer comes after the imports. The run's ``start`` then takes that arrival (``EarlyBrowser.arrived``:
the page is open, or the error that opening it met) instead of opening the URL again; a start URL the
domain policy blocks is refused by the guard as before, and ``navigation_failed`` says so.

This module is kept light (the settings, the browser runtime, the run directory's names, the probe's
script, the dialog judge): the CLI imports it before the agent. The input checks (``validate_goal``,
``validate_start_url``) live here for the same reason: the CLI refuses bad input before launching
anything.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from wayfinder.browser.orphans import owner_arg
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ActionFailed, BrowserGone, ConfigError
from wayfinder.observe.js import install_listener_probe
from wayfinder.safety.dialogs import judge_dialog
from wayfinder.safety.domains import DomainPolicy
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir, new_session_id

MAX_GOAL_CHARS = 2000
Opening = ActionFailed | BrowserGone | None  # what opening the start URL early met


def validate_goal(goal: str) -> str:
    """The goal, stripped; ConfigError when empty or longer than 2,000 characters."""
    text = (goal or "").strip()
    if not text:
        raise ConfigError("the goal is empty; say in plain words what the agent should do")
    if len(text) > MAX_GOAL_CHARS:
        raise ConfigError(f"the goal is {len(text)} characters long; the limit is {MAX_GOAL_CHARS}")
    return text


def validate_start_url(url: str | None) -> str | None:
    """None, or an http(s) URL with a host, or a file URL with a path; else ConfigError naming it."""
    if url is None:
        return None
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
    except ValueError as exc:  # "http://[" and the like: bad input, not a crash
        raise ConfigError(f"start URL {url!r} is not valid: {exc}") from None
    scheme = parts.scheme.lower()
    if scheme in ("http", "https") and host:
        return url.strip()
    if scheme == "file" and parts.path:
        return url.strip()
    raise ConfigError(
        f"start URL {url!r} is not valid: use an http(s) URL with a host (https://example.com) or a file: URL"
    )


def owner_tag(run_dir: RunDir) -> str:
    """What marks the run's own browser processes (browser/orphans.py): the absolute run directory."""
    return str(Path(run_dir.root).resolve())


def browser_settings(settings: Settings, tag: str) -> Settings:
    """The settings the run's browser is launched with: the run's marker added to the flags."""
    if settings.cdp_url:
        return settings  # an attached browser is not ours to mark or to clean up
    return settings.model_copy(update={"browser_args": [*settings.browser_args, owner_arg(tag)]})


def run_browser(settings: Settings, run_dir: RunDir) -> BrowserRuntime:
    """The browser a run owns: marked with its run directory, downloading into it."""
    return BrowserRuntime(browser_settings(settings, owner_tag(run_dir)), downloads_dir=run_dir.downloads_dir)


def ready_browser(browser: BrowserRuntime, settings: Settings, policy: DomainPolicy) -> None:
    """What a run sets on its browser before any page: the domain guard (when the policy has
    patterns), the dialog judge, and unasked tabs closed (idempotent: the run sets them again with its
    own settings)."""
    if policy.allowed or policy.blocked:
        browser.set_navigation_guard(policy.check)
    browser.set_dialog_judge(lambda kind, text, page: judge_dialog(kind, text, page, settings))
    browser.ledger.close_unasked = True  # a tab a page opens by itself never takes the run away


@dataclass
class EarlyBrowser:
    """A run's browser launching before its run directory exists (under ``session_id``), opening
    ``url`` when one is given."""

    session_id: str
    runtime: BrowserRuntime
    launch: asyncio.Task[Opening]
    url: str | None = None
    up: asyncio.Event = field(default_factory=asyncio.Event)  # set once Chromium has started

    async def browser_up(self) -> None:
        """Wait until Chromium has started (before the start page opens) or the launch ended."""
        waiter = asyncio.ensure_future(self.up.wait())
        try:  # waited for, never awaited: the launch's error or cancellation is the run's to meet
            await asyncio.wait({self.launch, waiter}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()

    async def started(self) -> BrowserRuntime:
        """The runtime once it started; the launch's own error (BrowserNotFound, ...) otherwise."""
        await self.launch
        return self.runtime

    def arrived(self, url: str | None) -> bool:
        """Whether the launch already opened ``url`` (or failed to: ``failed``), so the run does not
        open it again. Only after the launch finished."""
        return url is not None and url == self.url and self.launch.done()

    @property
    def failed(self) -> Opening:
        """What opening ``url`` met (the run ends ``navigation_failed`` with it); None: it opened."""
        done = self.launch.done() and not self.launch.cancelled() and self.launch.exception() is None
        return self.launch.result() if done else None

    async def discard(self) -> None:
        """Stop the launch and close whatever it opened (the run did not begin)."""
        if not self.launch.done():
            self.launch.cancel()
        with contextlib.suppress(BaseException):
            await self.launch
        with contextlib.suppress(Exception):
            await self.runtime.close()


async def _launch(
    runtime: BrowserRuntime,
    settings: Settings,
    url: str | None,
    policy: DomainPolicy | None,
    up: asyncio.Event,
) -> Opening:
    await runtime.start()
    up.set()
    if url is None or policy is None:
        return None
    await install_listener_probe(runtime.page.context)  # before the page loads
    ready_browser(runtime, settings, policy)
    try:
        await runtime.goto(url)
    except (ActionFailed, BrowserGone) as exc:  # the run ends navigation_failed with it
        return exc
    return None


def launch_early(
    settings: Settings, *, url: str | None = None, policy: DomainPolicy | None = None
) -> EarlyBrowser:
    """Start launching the browser of a run that will live under ``settings.runs_dir`` (call it inside
    the event loop that runs the agent); with ``url`` and the run's domain ``policy``, the launch also
    readies the browser and opens ``url`` (a URL ``validate_start_url`` accepted)."""
    session_id = new_session_id()
    runtime = run_browser(settings, RunDir(Path(settings.runs_dir) / session_id, session_id))
    opens = url if policy is not None else None
    up = asyncio.Event()
    launch = asyncio.get_running_loop().create_task(_launch(runtime, settings, opens, policy, up))
    return EarlyBrowser(session_id, runtime, launch, url=opens, up=up)
