"""The portal workflow's LangGraph ``StateGraph``.

START -> navigate -> analyze -> click_link -> analyze ... (disclaimer / portal link)
                            -> perform_search -> analyze (results) -> capture_columns
      -> generate_script -> test_script -> [fix_script -> test_script]* -> http_script -> END
(http_script writes an HTTP-only script and keeps it only when it writes the browser script's rows)
breakers -> escalate (NEEDS_HUMAN_REVIEW) -> END

Every node is wrapped so that, after it, the merged state is written to ``state/portal_state.json``
(what ``wayfinder portal debug`` reads), a StepRecord goes to the trace, and the status hook runs.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime

from wayfinder.portal import nodes_script as ns
from wayfinder.portal import nodes_search as nsearch
from wayfinder.portal import nodes_walk as nw
from wayfinder.portal import pageio
from wayfinder.portal import routes as r
from wayfinder.portal.state import PortalContext, PortalState
from wayfinder.trace.records import StepRecord


class Node(Protocol):
    """A portal node: ``async def node(state, runtime) -> dict`` (LangGraph passes runtime by name)."""

    def __call__(
        self, state: PortalState, *, runtime: Runtime[PortalContext]
    ) -> Awaitable[dict[str, Any]]: ...


NODES: dict[str, Node] = {
    r.NAVIGATE: nw.navigate,
    r.ANALYZE: nw.analyze,
    r.CLICK_LINK: nw.click_link,
    r.PERFORM_SEARCH: nsearch.perform_search,
    r.CAPTURE_COLUMNS: nw.capture_columns,
    r.GENERATE_SCRIPT: ns.generate_script,
    r.TEST_SCRIPT: ns.test_script,
    r.FIX_SCRIPT: ns.fix_script,
    r.HTTP_SCRIPT: ns.http_script,
    r.ESCALATE: ns.escalate,
}

ROUTERS: dict[str, tuple[Callable[[Any], str], list[str]]] = {
    r.NAVIGATE: (r.after_navigate, [r.ANALYZE, END]),
    r.ANALYZE: (r.after_analyze, [*r.WALK_TARGETS, r.ESCALATE, END]),
    r.CLICK_LINK: (r.after_action, [r.ANALYZE, r.ESCALATE, END]),
    r.PERFORM_SEARCH: (r.after_action, [r.ANALYZE, r.ESCALATE, END]),
    r.CAPTURE_COLUMNS: (r.after_capture, [r.GENERATE_SCRIPT, END]),
    r.GENERATE_SCRIPT: (r.after_generate, [r.TEST_SCRIPT, END]),
    r.TEST_SCRIPT: (r.after_test, [r.FIX_SCRIPT, r.HTTP_SCRIPT, r.ESCALATE, END]),
    r.FIX_SCRIPT: (r.after_fix, [r.TEST_SCRIPT, END]),
}

STATE_FILE = "portal_state.json"


def save_state(ctx: PortalContext, state: dict[str, Any]) -> None:
    path = ctx.run_dir.state_dir / STATE_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(ctx.tracer.mask(json.dumps(state, indent=2, default=str)), encoding="utf-8")
    tmp.replace(path)


PAGE_NODES = {r.NAVIGATE, r.ANALYZE, r.CLICK_LINK, r.PERFORM_SEARCH, r.CAPTURE_COLUMNS}


async def _screenshot(ctx: PortalContext, name: str, step: int) -> dict[str, str]:
    """The page after a walk step, for the report (a step without a page, or a failed shot, has none)."""
    if name not in PAGE_NODES:
        return {}
    try:
        page = await ctx.runtime.ensure_page()
    except Exception:  # the browser is gone: the step record says why elsewhere
        return {}
    path = ctx.run_dir.screenshot_path(step)
    shot = await pageio.screenshot(page, path, ctx.tracer.mask)
    return {"screenshot": ctx.run_dir.relative(path)} if shot else {}


def traced(name: str, node: Node) -> Node:
    """Run ``node`` and record it: state file, StepRecord, status hook."""

    async def wrapper(state: PortalState, *, runtime: Runtime[PortalContext]) -> dict[str, Any]:
        ctx = runtime.context
        ctx.notes.clear()
        started = time.time()
        error: str | None = None
        try:
            update = await node(state, runtime=runtime)
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            update = {"status": "FAILED", "message": f"{name} failed: {error}", "status_history": ["FAILED"]}
        merged: dict[str, Any] = {**state, **update}
        merged["status_history"] = [*state.get("status_history", []), *update.get("status_history", [])]
        save_state(ctx, merged)
        ctx.step_counter[0] += 1
        artifacts = await _screenshot(ctx, name, ctx.step_counter[0])
        ctx.tracer.record(
            StepRecord(
                session_id=ctx.tracer.session_id,
                step=ctx.step_counter[0],
                node=name,
                ts=started,
                duration_ms=(time.time() - started) * 1000,
                url=str(merged.get("url", "")),
                ux_message=f"{name}: {merged.get('status')}"
                + (f" - {update['message']}" if update.get("message") else ""),
                exec={"status": merged.get("status"), **ctx.notes},
                error=error or (str(update.get("script_error")) if update.get("script_error") else None),
                artifacts=artifacts,
            )
        )
        if ctx.on_status is not None:
            ctx.on_status(name, merged)
        return update

    return wrapper


def build_graph() -> StateGraph[PortalState, PortalContext, PortalState, PortalState]:
    graph: StateGraph[PortalState, PortalContext, PortalState, PortalState] = StateGraph(
        PortalState, context_schema=PortalContext
    )
    for name, node in NODES.items():
        graph.add_node(name, traced(name, node))
    graph.add_edge(START, r.NAVIGATE)
    for name, (router, targets) in ROUTERS.items():
        graph.add_conditional_edges(name, router, targets)
    graph.add_edge(r.ESCALATE, END)
    graph.add_edge(r.HTTP_SCRIPT, END)
    return graph


def compile_graph() -> CompiledStateGraph[PortalState, PortalContext, PortalState, PortalState]:
    return build_graph().compile()
