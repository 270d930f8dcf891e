"""Continuing a run: after its process died (``resume_run``) or after it paused for a person
(``approve``, ``deny``, ``answer``). The CLI verbs call these; all four return a ``RunResult``.

1. The run is found in ``runs_dir`` and its lock taken (a run whose process still lives is refused);
   ``run.json`` gives its goal and settings. A run that already ended returns its result untouched;
   a paused run resumed without a reply asks the person (interactive) or stays paused.
2. The dead run's own browser processes, if any survived, are ended (``browser/orphans.py``).
3. The latest checkpoint decides how the graph goes on (``plan_resume``, pure):
   - paused: the reply goes to the interrupted node (``Command(resume=...)``);
   - a confirmed risky action was being executed when the process died: it may have happened, so
     it is never repeated on its own: the person is asked (interactive), else the run ends
     goal_failed with ``stop_reason = "uncertain_side_effect"`` naming the action;
   - a step cut short before its action ran is taken again from ``observe`` (the page is new);
   - otherwise the graph continues with its next node.
4. The browser is re-opened where it was (``agent/restore.py``), a ``resumed`` record is written,
   and the run goes on in the same run directory: same step counter, budgets, history and stage.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from langgraph.types import Command

from wayfinder.agent.checkpoints import KEEP, open_saver, thread_config
from wayfinder.agent.context import AgentContext, AskUser
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.graph import compile_graph
from wayfinder.agent.paused import FoundRun, ended_refusal, find_run, waiting_refusal
from wayfinder.agent.restore import load_storage, needed_secrets, reopen_tabs, replay_inputs, replayable
from wayfinder.agent.resume_evidence import gather
from wayfinder.agent.resume_plan import ResumePlan, plan_resume
from wayfinder.agent.run import Graph, bind_run_secrets, browser_settings, execute_run
from wayfinder.agent.run_close import Run, RunResult
from wayfinder.agent.state import check_state, current_url
from wayfinder.agent.waiting import answer_reply, approval, describe_wait
from wayfinder.browser.orphans import kill_owned
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ConfigError
from wayfinder.plan.base import Planner
from wayfinder.plan.factory import make_planner
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings, load_settings
from wayfinder.trace.records import RunSummary, StepRecord, read_trace
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import settings_from_record
from wayfinder.trace.tracer import Tracer

Emit = Callable[[AgentEvent], None]


def result_from_summary(run_dir: RunDir, summary: RunSummary) -> RunResult:
    """The result of a run that is not continued now (it ended, or it stays paused)."""
    report = run_dir.report_path
    return RunResult(
        session_id=summary.session_id,
        terminal_reason=summary.terminal_reason,
        terminal_type=summary.terminal_type,
        steps=summary.steps,
        answer=summary.answer,
        run_dir=run_dir.root,
        report_path=report if report.is_file() else None,
        planner_calls=summary.planner_calls,
        prompt_tokens=summary.prompt_tokens,
        completion_tokens=summary.completion_tokens,
        duration_s=summary.duration_s,
        evidence=dict(summary.terminal_evidence),
        status=summary.status,
        waiting=summary.waiting,
    )


async def resume_run(
    session_id: str,
    *,
    runs_dir: Any = None,
    secrets: SecretStore | None = None,
    on_event: Emit | None = None,
    ask_user: AskUser | None = None,
    settings: Settings | None = None,
    planner: Planner | None = None,
    reply: dict[str, Any] | None = None,
    expect: str | None = None,
    overrides: dict[str, Any] | None = None,
) -> RunResult:
    """Continue the run ``session_id`` (see the module docstring). ``reply`` answers a pause of kind
    ``expect`` ("confirm" or "question"); without one, a paused run asks through ``ask_user`` or stays
    paused. The run's recorded settings are used (``settings`` replaces them; ``overrides`` changes
    some, e.g. a larger ``max_steps``). ConfigError: unknown run, no checkpoint, still running, or a
    reply the run does not wait for."""
    directory = runs_dir if runs_dir is not None else (settings or load_settings()).runs_dir
    found = find_run(session_id, directory)
    try:
        if settings is None:
            record = settings_from_record(found.meta.settings, runs_dir=str(directory), **(overrides or {}))
            settings = load_settings(**record)
        return await _resume(found, secrets, on_event, ask_user, settings, planner, reply, expect)
    finally:
        found.lock.release()


async def approve(session_id: str, **kw: Any) -> RunResult:
    """Approve the risky action a paused run waits for, and run it to its end."""
    return await resume_run(session_id, reply=approval(True), expect="confirm", **kw)


async def deny(session_id: str, *, reason: str | None = None, **kw: Any) -> RunResult:
    """Refuse the risky action a paused run waits for (the reason goes to the planner and the summary)."""
    return await resume_run(session_id, reply=approval(False, reason), expect="confirm", **kw)


async def answer(session_id: str, text: str, **kw: Any) -> RunResult:
    """Answer the question a paused run waits for, and run it to its end."""
    if not text.strip():
        raise ConfigError("the answer is empty; say what the run should know")
    return await resume_run(session_id, reply=answer_reply(text.strip()), expect="question", **kw)


async def _resume(
    found: FoundRun,
    secrets: SecretStore | None,
    on_event: Emit | None,
    ask_user: AskUser | None,
    settings: Settings,
    planner: Planner | None,
    reply: dict[str, Any] | None,
    expect: str | None,
) -> RunResult:
    run_dir, meta, summary = found.run_dir, found.meta, found.summary
    refusal = ended_refusal(found, expect)
    if refusal is not None:
        raise refusal
    if summary is not None and summary.status == "ended":
        return result_from_summary(run_dir, summary)
    config = thread_config(run_dir.session_id)
    async with open_saver(run_dir.checkpoint_path) as saver:
        graph = compile_graph(checkpointer=saver)
        snapshot = await graph.aget_state(config)
        history = [h async for h in graph.aget_state_history(config, limit=KEEP)]
    if not snapshot.values:
        raise ConfigError(f"run {run_dir.session_id} has no checkpoint to resume from (it never started)")
    check_state(snapshot.values)  # a checkpoint of an incompatible version: a clear error, not a crash later
    interactive = settings.interactive_prompts and ask_user is not None
    steps, _ = read_trace(run_dir.trace_path)
    evidence = gather(run_dir, snapshot, history, steps)
    interrupts = [i.value for i in snapshot.interrupts]
    plan = plan_resume(dict(snapshot.values), tuple(snapshot.next), interrupts, evidence)
    if plan.waiting is not None:
        refusal = waiting_refusal(run_dir.session_id, plan.waiting, expect)
        if refusal is not None:
            raise refusal
        if reply is None and interactive and ask_user is not None:
            reply = await _ask_waiting(ask_user, plan.waiting)
        if reply is None:
            if summary is not None:
                return result_from_summary(run_dir, summary)
            raise ConfigError(f"run {run_dir.session_id} waits for {describe_wait(plan.waiting)}")
    elif expect is not None:
        raise ConfigError(
            f"run {run_dir.session_id} is not waiting for a person (it can be resumed: wayfinder run --resume)"
        )
    if plan.uncertain is not None and interactive and ask_user is not None:
        said = await ask_user(
            f"The run stopped while doing {plan.uncertain['what']}; it may have happened. Do it again? [y/N]"
        )
        plan = plan.with_repeat((said or "").strip().lower() in ("y", "yes"))
    missing = needed_secrets(replayable(dict(snapshot.values))) - set(secrets.names if secrets else ())
    if missing:
        names = ", ".join(sorted(missing))
        raise ConfigError(
            f"the run typed secrets that are not given now: {names}; pass --secret NAME=VALUE again"
        )
    killed = kill_owned(meta.browser_owner)
    return await _continue(found, settings, planner, secrets, on_event, ask_user, plan, reply, killed)


async def _ask_waiting(ask_user: AskUser, waiting: dict[str, Any]) -> dict[str, Any] | None:
    if waiting.get("kind") == "question":
        text = await ask_user(str(waiting.get("question") or ""))
        return answer_reply(text) if text and text.strip() else None
    said = await ask_user(f"Allow {waiting.get('what')}? It is {waiting.get('risk')} risk. [y/N]")
    return approval((said or "").strip().lower() in ("y", "yes", "ok", "sure", "confirm"))


async def _continue(
    found: FoundRun,
    settings: Settings,
    planner: Planner | None,
    secrets: SecretStore | None,
    on_event: Emit | None,
    ask_user: AskUser | None,
    plan: ResumePlan,
    reply: dict[str, Any] | None,
    killed: list[int],
) -> RunResult:
    run_dir, meta = found.run_dir, found.meta
    settings = bind_run_secrets(settings, secrets, meta.start_url, meta.goal)
    policy = DomainPolicy.from_settings(settings)
    planner = planner or make_planner(settings)
    tracer = Tracer(run_dir, mask=secrets.mask if secrets else None)
    run = Run(
        meta.goal,
        meta.start_url,
        settings,
        planner,
        run_dir,
        tracer,
        meta.started_at,
        dict(plan.state),
        found.lock,
        secrets,
    )
    entry = plan.describe(reply)
    entry.update({"ts": time.time(), "orphans_ended": killed})
    run.resumes = [*found.resumes, entry]
    storage = load_storage(run_dir, secrets)
    browser = BrowserRuntime(
        browser_settings(settings, meta.browser_owner),
        downloads_dir=run_dir.downloads_dir,
        storage_state=storage,
    )
    tracer.log(f"resuming run {run_dir.session_id} at step {entry['from_step']}: {entry['why']}")

    async def start(ctx: AgentContext, graph: Graph) -> Any:
        config = thread_config(run_dir.session_id)
        if plan.update is not None:  # to the latest checkpoint, or to the one that began the step
            target = plan.config or config
            await graph.aupdate_state(target, plan.update, as_node=plan.as_node)  # type: ignore[arg-type]
            run.state.update(plan.update)
        if not plan.ends:
            entry["tabs"] = await reopen_tabs(ctx, run.state, active_url=plan.reopen_at)
        if plan.replay and not plan.ends:
            entry["replayed"] = await replay_inputs(ctx, run.state)
        ux = f"Resumed at step {entry['from_step']}: {entry['why']}"
        tracer.record(
            StepRecord(
                session_id=run_dir.session_id,
                step=int(entry["from_step"]),
                node="resumed",
                ts=time.time(),
                url=current_url(run.state),
                ux_message=ux,
                resume=entry,
            )
        )
        ctx.emit(AgentEvent(kind="info", step=int(entry["from_step"]), message=ux, data={"node": "resumed"}))
        return Command(resume=reply) if plan.waiting is not None else None

    # a run that only needs its terminal written does not need a browser
    own = not plan.ends
    return await execute_run(
        run, browser, own=own, policy=policy, start=start, emit=on_event, ask_user=ask_user
    )
