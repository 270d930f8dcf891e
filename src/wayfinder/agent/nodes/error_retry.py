"""error_retry: one retry after a planner error, timeout, disallowed action or execute error.

With ``budget.error_retries < 1`` the stop reason is cleared and the loop re-enters observe (the planner
sees ``last_error``); a second consecutive error keeps the stop reason and the run ends. A
successful planner call resets the count, so the limit is on consecutive errors.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.context import AgentContext
from wayfinder.agent.state import AgentState, Budget, budget_of, stop_reason_of, stopping
from wayfinder.agent.steps import write_step

MAX_RETRIES = 1


async def error_retry(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    retries = budget_of(state)["error_retries"]
    reason = stop_reason_of(state)
    error = state.get("last_error") or reason
    if retries < MAX_RETRIES:
        ux = f"Something went wrong ({error}); trying once more"
        write_step(
            ctx, state, "error_retry", started=started, ux=ux, loop={"retry": retries + 1, "reason": reason}
        )
        return {
            "stop": stopping(None),
            "budget": Budget(error_retries=retries + 1),
            "ux_messages": [ux],
        }
    ux = f"Giving up after a repeated error: {error}"
    write_step(ctx, state, "error_retry", started=started, ux=ux, loop={"retry": None, "reason": reason})
    return {"budget": Budget(error_retries=retries + 1), "ux_messages": [ux]}
