"""``run_agent``: the thin facade that runs one goal through the graph and always leaves a trace.

Validates the input, creates the run directory and the masked tracer, opens the browser (unless one
is passed in), navigates to the start URL, streams the compiled graph, and, whatever happens (a
normal end, an exception, Ctrl-C), writes the RunSummary and then the HTML report. An exception is
re-raised after the summary is written.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

from langchain_core.runnables import RunnableConfig
from langgraph.errors import GraphRecursionError

from wayfinder.agent.context import AgentContext, AskUser, ShouldStop
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.graph import compile_graph, recursion_limit
from wayfinder.agent.narration import narrate_terminal
from wayfinder.agent.stages import goal_classes
from wayfinder.agent.state import AgentState, initial_state
from wayfinder.agent.terminals import normalize_terminal
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ActionFailed, BrowserGone, ConfigError
from wayfinder.observe.capture import install_listener_probe
from wayfinder.plan.base import Planner
from wayfinder.plan.factory import make_planner
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings, load_settings
from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

MAX_GOAL_CHARS = 2000


@dataclass
class RunResult:
    """What a caller needs after a run; everything else is in ``run_dir``."""

    session_id: str
    terminal_reason: str
    terminal_type: str
    steps: int
    answer: str | None
    run_dir: Path
    report_path: Path | None
    planner_calls: int
    prompt_tokens: int
    completion_tokens: int
    duration_s: float
    evidence: dict[str, Any] = field(default_factory=dict)


def validate_goal(goal: str) -> str:
    """The goal, stripped; ConfigError when empty or longer than 2,000 characters."""
    text = (goal or "").strip()
    if not text:
        raise ConfigError("the goal is empty; say in plain words what the agent should do")
    if len(text) > MAX_GOAL_CHARS:
        raise ConfigError(f"the goal is {len(text)} characters long; the limit is {MAX_GOAL_CHARS}")
    return text


def validate_start_url(url: str | None) -> str | None:
    """None, or an http(s) URL with a host, or a file URL with a path; else ConfigError naming it."""
    if url is None:
        return None
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    if scheme in ("http", "https") and parts.hostname:
        return url.strip()
    if scheme == "file" and parts.path:
        return url.strip()
    raise ConfigError(
        f"start URL {url!r} is not valid: use an http(s) URL with a host (https://example.com) or a file: URL"
    )


@dataclass
class _Run:
    """The mutable pieces of one run, so the finally-block can summarize whatever state was reached."""

    goal: str
    start_url: str | None
    settings: Settings
    planner: Planner
    run_dir: RunDir
    tracer: Tracer
    started: float
    state: dict[str, Any]


async def run_agent(
    goal: str,
    *,
    start_url: str | None = None,
    settings: Settings | None = None,
    runtime: BrowserRuntime | None = None,
    planner: Planner | None = None,
    secrets: SecretStore | None = None,
    on_event: Callable[[AgentEvent], None] | None = None,
    ask_user: AskUser | None = None,
    should_stop: ShouldStop | None = None,
) -> RunResult:
    """Run one goal to one of the four terminal reasons. See the module docstring."""
    text = validate_goal(goal)
    url = validate_start_url(start_url)
    settings = settings or load_settings()
    policy = DomainPolicy.from_settings(settings)  # ConfigError on bad patterns, before any side effect
    planner = planner or make_planner(settings)
    run_dir = RunDir.create(settings.runs_dir)
    tracer = Tracer(run_dir, mask=secrets.mask if secrets else None)
    kind, mode = goal_classes(text)
    run = _Run(
        text,
        url,
        settings,
        planner,
        run_dir,
        tracer,
        time.time(),
        dict(initial_state(text, start_url=url, goal_kind=kind, task_mode=mode)),
    )
    tracer.log(f"run {run_dir.session_id}: goal {text!r} ({kind}/{mode}) planner {planner.name}")
    own = runtime is None
    browser = runtime or BrowserRuntime(settings, downloads_dir=run_dir.downloads_dir)
    emit = on_event or (lambda _e: None)
    try:
        if own:
            await browser.start()
            # browser/ may not import observe/: the caller that owns the context installs the probe
            await install_listener_probe(browser.page.context)
        if policy.allowed or policy.blocked:
            browser.set_navigation_guard(policy.check)
        ctx = AgentContext(settings, browser, planner, tracer, run_dir, secrets, emit, ask_user, should_stop)
        await _drive(run, ctx)
    except (KeyboardInterrupt, asyncio.CancelledError):
        _end_outside_graph(run, emit, "interrupted", {"error": "interrupted (Ctrl-C)"})
        raise
    except ConfigError as exc:
        _end_outside_graph(run, emit, "config_error", {"error": str(exc)})
        raise
    except BaseException as exc:
        _end_outside_graph(run, emit, "crashed", {"error": f"{type(exc).__name__}: {exc}"})
        raise
    finally:
        report = _close(run)
        if own:
            await _quietly_close(browser)
    return _result(run, report)


async def _drive(run: _Run, ctx: AgentContext) -> None:
    """Navigate to the start URL, then stream the graph, keeping the latest state in ``run.state``."""
    if run.start_url:
        try:
            await ctx.browser.goto(run.start_url)
        except (ActionFailed, BrowserGone) as exc:
            _end_outside_graph(run, ctx.emit, "navigation_failed", {"url": run.start_url, "error": str(exc)})
            return
    graph = compile_graph()
    limit = recursion_limit(run.settings)
    config: RunnableConfig = {"recursion_limit": limit}
    start = cast(AgentState, run.state)
    try:
        async for values in graph.astream(start, config, context=ctx, stream_mode="values"):
            run.state = dict(values)
    except GraphRecursionError:
        _end_outside_graph(run, ctx.emit, "recursion_limit", {"limit": limit})


def _end_outside_graph(
    run: _Run, emit: Callable[[AgentEvent], None], reason: str, details: dict[str, Any]
) -> None:
    """Set the terminal when the graph could not (never started, raised, was interrupted)."""
    if run.state.get("terminal_reason"):
        return
    run.state.update({"stop_reason": reason, "stop_details": details, "last_error": details.get("error")})
    out = normalize_terminal(run.state)
    run.state.update(out)
    ux = narrate_terminal(out["terminal_reason"], out["terminal_evidence"], run.state.get("answer"))
    step = int(run.state.get("step", 0))
    obs = run.state.get("observation") or {}
    run.tracer.record(
        StepRecord(
            session_id=run.run_dir.session_id,
            step=step,
            node="finalize",
            ts=time.time(),
            url=str(obs.get("url", run.start_url or "")),
            ux_message=ux,
            terminal=out,
            error=details.get("error"),
        )
    )
    run.tracer.log(f"terminal {out['terminal_reason']}: {ux}")
    emit(AgentEvent(kind="terminal", step=step, message=ux, data=out))


def _close(run: _Run) -> Path | None:
    """Write the summary (always), close the tracer, then write the report if it can be built."""
    if not run.state.get("terminal_reason"):
        run.state.update(
            normalize_terminal({**run.state, "stop_reason": run.state.get("stop_reason") or "crashed"})
        )
    ended = time.time()
    st = run.state
    summary = RunSummary(
        session_id=run.run_dir.session_id,
        goal=run.goal,
        start_url=run.start_url,
        started_at=run.started,
        ended_at=ended,
        duration_s=round(ended - run.started, 3),
        steps=int(st.get("step", 0)),
        planner=run.planner.name,
        planner_calls=int(st.get("planner_calls", 0)),
        terminal_reason=st.get("terminal_reason"),
        terminal_type=st.get("terminal_type"),
        terminal_evidence=dict(st.get("terminal_evidence") or {}),
        answer=st.get("answer"),
        prompt_tokens=int(st.get("prompt_tokens", 0)),
        completion_tokens=int(st.get("completion_tokens", 0)),
        cost_usd=st.get("cost_usd"),
        settings=run.settings.model_dump(mode="json"),
        extra={
            "goal_kind": st.get("goal_kind"),
            "task_mode": st.get("task_mode"),
            "goal_stage": st.get("goal_stage"),
        },
    )
    run.tracer.summary(summary)
    run.tracer.close()
    return _write_report(run.run_dir)


def _write_report(run_dir: RunDir) -> Path | None:
    try:
        from wayfinder.trace.report import write_report
    except ImportError:
        return None
    try:
        return write_report(run_dir.root)
    except Exception:  # the run is recorded; a report bug must not hide its result
        return None


async def _quietly_close(browser: BrowserRuntime) -> None:
    with contextlib.suppress(Exception):  # closing a dead browser must not mask the run's outcome
        await browser.close()


def _result(run: _Run, report: Path | None) -> RunResult:
    st = run.state
    return RunResult(
        session_id=run.run_dir.session_id,
        terminal_reason=str(st.get("terminal_reason")),
        terminal_type=str(st.get("terminal_type")),
        steps=int(st.get("step", 0)),
        answer=st.get("answer"),
        run_dir=run.run_dir.root,
        report_path=report,
        planner_calls=int(st.get("planner_calls", 0)),
        prompt_tokens=int(st.get("prompt_tokens", 0)),
        completion_tokens=int(st.get("completion_tokens", 0)),
        duration_s=round(time.time() - run.started, 3),
        evidence=dict(st.get("terminal_evidence") or {}),
    )
