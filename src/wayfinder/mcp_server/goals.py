"""The high-level tools: ``run_goal`` (the whole agent loop) and ``portal_to_script`` (the portal
workflow). Both call the library facades (``agent.run.run_agent``, ``portal.run.run_portal``), never a
copy of them, and report each step as an MCP progress notification carrying the narration line.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from wayfinder.agent.events import AgentEvent
from wayfinder.agent.waiting import waiting_question
from wayfinder.errors import ConfigError
from wayfinder.mcp_server.content import one_sentence
from wayfinder.settings import Settings
from wayfinder.ux.console import QUIET_NODES

# Event kinds a person watching the console sees as a line (the console's rules: quiet nodes and the
# planner spinner are not lines).
LINE_KINDS = frozenset({"step", "intent", "narration", "action", "refused", "error", "question", "terminal"})


class GoalOutcome(BaseModel):
    """How a run ended, or what it waits for (``run_goal``, ``approve_run``, ``deny_run``, ``answer_run``)."""

    session_id: str
    status: str = Field("ended", description="ended, or waiting (paused for a person's approval or answer)")
    terminal_reason: str | None = Field(
        description="goal_satisfied, goal_failed, loop_stuck or budget_exhausted; None while waiting"
    )
    terminal_type: str | None
    question: str | None = Field(
        None,
        description="What the person must decide or answer: the question of a waiting run (go on with "
        "approve_run, deny_run or answer_run and this session_id), or of a run that ended needing it",
    )
    waiting: dict[str, Any] | None = Field(None, description="What a paused run waits for, in detail")
    verified: bool | None = Field(
        None, description="Whether the verifier confirmed the result; None = unknown"
    )
    answer: str | None
    reason: str | None = Field(None, description="Why the run ended, in one sentence")
    steps: int
    run_dir: str
    report_path: str | None
    narration: list[str] = Field(default_factory=list, description="The run's narration, one line per step")


class PortalOutcome(BaseModel):
    """How a ``portal_to_script`` ended."""

    status: str = Field(description="DONE, FAILED or NEEDS_HUMAN_REVIEW")
    message: str
    script_path: str | None
    columns: list[str]
    rows: int
    stated_total: int | None = Field(None, description="The row count the results page stated, if exact")
    rows_written: int | None = None
    run_dir: str


def is_line(event: AgentEvent) -> bool:
    """Whether the console would show ``event`` as a narration line (a pause is told by the outcome's
    ``question`` instead: its console line names the CLI's commands)."""
    if event.kind not in LINE_KINDS or not event.message:
        return False
    if event.kind == "terminal" and event.data.get("reason") == "waiting":
        return False
    return not (event.kind == "step" and event.data.get("node") in QUIET_NODES)


def question_of(status: str, waiting: dict[str, Any] | None, evidence: dict[str, Any]) -> str | None:
    """The question for the person: what a paused run waits for, or what an ended run needed."""
    if status == "waiting" and waiting:
        return waiting_question(waiting) or None
    question = evidence.get("question")
    return str(question) if question else None


class Progress:
    """Send progress notifications in order from a synchronous callback (events come from the loop)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.count = 0
        self.lines: list[str] = []
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    def say(self, line: str) -> None:
        self.lines.append(line)
        self._queue.put_nowait(line)

    def on_event(self, event: AgentEvent) -> None:
        """The run's events: a narration line each (``is_line``)."""
        if is_line(event):
            self.say(f"{event.step}: {event.message}")

    async def _send(self) -> None:
        while (line := await self._queue.get()) is not None:
            self.count += 1
            with contextlib.suppress(Exception):  # a client that went away must not stop the run
                await self.ctx.report_progress(self.count, None, line)

    async def __aenter__(self) -> Progress:
        self._task = asyncio.create_task(self._send())
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._queue.put_nowait(None)
        if self._task is not None:
            await self._task


def read_verified(run_dir: Path, result: Any) -> bool | None:
    """The verifier's verdict when the run recorded one (``verified`` / ``verification.verified``)."""
    for source in (result, getattr(result, "verification", None)):
        value = getattr(source, "verified", None) if source is not None else None
        if isinstance(value, bool):
            return value
    summary = last_summary(run_dir)
    verification = summary.get("verification")
    if isinstance(verification, dict) and isinstance(verification.get("verified"), bool):
        return bool(verification["verified"])
    value = summary.get("verified")
    return value if isinstance(value, bool) else None


def last_summary(run_dir: Path) -> dict[str, Any]:
    """The raw summary record of a run's trace ({} when there is none)."""
    path = run_dir / "logs" / "trace.jsonl"
    if not path.is_file():
        return {}
    for line in reversed(path.read_text(encoding="utf-8").splitlines()):
        with contextlib.suppress(json.JSONDecodeError):
            data = json.loads(line)
            if isinstance(data, dict) and data.get("type") == "summary":
                return data
    return {}


SettingsFor = Callable[..., Settings]


async def run_goal(
    settings_for: SettingsFor,
    secrets: Any,
    ctx: Context,
    goal: str,
    url: str | None = None,
    planner: str | None = None,
    max_steps: int | None = None,
    on_confirm: str | None = None,
) -> GoalOutcome:
    """Run the agent on one goal to one of the four terminal reasons, or until it waits for a person
    (see the tool description)."""
    from wayfinder.agent.run import run_agent

    try:
        settings = settings_for(planner=planner, max_steps=max_steps, on_confirm=on_confirm)
    except ConfigError as exc:
        raise ToolError(one_sentence(str(exc))) from exc
    async with Progress(ctx) as progress:
        try:
            result = await run_agent(
                goal, start_url=url, settings=settings, secrets=secrets, on_event=progress.on_event
            )
        except ConfigError as exc:
            raise ToolError(one_sentence(str(exc))) from exc
    return outcome_of(result, progress.lines)


def outcome_of(result: Any, narration: list[str]) -> GoalOutcome:
    """The tool result of a run (``agent.run_close.RunResult``)."""
    from wayfinder.agent.narration import narrate_terminal

    evidence = dict(result.evidence or {})
    status = str(getattr(result, "status", "ended"))
    waiting = getattr(result, "waiting", None)
    reason = (
        narrate_terminal(result.terminal_reason, evidence, result.answer)
        if status == "ended" and result.terminal_reason
        else None
    )
    return GoalOutcome(
        session_id=result.session_id,
        status=status,
        waiting=waiting,
        question=question_of(status, waiting, evidence),
        terminal_reason=result.terminal_reason,
        terminal_type=result.terminal_type,
        verified=read_verified(result.run_dir, result),
        answer=result.answer,
        reason=reason,
        steps=result.steps,
        run_dir=str(result.run_dir),
        report_path=str(result.report_path) if result.report_path else None,
        narration=narration,
    )


async def portal_to_script(
    settings_for: SettingsFor, ctx: Context, url: str, search: dict[str, str], out_dir: str | None = None
) -> PortalOutcome:
    """Walk a records portal once, write a standalone scraping script, test and repair it."""
    from wayfinder.portal.run import run_portal

    try:
        settings = settings_for()
    except ConfigError as exc:
        raise ToolError(one_sentence(str(exc))) from exc
    async with Progress(ctx) as progress:

        def on_status(node: str, state: dict[str, Any]) -> None:
            progress.say(f"{node}: {state.get('status')}")

        result = await run_portal(
            url, dict(search), settings, out_dir=Path(out_dir) if out_dir else None, on_status=on_status
        )
    if result.input_error:
        raise ToolError(one_sentence(result.message))
    data = result.to_json()
    return PortalOutcome(
        status=result.status,
        message=result.message,
        script_path=result.script_path,
        columns=list(result.columns),
        rows=result.rows,
        stated_total=data.get("stated_total"),
        rows_written=data.get("rows_written"),
        run_dir=str(result.run_dir),
    )
