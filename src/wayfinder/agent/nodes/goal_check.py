"""goal_check: record what the run saw, promote the stage (monotonic), detect artifacts, judge claims
of success, and end the run when it should.

Every visit adds the current page to the evidence ledger (``seen_pages``) and the last action's
safety verdict when it was above low risk (``risk_log``). A claim of success (a planner's done, early
detail, auto done, a confirmed artifact, an external success) is routed here first: the verify stage
runs the verifier (``agent/verify``) and ``checks.settle_claim`` keeps, retries or replaces the stop.

Otherwise the terminal checks, in order: loop_stuck (frozen world after mitigation), budgets
(max_steps, max_planner_calls, max_no_progress_steps), insufficient knowledge (an early stage that did
not advance within its budget), a risky goal's risky step refused (needs_confirmation), a confirmed
artifact (a finished download for a download goal).
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from wayfinder.agent.checks import (
    artifact,
    budget_stop,
    knowledge_stop,
    loop_stop,
    risky_refusal,
    settle_claim,
    stage_signals,
)
from wayfinder.agent.context import AgentContext
from wayfinder.agent.stages import promote, target_stage
from wayfinder.agent.state import (
    AgentState,
    LoopMemory,
    Stage,
    decision_of,
    frame_of,
    history_of,
    ledger_of,
    loop_of,
    observation_of,
    risks_of,
    stage_of,
    stop_of,
    stop_reason_of,
    stopping,
)
from wayfinder.agent.steps import write_step
from wayfinder.agent.terminals import is_success_claim
from wayfinder.agent.verify import verify_claim
from wayfinder.agent.verify.evidence import new_entries, page_entry, risk_entry
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.observe.terms import goal_terms
from wayfinder.plan.base import HistoryEntry


def _evidence(
    state: AgentState, history: list[HistoryEntry]
) -> tuple[dict[str, Any], list[PageEntry], list[RiskEntry]]:
    """``(update, ledger, risks)``: this visit's new ledger entries (as the JSON the state keeps) and the
    whole typed ledger after them (read once here, passed on)."""
    seen = ledger_of(state)
    obs = state.get("observation")
    pages = new_entries(seen, page_entry(obs, int(state.get("step", 0)))) if obs else []
    risks = risks_of(state)
    risk = risk_entry(history, decision_of(state))
    new_risks = [risk] if risk and all(r.step != risk.step for r in risks) else []
    update = {
        "seen_pages": [p.model_dump(mode="json") for p in pages],
        "risk_log": [r.model_dump(mode="json") for r in new_risks],
    }
    return update, [*seen, *pages], [*risks, *new_risks]


def _verify_stage(
    state: AgentState,
    history: list[HistoryEntry],
    ledger: list[PageEntry],
    risks: list[RiskEntry],
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Judge the claim of success in ``state``: ``(update, trace section)``."""
    verdict = verify_claim(
        frame_of(state),
        stop_reason=str(stop_of(state)["reason"]),
        answer=state.get("answer"),
        ledger=ledger,
        risks=risks,
        history=history,
        details=stop_of(state)["details"],
    )
    update = settle_claim(state, verdict)
    section = {"claim": stop_of(state)["reason"], "verification": verdict.to_dict()}
    if "stop" in update:
        section["stop_reason"] = update["stop"]["reason"]
    return update, section


async def goal_check(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    history = history_of(state)
    recorded, ledger, risks = _evidence(state, history)
    claim = stop_reason_of(state)
    if is_success_claim(claim):
        judged, judged_section = _verify_stage(state, history, ledger, risks)
        said = (judged.get("verification") or {}).get("sentence") or None
        # a kept claim ends the run: its verdict belongs to the step that made the claim, the step
        # finalize records too (else the report's timeline shows one step more than the run took)
        ends = bool(judged["stop"]["reason"] if "stop" in judged else claim)
        step = max(1, int(state.get("step", 0))) if ends else None
        write_step(ctx, state, "goal_check", started=started, ux=said, progress=judged_section, step=step)
        return {**recorded, **judged}
    began = stage_of(state)
    current = began["name"]
    signals = stage_signals(state, observation_of(state), history, goal_terms(str(state.get("goal", ""))))
    stage = promote(current, target_stage(str(state.get("goal_kind") or "object"), signals))
    since = began["since_step"] if stage == current else int(state.get("step", 0))
    fresh = risks[-1] if recorded["risk_log"] else None  # this step's risky action, when there is one
    downloads = [d.model_dump(mode="json") for d in ctx.browser.downloads]
    art_type, confirmed = artifact(state, downloads)
    stop = (
        loop_stop(state, history)
        or budget_stop(state, ctx.settings)
        or knowledge_stop(state, stage, since, ctx.settings)
        or risky_refusal(frame_of(state), fresh, ledger)
    )
    if stop is None and confirmed:
        stop = ("artifact_confirmed", {"artifact": art_type, "downloads": [d.get("path") for d in downloads]})
    update: dict[str, Any] = {
        **recorded,
        "stage": Stage(name=stage, since_step=since, artifact_type=art_type),
    }
    if stage != current:
        update["ux_messages"] = [f"Now at the {stage} stage"]
    loop = loop_of(state)
    if stop is None and loop["trigger"] and loop["mitigated"]:
        # looping again, but the world moves: mitigate again next time it fires
        update["loop"] = LoopMemory(trigger=None, mitigated=False)
    section: dict[str, Any] = {
        "stage_before": current,
        "stage": stage,
        "signals": signals.__dict__,
        "artifact": art_type,
    }
    if stop is not None and is_success_claim(stop[0]):
        # a confirmed artifact is a claim too: judge it now
        claim_state: AgentState = {**state, "stop": stopping(*stop)}
        verdict_update, verdict_section = _verify_stage(claim_state, history, ledger, risks)
        update.update({"stop": stopping(*stop), **verdict_update})
        section.update(verdict_section)
    elif stop is not None:
        update["stop"] = stopping(*stop)
        section["stop_reason"], section["stop_details"] = stop
        if stop[1].get("question"):
            update["pending_question"] = stop[1]["question"]
    ux = update.get("ux_messages", [None])[0]
    write_step(ctx, state, "goal_check", started=started, ux=ux, progress=section)
    return update
