"""ask_user: the planner asked the person something.

Non-interactive by default: the question is recorded and the run stops (``needs_user``, normalised
to goal_failed with the question as evidence). With ``interactive_prompts`` and an ``ask_user``
callback, or with ``on_confirm = "pause"`` (the run pauses with a LangGraph interrupt until
``wayfinder answer SESSION TEXT`` resumes it, see ``agent/waiting.py``), the answer is appended to
the goal (and the answer history) and the run goes on. Nothing is written before the interrupt.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime
from langgraph.types import interrupt

from wayfinder.agent.context import AgentContext
from wayfinder.agent.state import AgentState
from wayfinder.agent.steps import write_step
from wayfinder.agent.waiting import question_request


async def ask_user(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.monotonic()
    question = str(state.get("pending_question") or "")
    interactive = ctx.settings.interactive_prompts and ctx.ask_user is not None
    if not interactive and ctx.settings.on_confirm == "pause":
        reply = interrupt(question_request(state, question))
        answer = str(reply.get("answer") or "") if isinstance(reply, dict) else ""
    elif interactive and ctx.ask_user is not None:
        answer = (await ctx.ask_user(question)) or ""
    else:
        ux = f"Needs you: {question}"
        write_step(
            ctx,
            state,
            "ask_user",
            started=started,
            ux=ux,
            plan={"question": question, "answer": None},
            event="question",
        )
        return {"stop_reason": "needs_user", "stop_details": {"question": question}, "ux_messages": [ux]}
    if not answer.strip():
        ux = f"No answer to: {question}"
        write_step(ctx, state, "ask_user", started=started, ux=ux, plan={"question": question, "answer": ""})
        return {
            "stop_reason": "needs_user",
            "stop_details": {"question": question, "answer": ""},
            "ux_messages": [ux],
        }
    goal = f"{state.get('goal', '')} (asked: {question} answer: {answer.strip()})"
    ux = f"You answered: {answer.strip()}"
    write_step(ctx, state, "ask_user", started=started, ux=ux, plan={"question": question, "answer": answer})
    return {
        "goal": goal,
        "pending_question": None,
        "answers_from_user": [{"question": question, "answer": answer.strip()}],
        "ux_messages": [ux],
    }
