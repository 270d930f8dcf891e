"""Pure checks goal_check runs each step: budgets, a stuck loop, the stage, artifacts, and the
settling of a claim of success the verifier judged.

Each stop check returns ``(stop_reason, details)`` or None; goal_check applies them in order:
loop_stuck, budgets, insufficient knowledge, a refused risky step, confirmed artifact.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from wayfinder.agent.loops import frozen_world
from wayfinder.agent.progress import observation_text, term_hit_ratio
from wayfinder.agent.stages import StageSignals, history_signals, stage_budget, stage_stalled
from wayfinder.agent.state import (
    Hints,
    LoopMemory,
    counter_of,
    frame_of,
    hints_of,
    loop_of,
    progress_of,
    stop_of,
    stopping,
)
from wayfinder.agent.verify import (
    NEEDS_CONFIRMATION,
    NOT_FOUND,
    PARTLY_UNDERSTOOD,
    REFUSED,
    FrameLike,
    Verification,
    verify_claim,
)
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.intent import GoalFrame
from wayfinder.intent.ground import names
from wayfinder.intent.text import first_money
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry
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
        value = counter_of(state, counter)
        if value >= limit:
            return reason, {"counter": counter, "value": value, "limit": limit}
    return None


def loop_span(loop: LoopMemory) -> int:
    """How many recent observations the frozen-world test covers: the span of the repeat/stagnation."""
    if loop["trigger"] == "repeat":
        return loop["repeat_count"] + 1
    return loop["stagnation_count"]


def loop_stop(state: Mapping[str, Any], history: Sequence[HistoryEntry]) -> Stop | None:
    """loop_stuck: the trigger fired again after mitigation and URL/DOM/candidates stayed frozen."""
    loop = loop_of(state)
    if not (loop["trigger"] and loop["mitigated"]):
        return None
    window: Sequence[Mapping[str, Any]] = state.get("recent_observations") or []
    frozen = frozen_world(window, min(loop_span(loop), len(window)))
    if frozen is None:
        return None
    evidence = dict(loop["evidence"])
    recent = [h.signature for h in history[-loop_span(loop) :]]
    return "loop_stuck", {**evidence, **frozen, "action_hashes": recent}


def stage_signals(
    state: Mapping[str, Any], obs: Observation | None, history: Sequence[HistoryEntry], terms: Sequence[str]
) -> StageSignals:
    """The facts that decide the stage: the current observation, the history, the goal's terms."""
    obs = obs or Observation(url="")
    acted, last_changed = history_signals(history)
    text = obs.title + " " + observation_text(obs)
    hits = max(term_hit_ratio(terms, text), things_named(frame_of(state), obs))
    return StageSignals(
        url=obs.url,
        elements=len(obs.elements),
        candidates=len(state.get("candidate_elements") or []),
        page_type=str(state.get("page_type") or obs.page_type or "other"),
        term_hit_ratio=hits,
        acted_on_candidate_ok=acted,
        last_on_candidate_changed=last_changed,
        last_progress_score=progress_of(state)["score"],
        has_text=bool(obs.text_digest.strip()),
    )


def things_named(frame: GoalFrame, obs: Observation) -> float:
    """The share of the things the goal frame's steps act on or ask about (each step's object) that the
    page's title or one of its headings names, through the one matching primitive (``intent.ground.names``:
    word forms and a typo tolerated). The goal's literal words miss a misspelt thing ('the cheapest camra'
    on the 'Action Camera' page, 'the chepest headphnes'); the frame's object, matched as a site's names
    are, does not. 0.0 when no step names a thing or the page shows no title or heading."""
    things = [s.object for s in frame.steps if s.object.strip()]
    shown = [t for t in (obs.title, *obs.headings) if t.strip()]
    if not things or not shown:
        return 0.0
    return sum(any(names(thing, t) for t in shown) for thing in things) / len(things)


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


def early_detail(
    state: Mapping[str, Any], obs: Observation, last: HistoryEntry | None, terms: Sequence[str]
) -> Stop | None:
    """goal_satisfied before asking the planner again: an object goal (find mode) whose detail page was
    just reached by a successful action on a candidate, with every goal term in the page's title or
    headings. Anything less certain is left to the planner (done) and goal_check.
    """
    if state.get("goal_kind") != "object" or state.get("task_mode") != "find" or not terms:
        return None
    if obs.page_type != "detail" or last is None or not (last.on_candidate and last.ok and last.url_changed):
        return None
    title = obs.title
    heading_text = " ".join([title, *obs.headings])
    if term_hit_ratio(terms, heading_text) < 1.0:
        return None
    name = (obs.headings or [title])[0] or title
    price = first_money(obs.text_digest)
    answer = f"found {name!r}" + (f" at {price.text}" if price else "")
    return "early_detail", {"url": obs.url, "title": title, "terms": list(terms), "answer": answer}


# -- claims of success (goal_check's verify stage) -------------------------------------------------

