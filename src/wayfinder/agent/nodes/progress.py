"""progress: look at the page after the action, score the step, count, and maybe finish early.

The post-action observation is captured here (and reused by the next observe, so a step costs one
capture). Refused actions are not executed, so nothing is captured: they score zero and count as a
step without progress. ``auto_done`` finishes only late (locate/verify) and only when enabled.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.capture import take_observation
from wayfinder.agent.context import AgentContext
from wayfinder.agent.progress import PageFacts, ProgressScore, facts_of, score_progress
from wayfinder.agent.stages import meta_allowed
from wayfinder.agent.state import (
    AgentState,
    Budget,
    Progress,
    budget_of,
    exec_of,
    history_of,
    loop_of,
    observation_of,
    stage_of,
    stopping,
)
from wayfinder.agent.steps import step_no, write_step
from wayfinder.browser.timing import PhaseTimer
from wayfinder.errors import ConfigError
from wayfinder.observe.models import Timing
from wayfinder.observe.terms import goal_terms


def _capture_phases(timer: PhaseTimer, timing: Timing) -> None:
    """Split the capture into the script, the screenshot and the wait for a listing to fill in."""
    timer.add("capture.script", timing.script_ms)
    timer.add("capture.screenshot", timing.screenshot_ms)
    if timing.settle_ms:
        timer.add("capture.settle", timing.settle_ms, page=True)


def _target_label(state: AgentState) -> str:
    history = history_of(state)
    return history[-1].element_text if history else ""


async def progress(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    step = step_no(state)
    exec_result = exec_of(state)
    update: dict[str, Any] = {}
    timer = PhaseTimer()
    if exec_result is None:
        score = ProgressScore(0.0, ["the action was not executed"], False)
    else:
        try:
            with timer.phase("capture"):
                after = await take_observation(ctx, state, step + 1)
        except ConfigError:
            raise
        except Exception as exc:  # no post-action look: the next observe captures (or recovers) instead
            after = None
            ctx.tracer.log(f"step {step} progress: no post-action capture ({exc})", "warning")
        if after is not None:
            _capture_phases(timer, after.timing)
        scoring = time.perf_counter()
        before = facts_of(observation_of(state))
        after_facts = facts_of(after) if after else PageFacts(url=exec_result.url_after or "")
        score = score_progress(
            before,
            after_facts,
            terms=goal_terms(str(state.get("goal", ""))),
            keywords=ctx.settings.progress_keywords,
            target_label=_target_label(state),
            no_effect=exec_result.no_effect,
        )
        timer.add("score", (time.perf_counter() - scoring) * 1000)
        if after is not None:
            update.update(
                {
                    "observation": after.model_dump(mode="json"),
                    "observation_fresh": True,
                    "prev_observation": state.get("observation"),
                }
            )
    budget = budget_of(state)
    no_progress = 0 if score.progressed else budget["no_progress_steps"] + 1
    update.update(
        {
            "step": int(state.get("step", 0)) + 1,
            "progress": Progress(score=score.score, evidence=list(score.evidence)),
            "budget": Budget(
                no_progress_steps=no_progress,
                progress_steps=budget["progress_steps"] + (1 if score.progressed else 0),
            ),
        }
    )
    settings = ctx.settings
    stage = stage_of(state)["name"]
    if settings.auto_done_enabled and meta_allowed(stage) and score.score >= settings.auto_done_threshold:
        update["stop"] = stopping(
            "auto_done",
            {"score": score.score, "threshold": settings.auto_done_threshold, "evidence": score.evidence},
        )
    section = {
        "score": score.score,
        "progressed": score.progressed,
        "evidence": score.evidence,
        "no_progress_steps": no_progress,
        "planner_calls": budget["planner_calls"],
        "repeat_count": loop_of(state)["repeat_count"],
        "stage": stage,
        "phases": timer.as_dict(),
        "page_ms": timer.page_ms,
    }
    write_step(ctx, state, "progress", started=started, progress=section, event=None)
    return update
