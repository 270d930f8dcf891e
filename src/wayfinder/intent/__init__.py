"""Goal understanding (pure, imports nothing of Wayfinder's): ``parse_goal(text) -> GoalFrame``.

The frame says what a goal asks for - its steps (verb, object phrase, attributes asked,
constraints, given values) and frame-level ``goal_kind``, ``task_mode``, ``answer_kind``, ``risky``.
The agent loop, the verifier, both planners and the LLM hints read this one frame. The one text
module (stop words, numbers, money, dates, bounds) is ``wayfinder.intent.text``.

``parse.py`` (the entry) sets quoted text, secrets and URLs aside (``masking.py``), splits the goal
into clauses read by ``clauses.py``: ``questions.py`` (yes/no ones in ``yes_no.py``), ``imperatives.py`` (one handler per verb, verbs
from ``verbs.py``, sort clauses in ``ordering.py``), ``forms.py`` (clauses that carry values, ``values.py``), with ``objects.py`` (the
object phrase) and ``constraints.py`` (superlatives, bounds, dates, ordinals, filters); ``frame.py``
holds the frozen result types. ``ground.py`` is the one matching primitive: a phrase of the goal
against the strings a page shows (lemmas, typos tolerated, distinguishing tokens must agree).
"""

from wayfinder.intent.frame import (
    ACTION_VERBS,
    RISKY_VERBS,
    VERBS,
    AnswerKind,
    Bound,
    DateRange,
    Filter,
    GivenValue,
    GoalFrame,
    GoalKind,
    Step,
    Superlative,
    TaskMode,
)
from wayfinder.intent.parse import clause_steps, parse_goal

__all__ = [
    "ACTION_VERBS",
    "RISKY_VERBS",
    "VERBS",
    "AnswerKind",
    "Bound",
    "DateRange",
    "Filter",
    "GivenValue",
    "GoalFrame",
    "GoalKind",
    "Step",
    "Superlative",
    "TaskMode",
    "clause_steps",
    "parse_goal",
]
