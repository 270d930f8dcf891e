"""Build the ``PlannerContext`` from the agent state (pure, no browser, no agent imports).

The state arrives as a plain mapping (the agent's ``AgentState`` dict), so this module stays in
the ``plan/`` layer. What a planner sees: the goal and its stage, the observation, a short window of
past pages, the last actions with their effect, what to avoid and why, tabs, and its own memory.

Numbers are the ones people see in the trace: ``step`` is the step being planned (1 for the first
action, as the history numbers steps), ``loop_count`` how many times the last action was *repeated*
(the action itself is not a repeat), ``error_count`` the failed attempts at this step.

A seam for the loop, its ``hints`` group: ``note`` (a sentence Wayfinder wrote, e.g. "your answer is
not grounded in the page", shown to the LLM outside the untrusted-data fence, so it must hold no page
text), ``quotes`` (the page text it refers to, shown inside the fence) and ``change`` (what the last
step changed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wayfinder.actions.models import ACTION_TYPES, META_ACTIONS
from wayfinder.browser.models import TabInfo
from wayfinder.intent import GoalFrame, parse_goal
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.base import HistoryEntry, PlannerContext, UserAnswer, history_entries

META_STAGES: frozenset[str] = frozenset({"locate", "verify"})
HISTORY_SHOWN = 12
RECENT_SHOWN = 5


def allowed_actions(stage: str, *, goal_understood: bool = True) -> list[str]:
    """Every action type, without the meta actions (done, ask_user) outside locate/verify.

    A goal the goal parser cannot read keeps the stage in orient on a page without its words, where
    no action can make progress: asking the person (or ending, saying which words could not be read)
    is then the honest next step, so the meta actions are allowed at every stage. A claim of success
    still goes through the verifier.
    """
    if stage in META_STAGES or not goal_understood:
        return list(ACTION_TYPES)
    return [a for a in ACTION_TYPES if a not in META_ACTIONS]


def _summaries(window: Sequence[Mapping[str, Any]], current_step: int) -> list[str]:
    """The pages seen before this step (the current page is rendered in full elsewhere)."""
    earlier = [item for item in window if item.get("step") != current_step]
    out = []
    for item in earlier[-RECENT_SHOWN:]:
        out.append(
            f"step {item.get('step', '?')}: {item.get('page_type', 'other')} page "
            f"{item.get('title', '')!r} at {item.get('url', '')} ({item.get('elements', 0)} elements)"
        )
    return out


def _is_search_control(el: Element) -> bool:
    words = " ".join(
        filter(None, [el.input_type, el.name, el.placeholder, el.aria.label, el.role, el.dom_id])
    )
    return el.tag in ("input", "textarea") and "search" in words.lower()


def _search_no_change(history: Sequence[HistoryEntry]) -> bool:
    searches = [h for h in history if h.type == "search"]
    if not searches:
        return False
    last = searches[-1]
    return not (last.url_changed or last.dom_changed)


def build_planner_context(state: Mapping[str, Any], frame: GoalFrame | None = None) -> PlannerContext:
    """The planner's view of ``state``; ``frame`` is the goal frame the run uses (the model's when a
    model read the goal; by default the rules frame of the goal). Raises ValueError when there is no
    observation yet."""
    raw_obs = state.get("observation")
    if not raw_obs:
        raise ValueError("no observation in state: observe must run before the planner")
    observation = Observation.model_validate(raw_obs)
    stage = str((state.get("stage") or {}).get("name") or "orient")  # the agent's group
    history = history_entries(list(state.get("action_history") or []))
    page_type = str(state.get("page_type") or observation.page_type)
    no_change = _search_no_change(history)
    step = int(state.get("step", 0)) + 1  # completed steps + 1, as the history numbers them
    goal = str(state.get("goal", ""))
    hints: Mapping[str, Any] = state.get("hints") or {}  # the agent's group (plan/ may not import agent/)
    avoid: Mapping[str, Any] = state.get("avoid") or {}  # the agent's group
    return PlannerContext(
        goal=goal,
        goal_kind=state.get("goal_kind") or "action",
        goal_stage=stage,
        task_mode=state.get("task_mode") or "find",
        step=step,
        page_type=page_type,
        listing_detected=page_type in ("listing", "grid"),
        explore_mode=state.get("task_mode") == "browse",
        allowed_actions=allowed_actions(stage, goal_understood=(frame or parse_goal(goal)).understood),
        observation=observation,
        recent_observations=_summaries(state.get("recent_observations") or [], step),
        action_history=history[-HISTORY_SHOWN:],
        avoid_elements=sorted(set(avoid.get("elements") or [])),
        avoid_actions=list(avoid.get("actions") or []),
        avoid_search=no_change,
        search_no_change=no_change,
        candidates=list(state.get("candidate_elements") or observation.candidates),
        search_controls=[el.id for el in observation.elements if _is_search_control(el)],
        state_change_hint=str(hints.get("change") or ""),
        loop_hint=str(hints.get("note") or ""),
        loop_hint_quotes=[str(q) for q in hints.get("quotes") or []],
        # the agent's loop memory and budget groups (agent/state.py; plan/ may not import agent/)
        loop_count=max(0, int((state.get("loop") or {}).get("repeat_count", 0)) - 1),  # the last is no repeat
        error_count=int((state.get("budget") or {}).get("error_retries", 0)),
        last_error=state.get("last_error"),
        attempt_counts=dict((state.get("visits") or {}).get("exec_fail_counts") or {}),
        tabs=[TabInfo.model_validate(t) for t in (state.get("browser") or {}).get("tabs") or []],
        active_tab_id=(state.get("browser") or {}).get("active_tab_id"),
        screenshot_path=observation.screenshot_path,
        memory=dict(state.get("planner_memory") or {}),
        answers=[UserAnswer.model_validate(a) for a in state.get("answers_from_user") or []],
    )
