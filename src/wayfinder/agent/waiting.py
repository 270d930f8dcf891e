"""Pausing for a person (``on_confirm = "pause"``): what a paused run waits for, and how it shows.

The confirm and ask_user nodes pause with a LangGraph ``interrupt`` carrying one of the requests
built here (plain JSON: it is checkpointed). The process then ends with a ``waiting`` summary;
``wayfinder approve|deny|answer SESSION`` resumes the graph with the person's reply
(``Command(resume=...)``), which the interrupted node receives as the value of ``interrupt``.

Replies: ``{"approved": bool, "reason": str | None}`` for a confirmation, ``{"answer": str}`` for a
question.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from wayfinder.agent.state import current_url
from wayfinder.agent.steps import step_no
from wayfinder.trace.records import StepRecord
from wayfinder.trace.runs import describe_waiting


def confirm_request(
    state: Mapping[str, Any],
    action: dict[str, Any],
    what: str,
    level: str,
    reasons: list[str],
    screenshot: str | None,
) -> dict[str, Any]:
    """What a paused confirmation waits for: the action, its risk, the reasons, a screenshot path."""
    return {
        "kind": "confirm",
        "step": step_no(state),
        "url": current_url(state),
        "action": action,
        "what": what,
        "risk": level,
        "reasons": list(reasons),
        "screenshot": screenshot,
    }


def question_request(state: Mapping[str, Any], question: str) -> dict[str, Any]:
    """What a paused question waits for."""
    return {"kind": "question", "step": step_no(state), "url": current_url(state), "question": question}


def approval(approved: bool, reason: str | None = None) -> dict[str, Any]:
    """The reply to a paused confirmation."""
    return {"approved": approved, "reason": (reason or "").strip() or None}


def answer_reply(text: str) -> dict[str, Any]:
    """The reply to a paused question."""
    return {"answer": text}


def describe_wait(payload: Mapping[str, Any]) -> str:
    """One line: what the run waits for."""
    return describe_waiting(dict(payload))


def waiting_question(payload: Mapping[str, Any]) -> str:
    """The question a paused run puts to a person: its own question, or "Allow X? It is high risk
    (reason)." for a confirmation."""
    if payload.get("kind") == "question":
        return str(payload.get("question") or "")
    reasons = payload.get("reasons") or []
    why = f" ({reasons[0]})" if reasons else ""
    return f"Allow {payload.get('what')}? It is {payload.get('risk')} risk{why}."


def pause_message(session_id: str, payload: Mapping[str, Any]) -> str:
    """What a person is told when a run pauses: what it waits for and the commands that go on."""
    if payload.get("kind") == "question":
        return (
            f'Waiting for {describe_wait(payload)} Answer with: wayfinder answer {session_id} "YOUR ANSWER"'
        )
    return (
        f"Waiting for {describe_wait(payload)}. "
        f"Go on with: wayfinder approve {session_id}  or  wayfinder deny {session_id} --reason TEXT"
    )


def waiting_record(session_id: str, state: Mapping[str, Any], payload: Mapping[str, Any]) -> StepRecord:
    """The trace record of a pause (node ``waiting``)."""
    screenshot = payload.get("screenshot")
    return StepRecord(
        session_id=session_id,
        step=int(payload.get("step") or step_no(state)),
        node="waiting",
        ts=time.time(),
        url=str(payload.get("url") or current_url(state)),
        ux_message=pause_message(session_id, payload),
        resume={"why": "waiting for a person", "waiting_for": describe_wait(payload), **dict(payload)},
        artifacts={"screenshot": str(screenshot)} if screenshot else {},
    )
