"""ask_user: the planner asked the person something.

Non-interactive by default: the question is recorded and the run stops (``needs_user``, normalised
to goal_failed with the question as evidence). With ``interactive_prompts`` and an ``ask_user``
callback, or with ``on_confirm = "pause"`` (the run pauses with a LangGraph interrupt until
``wayfinder answer SESSION TEXT`` resumes it, see ``agent/waiting.py``), the answer joins the answer
history (``answers_from_user``, which both planners get as ``PlannerContext.answers``) and the run goes
on. Nothing is written before the interrupt.

The goal itself changes only when the answer restates it: a goal nobody could read ("qwzx the
thing") answered with one that can be ("search for walking boots") becomes that answer, so the
planners, the stages, the safety rules and the verifier all work on what the person now asks for.
Otherwise the goal stays as written (gluing the answer onto it would make a readable goal
unreadable).
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime
from langgraph.types import interrupt

from wayfinder.agent.context import AgentContext
from wayfinder.agent.stages import goal_classes
from wayfinder.agent.state import AgentState, stopping
from wayfinder.agent.steps import write_step
from wayfinder.agent.waiting import question_request
from wayfinder.intent import parse_goal


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
        return {"stop": stopping("needs_user", {"question": question}), "ux_messages": [ux]}
    if not answer.strip():
        ux = f"No answer to: {question}"
        write_step(ctx, state, "ask_user", started=started, ux=ux, plan={"question": question, "answer": ""})
        return {
            "stop": stopping("needs_user", {"question": question, "answer": ""}),
            "ux_messages": [ux],
        }
    goal = goal_after_answer(str(state.get("goal") or ""), answer)
    ux = f"You answered: {answer.strip()}"
    plan = {"question": question, "answer": answer, "goal": goal}
    write_step(ctx, state, "ask_user", started=started, ux=ux, plan=plan)
    update: dict[str, Any] = {
        "pending_question": None,
        "answers_from_user": [{"question": question, "answer": answer.strip()}],
        "ux_messages": [ux],
    }
    if goal != state.get("goal"):
        kind, mode = goal_classes(goal)
        # the model's frame read the old goal: the new one is read by the rules
        update |= {
            "goal": goal,
            "goal_kind": kind,
            "task_mode": mode,
            "goal_frame": None,
            "frame_source": "rules",
        }
    return update


def goal_after_answer(goal: str, answer: str) -> str:
    """The goal to work on after the person answered: the answer when it restates a goal that could
    not be read, else the goal unchanged (pure)."""
    answer = " ".join(answer.split())
    if not answer or parse_goal(goal).understood or not parse_goal(answer).understood:
        return goal
    return answer
