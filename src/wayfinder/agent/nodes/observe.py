"""observe: look at the active tab, keep tabs and events, detect loops.

Reuses the observation the progress node captured right after the action (``observation_fresh``)
when nothing switched tabs since (at the first step: the start page the early browser observed while
the agent was imported, ``agent/run_first.py``, when the page is unchanged); otherwise captures (settled for list goals). Records tab and
context events, the hashes and candidates, and sets the loop memory (``loop``: repeat/stagnation).
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.capture import summary_of, take_observation
from wayfinder.agent.checks import early_detail
from wayfinder.agent.context import AgentContext
from wayfinder.agent.loops import detect_loop
from wayfinder.agent.narration import narrate_observation
from wayfinder.agent.state import (
    AgentState,
    BrowserTabs,
    Hints,
    LoopMemory,
    Visits,
    history_of,
    observation_of,
    stopping,
    visits_of,
)
from wayfinder.agent.steps import step_no, write_step
from wayfinder.errors import BrowserGone, ConfigError
from wayfinder.observe.models import Observation
from wayfinder.observe.terms import goal_terms


async def _external_stop(ctx: AgentContext) -> str | None:
    if ctx.should_stop is None:
        return None
    reason = await ctx.should_stop()
    return f"external:{reason}" if reason else None


def _change_hint(
    tab_events: list[dict[str, Any]], context_events: list[dict[str, Any]], active_tab_id: int | None
) -> str:
    """Tell the planner about tabs that opened, recovery, and navigations the domain policy blocked.

    A tab whose first navigation was blocked is reported as blocked, not as a tab worth switching to;
    the tab already active (the run's first tab, a recovered one) is not news: the planner is on it.
    """
    blocked_tabs = {ev.get("tab_id") for ev in context_events if ev.get("kind") == "navigation_blocked"}
    quiet = blocked_tabs | {active_tab_id}
    notes = []
    for ev in tab_events:
        if ev.get("kind") == "opened" and ev.get("tab_id") not in quiet:
            notes.append(
                f"a new tab {ev.get('tab_id')} opened at {ev.get('url')}; use switch_tab to look at it"
            )
        elif ev.get("kind") in ("recovered", "closed", "crashed"):
            notes.append(f"tab {ev.get('tab_id')} {ev.get('kind')}: {ev.get('detail') or ev.get('url')}")
    for ev in context_events:
        if ev.get("kind") == "navigation_blocked":
            notes.append(f"a navigation to {ev.get('url')} was blocked: {ev.get('detail')}")
        elif ev.get("kind") == "dialog":
            notes.append(f"the page showed a dialog: {ev.get('detail')}")
    return "; ".join(notes)


async def _close_blocked_popups(
    ctx: AgentContext, tab_events: list[dict[str, Any]], context_events: list[dict[str, Any]]
) -> None:
    """Close tabs that opened during the last action only to be blocked: nothing there to look at."""
    opened = {ev.get("tab_id") for ev in tab_events if ev.get("kind") == "opened"}
    for ev in context_events:
        tab_id = ev.get("tab_id")
        if ev.get("kind") != "navigation_blocked" or not isinstance(tab_id, int):
            continue
        if tab_id in opened and tab_id != ctx.browser.active_tab_id:
            await ctx.browser.close_tab(tab_id)


def _masked_tabs(ctx: AgentContext) -> list[dict[str, Any]]:
    """The open tabs for state and planner; URLs can carry typed secrets (GET forms), so mask them."""
    tabs = [t.model_dump(mode="json") for t in ctx.browser.tabs()]
    if ctx.secrets is None:
        return tabs
    masked: list[dict[str, Any]] = ctx.secrets.mask_obj(tabs)
    return masked


async def _observation(
    ctx: AgentContext, state: AgentState, step: int, events: list[dict[str, Any]]
) -> tuple[Observation, bool]:
    # the early look's page and tabs were found unchanged as the graph began (agent/run_first.py); the
    # events at hand are the start's own (the first tab opened and activated before it was observed)
    first_look = bool(state.get("first_look_at")) and not state.get("recent_observations")
    moves = ("activated", "recovered", "closed", "crashed")
    tab_moved = not first_look and any(ev.get("kind") in moves for ev in events)
    obs = observation_of(state) if state.get("observation_fresh") and not tab_moved else None
    if obs is not None and obs.active_tab_id in (None, ctx.browser.active_tab_id):
        return obs, True
    return await take_observation(ctx, state, step), False


def _split_events(raw: list[Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    tabs: list[dict[str, Any]] = []
    contexts: list[dict[str, Any]] = []
    for ev in raw:
        data = ev.model_dump(mode="json")
        (
            contexts
            if data["kind"] in ("url_changed", "dom_changed", "navigation_blocked", "page_error", "dialog")
            else tabs
        ).append(data)
    return tabs, contexts


def _dead_end(ctx: AgentContext, state: AgentState, started: float) -> dict[str, Any]:
    reason = ctx.browser.dead_end or "the page cannot be used"
    write_step(ctx, state, "observe", started=started, error=reason)
    return {"stop": stopping("navigation_failed", {"error": reason}), "last_error": reason}


Looked = tuple[Observation, bool, list[dict[str, Any]], list[dict[str, Any]]]


async def _look(ctx: AgentContext, state: AgentState, step: int, started: float) -> Looked | dict[str, Any]:
    """The observation (with whether it was reused, and the tab and context events), or the update
    that stops the run: the browser is gone, it cannot go on (``dead_end``), the look failed."""
    try:
        await ctx.browser.ensure_page()
        if ctx.browser.dead_end:  # it froze twice, an error page persisted, a refresh loop: an honest end
            return _dead_end(ctx, state, started)
        tab_events, context_events = _split_events(ctx.browser.drain_events())
        await _close_blocked_popups(ctx, tab_events, context_events)
        obs, reused = await _observation(ctx, state, step, tab_events)
        if ctx.browser.dead_end:  # found while looking (a page that kept moving)
            return _dead_end(ctx, state, started)
    except BrowserGone as exc:  # ensure_page already recovers lost tabs: the whole browser is gone
        if ctx.browser.dead_end:  # or a page that crashed (froze) again after a fresh start
            return _dead_end(ctx, state, started)
        write_step(ctx, state, "observe", started=started, error=str(exc))
        return {"stop": stopping("browser_gone", {"error": str(exc)}), "last_error": str(exc)}
    except ConfigError:
        raise
    except Exception as exc:  # a page mid-navigation, a script error: look again once (error_retry)
        if ctx.browser.dead_end:
            return _dead_end(ctx, state, started)
        error = f"observe error: {type(exc).__name__}: {exc}"
        write_step(ctx, state, "observe", started=started, error=error)
        return {"stop": stopping("observe_error", {"error": error}), "last_error": error}
    return obs, reused, tab_events, context_events


async def observe(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    """Capture (or reuse) the observation and run loop detection."""
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    stop = await _external_stop(ctx)
    if stop:
        write_step(
            ctx,
            state,
            "observe",
            started=started,
            ux="The environment ended the episode",
            observe={"stop": stop},
        )
        return {"stop": stopping(stop, {"source": "should_stop"})}
    looked = await _look(ctx, state, step, started)
    if isinstance(looked, dict):
        return looked
    obs, reused, tab_events, context_events = looked
    first_look = state.get("first_look_at") if reused and not state.get("recent_observations") else None
    summary = summary_of(obs, step)
    window = [*(state.get("recent_observations") or []), summary]
    history = history_of(state)
    check = detect_loop(
        history,
        window[-ctx.settings.loop_window :],
        repeat_threshold=ctx.settings.repeat_threshold,
        stagnation_threshold=ctx.settings.stagnation_threshold,
    )
    obs_json = obs.model_dump(mode="json")
    artifact = ctx.tracer.write_artifact(step, "observe", obs_json)
    ux = narrate_observation(obs.page_type, obs.title, len(obs.elements))
    tabs = _masked_tabs(ctx)
    section = {
        "url": obs.url,
        "title": obs.title,
        "elements": len(obs.elements),
        "total_elements": obs.total_elements,
        "page_type": obs.page_type,
        "mapping_hash": obs.mapping_hash,
        "candidate_hash": obs.candidate_hash,
        "dom_hash": obs.dom_hash,
        "candidates": obs.candidates[:20],
        "tabs": tabs,
        "active_tab_id": ctx.browser.active_tab_id,
        "tab_events": tab_events,
        "context_events": context_events,
        "reused_post_action_capture": reused and not first_look,
        "timing": obs.timing.model_dump(mode="json"),
    }
    if first_look:  # the start page observed by the early browser while the agent was imported
        section["captured_early_at"] = first_look
    last = history[-1] if history else None
    early = early_detail(state, obs, last, goal_terms(str(state.get("goal", ""))))
    if early is not None:
        section["early_stop"] = early[1]
    loop = {"trigger": check.trigger, "repeat": check.repeat_count, "stagnation": check.stagnation_count}
    artifacts = {
        "observation": artifact,
        "screenshot": ctx.tracer.relative(obs.screenshot_path) if obs.screenshot_path else "",
    }
    write_step(
        ctx,
        state,
        "observe",
        started=started,
        url=obs.url,
        ux=ux,
        artifacts=artifacts,
        observe=section,
        loop=loop,
    )
    visited = list(visits_of(state)["urls"])
    if obs.url not in visited:
        visited.append(obs.url)
    update: dict[str, Any] = {
        "observation": obs_json,
        "observation_fresh": False,
        "recent_observations": [summary],
        "mapping_hash": obs.mapping_hash,
        "candidate_hash": obs.candidate_hash,
        "candidate_elements": list(obs.candidates),
        "page_type": obs.page_type,
        "browser": BrowserTabs(
            tabs=tabs,
            active_tab_id=ctx.browser.active_tab_id,
            tab_events=tab_events,
            context_events=context_events,
        ),
        "visits": Visits(urls=visited),
        "hints": Hints(change=_change_hint(tab_events, context_events, ctx.browser.active_tab_id)),
        "ux_messages": [ux],
    }
    if not reused:
        update["prev_observation"] = state.get("observation")
    if early is not None:
        update.update({"stop": stopping(early[0], early[1]), "answer": early[1]["answer"]})
    memory = LoopMemory(
        repeat_count=check.repeat_count,
        stagnation_count=check.stagnation_count,
        trigger=check.trigger,
        signature=check.signature,
        evidence={**check.evidence, "trigger": check.trigger} if check.trigger else {},
    )
    if check.trigger is None:
        memory["mitigated"] = False
    update["loop"] = memory
    return update
