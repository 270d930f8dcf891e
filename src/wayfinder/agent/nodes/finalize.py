"""finalize: the one place a run's terminal reason is set (through ``normalize_terminal``)."""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.context import AgentContext
from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.state import AgentState, Stage
from wayfinder.agent.steps import write_step
from wayfinder.agent.terminals import normalize_terminal


async def finalize(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    out = normalize_terminal(state)
    ux = narrate_terminal(out["terminal_reason"], out["terminal_evidence"], state.get("answer"))
    step = max(1, int(state.get("step", 0)))
    write_step(
        ctx, state, "finalize", started=started, ux=ux, terminal=out, event="terminal", step=step, data=out
    )
    update: dict[str, Any] = {**out, "ux_messages": [ux]}
    if out["terminal_reason"] == "goal_satisfied":
        update["stage"] = Stage(name="done")
    return update
