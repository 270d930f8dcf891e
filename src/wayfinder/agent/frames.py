"""The goal frame a run starts with (issue 32): the model's reading when a model is configured, kept
in the state (``goal_frame``, read through ``state.frame_of``) and recorded in the trace.

``start_frame`` asks the planner once (``plan/llm_frame.py``: the planner's transport, deadline and
account) and returns the state keys of the reading: the frame, where it came from, the notes (the
differences from the rules frame, or why the model's frame is not used) and the request's tokens and
cost, added to the run's (the request is not a planner decision: ``planner_calls``, the budget of
those, does not count it; the trace record does). The trace gets a ``goal_frame`` record before the first step, with both
frames, so ``wayfinder report`` and a reader of ``trace.jsonl`` see where they disagreed.
"""

from __future__ import annotations

import time
from typing import Any

from wayfinder.agent.state import Budget
from wayfinder.plan.llm_frame import FrameReading, reading_of
from wayfinder.trace.records import StepRecord
from wayfinder.trace.tracer import Tracer

FRAME_NODE = "goal_frame"


def frame_state(reading: FrameReading) -> dict[str, Any]:
    """The state keys of a reading: the frame when it is the model's, the notes, the request's cost."""
    account = reading.account
    return {
        "goal_frame": reading.frame.to_dict() if reading.source == "model" else None,
        "frame_source": reading.source,
        "frame_notes": list(reading.notes),
        "budget": Budget(
            prompt_tokens=int(account.get("prompt_tokens", 0)),
            completion_tokens=int(account.get("completion_tokens", 0)),
            cost_usd=account.get("cost_usd"),
        ),
    }


def sentence(reading: FrameReading) -> str:
    """One line for the log and the report's step: which frame the run uses, and why."""
    if reading.source == "rules":
        return reading.notes[0] if reading.notes else "the rules frame is used"
    if reading.notes:
        return f"the model's frame is used; it differs from the rules' in {len(reading.notes)} place(s)"
    return "the model's frame is used; it agrees with the rules'"


async def start_frame(planner: object, goal: str, tracer: Tracer) -> dict[str, Any]:
    """Ask a planner that reads goals for its frame and record it; {} when the planner reads none."""
    started = time.time()
    reading = await reading_of(planner, goal)
    if reading is None:
        return {}
    said = sentence(reading)
    account = reading.account
    tracer.record(
        StepRecord(
            session_id=tracer.session_id,
            step=0,
            node=FRAME_NODE,
            ts=started,
            duration_ms=round((time.time() - started) * 1000, 1),
            ux_message=said,
            plan={
                FRAME_NODE: reading.to_dict(),
                "calls": account.get("requests", 0),
                "usage": {k: account.get(k) for k in ("prompt_tokens", "completion_tokens", "cost_usd")},
            },
        )
    )
    tracer.log(f"goal frame: {said}")
    for note in reading.notes:
        tracer.log(f"goal frame: {note}")
    return frame_state(reading)
