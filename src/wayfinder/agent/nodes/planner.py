"""planner: build the PlannerContext (pure) and ask the planner for one action, within a timeout.

PlannerError and timeouts become stop reasons that error_retry handles; a meta action outside
locate/verify is a planner error whose message names it and lists the allowed actions. A
configuration problem met during the run (the model endpoint refusing the key: PlannerAuthError, or
any ConfigError from the planner) ends the run at once as ``config_error``, through finalize like any
other end, so the trace, the exit code and the message tell one story.

Every request a planner sent is counted in the budget's ``planner_calls``, with its tokens, also when the call
failed (``PlannerError.account``); the failed call's attempt log goes into its planner artifact.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.context import AgentContext
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.narration import narrate_action
from wayfinder.agent.state import AgentState, Budget, budget_of, frame_of, stopping
from wayfinder.agent.steps import step_no, write_step
from wayfinder.errors import ConfigError, PlannerAuthError, PlannerError, PlannerTimeout, bad_value
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.context import build_planner_context

# Planners with their own deadline (the LLM planner) stop at planner_timeout_s with a precise message
# and their account; this grace keeps the node's own timeout a backstop for planners without one.
TIMEOUT_GRACE_S = 1.0


class _Failure:
    """Why a planner call produced no action, and what it cost."""

    def __init__(self, stop: str, error: str, account: dict[str, Any] | None = None) -> None:
        self.stop = stop
        self.error = error
        self.account = account or {}


async def _ask(ctx: AgentContext, pctx: PlannerContext) -> PlannerResult | _Failure:
    timeout = ctx.settings.planner_timeout_s
    started = time.monotonic()
    try:
        return await asyncio.wait_for(ctx.planner.plan(pctx), timeout=timeout + TIMEOUT_GRACE_S)
    except PlannerAuthError as exc:
        return _Failure("config_error", str(exc), exc.account)
    except ConfigError as exc:
        return _Failure("config_error", str(exc))
    except TimeoutError:
        elapsed = time.monotonic() - started
        error = (
            f"the planner did not answer within planner_timeout_s={timeout:g}s (stopped after {elapsed:.1f}s)"
        )
        return _Failure("planner_timeout", error)
    except PlannerTimeout as exc:
        return _Failure("planner_timeout", str(exc), exc.account)
    except PlannerError as exc:
        return _Failure("planner_error", f"planner error: {exc}", exc.account)
    except Exception as exc:  # a planner bug must not crash the run: it is a planner error
        return _Failure("planner_error", f"planner error: {type(exc).__name__}: {exc}")


def _usage(state: AgentState, requests: int, prompt: int, completion: int, cost_usd: float | None) -> Budget:
    """The run's counters plus one planner call: its requests, tokens and cost."""
    budget = budget_of(state)
    cost = budget["cost_usd"]
    if cost_usd is not None:
        cost = (cost or 0.0) + cost_usd
    return Budget(
        planner_calls=budget["planner_calls"] + requests,
        prompt_tokens=budget["prompt_tokens"] + prompt,
        completion_tokens=budget["completion_tokens"] + completion,
        cost_usd=cost,
    )


def _failure_usage(state: AgentState, failure: _Failure) -> Budget:
    account = failure.account
    return _usage(
        state,
        int(account.get("requests", 1)),  # a planner without an account made one call
        int(account.get("prompt_tokens", 0)),
        int(account.get("completion_tokens", 0)),
        account.get("cost_usd"),
    )


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
    return {"stop": stopping(reason, {"error": error, **(details or {})}), "last_error": error}


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


def _failed(
    ctx: AgentContext, state: AgentState, pctx: PlannerContext, failure: _Failure, started: float, step: int
) -> dict[str, Any]:
    """A call without an action: counted, its attempt log kept in the artifact, then a stop reason."""
    account = failure.account
    artifact = {"context": pctx.model_dump(mode="json"), "error": failure.error, "account": account}
    path = ctx.tracer.write_artifact(step, "planner", artifact)
    plan: dict[str, Any] = {"error": failure.error, "stop_reason": failure.stop}
    if account:
        plan["calls"] = account.get("requests")
        plan["usage"] = {k: account.get(k) for k in ("prompt_tokens", "completion_tokens", "cost_usd")}
    stopped = _stop(ctx, state, started, reason=failure.stop, error=failure.error, plan=plan, path=path)
    return {"budget": _failure_usage(state, failure), "planner_raw_path": path, **stopped}


def _gives_up(action: dict[str, Any]) -> bool:
    """A done that claims no success. The stage gate (meta actions only in locate/verify) keeps early
    claims of success out; a planner that says it cannot go on ("the cart is empty") claims nothing,
    so it may stop at any stage instead of being kept busy until the loop detector ends the run."""
    return action.get("type") == "done" and action.get("success") is False


async def planner(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    pctx = build_planner_context(state, frame_of(state))
    ctx.tracer.log(f"step {step} planner: asking {ctx.planner.name}")
    ctx.emit(AgentEvent(kind="planner_started", step=step, message=f"Step {step}: thinking…"))
    answer = await _ask(ctx, pctx)
    base: dict[str, Any] = {"exec_result": None, "security_decision": None}
    if isinstance(answer, _Failure):
        return {**base, **_failed(ctx, state, pctx, answer, started, step)}
    result = answer
    action = result.action.model_dump(mode="json")
    payload = {"context": pctx.model_dump(mode="json"), "result": result.model_dump(mode="json")}
    path = ctx.tracer.write_artifact(step, "planner", payload)
    section = _section(ctx, pctx, result, action)
    usage = result.usage
    spent = _usage(state, result.calls, usage.prompt_tokens, usage.completion_tokens, usage.cost_usd)
    update = {
        **base,
        "budget": spent,
        "planner_raw_path": path,
        "planner_memory": dict(result.memory),
    }
    if action["type"] not in pctx.allowed_actions and not _gives_up(action):
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
    spent["error_retries"] = 0  # a good plan: the next error may be retried again
    return {
        **update,
        "budget": spent,
        "planner_result": result.model_dump(mode="json"),
        "intent_text": intent,
        "intent_history": [intent],
        "last_error": None,
    }
