"""The run's first observation, taken by the early browser while the agent is imported (issue 26).

``wayfinder run`` launches the browser and opens the start page before it imports the agent
(``agent/early.py``); importing the loop (LangGraph, the goal reader, the planners) then costs the
interpreter about two seconds of CPU. Looking at the start page needs none of it: only Playwright and
``observe/``. ``look_early`` therefore captures the page as soon as the early launch opened it, on the
event loop, while the import runs in its thread; the run's graph then receives that observation
(``adopt``) through the same door a step's post-action capture uses (``observation_fresh``), instead
of capturing the page again. There is one loop and one observe node; only where the first
observation comes from changes.

The early capture is the one the observe node would have taken only when nothing it depends on
changed, so ``adopt`` returns None (the observe node captures as before) unless:

- the look is done when the graph begins (a page still loading is observed by the graph), and it
  looked at the page loaded (its ``load`` event, its tab's title read);
- the page is as it was observed: the same document (time origin), URL, scroll offset, form state and
  DOM-mutation count (``browser.ops.page_state``: the in-page hook counts every mutation of the page,
  not the agent's own ids and badges), no navigation since, no child frames (their DOM is not
  counted), the same tabs, also unchanged while the capture ran;
- the capture is the kind the run takes first: not a list goal (those are captured settled, and
  whether a goal asks for a list is known only once the goal reader read it), not a vision run (its
  screenshot is taken with the capture), and the goal text is the run's (a goal whose credentials were
  lifted into secrets reads differently, and the goal's words rank the elements).

The Set-of-Mark screenshot, when the settings take one, is started at adoption into the run's first
step's file (the page is unchanged, so it shows what was observed), and the values of the run's
secrets are masked as ``agent/capture.py`` masks them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from wayfinder.agent.early import EarlyBrowser
from wayfinder.browser import ops
from wayfinder.browser.models import TabInfo
from wayfinder.browser.ops import PageState
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

if TYPE_CHECKING:
    from wayfinder.agent.context import AgentContext
    from wayfinder.observe.models import Observation


@dataclass(frozen=True)
class FirstLook:
    """The start page observed by the early browser, with what the page was when it was observed."""

    observation: Observation
    goal: str
    page: PageState
    tabs: list[TabInfo]
    navigations: int
    at: float  # time.time() when the capture ended


async def _unchanged_since(browser: BrowserRuntime, look: FirstLook | None) -> PageState | None:
    """The page's state now when it is the one ``look`` saw (or, without ``look``, when it can be
    observed early at all: one open document, no dead end, no child frames); else None."""
    if browser.dead_end:
        return None
    page = browser.page
    if len(page.frames) > 1:  # a child frame's DOM is not counted by the page's hook
        return None
    state = await ops.page_state(page)
    if look is None:
        return state
    same = (state, browser.tabs(), browser.ledger.navigations) == (look.page, look.tabs, look.navigations)
    return state if same else None


async def _look(early: EarlyBrowser, settings: Settings, goal: str) -> FirstLook | None:
    # waited for, not awaited: the run awaits the same launch, and a cancelled task hands its cancellation
    # (with SIGTERM's message, 'terminated (SIGTERM)') to the first awaiter only - it must be the run's
    await asyncio.wait({early.launch})
    if early.launch.cancelled() or early.launch.exception() is not None:  # the run meets these itself
        return None
    if early.url is None or early.failed is not None:
        return None
    from wayfinder.observe.capture import capture  # after the launch: the browser's start goes first

    browser = early.runtime
    try:  # the page as the run would find it: loaded (images laid out), its tab's title read
        await browser.page.wait_for_load_state("load", timeout=settings.page_timeout_s * 1000)
        await asyncio.gather(*browser.ledger.pending("wayfinder-title-"))
    except Exception:  # a page that never finishes loading is observed by the graph, as before
        return None
    before = await _unchanged_since(browser, None)
    if before is None:
        return None
    obs = await capture(
        browser.page,
        settings,
        goal=goal,
        tabs=browser.tabs(),
        active_tab_id=browser.active_tab_id,
        mapping_limit=settings.mapping_limit,
        screenshot_path=None,
        avoid=[],
    )
    look = FirstLook(obs, goal, before, browser.tabs(), browser.ledger.navigations, time.time())
    return look if await _unchanged_since(browser, look) is not None else None  # moved while observed


def look_early(early: EarlyBrowser, settings: Settings, goal: str) -> asyncio.Task[FirstLook | None]:
    """Observe the start page the early launch opens, as soon as it is open (call it inside the event
    loop that runs the agent; ``goal`` as ``validate_goal`` returned it)."""
    return asyncio.get_running_loop().create_task(_look(early, settings, goal))


async def discard(first: asyncio.Task[FirstLook | None] | None) -> None:
    """Stop an early look the run will not use."""
    if first is None:
        return
    if not first.done():
        first.cancel()
    # waited for, never awaited: a cancellation of the caller's own (SIGTERM, Ctrl-C) goes on up with its
    # message, where awaiting the look inside a suppress swallowed it
    await asyncio.wait({first})
    if not first.cancelled():
        first.exception()  # retrieved: a look that failed is no error of the run


async def adopt(
    first: asyncio.Task[FirstLook | None] | None,
    ctx: AgentContext,
    state: Mapping[str, Any],
    step: int,
) -> FirstLook | None:
    """The early observation, for the run whose context is ``ctx`` and whose first state is ``state``,
    when it is the one the observe node would take now (module docstring); its screenshot started
    and its secrets masked. None: the observe node captures the page as before."""
    if first is None:
        return None
    if not first.done() or first.cancelled():  # still waiting for the page: the graph observes it, as before
        await discard(first)
        return None
    try:
        look = await first
    except Exception:  # a page that failed to be observed early is observed by the graph
        return None
    if look is None or look.goal != str(state.get("goal", "")) or state.get("goal_kind") == "list":
        return None
    if ctx.settings.vision or look.observation.active_tab_id != ctx.browser.active_tab_id:
        return None
    try:
        if await _unchanged_since(ctx.browser, look) is None:
            return None
    except Exception:  # the page went away meanwhile: the observe node meets it
        return None
    shown = _shown(ctx, look.observation, step)
    return FirstLook(shown, look.goal, look.page, look.tabs, look.navigations, look.at)


def _shown(ctx: AgentContext, obs: Observation, step: int) -> Observation:
    """``obs`` masked with the run's secrets, its screenshot (when the settings take one) started into
    the step's file, as ``agent/capture.py`` does for a capture whose screenshot is deferred."""
    from wayfinder.agent.screens import mask_screenshot
    from wayfinder.observe.capture import take_screenshot
    from wayfinder.safety.secrets import mask_observation_values

    masked = mask_observation_values(obs, ctx.secrets) if ctx.secrets else obs
    mode = ctx.settings.observe_screenshot_mode
    if mode not in ("viewport", "full"):
        return masked
    shot = ctx.tracer.screenshot_path(step)
    full = mode == "full"
    masked = masked.model_copy(update={"screenshot_path": str(shot)})
    page = ctx.browser.page

    async def shoot() -> None:
        await take_screenshot(page, ctx.settings, obs.elements, shot, full=full)
        mask_screenshot(shot, masked, full_page=full)

    ctx.browser.deferred.start(shoot())
    return masked
