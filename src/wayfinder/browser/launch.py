"""Start a browser the way the settings ask: launched (headless or headful), a persistent profile, or
attached over CDP.

This is the only place that decides Chromium flags. ``--no-sandbox`` is added only when running as root,
because Chromium refuses to start sandboxed as root and the sandbox is worth keeping otherwise.

``--disable-features=QueueNavigationsWhileWaitingForCommit`` works around a Chromium/Playwright mismatch
(microsoft/playwright#35944): after one failed navigation (refused port, guard abort) the late commit
of Chromium's error page makes every later ``goto`` on that tab fail as "interrupted by another
navigation". Chromium honours only the last ``--disable-features``, and ours comes after Playwright's
own, so ours carries Playwright's list too (:data:`PLAYWRIGHT_DISABLED_FEATURES`; until round 17 it
replaced it, and Chromium upgraded plain-HTTP navigations (``HttpsUpgrades``), fetched optimization
hints and network time, and preconnected to the search engine at start) and the user's values.

The Playwright driver (Node.js) is started with a small young generation (``DRIVER_NODE_OPTIONS``):
with Node's default the driver's memory grew by 30-60 MB over the first runs of a worker as
screenshots and page data passed through it, and stayed there (issue 17). A ``--max-semi-space-size``
the user put in ``NODE_OPTIONS`` wins. It also keeps its compiled JavaScript between runs
(``driver_compile_cache``).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Playwright, async_playwright
from playwright.async_api import Error as PlaywrightError

from wayfinder.browser.locate import find_browser
from wayfinder.errors import BrowserNotFound, ConfigError
from wayfinder.settings import Settings

CALM_FLAGS: tuple[str, ...] = (
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Tabs the agent is not looking at keep their timers: a page's own delayed widgets (autocomplete
    # lists, late listings) must not stall because Chromium throttles a background renderer.
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
)
# Playwright's own --disable-features (driver 1.65, chromiumSwitches.ts), which our flag would otherwise
# replace; tests/browser/browser/test_driver.py checks the installed driver's list is all here.
PLAYWRIGHT_DISABLED_FEATURES: tuple[str, ...] = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
)
# PreloadTopChromeWebUI: new headless is the full Chrome, which at start preloads its own toolbar pages
# (tab search and the like) into a renderer; a headless run never shows them. Off, the renderers used
# 0.4 s less CPU by the first page (scripts/browser_floor.py, two rounds; BENCHMARKS, round 17). It
# touches only Chrome's own UI, never the pages the agent visits.
DISABLED_FEATURES: tuple[str, ...] = (
    *PLAYWRIGHT_DISABLED_FEATURES,
    "QueueNavigationsWhileWaitingForCommit",
    "PreloadTopChromeWebUI",
)
_DISABLE_FEATURES = "--disable-features="


DRIVER_NODE_OPTIONS = "--max-semi-space-size=1"  # MB per semi-space of the driver's young generation


def driver_node_options(current: str | None) -> str:
    """``NODE_OPTIONS`` for the driver: the user's, plus ours unless they chose a semi-space size."""
    current = (current or "").strip()
    if "--max-semi-space-size" in current:
        return current
    return f"{current} {DRIVER_NODE_OPTIONS}".strip()


def driver_compile_cache(environ: Mapping[str, str]) -> str | None:
    """Where the driver's Node keeps its compiled code (``NODE_COMPILE_CACHE``): loading Playwright's
    12 MB of JavaScript is most of the driver's start; with the cache Node reads the compiled code back
    instead of compiling it again on every run. Under the user's cache directory (never a shared /tmp:
    the cache is code Node runs); None when the user set the variable or turned the cache off."""
    if environ.get("NODE_COMPILE_CACHE") or environ.get("NODE_DISABLE_COMPILE_CACHE"):
        return None
    base = environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return str(Path(base) / "wayfinder" / "node-compile-cache")


async def start_driver() -> Playwright:
    """Start Playwright's driver with :data:`DRIVER_NODE_OPTIONS` and its compile cache (it copies
    ``os.environ`` when it spawns Node; the variables are restored once it has)."""
    wanted = {"NODE_OPTIONS": driver_node_options(os.environ.get("NODE_OPTIONS"))}
    cache = driver_compile_cache(os.environ)
    if cache is not None:
        wanted["NODE_COMPILE_CACHE"] = cache
    before = {name: os.environ.get(name) for name in wanted}
    os.environ.update(wanted)
    try:
        return await async_playwright().start()
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@dataclass
class Launched:
    """What :func:`open_context` produced. ``browser`` is None for a persistent profile (the context
    owns the process); ``owns_context`` is False when we attached to a CDP browser's existing context,
    which must be left open for its owner."""

    context: BrowserContext
    browser: Browser | None
    owns_context: bool
    attached: bool


def resolve_headless(
    settings: Settings, environ: Mapping[str, str] | None = None, *, platform: str | None = None
) -> bool:
    """``headless`` unset means: headless when there is no display to show a window on.

    Asking for a window (``--headed``) on a Linux machine with no display is the caller's mistake:
    a ConfigError says so at once, instead of a browser that crashes on launch.
    """
    env = os.environ if environ is None else environ
    has_display = bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    if settings.headless is None:
        return not has_display
    if not settings.headless and not has_display and (platform or sys.platform).startswith("linux"):
        raise ConfigError(
            "a visible browser (--headed / headless=false) needs a display, and neither DISPLAY nor "
            "WAYLAND_DISPLAY is set; run headless, or start one (e.g. 'xvfb-run wayfinder ...')"
        )
    return settings.headless


