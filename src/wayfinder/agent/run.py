"""``run_agent``: the thin facade that runs one goal through the graph and always leaves a trace.

Validates the input, creates the run directory (with ``run.json`` and the run's lock), the masked
tracer and the run's checkpointer (``checkpoints.sqlite``, thread id = session id), opens the browser
(unless one is passed in), navigates to the start URL, streams the compiled graph, and, whatever
happens (a normal end, a pause for a person, an exception, Ctrl-C), writes the RunSummary and then
the HTML report. An exception is re-raised after the summary is written.

``execute_run`` is shared with ``agent/resume.py``: a resumed run goes through the same steps with a
different way to start the graph.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

from langgraph.errors import GraphRecursionError
from langgraph.graph.state import CompiledStateGraph

from wayfinder.agent.checkpoints import open_saver, thread_config
from wayfinder.agent.context import AgentContext, AskUser, ShouldStop
from wayfinder.agent.early import (
    MAX_GOAL_CHARS,
    EarlyBrowser,
    browser_settings,
    owner_tag,
    ready_browser,
    run_browser,
    validate_goal,
    validate_start_url,
)
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.frames import start_frame
from wayfinder.agent.graph import compile_graph, recursion_limit
from wayfinder.agent.restore import save_storage
from wayfinder.agent.resume_evidence import clear_mark, mark_started
from wayfinder.agent.run_close import Run, RunResult, close_run, end_outside_graph, result_of
from wayfinder.agent.run_first import FirstLook, adopt, discard
from wayfinder.agent.screens import mask_screenshot
from wayfinder.agent.stages import frame_classes
from wayfinder.agent.state import AgentState, frame_of, initial_state, merged, observation_of
from wayfinder.agent.steps import step_no
from wayfinder.agent.waiting import pause_message, waiting_record
from wayfinder.browser import ops
from wayfinder.browser.http_status import GONE_AT_START
from wayfinder.browser.models import DocumentStatus, describe_status
from wayfinder.browser.runtime import BrowserRuntime, SecretGuard
from wayfinder.errors import ActionFailed, BrowserGone, ConfigError
from wayfinder.observe.capture import install_listener_probe
from wayfinder.observe.models import Observation
from wayfinder.plan.base import Planner
from wayfinder.plan.factory import make_planner
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.goal_credentials import lift_goal_credentials
from wayfinder.safety.secret_sites import bind_secrets, site_refusal
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings, load_settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import RunLock, RunMeta, settings_record, write_meta
from wayfinder.trace.tracer import Tracer

SKIP = object()  # what a start function returns when the graph must not run (the run already ended)

Graph = CompiledStateGraph[AgentState, AgentContext, AgentState, AgentState]
StartGraph = Callable[[AgentContext, Graph], Awaitable[Any]]

__all__ = [
    "MAX_GOAL_CHARS",
    "RunResult",
    "browser_settings",
    "owner_tag",
    "run_agent",
    "validate_goal",
    "validate_start_url",
]


def bind_run_secrets(
    settings: Settings, secrets: SecretStore | None, start_url: str | None, goal: str
) -> Settings:
    """The settings with every secret bound to its sites (``safety/secret_sites.py``): as given with
    ``--secret NAME=VALUE@site`` or ``bind_secrets``, else the start site, else the sites the goal
    names. A site that cannot be read is a ConfigError, before anything runs."""
    names = secrets.names if secrets else ()
    given = {**settings.bind_secrets, **(secrets.sites if secrets else {})}
    if not names and not given:
        return settings
    bound = bind_secrets(names, given, start_url=start_url, goal=goal)
    return settings.model_copy(update={"bind_secrets": bound})


def secret_guard(settings: Settings) -> SecretGuard:
    """The executor's last check before a secret is typed: the same rule safety applied to the
    observation, on the live field (``actions/fields.py``)."""
    bindings = settings.bind_secrets

    def guard(name: str, field_url: str, targets: Sequence[str]) -> str | None:
        sites = bindings.get(name.upper())
        return None if sites is None else site_refusal(name, sites, field_url, targets)

    return guard


def start_page_gone(doc: DocumentStatus | None) -> dict[str, Any] | None:
    """A start URL that answers 403, 404 or 410 ends the run at once, naming the status: there is
    nothing there to work with (a 5xx or 429 was already retried by ``goto``)."""
    if doc is None or doc.status not in GONE_AT_START:
        return None
    what = describe_status(doc.status, doc.reason)
    return {"status": doc.status, "error": f"the start page {doc.url} answered {what}"}


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
    early: EarlyBrowser | None = None,
    first_look: asyncio.Task[FirstLook | None] | None = None,
) -> RunResult:
    """Run one goal to one of the four terminal reasons, or to a pause (``status="waiting"``).

    ``early``: the run's browser, already launching (``agent/early.py``); the run takes it as its own
    and closes it, also when it refuses its input before it begins. ``first_look``: the start page observed
    by that browser (``agent/run_first.py``); the graph starts from it when the page is unchanged."""
    try:
        return await _run_agent(
            goal,
            start_url,
            settings,
            runtime,
            planner,
            secrets,
            on_event,
            ask_user,
            should_stop,
            early,
            first_look,
        )
    except BaseException:
        await discard(first_look)
        if early is not None:  # closed already when the run began (closing twice is safe)
            await early.discard()
        raise


async def _run_agent(
    goal: str,
    start_url: str | None,
    settings: Settings | None,
    runtime: BrowserRuntime | None,
    planner: Planner | None,
    secrets: SecretStore | None,
    on_event: Callable[[AgentEvent], None] | None,
    ask_user: AskUser | None,
    should_stop: ShouldStop | None,
    early: EarlyBrowser | None,
    first_look: asyncio.Task[FirstLook | None] | None,
) -> RunResult:
    # credentials written in the goal become secrets before anything is logged or checkpointed
    lifted = lift_goal_credentials(validate_goal(goal), secrets)
    text, secrets = lifted.goal, lifted.secrets
    url = validate_start_url(start_url)
    settings = bind_run_secrets(settings or load_settings(), secrets, url, text)
    policy = DomainPolicy.from_settings(settings)  # ConfigError on bad patterns, before any side effect
    planner = planner or make_planner(settings)
    run_dir = RunDir.create(settings.runs_dir, session_id=early.session_id if early else None)
    lock = RunLock(run_dir.lock_path)
    lock.acquire()  # a fresh directory: nobody else holds it
    mask = secrets.mask if secrets else None
    tracer = Tracer(run_dir, mask=mask)
    read = await start_frame(planner, text, tracer)  # a model reads the goal too ({} without one)
    kind, mode = frame_classes(frame_of({"goal": text, **read}))
    first = initial_state(text, start_url=url, goal_kind=kind, task_mode=mode)
    state = {**first, **read, "budget": merged(first["budget"], read.get("budget"))}  # the frame's cost
    run = Run(text, url, settings, planner, run_dir, tracer, time.time(), state, lock, secrets)
    tag = owner_tag(run_dir)
    meta = RunMeta(
        session_id=run_dir.session_id,
        goal=text,
        start_url=url,
        started_at=run.started,
        planner=planner.name,
        settings=settings_record(settings),
        browser_owner=tag,
    )
    try:
        write_meta(run_dir, meta, mask)
    except OSError as exc:  # the disk is full or read-only before the run begins: said in one line
        lock.release()
        reason = exc.strerror or type(exc).__name__
        raise ConfigError(f"runs_dir {str(settings.runs_dir)!r} cannot hold a run: {reason}") from None
    tracer.log(f"run {run_dir.session_id}: goal {text!r} ({kind}/{mode}) planner {planner.name}")
    if lifted.changed:
        tracer.log(
            "credentials written in the goal are typed as "
            + ", ".join(f"<secret:{n}>" for n in lifted.lifted)
        )
    for name, sites in settings.bind_secrets.items():
        tracer.log(f"secret <secret:{name}> is bound to {', '.join(sites) or 'no site'}")
    browser = early.runtime if early is not None else runtime or run_browser(settings, run_dir)

    async def start(ctx: AgentContext, _graph: Graph) -> Any:
        if url:
            try:
                if early is not None and early.arrived(url):  # opened while the agent was imported
                    if early.failed is not None:
                        raise early.failed
                else:
                    await ctx.browser.goto(url)
            except (ActionFailed, BrowserGone) as exc:
                end_outside_graph(run, ctx.emit, "navigation_failed", {"url": url, "error": str(exc)})
                return SKIP
            gone = start_page_gone(ctx.browser.document_status())
            if gone is None and ctx.browser.dead_end:  # a refresh loop at the start page
                gone = {"error": ctx.browser.dead_end}
            if gone is not None:
                end_outside_graph(run, ctx.emit, "navigation_failed", {"url": url, **gone})
                return SKIP
        look = await adopt(first_look, ctx, run.state, step_no(run.state)) if url else None
        if look is not None:  # observed while the agent was imported, and the page is unchanged since
            seen = look.observation.model_dump(mode="json")
            return cast(
                AgentState,
                {**run.state, "observation": seen, "observation_fresh": True, "first_look_at": look.at},
            )
        return cast(AgentState, run.state)

    try:
        return await execute_run(
            run,
            browser,
            own=runtime is None,
            policy=policy,
            start=start,
            emit=on_event,
            ask_user=ask_user,
            should_stop=should_stop,
            early=early,
        )
    finally:
        await discard(first_look)  # one the run did not wait for (it ended before its graph began)


async def execute_run(
    run: Run,
    browser: BrowserRuntime,
    *,
    own: bool,
    policy: DomainPolicy,
    start: StartGraph,
    emit: Callable[[AgentEvent], None] | None = None,
    ask_user: AskUser | None = None,
    should_stop: ShouldStop | None = None,
    early: EarlyBrowser | None = None,
) -> RunResult:
    """Open the browser (when ``own``; ``early``: its start, begun early), the checkpointer and the
    graph; ``start`` gives the graph's input (or SKIP); stream it; always close with a summary, the
    report and the lock released."""
    notify = emit or (lambda _e: None)
    try:
        if own:
            await (early.launch if early is not None else browser.start())
            if early is None or early.url is None:  # else the early launch installed it (agent/early.py)
                # browser/ may not import observe/: the caller that owns the context installs the probe
                await install_listener_probe(browser.page.context)
        ready_browser(browser, run.settings, policy)  # again: the guard, the judge with the run's settings
        browser.secret_guard = secret_guard(run.settings)
        browser.ledger.on_action_start = lambda: _mark_started(run)  # what a resume reads after a kill
        ctx = AgentContext(
            run.settings,
            browser,
            run.planner,
            run.tracer,
            run.run_dir,
            run.secrets,
            notify,
            ask_user,
            should_stop,
        )
        mask_obj = run.secrets.mask_obj if run.secrets else None
        async with open_saver(run.run_dir.checkpoint_path, mask_obj=mask_obj) as saver:
            graph = compile_graph(checkpointer=saver)
            graph_input = await start(ctx, graph)
            if graph_input is not SKIP:
                await _drive(run, ctx, graph, graph_input)
    except (KeyboardInterrupt, asyncio.CancelledError) as exc:
        why = (
            str(exc.args[0])
            if isinstance(exc, asyncio.CancelledError) and exc.args
            else "interrupted (Ctrl-C)"
        )
        end_outside_graph(run, notify, "interrupted", {"error": why})  # e.g. "terminated (SIGTERM)"
        raise
    except ConfigError as exc:
        end_outside_graph(run, notify, "config_error", {"error": str(exc)})
        raise
    except BaseException as exc:
        end_outside_graph(run, notify, "crashed", {"error": f"{type(exc).__name__}: {exc}"})
        raise
    finally:
        with contextlib.suppress(Exception):  # the last screenshot, so the report can show it
            await browser.deferred.flush(run.settings.page_timeout_s)
        report = close_run(run)
        if own:
            await _quietly_close(browser)
        run.lock.release()
    return result_of(run, report)


async def _drive(run: Run, ctx: AgentContext, graph: Graph, graph_input: Any) -> None:
    """Stream the graph, keeping the latest state in ``run.state``; save the browser's storage when
    a step ends; notice a pause (a LangGraph interrupt) and record what it waits for."""
    limit = recursion_limit(run.settings)
    config = thread_config(run.run_dir.session_id, recursion_limit=limit)
    step = run.state.get("step")
    pause: Any = None
    try:
        stream = graph.astream(graph_input, config, context=ctx, stream_mode="values", durability="sync")
        async for values in stream:
            chunk = dict(values)
            pause = chunk.pop("__interrupt__", None) or pause
            run.state = chunk
            if chunk.get("step") != step:
                step = chunk.get("step")
                await save_storage(ctx.browser, run.run_dir, run.secrets)
    except GraphRecursionError:
        end_outside_graph(run, ctx.emit, "recursion_limit", {"limit": limit})
        return
    except (sqlite3.Error, OSError) as exc:
        if not record_fault(exc):
            raise
        # the checkpoint (or another file of the run) could not be written: the run cannot go on
        # durably; it stops here, says why in one sentence, and does not claim a clean exit
        run.tracer.failed(run.run_dir.checkpoint_path, _as_os_error(exc))
        reason = f"the run stopped: its record could not be written ({fault_words(exc)})"
        end_outside_graph(run, ctx.emit, "record_failed", {"error": reason})
        return
    if pause and not run.state.get("terminal_reason"):
        payload = dict(pause[0].value)
        shot = await _pause_screenshot(ctx, int(payload.get("step") or 0), observation_of(run.state))
        payload["screenshot"] = shot or payload.get("screenshot")
        await save_storage(ctx.browser, run.run_dir, run.secrets)
        run.waiting = payload
        run.tracer.record(waiting_record(run.run_dir.session_id, run.state, payload))
        message = pause_message(run.run_dir.session_id, payload)
        run.tracer.log(f"waiting: {message}")
        number = int(payload.get("step") or 0)
        ctx.emit(AgentEvent(kind="terminal", step=number, message=message, data={"reason": "waiting"}))


def _mark_started(run: Run) -> None:
    try:
        mark_started(run.run_dir, step_no(run.state))
    except OSError:  # no mark at all: a resume then treats a risky action as maybe begun
        clear_mark(run.run_dir)


RECORD_ERRNOS = frozenset({errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EACCES, errno.EPERM, errno.EIO})
SQLITE_FAULTS = ("disk is full", "readonly database", "disk i/o error", "unable to open database")


def record_fault(exc: BaseException) -> bool:
    """Whether ``exc`` is the disk refusing the run's files (full, read-only, no permission)."""
    if isinstance(exc, sqlite3.Error):
        return any(words in str(exc).lower() for words in SQLITE_FAULTS)
    return isinstance(exc, OSError) and exc.errno in RECORD_ERRNOS


def fault_words(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


def _as_os_error(exc: BaseException) -> OSError:
    return exc if isinstance(exc, OSError) else OSError(errno.EIO, fault_words(exc))


async def _pause_screenshot(ctx: AgentContext, step: int, observation: Observation | None) -> str | None:
    """A screenshot of the page the run paused on, relative to the run directory (None on failure)."""
    path = ctx.run_dir.screenshot_path(step, "_waiting")
    try:
        await ops.screenshot(await ctx.browser.ensure_page(), path)
        if observation is not None:  # the page paused on is the one last observed: secret boxes filled
            mask_screenshot(path, observation)
    except Exception:  # a screenshot is a help for the person, never a reason to fail the pause
        path.unlink(missing_ok=True)  # not kept half-masked
        return None
    return ctx.run_dir.relative(path)


async def _quietly_close(browser: BrowserRuntime) -> None:
    with contextlib.suppress(Exception):  # closing a dead browser must not mask the run's outcome
        await browser.close()
