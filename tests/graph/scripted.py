"""A ScriptedPlanner for whole-graph tests (the function-backed fake model idea from pydantic-ai).

A script is a list of steps, or one function of the PlannerContext. A step is an action dict, an
``Action``, an exception to raise, ``HANG`` (never answer: the planner timeout fires), or a (sync or
async) function of the PlannerContext returning any of those. Element ids are picked from the observation by text
(``click_text``), never hard-coded, so a test survives id changes.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, SecretStr

from tests.fixtures.openai_server import FakeOpenAI
from wayfinder.actions.models import parse_action
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import PlannerError
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.settings import Settings
from wayfinder.trace.records import StepRecord, read_trace

HANG = object()
Step = Any  # dict | Action | BaseException | HANG | Callable[[PlannerContext], Step]


def find_id(ctx: PlannerContext, text: str, *, tag: str | None = None) -> int:
    """The id of the first element whose label (or href) contains ``text``, case-insensitive."""
    needle = text.lower()
    for el in ctx.observation.elements:
        if tag and el.tag != tag:
            continue
        if needle in el.label.lower() or needle in (el.href or "").lower():
            return el.id
    labels = [f"[{el.id}] {el.label[:30]}" for el in ctx.observation.elements[:40]]
    raise PlannerError(f"scripted planner: no element with {text!r} on {ctx.observation.url}; saw {labels}")


def click_text(text: str, *, tag: str | None = None) -> Callable[[PlannerContext], dict[str, Any]]:
    return lambda ctx: {"type": "click", "element_id": find_id(ctx, text, tag=tag)}


def type_into(label: str, text: str, *, submit: bool = False) -> Callable[[PlannerContext], dict[str, Any]]:
    return lambda ctx: {"type": "type", "element_id": find_id(ctx, label), "text": text, "submit": submit}


def done(answer: str | None = None, *, success: bool = True) -> dict[str, Any]:
    return {"type": "done", "success": success, "answer": answer}


class ScriptedPlanner:
    """Plays a script; records every context it was given in ``contexts``."""

    name = "scripted"

    def __init__(self, script: Sequence[Step] | Callable[[PlannerContext], Step]) -> None:
        self._script = script
        self._index = 0
        self.contexts: list[PlannerContext] = []

    def _next(self, ctx: PlannerContext) -> Step:
        if callable(self._script):
            return self._script(ctx)
        if self._index >= len(self._script):
            raise PlannerError(f"scripted planner: script of {len(self._script)} steps is exhausted")
        step = self._script[self._index]
        self._index += 1
        return step

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        self.contexts.append(ctx)
        step = self._next(ctx)
        while callable(step) and not isinstance(step, type):
            step = step(ctx)
            if inspect.isawaitable(step):  # an async step may change the page first (a late banner)
                step = await step
        if step is HANG:
            await asyncio.Event().wait()
        if isinstance(step, BaseException):
            raise step
        data = step.model_dump() if isinstance(step, BaseModel) else dict(step)
        action = parse_action(data)
        return PlannerResult(action=action, intent=f"scripted {action.type}", raw={"step": data})


# -- helpers shared by the graph tests (kept here: tests/graph owns no conftest)


def settings_for(base: Settings, tmp_path: Path, **kw: Any) -> Settings:
    """The session's browser test settings with this test's runs dir and short planner timeout."""
    return base.model_copy(update={"runs_dir": tmp_path / "runs", "planner_timeout_s": 5.0, **kw})


def llm_settings(
    base: Settings, tmp_path: Path, server: FakeOpenAI, *, api_key: str = "sk-test-key-123", **kw: Any
) -> Settings:
    """``settings_for`` with the LLM planner pointed at the tests' OpenAI-compatible server."""
    knobs: dict[str, Any] = {
        "planner": "openai:test-model",
        "base_url": server.base_url,
        "api_key": SecretStr(api_key),  # model_copy does not validate: pass the field's type
    }
    return settings_for(base, tmp_path, **{**knobs, **kw})


async def run_on_shop(
    demo: DemoServer,
    runtime: BrowserRuntime,
    settings: Settings,
    planner: Any = None,
    *,
    goal: str = "Find a monitor",
    **kw: Any,
) -> RunResult:
    """``run_agent`` from the demo shop's home with the cookie banner already accepted (``?consent=1``);
    ``planner`` None means the one the settings name."""
    return await run_agent(
        goal,
        start_url=demo.shop_url + "?consent=1",
        settings=settings,
        runtime=runtime,
        planner=planner,
        **kw,
    )


def trace_of(result: RunResult) -> list[StepRecord]:
    steps, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == result.terminal_reason
    return steps


def assert_complete_run_dir(result: RunResult) -> list[StepRecord]:
    """trace.jsonl with step records and a summary, agent.log, planner/observe JSON, screenshots."""
    steps = trace_of(result)
    assert steps and steps[-1].terminal is not None
    assert {"observe", "goal_check", "planner", "finalize"} <= {s.node for s in steps}
    assert (result.run_dir / "logs" / "agent.log").read_text()
    assert list((result.run_dir / "state").glob("*_planner.json"))
    assert list((result.run_dir / "state").glob("*_observe.json"))
    assert list((result.run_dir / "screenshots").glob("*.png"))
    return steps
