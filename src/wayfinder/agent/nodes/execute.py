"""execute: carry the action out (``actions/executor.py`` with its fallback chain) and remember it.

done and ask_user are handled here without the executor: done sets the answer and the stop reason,
ask_user sets ``pending_question``. For other actions: history (signature, effect, tier), visited
elements, fail counts (an element failing ``max_attempts_per_element`` times goes to the avoid
list), the state change, and the exec artifact. An exception from the executor (it never raises for
ordinary action failures) is an ``execute_error`` routed to error_retry.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.actions.executor import execute as run_action
from wayfinder.actions.models import Action, ExecResult
from wayfinder.agent.capture import take_observation
from wayfinder.agent.context import AgentContext
from wayfinder.agent.loops import action_signature
from wayfinder.agent.narration import narrate_action, narrate_exec
from wayfinder.agent.restore import recorded_result
from wayfinder.agent.screens import mask_screenshot
from wayfinder.agent.state import (
    AgentState,
    Avoid,
    Hints,
    Progress,
    Visits,
    action_of,
    avoid_of,
    current_url,
    observation_of,
    stopping,
    visits_of,
)
from wayfinder.agent.steps import step_no, write_step
from wayfinder.browser.guard import LOOP_PREFIX
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.safety.confirm import domain_hint


def _meta(ctx: AgentContext, state: AgentState, action: Action, started: float) -> dict[str, Any]:
    data = action.model_dump(mode="json")
    if data["type"] == "done":
        reason = "done_success" if data.get("success", True) else "done_failure"
        ux = narrate_action(data)
        write_step(ctx, state, "execute", started=started, ux=ux, exec={"action": data, "meta": True})
        answer = data.get("answer")
        return {
            "stop": stopping(reason, {"answer": answer}),
            "answer": answer,
            "step": step_no(state),  # finishing is a step too
            "ux_messages": [ux],
        }
    question = str(data.get("question", ""))
    ux = narrate_action(data)
    write_step(
        ctx, state, "execute", started=started, ux=ux, exec={"action": data, "meta": True}, event="question"
    )
    return {"pending_question": question, "ux_messages": [ux]}


def _outcome(result: ExecResult) -> StepOutcome:
    if not result.ok:
        return StepOutcome.FAILED
    return StepOutcome.NO_EFFECT if result.no_effect else StepOutcome.DONE


def _history_item(state: AgentState, result: ExecResult, label: str) -> dict[str, Any]:
    url = current_url(state)
    element_id = result.element_id if result.element_id is not None else result.action.get("element_id")
    note = result.error or result.note or ""
    if result.ok and result.tier and result.tier != "normal":
        note = (note + f" (fallback tier {result.tier})").strip()
    if result.ok and result.no_effect:  # planners must not read a click that changed nothing as progress
        note = (note + " no effect: the page did not change").strip()
    entry = HistoryEntry(
        step=step_no(state),
        action=result.action,
        signature=action_signature(result.action, url),
        url=url,
        ok=result.ok,
        outcome=_outcome(result),
        note=note,
        element_text=label,
        on_candidate=element_id is not None and element_id in (state.get("candidate_elements") or []),
        url_changed=result.url_changed,
        dom_changed=result.dom_changed,
        tier=result.tier,
    )
    return entry.model_dump(mode="json")


def _masked_shot(result: ExecResult, observation: Observation, *, full_page: bool) -> ExecResult:
    """The screenshot action's file with the secret fields of the page it showed filled (the observation
    it acted on: a screenshot does not change the page). A file that could not be masked is not kept."""
    path = Path(str(result.screenshot_path))
    try:
        mask_screenshot(path, observation, full_page=full_page)
    except Exception as exc:  # an unreadable image: no file rather than one that may show a secret
        path.unlink(missing_ok=True)
        note = f"{result.note} the screenshot could not be masked ({type(exc).__name__}), so it was not kept"
        return result.model_copy(update={"screenshot_path": None, "note": note.strip()})
    return result


def _bookkeeping(ctx: AgentContext, state: AgentState, result: ExecResult) -> dict[str, Any]:
    """Visited elements, fail counts and the avoid list after one executed action."""
    element_id = result.element_id if result.element_id is not None else result.action.get("element_id")
    visits = visits_of(state)
    visited, fails = list(visits["elements"]), dict(visits["exec_fail_counts"])
    avoid = list(avoid_of(state)["elements"])
    if element_id is not None:
        if result.ok and element_id not in visited:
            visited.append(int(element_id))
        if not result.ok:
            fails[str(element_id)] = fails.get(str(element_id), 0) + 1
            if fails[str(element_id)] >= ctx.settings.max_attempts_per_element and element_id not in avoid:
                avoid.append(int(element_id))
    return {"visits": Visits(elements=visited, exec_fail_counts=fails), "avoid": Avoid(elements=avoid)}


async def execute(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    action = action_of(state)
    if action is None:
        raise ValueError("execute needs the planner's action: the planner node must run first")
    if action.type in ("done", "ask_user"):
        return _meta(ctx, state, action, started)
    observation = observation_of(state) or Observation(url="")
    element_id = getattr(action, "element_id", None)
    element = observation.element(element_id) if element_id is not None else None
    label = element.label if element is not None else ""

    async def recapture() -> Observation:
        return await take_observation(ctx, state, step, screenshot=False)

    ux = narrate_action(action.model_dump(mode="json"), label)
    recorded = recorded_result(ctx.run_dir, state)  # done before the process died: not done again
    try:
        result = recorded or await run_action(
            action,
            ctx.browser,
            observation,
            ctx.settings,
            recapture=recapture,
            secrets=ctx.secrets.as_mapping() if ctx.secrets else None,
            screenshot_path=ctx.tracer.screenshot_path(step, "_action"),
        )
    except Exception as exc:  # the executor reports action failures in ExecResult; this is a crash
        error = f"execute error: {type(exc).__name__}: {exc}"
        write_step(
            ctx,
            state,
            "execute",
            started=started,
            ux=ux,
            error=error,
            exec={"action": action.model_dump(mode="json")},
        )
        return {"stop": stopping("execute_error", {"error": error}), "last_error": error}
    if result.screenshot_path:  # a screenshot action's own file: secret fields filled, as in every shot
        result = _masked_shot(result, observation, full_page=bool(getattr(action, "full_page", False)))
    data = result.model_dump(mode="json")
    written = time.perf_counter()
    path = ctx.tracer.write_artifact(step, "exec", data)
    data["phases"] = {**data["phases"], "artifacts": round((time.perf_counter() - written) * 1000, 2)}
    artifacts = {"exec": path}
    if result.screenshot_path:
        artifacts["screenshot"] = ctx.tracer.relative(result.screenshot_path)
    outcome = narrate_exec(result.ok, result.tier, result.error)
    for dialog in result.dialogs:  # a confirm the page raised is part of what happened
        outcome += f"; the page asked: {dialog}"
    write_step(
        ctx,
        state,
        "execute",
        started=started,
        ux=f"{ux}: {outcome}",
        error=result.error if not result.ok else None,
        artifacts=artifacts,
        exec=data,
        event="action",
        data={"ok": result.ok},
    )
    update: dict[str, Any] = {
        "exec_result": data,
        "exec_result_path": path,
        "action_history": [_history_item(state, result, label)],
        "progress": Progress(
            url_changed=result.url_changed, dom_changed=result.dom_changed, no_effect=result.no_effect
        ),
        "ux_messages": [f"{ux}: {outcome}"],
        **_bookkeeping(ctx, state, result),
    }
    if state.get("recorded_exec"):
        update["recorded_exec"] = None
    if not result.ok:
        update["last_error"] = f"{action.type} failed: {result.error}"
    if result.blocked:  # the action's whole point was to go there: retrying cannot help
        loop = LOOP_PREFIX in result.blocked
        hint = "" if loop else domain_hint(result.blocked)
        update["stop"] = stopping(
            "navigation_failed" if loop else "policy_refused",
            {"error": result.blocked + (f"; {hint}" if hint else "")},
        )
    if result.new_tab_id is not None:
        update["hints"] = Hints(
            change=f"the action opened tab {result.new_tab_id}; use switch_tab to look at it"
        )
    return update
