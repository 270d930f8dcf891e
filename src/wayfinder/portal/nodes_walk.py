"""Walk nodes: navigate, analyze, click_link (disclaimer or portal link), perform_search,
capture_columns. Each is ``async def node(state, runtime) -> dict`` returning only what changed."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.portal import pageio
from wayfinder.portal.analyze import Analysis, analyze_html, decision_line
from wayfinder.portal.breakers import pick_selector
from wayfinder.portal.capture import capture_grid, match_fields
from wayfinder.portal.routes import CAPTURE_COLUMNS, CLICK_LINK, PERFORM_SEARCH
from wayfinder.portal.state import (
    CLICK_EXECUTED,
    FAILED,
    GRID,
    NAVIGATING,
    SEARCH_EXECUTED,
    SEARCH_PAGE_FOUND,
    PortalContext,
    PortalState,
)
from wayfinder.portal.steps import GRID_WAIT_MS, Step, make_step, selector_alternatives, selector_key

Update = dict[str, Any]


async def navigate(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    url = state["start_url"]
    try:
        await ctx.runtime.goto(url)
    except (ActionFailed, BrowserGone) as exc:
        return {"status": FAILED, "message": f"could not open {url}: {exc}", "status_history": [FAILED]}
    page = ctx.runtime.page
    return {
        "status": NAVIGATING,
        "url": page.url,
        "page_sig": await pageio.signature(page),
        "status_history": [NAVIGATING],
    }


def _after_search(a: Analysis, search: dict[str, str]) -> Update | None:
    """The terminal outcomes of a search that did not produce a grid."""
    wanted = ", ".join(f"{k}={v}" for k, v in search.items()) or "(empty search)"
    if a.too_many is not None:
        msg = (
            f"the portal refused the search {wanted}: {a.too_many_text} Narrow it with more --search fields."
        )
        return {"status": FAILED, "message": msg, "status_history": [FAILED]}
    if a.no_results and not a.grid:
        return {"status": FAILED, "message": f"no records found for {wanted}", "status_history": [FAILED]}
    if not a.grid:
        msg = f"the search {wanted} showed neither a results grid nor a results message"
        return {"status": FAILED, "message": msg, "status_history": [FAILED]}
    return None


def _decide(state: PortalState, a: Analysis) -> Update:
    searched = state.get("status") == SEARCH_EXECUTED
    if searched:
        outcome = _after_search(a, state.get("search", {}))
        if outcome is not None:
            return outcome
    if a.disclaimer:
        return {"next_node": CLICK_LINK}
    if a.grid:
        return {"status": GRID, "next_node": CAPTURE_COLUMNS, "status_history": [GRID]}
    if a.search:
        return {
            "status": SEARCH_PAGE_FOUND,
            "next_node": PERFORM_SEARCH,
            "status_history": [SEARCH_PAGE_FOUND],
        }
    if a.portal_link is not None:
        return {"next_node": CLICK_LINK}
    msg = "the page is neither a disclaimer, a search form nor a results grid"
    return {"status": FAILED, "message": msg, "status_history": [FAILED], "next_node": ""}


async def analyze(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    if state.get("status") == SEARCH_EXECUTED:
        await pageio.wait_for_results(page, GRID_WAIT_MS)
    a = analyze_html(await pageio.clean_html(page))
    line = decision_line(a)
    ctx.tracer.log(line)
    ctx.note(analysis=line)
    update = _decide(state, a)
    update["url"] = page.url
    return update


def _disclaimer_steps(a: Analysis) -> list[Step]:
    steps = [
        make_step("check", f"tick {c.get('label', 'the agreement box')!r}", selector_alternatives(c))
        for c in a.accept_checks
    ]
    target = a.accept_button if a.disclaimer else a.portal_link
    if target is not None:
        what = "accept the disclaimer" if a.disclaimer else "open the search"
        steps.append(make_step("click", f"{what}: {target.get('text', '')!r}", selector_alternatives(target)))
    return steps


async def click_link(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    a = analyze_html(await pageio.clean_html(page))
    steps = _disclaimer_steps(a)
    clicked = list(state.get("clicked_selectors", []))
    before = await pageio.signature(page)
    error = ""
    for step in steps:
        keys = [selector_key(s) for s in step["selectors"]]
        first = pick_selector(clicked, keys)
        preferred = keys.index(first) if first is not None else 0
        order = [preferred] + [i for i in range(len(keys)) if i != preferred]
        try:
            used = await pageio.perform(page, step, order)
        except ActionFailed as exc:
            error = str(exc)
            break
        step["active"] = used
        clicked.append(keys[used])
    changed = await pageio.wait_for_change(page, before, int(ctx.settings.action_timeout_s * 1000))
    attempts = 0 if changed else int(state.get("disclaimer_click_attempts", 0)) + 1
    ctx.note(clicked=clicked[-len(steps) :] if steps else [], page_changed=changed, error=error)
    update: Update = {
        "status": CLICK_EXECUTED,
        "status_history": [CLICK_EXECUTED],
        "clicked_selectors": clicked,
        "disclaimer_click_attempts": attempts,
        "attempt_count": int(state.get("attempt_count", 0)) + 1,
        "page_sig": await pageio.signature(page),
        "url": page.url,
        "script_error": error,
    }
    if changed and not error:
        update["recorded_steps"] = [*state.get("recorded_steps", []), *steps]
    return update


async def perform_search(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    a = analyze_html(await pageio.clean_html(page))
    steps, problem = match_fields(a, state.get("search", {}))
    if problem:
        return {"status": FAILED, "message": problem, "input_error": True, "status_history": [FAILED]}
    done: list[Step] = []
    for step in steps:
        try:
            step["active"] = await pageio.perform(
                page, step, list(range(len(step["selectors"]))), step.get("value")
            )
        except ActionFailed as exc:
            msg = f"the search could not be run: {exc}"
            return {"status": FAILED, "message": msg, "status_history": [FAILED], "script_error": str(exc)}
        done.append(step)
    ctx.note(search=[s["description"] for s in done])
    return {
        "status": SEARCH_EXECUTED,
        "status_history": [SEARCH_EXECUTED],
        "recorded_steps": [*state.get("recorded_steps", []), *done],
        "attempt_count": int(state.get("attempt_count", 0)) + 1,
        "url": page.url,
    }


async def capture_columns(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    a = analyze_html(await pageio.clean_html(page))
    captured = capture_grid(a)
    if captured is None:
        return {
            "status": FAILED,
            "message": "the results grid disappeared before it could be read",
            "status_history": [FAILED],
        }
    ctx.note(columns=captured.columns, expected_total=captured.oracle["expected_total"])
    return {
        "status": "COLUMNS_CAPTURED",
        "status_history": ["COLUMNS_CAPTURED"],
        "columns": captured.columns,
        "column_mapping": captured.column_mapping,
        "row_selector": captured.row_selector,
        "oracle": captured.oracle,
        "recorded_steps": [*state.get("recorded_steps", []), *captured.steps],
    }
