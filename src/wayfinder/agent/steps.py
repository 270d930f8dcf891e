"""Writing one StepRecord per node visit, and emitting the matching event (rule 6 and rule 7).

Every node calls :func:`write_step` exactly once. The step number of a node visit is the number of
the step being worked on: ``state.step + 1`` (the progress node advances ``state.step`` after an
action has been done).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from wayfinder.agent.context import AgentContext
from wayfinder.agent.events import AgentEvent, EventKind
from wayfinder.agent.state import current_url
from wayfinder.trace.records import StepRecord


def step_no(state: Mapping[str, Any]) -> int:
    """The number of the step in progress (1-based)."""
    return int(state.get("step", 0)) + 1


def write_step(
    ctx: AgentContext,
    state: Mapping[str, Any],
    node: str,
    *,
    started: float,
    url: str | None = None,
    ux: str | None = None,
    intent: str | None = None,
    error: str | None = None,
    artifacts: dict[str, str] | None = None,
    event: EventKind | None = "step",
    step: int | None = None,
    data: dict[str, Any] | None = None,
    **sections: dict[str, Any] | None,
) -> None:
    """Append the node's StepRecord to the trace, log it, and emit the UX event."""
    number = step if step is not None else step_no(state)
    record = StepRecord(
        session_id=ctx.tracer.session_id,
        step=number,
        node=node,
        ts=time.time(),
        duration_ms=round((time.monotonic() - started) * 1000, 1),
        url=url if url is not None else current_url(state),
        ux_message=ux,
        intent=intent,
        error=error,
        artifacts={k: v for k, v in (artifacts or {}).items() if v},
        **sections,
    )
    ctx.tracer.record(record)
    text = ux or error or node
    ctx.tracer.log(f"step {number} {node}: {text}", "warning" if error else "info")
    if event is not None and (ux or error):
        payload: dict[str, Any] = {"node": node, **(data or {})}
        if intent:
            payload["intent"] = intent
        kind: EventKind = "error" if error and not ux else event
        ctx.emit(AgentEvent(kind=kind, step=number, message=text, data=payload))
