"""The agent graph for LangGraph's own tooling: ``langgraph dev`` and LangGraph Studio.

``langgraph.json`` at the repository root names :func:`make_graph`. The LangGraph server calls it
for every run (and to read the graph's shape); it yields the agent's real graph (the same nodes and
routes as ``wayfinder run``) whose nodes receive a live context built from settings: the browser,
the planner, the tracer and the run directory. A server-driven run cannot pass those objects in, so
each node is bound to a :class:`StudioRun` that creates them on the first node visit (reading the
graph's shape never starts a browser) and closes them when the run ends.

Settings come from the usual sources (``wayfinder.toml``, ``WAYFINDER_*``), with any setting named in
the run's ``configurable`` or its context on top (``{"planner": "rules", "max_steps": 10}``; the
graph declares :class:`StudioContext`, plain data, as its context so the server can pass it). The
input is the agent's state; ``goal`` is required, ``start_url`` optional; the rest starts as in
``wayfinder run``.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Mapping
from typing import Any, TypedDict

from langchain_core.runnables import RunnableConfig
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime

from wayfinder.agent.context import AgentContext
from wayfinder.agent.graph import Node, build_graph, recursion_limit
from wayfinder.agent.run import validate_goal, validate_start_url
from wayfinder.agent.stages import goal_classes
from wayfinder.agent.state import AgentState, initial_state
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import install_listener_probe
from wayfinder.plan.factory import make_planner
from wayfinder.safety.dialogs import judge_dialog
from wayfinder.safety.domains import DomainPolicy
from wayfinder.settings import Settings, load_settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

Graph = CompiledStateGraph[AgentState, AgentContext, AgentState, AgentState]


class StudioContext(TypedDict, total=False):
    """What a Studio run may set (any other setting: ``wayfinder.toml`` or ``WAYFINDER_*``)."""

    planner: str  # rules, auto, or openai:MODEL
    max_steps: int
    headless: bool
    auto_confirm: str  # never, low, medium, all
    allowed_domains: str  # comma-separated


def setting_overrides(*sources: Any) -> dict[str, Any]:
    """The setting names found in ``sources`` (mappings, or objects with attributes), later ones win."""
    out: dict[str, Any] = {}
    for source in sources:
        items = source.items() if isinstance(source, Mapping) else vars(source).items() if source else ()
        out.update({k: v for k, v in items if k in Settings.model_fields and v is not None})
    return out


def settings_from(config: RunnableConfig | None, context: Any = None) -> Settings:
    """Settings from the usual sources, with the settings named in ``configurable`` and ``context``."""
    return load_settings(**setting_overrides((config or {}).get("configurable") or {}, context))


class StudioRun:
    """The live handles of one server-driven run, made on the first node visit."""

    def __init__(self, config: RunnableConfig | None = None) -> None:
        self.config = config
        self.settings = settings_from(config)  # bad settings fail when the graph is made
        self.context: AgentContext | None = None

    async def _open(self, state: Mapping[str, Any], given: Any) -> AgentContext:
        settings = self.settings = settings_from(self.config, given)
        policy = DomainPolicy.from_settings(settings)
        planner = make_planner(settings)
        run_dir = RunDir.create(settings.runs_dir)
        tracer = Tracer(run_dir)
        browser = BrowserRuntime(settings, downloads_dir=run_dir.downloads_dir)
        self.context = AgentContext(settings, browser, planner, tracer, run_dir)
        await browser.start()
        await install_listener_probe(browser.page.context)
        if policy.allowed or policy.blocked:
            browser.set_navigation_guard(policy.check)
        # JS dialogs go through the risk analysis, as in a run (issue 19)
        browser.set_dialog_judge(lambda kind, text, page: judge_dialog(kind, text, page, settings))
        tracer.log(f"studio run {run_dir.session_id}: goal {state.get('goal')!r} planner {planner.name}")
        start = validate_start_url(state.get("start_url"))
        if start:
            await browser.goto(start)
        return self.context

    def starting_state(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """The fields ``wayfinder run`` starts with that the input did not give."""
        if "goal_kind" in state and "step" in state:
            return {}
        goal = validate_goal(str(state.get("goal", "")))
        kind, mode = goal_classes(goal)
        start = initial_state(goal, start_url=state.get("start_url"), goal_kind=kind, task_mode=mode)
        return {k: v for k, v in dict(start).items() if k not in state}

    def bind(self, node: Node) -> Node:
        """``node`` with the live context in its runtime (and the starting fields on the first visit)."""

        async def bound(state: AgentState, runtime: Runtime[AgentContext]) -> dict[str, Any]:
            missing = self.starting_state(state)
            full: AgentState = {**state, **missing}  # type: ignore[typeddict-item]
            context = self.context or await self._open(full, runtime.context)
            update = await node(full, runtime.override(context=context))
            return {**missing, **update}

        bound.__name__ = getattr(node, "__name__", "node")
        bound.__doc__ = node.__doc__
        return bound

    async def close(self) -> None:
        if self.context is None:
            return
        with contextlib.suppress(Exception):  # a dead browser must not hide the run's end
            await self.context.browser.close()
        self.context.tracer.close()


def compile_for(run: StudioRun) -> Graph:
    """The agent graph with every node bound to ``run``, with the agent's own recursion limit."""
    graph = build_graph(bind=run.bind, context_schema=StudioContext).compile()
    return graph.with_config(recursion_limit=recursion_limit(run.settings))


@contextlib.asynccontextmanager
async def make_graph(config: RunnableConfig) -> AsyncIterator[Graph]:
    """The graph factory ``langgraph.json`` names (see the module docstring)."""
    run = StudioRun(config)
    try:
        yield compile_for(run)
    finally:
        await run.close()
