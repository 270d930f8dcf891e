"""The search node: fill the --search fields, submit the form one way (its button, Enter, a search
link), follow results that open in a new window, and record the steps for the script."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime
from playwright.async_api import Page

from wayfinder.errors import ActionFailed
from wayfinder.portal import pageio
from wayfinder.portal.analyze import Analysis, analyze_html
from wayfinder.portal.capture import match_fields, submit_ways
from wayfinder.portal.routes import ESCALATE
from wayfinder.portal.state import SEARCH_EXECUTED, PortalContext, PortalState
from wayfinder.portal.steps import Step

Update = dict[str, Any]
SAME_WINDOW = ("", "_self", "_parent", "_top")
CHANGE_WAIT_MS = 3000


def opens_window(a: Analysis) -> bool:
    """The form (or its submit control) loads its results into another window, not a frame."""
    frames = {f.get("name", "") for f in a.frames} - {""}
    targets = [(a.form or {}).get("target", ""), (a.submit or {}).get("target", "")]
    return any(t not in SAME_WINDOW and t not in frames for t in targets)


def into_frame(a: Analysis) -> bool:
    frames = {f.get("name", "") for f in a.frames} - {""}
    return (a.form or {}).get("target", "") in frames


async def _follow_popup(ctx: PortalContext, known: set[int]) -> Page | None:
    new = await ctx.runtime.wait_for_new_tab(known, ctx.settings.action_timeout_s)
    if new is None:
        return None
    await ctx.runtime.switch_tab(new)
    page = ctx.runtime.page
    await page.wait_for_load_state("domcontentloaded")
    return page


async def perform_search(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    a = analyze_html(await pageio.clean_html(page), list(state.get("search", {})))
    ways = submit_ways(a)
    tries = int(state.get("search_tries", 0))
    way = ways[min(tries, len(ways) - 1)] if ways else "button"
    steps, problem = match_fields(a, state.get("search", {}), way)
    if problem:
        return {"escalation": problem, "next_node": ESCALATE}
    popup = opens_window(a)
    known = {t.tab_id for t in ctx.runtime.tabs()}
    before = await pageio.signature(page)
    done: list[Step] = []
    for step in steps:
        try:
            step["active"] = await pageio.perform(
                page, step, list(range(len(step["selectors"]))), step.get("value")
            )
        except ActionFailed as exc:
            reason = f"the search could not be run: {exc}"
            return {"escalation": reason, "next_node": ESCALATE, "script_error": str(exc)}
        done.append(step)
    if popup and (opened := await _follow_popup(ctx, known)) is not None:
        done[-1]["opens_popup"] = True
        page = opened
    elif not into_frame(a):
        await pageio.wait_for_change(page, before, CHANGE_WAIT_MS)  # results updated in place
    ctx.note(search=[s["description"] for s in done], way=way, popup=bool(done[-1].get("opens_popup")))
    kept = [s for s in state.get("recorded_steps", []) if s.get("phase") != "search"]
    for step in done:
        step["phase"] = "search"
    return {
        "status": SEARCH_EXECUTED,
        "status_history": [SEARCH_EXECUTED],
        "recorded_steps": [*kept, *done],
        "attempt_count": int(state.get("attempt_count", 0)) + 1,
        "url": page.url,
    }
