"""confirm: run, ask a person, pause for a person, or refuse.

An action the domain policy forbids is refused without asking. One that needs confirmation is put
to the person when ``interactive_prompts`` is on and an ``ask_user`` callback exists. With nobody to
ask it is refused (``on_confirm = "refuse"``, ``auto_confirm`` already let through what it allows),
or, with ``on_confirm = "pause"``, the run pauses (a LangGraph interrupt, see ``agent/waiting.py``)
until ``wayfinder approve`` or ``deny`` resumes it. A refusal by policy is not a crash and not a
terminal: the action is not executed, the element/action go to the avoid lists and the planner is told
why through ``last_error``. A person's "no" (``deny``, or no at the prompt) ends the run
``goal_failed`` with stop reason ``denied`` and the person's reason: the goal needed that step, and a
planner left to find another way would only ask the same question again (issue 30).

Nothing is written before the interrupt: a resumed node runs again from its start.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime
from langgraph.types import interrupt

from wayfinder.agent.context import AgentContext
from wayfinder.agent.loops import action_signature, describe_action
from wayfinder.agent.narration import narrate_refusal
from wayfinder.agent.state import AgentState, Avoid, action_of, avoid_of, current_url, decision_of, stopping
from wayfinder.agent.steps import step_no, write_step
from wayfinder.agent.waiting import confirm_request
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.safety.confirm import allow_hint, refusal_message, refusal_reason
from wayfinder.safety.confirm import describe_action as risk_words
from wayfinder.safety.models import SecurityDecision

YES = frozenset({"y", "yes", "ok", "sure", "confirm", "go", "do it"})


async def _ask_person(ctx: AgentContext, decision: SecurityDecision, what: str) -> bool | None:
    """True/False when a person answered, None when nobody can be asked."""
    if not (ctx.settings.interactive_prompts and ctx.ask_user is not None):
        return None
    reason = decision.reasons[0] if decision.reasons else decision.level
    answer = await ctx.ask_user(f"Allow {what}? It is {decision.level} risk ({reason}). [y/N]")
    return (answer or "").strip().lower() in YES


def _pause(
    ctx: AgentContext, state: AgentState, decision: SecurityDecision, action: dict[str, Any], what: str
) -> tuple[bool, str | None]:
    """Pause for a person (``on_confirm = "pause"``); their reply: (approved, reason)."""
    if f"{describe_action(action)} at {current_url(state)}" in avoid_of(state)["actions"]:
        return False, "a person denied this action before"
    obs = state.get("observation") or {}
    shot = obs.get("screenshot_path")
    screenshot = ctx.tracer.relative(str(shot)) if shot else None
    request = confirm_request(state, action, what, decision.level, decision.reasons, screenshot)
    reply = interrupt(ctx.secrets.mask_obj(request) if ctx.secrets else request)
    reply = reply if isinstance(reply, dict) else {}
    return bool(reply.get("approved")), reply.get("reason")


async def confirm(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    decision = decision_of(state)
    action = action_of(state)
    if decision is None or action is None:
        raise ValueError(
            "confirm needs the planned action and its safety verdict: planner and safety run first"
        )
    note: str | None = None
    if decision.allowed and not decision.requires_confirmation:
        decision = decision.model_copy(update={"confirmed": True, "confirmed_by": "auto"})
    elif decision.allowed:
        what = risk_words(action, decision.target)
        said = await _ask_person(ctx, decision, what)
        if said is None and ctx.settings.on_confirm == "pause":
            said, note = _pause(ctx, state, decision, action.model_dump(mode="json"), what)
        by = "user" if said is not None else "policy"
        decision = decision.model_copy(update={"confirmed": bool(said), "confirmed_by": by})
    data = decision.model_dump(mode="json")
    if decision.allowed and decision.confirmed:
        write_step(ctx, state, "confirm", started=started, safety=data, event=None)
        return {"security_decision": data}
    message = refusal_message(decision, action, ctx.settings)
    if note:
        message = f"{message} The person said: {note}"
    reason = refusal_reason(decision, action, ctx.settings)
    update = _refuse(ctx, state, decision, action.model_dump(mode="json"), (message, reason), started)
    if decision.confirmed_by == "user":
        update.update(denial_stop(risk_words(action, decision.target), note))
    return update


def denial_stop(what: str, reason: str | None) -> dict[str, Any]:
    """The stop of a run whose risky step a person denied: the action and their reason."""
    sentence = f"a person denied {what}" + (f": {reason}" if reason else "")
    return {
        "stop": stopping("denied", {"denied": what, "reason": reason, "sentence": sentence}),
    }


def _refuse(
    ctx: AgentContext,
    state: AgentState,
    decision: SecurityDecision,
    action: dict[str, Any],
    told: tuple[str, str],
    started: float,
) -> dict[str, Any]:
    """``told``: the sentence the planner is told, and the refusal's reason alone."""
    message, reason = told
    url = current_url(state)
    element_id = action.get("element_id")
    avoid = avoid_of(state)
    avoid_elements = list(avoid["elements"])
    if element_id is not None and element_id not in avoid_elements:
        avoid_elements.append(int(element_id))
    avoid_actions = list(avoid["actions"])
    described = f"{describe_action(action)} at {url}"
    if described not in avoid_actions:
        avoid_actions.append(described)
    hint = allow_hint(decision, ctx.settings)
    reason = decision.reasons[0] if decision.reasons else "not confirmed"
    ux = narrate_refusal(action, f"{reason} ({hint})" if hint else reason)
    write_step(
        ctx,
        state,
        "confirm",
        started=started,
        ux=ux,
        safety=decision.model_dump(mode="json"),
        event="refused",
    )
    item = HistoryEntry(
        step=step_no(state),
        action=action,
        signature=action_signature(action, url),
        url=url,
        ok=False,
        outcome=StepOutcome.REFUSED,
        refusal=reason,
        note=message,
        on_candidate=element_id in (state.get("candidate_elements") or []),
    )
    return {
        "security_decision": decision.model_dump(mode="json"),
        "exec_result": None,
        "avoid": Avoid(elements=avoid_elements, actions=avoid_actions),
        "last_error": message,
        "action_history": [item.model_dump(mode="json")],
        "ux_messages": [ux],
    }
