"""Walk nodes: navigate, analyze, click_link (disclaimer or portal link), perform_search,
capture_columns. Each is ``async def node(state, runtime) -> dict`` returning only what changed."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from langgraph.runtime import Runtime
from playwright.async_api import Page

from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.portal import breakers, pageio
from wayfinder.portal.analyze import Analysis, analyze_html, decision_line
from wayfinder.portal.breakers import pick_selector
from wayfinder.portal.capture import capture_grid, submit_ways
from wayfinder.portal.model_analyze import ask_model, compare, model_enabled
from wayfinder.portal.routes import CAPTURE_COLUMNS, CLICK_LINK, ESCALATE, PERFORM_SEARCH
from wayfinder.portal.searchcheck import search_filtered, shows_searched, snapshot
from wayfinder.portal.state import (
    CLICK_EXECUTED,
    DONE,
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
    wanted = _wanted(search)
    if a.too_many is not None:
        msg = (
            f"the portal refused the search {wanted}: {a.too_many_text} Narrow it with more --search fields."
        )
        return {"status": FAILED, "message": msg, "status_history": [FAILED]}
    if a.no_results and not a.grid:
        return _found_nothing(a, wanted)
    if not a.grid:
        msg = f"the search {wanted} showed neither a results grid nor a results message"
        return {"status": FAILED, "message": msg, "status_history": [FAILED]}
    return None


def _found_nothing(a: Analysis, wanted: str) -> Update:
    """An empty result is an answer: DONE with 0 rows, when the page says so or states a total of 0.
    No script is written: the results grid was never shown, and a script is learned from one."""
    said = f" (the page says {a.no_results_text!r})" if a.no_results_text else ""
    message = (
        f"the portal found no records for {wanted}{said}; 0 rows. No script was written: run again with "
        "a search that finds records, so the results grid can be learned"
    )
    return {
        "status": DONE,
        "message": message,
        "status_history": [DONE],
        "rows": 0,
        "rows_written": 0,
        "no_records": True,
        "stated": {"rows": 0, "approximate": False, "text": a.no_results_text},
    }


def _wanted(search: dict[str, str]) -> str:
    return ", ".join(f"{k}={v}" for k, v in search.items()) or "(empty search)"


def _escalate(reason: str) -> Update:
    return {"escalation": reason, "next_node": ESCALATE}


def _checked(state: PortalState, a: Analysis) -> Update:
    """After a search: a grid that the search filtered goes to capture; otherwise the next way of
    submitting is tried, and after the last one a person is asked."""
    search = state.get("search", {})
    outcome = _after_search(a, search)
    if outcome is not None:
        return outcome
    if a.no_results and not shows_searched(a, search):  # "No records found" over a table of something
        return _found_nothing(a, _wanted(search))  # else ("Recent filings"): the search found nothing
    ok, why = search_filtered(state.get("before_search", {}), a, search)
    if ok:
        return {
            "status": GRID,
            "next_node": CAPTURE_COLUMNS,
            "status_history": [GRID],
            "search_applied": True,
            "search_check": why,
        }
    tries = int(state.get("search_tries", 0)) + 1
    if tries < len(submit_ways(a)):
        return {"search_tries": tries, "next_node": PERFORM_SEARCH, "search_check": why}
    tried = ", ".join(submit_ways(a)) or "no way"
    return {**_escalate(f"the search {_wanted(search)} did not filter the grid: {why}; tried: {tried}")}


def _decide(state: PortalState, a: Analysis) -> Update:
    if state.get("status") == SEARCH_EXECUTED:
        return _checked(state, a)
    if a.disclaimer:
        return {"next_node": CLICK_LINK}
    wanted = {k: v for k, v in state.get("search", {}).items()}
    if not state.get("search_applied") and not (a.grid and not any(v.strip() for v in wanted.values())):
        if a.search:  # always search, even when a grid is already on the page
            return {
                "status": SEARCH_PAGE_FOUND,
                "next_node": PERFORM_SEARCH,
                "status_history": [SEARCH_PAGE_FOUND],
                "before_search": snapshot(a),
            }
        if a.portal_link is not None:
            return {"next_node": CLICK_LINK}
        if a.grid and wanted:
            return _escalate(
                f"the page shows a results grid but no search form to apply {_wanted(wanted)}; "
                "searching it by hand (or another start URL) is needed"
            )
    if a.grid:
        return {"status": GRID, "next_node": CAPTURE_COLUMNS, "status_history": [GRID]}
    msg = "not a portal: the page has no disclaimer, no search form and no results grid"
    return {"status": FAILED, "message": msg, "status_history": [FAILED], "next_node": ""}


async def _results_in_frame(page: Page, a: Analysis, wanted: list[str]) -> tuple[Analysis, str]:
    """Results loaded into an iframe: the frame's analysis and its URL path (the script's hint)."""
    if a.grid or a.no_results or a.too_many is not None or len(page.frames) < 2:
        return a, ""
    for url, doc in await pageio.frame_documents(page):
        framed = analyze_html(doc, wanted)
        if framed.grid or framed.no_results or framed.too_many is not None:
            return framed, urlsplit(url).path
    return a, ""


async def analyze(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    wanted = list(state.get("search", {}))
    frame = ""
    if state.get("status") == SEARCH_EXECUTED:
        await pageio.wait_for_results(page, GRID_WAIT_MS)
    html = await pageio.clean_html(page)
    a = analyze_html(html, wanted)
    if state.get("status") == SEARCH_EXECUTED:
        a, frame = await _results_in_frame(page, a, wanted)
    line = decision_line(a) + (f" [in the frame {frame}]" if frame else "")
    ctx.tracer.log(line)
    update = _decide(state, a)
    if frame:
        update["grid_frame"] = frame
    if model_enabled(ctx.settings) and not frame:
        verdict, error, account = await ask_model(html, ctx.settings)
        record = {**compare(a, verdict, error, account), "url": page.url}
        ctx.tracer.log(f"[Analyze] model: {record.get('model')} (heuristics: {record['heuristic']})")
        ctx.note(model=record)
        update["model_verdicts"] = [*state.get("model_verdicts", []), record]
    if a.stated is not None:
        update["stated"] = a.stated.to_dict()
    ctx.note(analysis=line, next=update.get("next_node", ""), search_check=update.pop("search_check", ""))
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
        first = pick_selector(clicked, keys, breakers.limits_of(state)["same_selector"])
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


async def capture_columns(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    page = await ctx.runtime.ensure_page()
    frame = state.get("grid_frame", "")
    a = analyze_html(await pageio.clean_html(page, frame), list(state.get("search", {})))
    framed = pageio.find_frame(page, frame) if frame else None
    captured = capture_grid(a, framed.url if framed is not None else page.url)
    if captured is not None and frame:
        captured.grid_spec["grid_frame"] = frame
    if captured is None:
        return {
            "status": FAILED,
            "message": "the results grid disappeared before it could be read",
            "status_history": [FAILED],
        }
    ctx.note(
        columns=captured.columns,
        link_columns=captured.link_columns,
        control_columns=captured.control_columns,
        expected_total=captured.oracle["expected_total"],
        sample_rows=captured.oracle["first_rows"],
    )
    return {
        "status": "COLUMNS_CAPTURED",
        "status_history": ["COLUMNS_CAPTURED"],
        "columns": captured.columns,
        "link_columns": captured.link_columns,
        "grid_spec": captured.grid_spec,
        "control_columns": captured.control_columns,
        "column_mapping": captured.column_mapping,
        "row_selector": captured.row_selector,
        "oracle": captured.oracle,
        "recorded_steps": [*state.get("recorded_steps", []), *captured.steps],
    }
