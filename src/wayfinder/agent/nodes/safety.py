"""safety: classify the planned action's risk (pure analysis in ``safety/risk.py``)."""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.actions.models import action_element_id, parse_action
from wayfinder.agent.context import AgentContext
from wayfinder.agent.state import AgentState
from wayfinder.agent.steps import write_step
from wayfinder.observe.models import Observation
from wayfinder.safety.risk import analyze_action


async def safety(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    result = state.get("planner_result") or {}
    action = parse_action(dict(result.get("action") or {}))
    observation = Observation.model_validate(state.get("observation") or {"url": ""})
    element_id = action_element_id(action)
    element = observation.element(element_id) if element_id is not None else None
    decision = analyze_action(action, element, observation, ctx.settings, goal=str(state.get("goal", "")))
    data = decision.model_dump(mode="json")
    ux = None
    if decision.level != "low" or not decision.allowed:
        ux = f"Risk {decision.level}: {decision.reasons[0] if decision.reasons else 'no reason given'}"
    write_step(ctx, state, "safety", started=started, ux=ux, safety=data)
    return {"security_decision": data}
