"""Events the loop emits for people (rule 7: the loop emits, only ``ux/`` and ``cli/`` render).

An event is plain data so a console, a shell or a benchmark harness can render or ignore it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

EventKind = Literal[
    "step", "intent", "action", "refused", "error", "question", "terminal", "info", "planner_started"
]


@dataclass(frozen=True)
class AgentEvent:
    """One thing worth telling a person: ``kind``, the step it belongs to, a sentence, extra data."""

    kind: EventKind
    step: int
    message: str
    data: dict[str, Any] = field(default_factory=dict)
