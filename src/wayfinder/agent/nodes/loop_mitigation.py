"""loop_mitigation: before calling a loop a loop, look harder.

First (once per run, when ``conservative_observe``) a conservative re-observation with
``loop_retry_mapping_boost`` more elements; later a paged scan with ``mapping_boost`` while
``auto_scrolls_used < max_auto_scrolls``; after that only the hint. The repeated action goes to
the ``avoid`` group's actions and the planner is told through ``state_change_hint``.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.capture import scan_pages, take_observation
from wayfinder.agent.context import AgentContext
from wayfinder.agent.loops import describe_action
from wayfinder.agent.state import (
    AgentState,
    Avoid,
    Hints,
    LoopMemory,
    avoid_of,
    history_of,
    loop_of,
    stopping,
)
from wayfinder.agent.steps import step_no, write_step
from wayfinder.errors import BrowserGone, ConfigError
from wayfinder.observe.models import Observation


def _repeated_action(state: AgentState, loop: LoopMemory) -> str | None:
    if loop["trigger"] != "repeat" or not state.get("action_history"):
        return None
    last = history_of(state)[-1]
    return f"{describe_action(last.action)} at {last.url}"


async def _look_again(
    ctx: AgentContext, state: AgentState, loop: LoopMemory, step: int
) -> tuple[str, Observation | None]:
    settings = ctx.settings
    if settings.conservative_observe and not loop["probe_done"]:
        obs = await take_observation(
            ctx, state, step, boost=settings.loop_retry_mapping_boost, screenshot=False
        )
        return "conservative", obs
    if loop["auto_scrolls_used"] < settings.max_auto_scrolls:
        return "paged_scan", await scan_pages(ctx, state, step, boost=settings.mapping_boost)
    return "hint_only", None


async def loop_mitigation(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    loop = loop_of(state)
    try:
        mode, obs = await _look_again(ctx, state, loop, step)
    except BrowserGone as exc:
        write_step(ctx, state, "loop_mitigation", started=started, error=str(exc))
        return {"stop": stopping("browser_gone", {"error": str(exc)})}
    except ConfigError:
        raise
    except Exception as exc:
        error = f"observe error: {type(exc).__name__}: {exc}"
        write_step(ctx, state, "loop_mitigation", started=started, error=error)
        return {"stop": stopping("observe_error", {"error": error}), "last_error": error}
    repeated = _repeated_action(state, loop)
    avoid = list(avoid_of(state)["actions"])
    if repeated and repeated not in avoid:
        avoid.append(repeated)
    trigger = loop["trigger"]
    hint = f"Loop detected ({trigger}): the last actions did not change the page."
    if repeated:
        hint += f" Do not repeat {repeated}."
    if obs is not None:
        hint += f" Looked again ({mode}): {len(obs.elements)} elements now listed; try a different element or action."
    memory = LoopMemory(trigger=None, mitigated=True)
    if mode == "conservative":
        memory["probe_done"] = True
    if mode == "paged_scan":
        memory["auto_scrolls_used"] = loop["auto_scrolls_used"] + 1
    update: dict[str, Any] = {"loop": memory, "avoid": Avoid(actions=avoid), "hints": Hints(change=hint)}
    if obs is not None:
        update["observation"] = obs.model_dump(mode="json")
        update["candidate_elements"] = list(obs.candidates)
    ux = "Seems stuck; looking at the page more closely"
    section = {
        "trigger": trigger,
        "mode": mode,
        "evidence": loop["evidence"],
        "avoid_actions": avoid,
    }
    write_step(ctx, state, "loop_mitigation", started=started, ux=ux, loop=section)
    update["ux_messages"] = [ux]
    return update
