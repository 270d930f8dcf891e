"""planner: build the PlannerContext (pure) and ask the planner for one action, within a timeout.

PlannerError and timeouts become stop reasons that error_retry handles; a meta action outside
locate/verify is a planner error whose message names it and lists the allowed actions.
PlannerAuthError / ConfigError propagate: the run stops at once (CLI exit 64).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.context import AgentContext
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.narration import narrate_action
from wayfinder.agent.state import AgentState
from wayfinder.agent.steps import step_no, write_step
from wayfinder.errors import ConfigError, PlannerError, bad_value
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.context import build_planner_context


async def _ask(ctx: AgentContext, pctx: PlannerContext) -> tuple[PlannerResult | None, str | None, str]:
    """``(result, stop_reason, error)``; ConfigError (auth included) propagates."""
    timeout = ctx.settings.planner_timeout_s
    try:
        return await asyncio.wait_for(ctx.planner.plan(pctx), timeout=timeout), None, ""
    except ConfigError:
        raise
    except TimeoutError:
        return None, "planner_timeout", f"the planner did not answer within {timeout:g}s"
    except PlannerError as exc:
        return None, "planner_error", f"planner error: {exc}"
    except Exception as exc:  # a planner bug must not crash the run: it is a planner error
        return None, "planner_error", f"planner error: {type(exc).__name__}: {exc}"


def _usage(state: AgentState, result: PlannerResult) -> dict[str, Any]:
    cost = state.get("cost_usd")
    if result.usage.cost_usd is not None:
        cost = (cost or 0.0) + result.usage.cost_usd
    return {
        "prompt_tokens": int(state.get("prompt_tokens", 0)) + result.usage.prompt_tokens,
        "completion_tokens": int(state.get("completion_tokens", 0)) + result.usage.completion_tokens,
        "cost_usd": cost,
    }


def _element_of(pctx: PlannerContext, action: dict[str, Any]) -> dict[str, Any] | None:
    """The observed element the action targets (for the trace), when it has one."""
    element_id = action.get("element_id")
    element = pctx.observation.element(element_id) if isinstance(element_id, int) else None
    return element.model_dump(mode="json") if element else None


def _intent_of(pctx: PlannerContext, action: dict[str, Any]) -> str:
    """A sentence for people when the planner gave no intent: the narrated action."""
    element = _element_of(pctx, action)
    label = ""
    if element:
        label = (
            (element.get("aria") or {}).get("label")
            or element.get("text")
            or element.get("placeholder")
            or ""
        )
    return narrate_action(action, str(label))


def _stop(
    ctx: AgentContext,
    state: AgentState,
    started: float,
    *,
    reason: str | None,
    error: str,
    plan: dict[str, Any],
    path: str,
    intent: str | None = None,
    details: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Trace a planner step that ends in a stop reason (error_retry decides what happens next) and
    return the stop keys of the update; both failure paths share this so they cannot drift apart."""
    write_step(
        ctx,
        state,
        "planner",
        started=started,
        error=error,
        intent=intent,
        artifacts={"planner": path},
        plan=plan,
    )
    return {"stop_reason": reason, "stop_details": {"error": error, **(details or {})}, "last_error": error}


def _section(
    ctx: AgentContext, pctx: PlannerContext, result: PlannerResult, action: dict[str, Any]
) -> dict[str, Any]:
    """The ``plan`` section of the step record: what was asked for, at which stage, at what cost."""
    section = {
        "action": action,
        "intent": result.intent,
        "allowed_actions": pctx.allowed_actions,
        "stage": pctx.goal_stage,
        "calls": result.calls,
        "usage": result.usage.model_dump(mode="json"),
        "planner": ctx.planner.name,
    }
    target = _element_of(pctx, action)
    if target is not None:
        section["element"] = target
    return section


async def planner(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    pctx = build_planner_context(state)
    ctx.tracer.log(f"step {step} planner: asking {ctx.planner.name}")
    ctx.emit(AgentEvent(kind="planner_started", step=step, message=f"Step {step}: thinking…"))
    result, stop, error = await _ask(ctx, pctx)
    calls = int(state.get("planner_calls", 0)) + (result.calls if result else 1)
    base: dict[str, Any] = {"planner_calls": calls, "exec_result": None, "security_decision": None}
    if result is None:
        path = ctx.tracer.write_artifact(
            step, "planner", {"context": pctx.model_dump(mode="json"), "error": error}
        )
        plan = {"error": error, "stop_reason": stop}
        return {
            **base,
            "planner_raw_path": path,
            **_stop(ctx, state, started, reason=stop, error=error, plan=plan, path=path),
        }
    action = result.action.model_dump(mode="json")
    payload = {"context": pctx.model_dump(mode="json"), "result": result.model_dump(mode="json")}
    path = ctx.tracer.write_artifact(step, "planner", payload)
    section = _section(ctx, pctx, result, action)
    update = {
        **base,
        **_usage(state, result),
        "planner_raw_path": path,
        "planner_memory": dict(result.memory),
    }
    if action["type"] not in pctx.allowed_actions:
        error = bad_value(f"action at stage {pctx.goal_stage!r}:", action["type"], pctx.allowed_actions)
        section["error"] = error
        stopped = _stop(
            ctx,
            state,
            started,
            reason="disallowed_action",
            error=error,
            plan=section,
            path=path,
            intent=result.intent,
            details={"action": action},
        )
        return {**update, **stopped}
    intent = result.intent or _intent_of(pctx, action)
    write_step(
        ctx,
        state,
        "planner",
        started=started,
        ux=intent,
        intent=intent,
        artifacts={"planner": path},
        plan=section,
        event="intent",
    )
    return {
        **update,
        "planner_result": result.model_dump(mode="json"),
        "intent_text": intent,
        "intent_history": [intent],
        "last_error": None,
        "error_retries": 0,
    }
