"""The actions that do not target an element (or only a container): scroll, screenshot, navigate,
history, switch_tab, and search (the page's search box, else the configured search URL)."""

from __future__ import annotations

from wayfinder.actions.inputs import find_search_box, search_url_for
from wayfinder.actions.models import Navigate, Screenshot, Scroll, Search, SwitchTab
from wayfinder.actions.targets import ExecContext, describe, ensure_enabled, resolve_target
from wayfinder.browser import fields as page_fields
from wayfinder.browser import ops
from wayfinder.errors import ActionFailed

LAZY_WAIT_S = 3.0  # how long rows a scroll asked for may take to load (the page's own requests/timers)


async def scroll(ctx: ExecContext, action: Scroll) -> None:
    """Scroll the page (or its list box, when the page itself cannot move), or the element's container.
    Scrolling down gives the page a bounded chance to load the rows it asked for (a lazy list): the
    wait ends as soon as the page changes, or is idle."""
    step = ctx.settings.scroll_step
    ctx.tiers_tried.append("normal")
    state = await ops.page_state(ctx.page)
    if action.element_id is None:
        before, after = await ops.scroll_page(ctx.page, action.direction, step)
    else:
        target = await resolve_target(ctx, action.element_id)
        before, after = await ops.scroll_element(ctx.page, target.id, target.frame, action.direction, step)
    ctx.scrolled = abs(after - before) >= 1
    if not ctx.scrolled:
        edge = "top" if action.direction in ("up", "top") else "bottom"
        ctx.add_note(f"already at the {edge}; nothing moved")
    elif action.direction in ("down", "bottom"):
        with ctx.timer.phase("act.lazy_wait", page=True):
            loaded, _ = await ops.wait_for_late_change(
                ctx.page, state, LAZY_WAIT_S, timers_since=state.timers
            )
        if loaded:
            ctx.add_note("new content loaded after scrolling")
    ctx.tier = "normal"


async def screenshot(ctx: ExecContext, action: Screenshot) -> None:
    if ctx.screenshot_path is None:
        raise ActionFailed("no screenshot path was given for this step")
    ctx.tiers_tried.append("normal")
    path = await ops.screenshot(ctx.page, ctx.screenshot_path, full_page=action.full_page)
    ctx.screenshot_taken = str(path)
    ctx.tier = "normal"


async def navigate(ctx: ExecContext, action: Navigate) -> None:
    ctx.tiers_tried.append("normal")
    with ctx.timer.phase("act.navigate", page=True):
        await ctx.runtime.goto(action.url)
    ctx.tier = "normal"


async def go_history(ctx: ExecContext, direction: str) -> None:
    ctx.tiers_tried.append("normal")
    with ctx.timer.phase("act.navigate", page=True):
        moved = await ops.history(
            ctx.page, "back" if direction == "back" else "forward", ctx.settings.navigation_timeout_s
        )
    if not moved:
        raise ActionFailed(f"there is no page to go {direction} to in this tab's history")
    ctx.tier = "normal"


async def switch_tab(ctx: ExecContext, action: SwitchTab) -> None:
    ctx.tiers_tried.append("normal")
    await ctx.runtime.switch_tab(action.tab_id)
    ctx.page = ctx.runtime.page
    ctx.tier = "normal"


async def search(ctx: ExecContext, action: Search) -> None:
    box = find_search_box(ctx.observation)
    if box is not None:
        target = await resolve_target(ctx, box.id)
        ensure_enabled(target)
        timeout = ctx.settings.action_timeout_s
        ctx.tiers_tried.append("search_box")
        await page_fields.fill(ctx.page, target.id, target.frame, action.query, timeout)
        await ops.press_enter(ctx.page, target.id, target.frame, timeout)
        ctx.tier = "search_box"
        ctx.add_note(f"searched with {describe(target.element)}")
        return
    if ctx.settings.search_url:
        ctx.tiers_tried.append("search_url")
        with ctx.timer.phase("act.navigate", page=True):
            await ctx.runtime.goto(search_url_for(ctx.settings.search_url, action.query))
        ctx.tier = "search_url"
        return
    raise ActionFailed("no search box on this page and no search_url configured")
