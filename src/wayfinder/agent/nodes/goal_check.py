"""goal_check: promote the stage (monotonic), detect artifacts, and end the run when it should.

Terminal checks, in order: loop_stuck (frozen world after mitigation), budgets (max_steps,
max_planner_calls, max_no_progress_steps), insufficient knowledge (an early stage that did not
advance within its budget), a confirmed artifact (a finished download for a download goal).
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.checks import artifact, budget_stop, knowledge_stop, loop_stop, stage_signals
from wayfinder.agent.context import AgentContext
from wayfinder.agent.stages import promote, target_stage
from wayfinder.agent.state import AgentState
from wayfinder.agent.steps import write_step
from wayfinder.observe.terms import goal_terms


async def goal_check(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    current = str(state.get("goal_stage") or "orient")
    signals = stage_signals(state, goal_terms(str(state.get("goal", ""))))
    stage = promote(current, target_stage(str(state.get("goal_kind") or "object"), signals))
    since = int(state.get("stage_since_step", 0)) if stage == current else int(state.get("step", 0))
    downloads = [d.model_dump(mode="json") for d in ctx.browser.downloads]
    art_type, confirmed = artifact(state, downloads)
    stop = (
        loop_stop(state)
        or budget_stop(state, ctx.settings)
        or knowledge_stop(state, stage, since, ctx.settings)
    )
    if stop is None and confirmed:
        stop = ("artifact_confirmed", {"artifact": art_type, "downloads": [d.get("path") for d in downloads]})
    update: dict[str, Any] = {
        "goal_stage": stage,
        "stage_since_step": since,
        "artifact_detected": art_type is not None,
        "artifact_type": art_type,
    }
    if stage != current:
        update["ux_messages"] = [f"Now at the {stage} stage"]
    if stop is None and state.get("loop_trigger") and state.get("loop_mitigated"):
        # looping again, but the world moves: mitigate again next time it fires
        update.update({"loop_trigger": None, "loop_mitigated": False})
    section: dict[str, Any] = {
        "stage_before": current,
        "stage": stage,
        "signals": signals.__dict__,
        "artifact": art_type,
    }
    if stop is not None:
        update["stop_reason"], update["stop_details"] = stop
        section["stop_reason"], section["stop_details"] = stop
    ux = update.get("ux_messages", [None])[0]
    write_step(ctx, state, "goal_check", started=started, ux=ux, progress=section)
    return update