SHORTCUTS = frozenset({"early_detail", "auto_done"})  # the loop's own guesses: unbacked, the run goes on
# a planner cannot mend these by trying again: a part of the goal nobody understood, a thing not on the site
FINAL_REASONS = frozenset({PARTLY_UNDERSTOOD, NOT_FOUND})


def settle_claim(state: Mapping[str, Any], verdict: Verification) -> dict[str, Any]:
    """The state update for a claim of success the verifier judged (pure).

    Backed: the stop stays (finalize ends ``goal_satisfied``). A risky step that needs a person, or a
    refusal: the run ends at once with the question. A shortcut (early detail, auto done) that is not
    backed: the run goes on. A part of the goal nobody understood, or a thing the site does not have
    (``FINAL_REASONS``): the run ends at once. A planner's ``done`` that is not backed: the planner is told why, once,
    through ``last_error``; a second unbacked ``done`` ends the run with the verifier's reason and both
    answers in the evidence.
    """
    reason = str(stop_of(state)["reason"] or "")
    answer = state.get("answer")
    stored = {**verdict.to_dict(), "stop_reason": reason, "step": state.get("step")}
    update: dict[str, Any] = {"verification": stored}
    if verdict.verified:
        return update
    if verdict.reason in (NEEDS_CONFIRMATION, REFUSED):
        details = {
            "claimed": reason,
            "answer": answer,
            "sentence": verdict.sentence,
            "missing": list(verdict.missing),
        }
        if verdict.question:
            details["question"] = verdict.question
        new_stop = {"stop": stopping(verdict.reason, details), "pending_question": verdict.question}
        return {**update, **new_stop, "verification": {**stored, "stop_reason": verdict.reason}}
    if reason in SHORTCUTS:
        return {**update, "stop": stopping(None), "answer": None}
    told = list(hints_of(state)["verify_feedback"])
    if reason == "done_success" and not told and verdict.reason not in FINAL_REASONS:
        said = f" (you answered {answer!r})" if answer else ""
        hint, quotes = planner_note(f"{verdict.sentence}{said}")
        return {
            **update,
            "stop": stopping(None),
            "answer": None,
            "hints": Hints(note=hint, quotes=quotes, verify_feedback=[f"{verdict.sentence}{said}"]),
        }
    answers = [a for a in [*(_answer_in(t) for t in told), answer] if a]
    details = {
        "claimed": reason,
        "sentence": verdict.sentence,
        "missing": list(verdict.missing),
        "answers": answers,
    }
    final = verdict.reason or "goal_failed"
    return {
        **update,
        "stop": stopping(final, details),
        "verification": {**stored, "stop_reason": final},
    }


_QUOTED_RE = re.compile(r"""(?<!\w)'([^']*)'(?!\w)|(?<!\w)"([^"]*)"(?!\w)""")
_PLAIN_VALUE_RE = re.compile(r"\d[\d,]*(?:\.\d+)?|\d{4}-\d{2}-\d{2}")  # a number or an ISO date


def _plain_value(text: str) -> bool:
    """A plain amount of money, number or date (no words a page could have put in)."""
    money = first_money(text)
    return bool(_PLAIN_VALUE_RE.fullmatch(text)) or (money is not None and money.text == text)


def planner_note(sentence: str) -> tuple[str, list[str]]:
    """The verifier's sentence as the planner's note (``loop_hint``, shown outside the untrusted-data
    fence, so it holds no page text) and the quoted text it refers to (``loop_hint_quotes``, shown
    inside the fence): every quoted part but a plain amount, number or date becomes "quote N"."""
    quotes: list[str] = []

    def refer(match: re.Match[str]) -> str:
        text = match.group(1) if match.group(1) is not None else match.group(2)
        if _plain_value(text):
            return f"'{text}'"
        quotes.append(text)
        return f"quote {len(quotes)}"

    said = _QUOTED_RE.sub(refer, sentence)
    where = " The quotes are under NOTE QUOTES, in order." if quotes else ""
    hint = (
        f"Your done was not accepted: {said}.{where} Read what is missing on the site, then finish with "
        "done again, or with done(success=false) saying why you could not; a second done that the pages "
        "do not back ends the run as failed."
    )
    return hint, quotes


def _answer_in(feedback: str) -> str | None:
    match = re.search(r"\(you answered '(.*)'\)$", feedback) or re.search(
        r'\(you answered "(.*)"\)$', feedback
    )
    return match.group(1) if match else None


def risky_refusal(frame: FrameLike, risk: RiskEntry | None, ledger: Sequence[PageEntry]) -> Stop | None:
    """A risky goal whose risky step was just refused (not confirmed, or forbidden): stop and ask."""
    if not frame.risky or risk is None or risk.level != "high":
        return None
    if risk.confirmed is not False and risk.allowed is not False:
        return None
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=ledger, risks=[risk])
    details: dict[str, Any] = {
        "sentence": verdict.sentence,
        "missing": list(verdict.missing),
        "target": risk.target,
    }
    if verdict.question:
        details["question"] = verdict.question
    return verdict.reason or NEEDS_CONFIRMATION, details
