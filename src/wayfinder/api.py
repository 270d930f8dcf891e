"""The Python API: ``Agent(goal, url=..., settings=..., planner=...).run()``, ``run(...)`` and
``resume(session_id)``.

A thin, documented front over ``agent.run.run_agent`` (the same loop, checks, trace and report as
``wayfinder run``). ``on_event`` receives the typed :class:`~wayfinder.agent.events.AgentEvent` objects
the console renders; ``planner`` is anything that implements the
:class:`~wayfinder.plan.base.Planner` protocol (a ``name`` and ``async plan(ctx) -> PlannerResult``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

from wayfinder.agent.context import AskUser
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.resume import resume_run
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.plan.base import Planner
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

EventHandler = Callable[[AgentEvent], None]


class Agent:
    """One goal for the browser agent.

    ``url``: where to start (http(s) or file). ``settings``: a :class:`Settings` (default: the usual
    sources, ``wayfinder.toml`` and ``WAYFINDER_*``). ``planner``: a custom planner (default: the one
    ``settings.planner`` names). ``secrets``: ``{"NAME": value}`` for goals that say ``<secret:NAME>``;
    the planner sees only the placeholder and the trace is masked. ``on_event``: called with every
    event of the run. ``ask_user``: an async callback for questions and confirmations (used with
    ``Settings(interactive_prompts=True)``).
    """

    def __init__(
        self,
        goal: str,
        *,
        url: str | None = None,
        settings: Settings | None = None,
        planner: Planner | None = None,
        secrets: Mapping[str, str] | None = None,
        on_event: EventHandler | None = None,
        ask_user: AskUser | None = None,
    ) -> None:
        self.goal = goal
        self.url = url
        self.settings = settings
        self.planner = planner
        self.secrets = SecretStore(secrets) if secrets else None
        self.on_event = on_event
        self.ask_user = ask_user

    async def run(self) -> RunResult:
        """Run to one of the four terminal reasons; the trace and report are in ``result.run_dir``.

        Raises :class:`~wayfinder.errors.ConfigError` for a bad goal, URL or setting (before any
        browser starts) and :class:`~wayfinder.errors.BrowserNotFound` when no browser can be found.
        """
        return await run_agent(
            self.goal,
            start_url=self.url,
            settings=self.settings,
            planner=self.planner,
            secrets=self.secrets,
            on_event=self.on_event,
            ask_user=self.ask_user,
        )

    def run_sync(self) -> RunResult:
        """:meth:`run` for code without an event loop (scripts, notebooks need ``await agent.run()``)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self.run())
        raise RuntimeError("run_sync() was called inside a running event loop; use `await agent.run()`")


async def run(
    goal: str,
    *,
    url: str | None = None,
    settings: Settings | None = None,
    planner: Planner | None = None,
    secrets: Mapping[str, str] | None = None,
    on_event: EventHandler | None = None,
) -> RunResult:
    """``await run(goal, url=...)``: the same as ``await Agent(goal, ...).run()``."""
    agent = Agent(goal, url=url, settings=settings, planner=planner, secrets=secrets, on_event=on_event)
    return await agent.run()


async def resume(
    session_id: str,
    *,
    settings: Settings | None = None,
    planner: Planner | None = None,
    secrets: Mapping[str, str] | None = None,
    on_event: EventHandler | None = None,
    ask_user: AskUser | None = None,
) -> RunResult:
    """Continue the run ``session_id`` (in ``settings.runs_dir``) after its process died, or a paused
    one (``ask_user`` answers what it waits for; without it a paused run stays paused). The run's own
    recorded settings are used unless ``settings`` is given. ConfigError: unknown run, no checkpoint,
    or the run is still running."""
    return await resume_run(
        session_id,
        runs_dir=settings.runs_dir if settings is not None else None,
        settings=settings,
        planner=planner,
        secrets=SecretStore(secrets) if secrets else None,
        on_event=on_event,
        ask_user=ask_user,
    )
