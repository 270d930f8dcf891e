"""Taking an observation of the active tab for the loop (the one place nodes ask ``observe/`` to look).

``observe/capture.py`` is the only module that calls Playwright for observations; this module picks
the right capture for the goal (settled capture for list goals), the mapping limit (boosted during
loop mitigation), the screenshot file of the step, and the avoid list the renderer marks.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wayfinder.agent.context import AgentContext
from wayfinder.agent.screens import mask_screenshot
from wayfinder.agent.state_groups import avoid_of
from wayfinder.errors import BrowserGone
from wayfinder.observe.capture import capture, take_screenshot
from wayfinder.observe.models import Observation
from wayfinder.observe.scan import capture_settled, paged_scan
from wayfinder.safety.secrets import mask_observation_values


def _screenshot_path(ctx: AgentContext, step: int) -> Path | None:
    """The step's screenshot file when the mode takes one on each observation."""
    if ctx.settings.observe_screenshot_mode in ("none", "on_demand"):
        return None
    return ctx.tracer.screenshot_path(step)


async def take_observation(
    ctx: AgentContext, state: Mapping[str, Any], step: int, *, boost: int = 0, screenshot: bool = True
) -> Observation:
    """Capture the active tab (recovering it first when it closed). Settled for list goals. A page that
    stops answering, or whose renderer crashes, while observed is replaced by a fresh tab
    (``ensure_page``) and observed once more."""
    try:
        return await _capture(ctx, state, step, boost=boost, screenshot=screenshot)
    except BrowserGone as exc:
        ctx.tracer.log(f"step {step}: {exc}; observing a fresh tab", "warning")
        return await _capture(ctx, state, step, boost=boost, screenshot=screenshot)


async def _capture(
    ctx: AgentContext, state: Mapping[str, Any], step: int, *, boost: int, screenshot: bool
) -> Observation:
    await _flush(ctx)  # a screenshot still being taken shows the page before this capture
    page = await ctx.browser.ensure_page()
    shot = _screenshot_path(ctx, step) if screenshot else None
    # the Set-of-Mark screenshot need not hold up planning unless the planner looks at it (vision)
    deferred = shot is not None and not ctx.settings.vision
    common: dict[str, Any] = {
        "goal": str(state.get("goal", "")),
        "tabs": ctx.browser.tabs(),
        "active_tab_id": ctx.browser.active_tab_id,
        "mapping_limit": ctx.settings.mapping_limit + boost,
        "screenshot_path": None if deferred else shot,
        "avoid": list(avoid_of(state)["elements"]),
    }
    if state.get("goal_kind") == "list":
        obs = await capture_settled(page, ctx.settings, expect_list=True, **common)
    else:
        obs = await capture(page, ctx.settings, **common)
    if deferred and shot is not None and ctx.settings.observe_screenshot_mode in ("viewport", "full"):
        full = ctx.settings.observe_screenshot_mode == "full"
        masked = mask_observation_values(obs, ctx.secrets) if ctx.secrets else obs
        masked = masked.model_copy(update={"screenshot_path": str(shot)})
        ctx.browser.deferred.start(_shoot_and_mask(page, ctx, obs, masked, shot, full))
        return masked  # the secret fields are filled once the background screenshot exists
    return _masked(ctx, obs)


async def _shoot_and_mask(
    page: Any, ctx: AgentContext, obs: Observation, masked: Observation, shot: Path, full: bool
) -> None:
    await take_screenshot(page, ctx.settings, obs.elements, shot, full=full)
    mask_screenshot(shot, masked, full_page=full)


async def _flush(ctx: AgentContext) -> None:
    for error in await ctx.browser.deferred.flush(ctx.settings.page_timeout_s):
        ctx.tracer.log(f"screenshot: {error}", "warning")


def _masked(ctx: AgentContext, obs: Observation) -> Observation:
    """Secrets typed into the page are shown to the planner (and stored) as their placeholders, and
    filled in the step's screenshot (as is every password field), see ``agent/screens.py``."""
    masked = mask_observation_values(obs, ctx.secrets) if ctx.secrets else obs
    if masked.screenshot_path:
        full = ctx.settings.observe_screenshot_mode == "full"
        mask_screenshot(Path(masked.screenshot_path), masked, full_page=full)
    return masked


async def scan_pages(ctx: AgentContext, state: Mapping[str, Any], step: int, *, boost: int) -> Observation:
    """A paged scan of the active tab (loop mitigation): more of a long page in one observation."""
    page = await ctx.browser.ensure_page()
    obs = await paged_scan(
        page,
        ctx.settings,
        goal=str(state.get("goal", "")),
        tabs=ctx.browser.tabs(),
        active_tab_id=ctx.browser.active_tab_id,
        mapping_limit=ctx.settings.mapping_limit + boost,
        avoid=list(avoid_of(state)["elements"]),
    )
    return _masked(ctx, obs)


def summary_of(obs: Observation, step: int) -> dict[str, Any]:
    """The small dict loop detection keeps per observation."""
    return {
        "step": step,
        "url": obs.url,
        "title": obs.title,
        "mapping_hash": obs.mapping_hash,
        "candidate_hash": obs.candidate_hash,
        "dom_hash": obs.dom_hash,
        "elements": len(obs.elements),
        "page_type": obs.page_type,
    }