def chromium_args(settings: Settings, *, is_root: bool | None = None) -> list[str]:
    """The command-line flags: ``--no-sandbox`` as root, the calm flags, the user's extras, and one
    merged ``--disable-features`` (ours plus any the user gave)."""
    root = (os.geteuid() == 0) if is_root is None else is_root
    args = list(CALM_FLAGS)
    if root:
        args.insert(0, "--no-sandbox")
    disabled = list(DISABLED_FEATURES)
    for extra in settings.browser_args:
        if extra.startswith(_DISABLE_FEATURES):
            disabled += [f for f in extra[len(_DISABLE_FEATURES) :].split(",") if f and f not in disabled]
        elif extra not in args:
            args.append(extra)
    args.append(_DISABLE_FEATURES + ",".join(disabled))
    return args


# Playwright launches Chromium with its popup blocker off. Kept on, as in a person's browser: a page
# may open a tab from a click (one per click), never by itself (on load, from a timer), so a popup
# storm cannot pull the run away from its tab (issue 29).
KEEP_POPUP_BLOCKER: dict[str, Any] = {"ignore_default_args": ["--disable-popup-blocking"]}


def context_options(settings: Settings) -> dict[str, Any]:
    width, height = settings.viewport_size
    return {"viewport": {"width": width, "height": height}, "accept_downloads": True}


async def open_context(
    pw: Playwright, settings: Settings, *, storage_state: dict[str, Any] | None = None
) -> Launched:
    """Launch or attach per the settings. Raises BrowserNotFound / ConfigError with a clear message.

    ``storage_state`` (cookies and local storage saved by a run that is being resumed) seeds a newly
    launched context; a persistent profile or an attached browser keeps its own."""
    if settings.cdp_url:
        return await _attach(pw, settings.cdp_url, settings)
    headless = resolve_headless(settings)
    executable = find_browser(settings.browser_path, headless=headless)
    launch_kwargs: dict[str, Any] = {
        "executable_path": str(executable),
        "headless": headless,
        "args": chromium_args(settings),
        **KEEP_POPUP_BLOCKER,
    }
    try:
        if settings.profile_dir is not None:
            profile = Path(settings.profile_dir).expanduser()
            profile.mkdir(parents=True, exist_ok=True)
            context = await pw.chromium.launch_persistent_context(
                str(profile), **launch_kwargs, **context_options(settings)
            )
            return Launched(context=context, browser=None, owns_context=True, attached=False)
        browser = await pw.chromium.launch(**launch_kwargs)
    except PlaywrightError as exc:
        raise BrowserNotFound(f"could not launch {executable}: {_first_line(exc)}") from None
    context = await browser.new_context(**context_options(settings), storage_state=storage_state)  # type: ignore[arg-type]
    return Launched(context=context, browser=browser, owns_context=True, attached=False)


async def new_context_on(browser: Browser, settings: Settings) -> Launched:
    """A fresh context on an already running browser (tests share one browser per module)."""
    context = await browser.new_context(**context_options(settings))
    return Launched(context=context, browser=None, owns_context=True, attached=False)


async def _attach(pw: Playwright, cdp_url: str, settings: Settings) -> Launched:
    try:
        browser = await pw.chromium.connect_over_cdp(cdp_url, timeout=settings.navigation_timeout_s * 1000)
    except PlaywrightError as exc:
        raise ConfigError(
            f"could not attach to the browser at cdp_url {cdp_url!r}: {_first_line(exc)}"
        ) from None
    if browser.contexts:
        return Launched(context=browser.contexts[0], browser=browser, owns_context=False, attached=True)
    context = await browser.new_context(**context_options(settings))
    return Launched(context=context, browser=browser, owns_context=True, attached=True)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


class SharedBrowser:
    """One launched browser that several runtimes use through fresh contexts (for test suites and
    benchmarks, where launching Chromium per case would dominate the time). ``stop()`` ends it."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._pw: Playwright | None = None
        self._browser: Browser | None = None

    @property
    def browser(self) -> Browser:
        if self._browser is None:
            raise RuntimeError("SharedBrowser.start() was not called")
        return self._browser

    async def start(self) -> SharedBrowser:
        headless = resolve_headless(self.settings)
        executable = find_browser(self.settings.browser_path, headless=headless)
        self._pw = await start_driver()
        try:
            self._browser = await self._pw.chromium.launch(
                executable_path=str(executable),
                headless=headless,
                args=chromium_args(self.settings),
                **KEEP_POPUP_BLOCKER,
            )
        except PlaywrightError as exc:
            await self._pw.stop()
            self._pw = None
            raise BrowserNotFound(f"could not launch {executable}: {_first_line(exc)}") from None
        return self

    async def stop(self) -> None:
        browser, self._browser = self._browser, None
        pw, self._pw = self._pw, None
        if browser is not None:
            with contextlib.suppress(PlaywrightError):
                await browser.close()
        if pw is not None:
            await pw.stop()
