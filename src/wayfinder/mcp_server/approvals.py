"""The approval round trip for assistants: a run started with ``run_goal`` that pauses for a person
(a risky step, or a question) is answered with ``approve_run``, ``deny_run`` or ``answer_run``, which go
on with it to its end (or its next pause) exactly as ``wayfinder approve|deny|answer`` do
(``agent.resume``), with a progress notification per narration line, and return the same
``GoalOutcome`` as ``run_goal``. A reply the run does not wait for, or an unknown session, is one
sentence (a tool error).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError

from wayfinder.errors import ConfigError
from wayfinder.mcp_server.content import one_sentence
from wayfinder.mcp_server.goals import GoalOutcome, Progress, outcome_of
from wayfinder.mcp_server.runs import run_root
from wayfinder.safety.secrets import SecretStore

Resume = Callable[..., Awaitable[Any]]


async def go_on(
    resume: Resume, session_id: str, ctx: Context, runs_dir: Path, secrets: SecretStore | None, **reply: Any
) -> GoalOutcome:
    """Resume the paused run with ``reply`` and report how it went on."""
    root = run_root(runs_dir, session_id)  # an unknown session: one sentence naming recent ones
    async with Progress(ctx) as progress:
        try:
            result = await resume(
                root.name, runs_dir=runs_dir, secrets=secrets, on_event=progress.on_event, **reply
            )
        except ConfigError as exc:
            raise ToolError(one_sentence(str(exc))) from exc
    return outcome_of(result, progress.lines)


async def approve_run(
    session_id: str, ctx: Context, runs_dir: Path, secrets: SecretStore | None
) -> GoalOutcome:
    from wayfinder.agent.resume import approve

    return await go_on(approve, session_id, ctx, runs_dir, secrets)


async def deny_run(
    session_id: str, ctx: Context, runs_dir: Path, secrets: SecretStore | None, reason: str | None
) -> GoalOutcome:
    from wayfinder.agent.resume import deny

    return await go_on(deny, session_id, ctx, runs_dir, secrets, reason=reason)


async def answer_run(
    session_id: str, answer: str, ctx: Context, runs_dir: Path, secrets: SecretStore | None
) -> GoalOutcome:
    from wayfinder.agent.resume import answer as answer_paused

    async def resume(session: str, **kw: Any) -> Any:
        return await answer_paused(session, answer, **kw)

    return await go_on(resume, session_id, ctx, runs_dir, secrets)
