"""Goal kind/task mode from the goal frame, and monotonic stage promotion (pure).

Stages: ``orient -> context -> locate -> verify -> done``; a stage never goes backwards.

The exact promotion rule (``target_stage``), evaluated after every observation:

* ``orient``  - no real page yet (blank URL, or nothing to use or read).
* ``context`` - a real page is shown: usable elements, or text to read (a plain-text or PDF document).
* ``locate``  - the page shows goal candidates (observation ``candidates`` is non-empty, or at
  least half of the goal's terms appear in the page text), or an earlier action on a candidate
  succeeded. This is what makes trivial goals possible: meta actions (done, ask_user) are allowed
  only in locate/verify, and a goal whose target is on the first page reaches locate at once.
* ``verify``  - in locate and the page looks like the goal's target: an object goal on a detail
  page reached by acting on a candidate, a list goal on a listing/grid page with candidates, an
  action goal after a successful action on a candidate that changed the page, or any goal whose
  last progress score is at least ``VERIFY_SCORE``.
* ``done``    - set only by goal_check when the goal is satisfied.

A stage that does not advance within ``stage_budget`` steps while still in orient/context means
the agent does not know enough to go on: goal_check ends the run as goal_failed
("insufficient_knowledge").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wayfinder.intent import GoalFrame, parse_goal
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.context import META_STAGES
from wayfinder.settings import Settings

STAGES: tuple[str, ...] = ("orient", "context", "locate", "verify", "done")
VERIFY_SCORE = 0.6
TERM_HIT_RATIO_FOR_LOCATE = 0.5


def goal_classes(goal: str) -> tuple[str, str]:
    """``(goal_kind, task_mode)`` of a goal, fixed at the start of a run: read from its one goal frame
    (``wayfinder.intent.parse_goal``), the same frame the planners and the verifier read."""
    return frame_classes(parse_goal(goal))


def frame_classes(frame: GoalFrame) -> tuple[str, str]:
    """``(goal_kind, task_mode)`` of a goal frame (the model's, when a model read the goal)."""
    return frame.goal_kind, frame.task_mode


def stage_index(stage: str) -> int:
    return STAGES.index(stage) if stage in STAGES else 0


def promote(current: str, target: str) -> str:
    """The later of the two stages: promotion is monotonic, never backwards."""
    return current if stage_index(current) >= stage_index(target) else target


def meta_allowed(stage: str) -> bool:
    """Meta actions (done, ask_user) are allowed only in locate/verify."""
    return stage in META_STAGES


@dataclass(frozen=True)
class StageSignals:
    """Plain facts about the latest observation and history that decide the stage."""

    url: str
    elements: int
    candidates: int
    page_type: str
    term_hit_ratio: float = 0.0
    acted_on_candidate_ok: bool = False  # some earlier action on a candidate succeeded
    last_on_candidate_changed: bool = False  # the last action was on a candidate and changed the page
    last_progress_score: float = 0.0
    has_text: bool = False  # the page shows text (a plain-text, JSON or PDF document has no elements)


def _real_page(sig: StageSignals) -> bool:
    blank = not sig.url or sig.url.startswith(("about:", "data:", "chrome:"))
    return not blank and (sig.elements > 0 or sig.has_text)


def _shows_goal(sig: StageSignals) -> bool:
    return sig.candidates > 0 or sig.term_hit_ratio >= TERM_HIT_RATIO_FOR_LOCATE or sig.acted_on_candidate_ok


def _looks_like_target(goal_kind: str, sig: StageSignals) -> bool:
    if sig.last_progress_score >= VERIFY_SCORE:
        return True
    if goal_kind == "object":
        return sig.page_type == "detail" and sig.acted_on_candidate_ok
    if goal_kind == "list":
        return sig.page_type in ("listing", "grid") and sig.candidates > 0
    return sig.last_on_candidate_changed


def target_stage(goal_kind: str, sig: StageSignals) -> str:
    """The stage the signals justify (before monotonic promotion)."""
    if not _real_page(sig):
        return "orient"
    if not _shows_goal(sig):
        return "context"
    return "verify" if _looks_like_target(goal_kind, sig) else "locate"


def stage_budget(settings: Settings) -> int:
    """Steps a run may stay in orient/context before it is judged to lack the knowledge to go on."""
    return max(settings.max_no_progress_steps, settings.max_steps // 2)


def stage_stalled(stage: str, since_step: int, step: int, budget: int) -> bool:
    """True when an early stage (orient/context) has not advanced within its budget."""
    return stage in ("orient", "context") and step - since_step >= budget


def history_signals(history: Sequence[HistoryEntry]) -> tuple[bool, bool]:
    """``(acted_on_candidate_ok, last_on_candidate_changed)`` from the action history."""
    acted = any(h.on_candidate and h.ok for h in history)
    last_changed = False
    if history:
        last = history[-1]
        last_changed = last.on_candidate and last.ok and (last.url_changed or last.dom_changed)
    return acted, last_changed
