"""Goal understanding (pure, imports nothing of Wayfinder's): ``parse_goal(text) -> GoalFrame``.

The frame says what a goal asks for - its steps (verb, object phrase, attributes asked,
constraints, given values) and frame-level ``goal_kind``, ``task_mode``, ``answer_kind``, ``risky``.
The agent loop, the verifier, both planners and the LLM hints read this one frame. The one text
module (stop words, numbers, money, dates, bounds) is ``wayfinder.intent.text``.

``parse.py`` (the entry) sets quoted text, secrets and URLs aside (``masking.py``), sets discourse aside
(``discourse.py``) and splits the goal into clauses read by ``clauses.py``: cues found anywhere in the
clause (``cues.py``: verbs from ``verbs.py``, question openers, wants, destinations, attribute nouns from
``attributes.py``) propose readings that ``readings.py`` scores; the best one's slot reader fills the step
(``questions.py`` with ``yes_no.py``, ``imperatives.py`` with ``ordering.py``, ``forms.py`` with
``values.py``), with ``objects.py`` (the object phrase) and ``constraints.py`` (superlatives, bounds,
dates, ordinals, filters); ``frame.py`` holds the frozen result types. ``ground.py`` is the one matching
primitive: a phrase of the goal against the strings a page shows (lemmas, typos tolerated,
distinguishing tokens must agree).

The package imports its parts on first use (PEP 562 ``__getattr__``): what reads only ``intent.text``
(the observer's money spans and stop words) does not load the goal reader.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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

# where each name the package gives is defined
_HOMES = {
    **dict.fromkeys(
        (
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
        ),
        "frame",
    ),
    "clause_steps": "parse",
    "parse_goal": "parse",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"wayfinder.intent.{home}"), name)
    globals()[name] = value  # the next look-up is a plain module attribute
    return value


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
