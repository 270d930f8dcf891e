"""safety: classify the planned action's risk (pure analysis in ``safety/risk.py``).

An action the domain policy refuses is refused by the confirm node and the planner is told why. When
the planner asks for the same refused action again, the run ends with the refusal as its reason
(``policy_refused``) instead of looping until the loop detector calls it stuck."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.actions.models import action_element_id
from wayfinder.agent.context import AgentContext
from wayfinder.agent.loops import action_signature
from wayfinder.agent.state import AgentState, action_of, current_url, history_of, observation_of, stopping
from wayfinder.agent.steps import write_step
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry, StepOutcome
from wayfinder.safety.confirm import allow_hint, describe_action
from wayfinder.safety.risk import analyze_action


async def safety(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    action = action_of(state)
    if action is None:
        raise ValueError("safety needs the planner's action: the planner node must run first")
    observation = observation_of(state) or Observation(url="")
    history = history_of(state)
    url = current_url(state)
    element_id = action_element_id(action)
    element = observation.element(element_id) if element_id is not None else None
    goal = str(state.get("goal", ""))
    refused = _refused_fields(history, url)
    decision = analyze_action(action, element, observation, ctx.settings, goal=goal, refused=refused)
    data = decision.model_dump(mode="json")
    ux = None
    if decision.level != "low" or not decision.allowed:
        ux = f"Risk {decision.level}: {decision.reasons[0] if decision.reasons else 'no reason given'}"
    write_step(ctx, state, "safety", started=started, ux=ux, safety=data)
    update: dict[str, Any] = {"security_decision": data}
    if not decision.allowed and _refused_before(history, url, action.model_dump(mode="json")):
        reason = decision.reasons[0] if decision.reasons else "the domain policy refuses it"
        what = describe_action(action, decision.target)
        hint = allow_hint(decision, ctx.settings)
        error = f"{what} is refused by the domain policy ({reason})" + (f"; {hint}" if hint else "")
        update["stop"] = stopping("policy_refused", {"error": error})
    return update


def _refused(entry: HistoryEntry) -> bool:
    return entry.outcome is StepOutcome.REFUSED


def _refused_before(history: Sequence[HistoryEntry], url: str, action: dict[str, Any]) -> bool:
    """Whether this very action (same signature at the same URL) was refused earlier in the run."""
    signature = action_signature(action, url)
    return any(entry.signature == signature and _refused(entry) for entry in history)


def _refused_fields(history: Sequence[HistoryEntry], url: str) -> set[int]:
    """Fields whose typing safety refused on the current page (a submit of their form would leave
    them out)."""
    return {
        entry.element_id
        for entry in history
        if _refused(entry)
        and entry.url == url
        and entry.type in ("type", "select_option")
        and entry.element_id is not None
    }
