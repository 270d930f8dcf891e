"""Pure checks goal_check runs each step: budgets, a stuck loop, the stage, artifacts.

Each returns ``(stop_reason, details)`` or None; goal_check applies them in order: loop_stuck,
budgets, insufficient knowledge, confirmed artifact.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from wayfinder.agent.loops import frozen_world
from wayfinder.agent.progress import page_text, term_hit_ratio
from wayfinder.agent.stages import StageSignals, history_signals, stage_budget, stage_stalled
from wayfinder.settings import Settings

Stop = tuple[str, dict[str, Any]]


def budget_stop(state: Mapping[str, Any], settings: Settings) -> Stop | None:
    """The first budget counter that reached its limit."""
    checks = (
        ("max_steps", "step", settings.max_steps),
        ("max_planner_calls", "planner_calls", settings.max_planner_calls),
        ("max_no_progress_steps", "no_progress_steps", settings.max_no_progress_steps),
    )
    for reason, counter, limit in checks:
        value = int(state.get(counter, 0))
        if value >= limit:
            return reason, {"counter": counter, "value": value, "limit": limit}
    return None


def loop_span(state: Mapping[str, Any]) -> int:
    """How many recent observations the frozen-world test covers: the span of the repeat/stagnation."""
    if state.get("loop_trigger") == "repeat":
        return int(state.get("repeat_count", 0)) + 1
    return int(state.get("stagnation_count", 0))


def loop_stop(state: Mapping[str, Any]) -> Stop | None:
    """loop_stuck: the trigger fired again after mitigation and URL/DOM/candidates stayed frozen."""
    if not (state.get("loop_trigger") and state.get("loop_mitigated")):
        return None
    window: Sequence[Mapping[str, Any]] = state.get("recent_observations") or []
    frozen = frozen_world(window, min(loop_span(state), len(window)))
    if frozen is None:
        return None
    evidence = dict(state.get("loop_evidence") or {})
    recent = [h.get("signature") for h in (state.get("action_history") or [])[-loop_span(state) :]]
    return "loop_stuck", {**evidence, **frozen, "action_hashes": recent}


def stage_signals(state: Mapping[str, Any], terms: Sequence[str]) -> StageSignals:
    obs = state.get("observation") or {}
    acted, last_changed = history_signals(state.get("action_history") or [])
    text = str(obs.get("title", "")) + " " + page_text(obs)
    return StageSignals(
        url=str(obs.get("url", "")),
        elements=len(obs.get("elements") or []),
        candidates=len(state.get("candidate_elements") or []),
        page_type=str(state.get("page_type") or obs.get("page_type") or "other"),
        term_hit_ratio=term_hit_ratio(terms, text),
        acted_on_candidate_ok=acted,
        last_on_candidate_changed=last_changed,
        last_progress_score=float(state.get("last_progress_score", 0.0)),
    )


def knowledge_stop(state: Mapping[str, Any], stage: str, since: int, settings: Settings) -> Stop | None:
    """goal_failed for insufficient knowledge: an early stage that did not advance within its budget."""
    budget = stage_budget(settings)
    step = int(state.get("step", 0))
    if stage_stalled(stage, since, step, budget):
        return "insufficient_knowledge", {
            "stage": stage,
            "since_step": since,
            "step": step,
            "stage_budget": budget,
        }
    return None


def artifact(state: Mapping[str, Any], downloads: Sequence[Mapping[str, Any]]) -> tuple[str | None, bool]:
    """``(artifact_type, confirmed)`` by goal kind and page type.

    A finished download confirms a download goal; a listing/grid for a list goal and a detail page
    for an object goal are detected (told to the planner) but only ``done`` confirms them.
    """
    if state.get("task_mode") == "download":
        saved = [d for d in downloads if d.get("path")]
        return ("download", True) if saved else (None, False)
    page_type = state.get("page_type")
    kind = state.get("goal_kind")
    if kind == "list" and page_type in ("listing", "grid") and state.get("candidate_elements"):
        return "listing", False
    if kind == "object" and page_type == "detail":
        return "detail", False
    return None, False


_PRICE_RE = re.compile(r"[$€£]\s?\d[\d,]*(?:\.\d{2})?")


def early_detail(state: Mapping[str, Any], obs: Mapping[str, Any], terms: Sequence[str]) -> Stop | None:
    """goal_satisfied before asking the planner again: an object goal (find mode) whose detail page was
    just reached by a successful action on a candidate, with every goal term in the page's title or
    headings. Anything less certain is left to the planner (done) and goal_check.
    """
    if state.get("goal_kind") != "object" or state.get("task_mode") != "find" or not terms:
        return None
    history = state.get("action_history") or []
    last = history[-1] if history else {}
    if obs.get("page_type") != "detail" or not (
        last.get("on_candidate") and last.get("ok") and last.get("url_changed")
    ):
        return None
    title = str(obs.get("title", ""))
    heading_text = " ".join([title, *(obs.get("headings") or [])])
    if term_hit_ratio(terms, heading_text) < 1.0:
        return None
    name = (obs.get("headings") or [title])[0] or title
    price = _PRICE_RE.search(str(obs.get("text_digest", "")))
    answer = f"found {name!r}" + (f" at {price.group(0)}" if price else "")
    return "early_detail", {"url": obs.get("url", ""), "title": title, "terms": list(terms), "answer": answer}
