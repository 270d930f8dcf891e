"""Build the agent's LangGraph ``StateGraph`` (docs/ARCHITECTURE.md, "The loop").

START -> observe -> [loop_mitigation] -> goal_check -> planner -> safety -> confirm -> execute
      -> progress -> [ask_user] -> observe ...
errors -> error_retry -> observe (one retry);  any stop_reason -> finalize -> END
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, cast

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime

from wayfinder.agent import routes as r
from wayfinder.agent.context import AgentContext
from wayfinder.agent.nodes.ask_user import ask_user
from wayfinder.agent.nodes.confirm import confirm
from wayfinder.agent.nodes.error_retry import error_retry
from wayfinder.agent.nodes.execute import execute
from wayfinder.agent.nodes.finalize import finalize
from wayfinder.agent.nodes.goal_check import goal_check
from wayfinder.agent.nodes.loop_mitigation import loop_mitigation
from wayfinder.agent.nodes.observe import observe
from wayfinder.agent.nodes.planner import planner
from wayfinder.agent.nodes.progress import progress
from wayfinder.agent.nodes.safety import safety
from wayfinder.agent.state import AgentState
from wayfinder.settings import Settings

NODES = {
    r.OBSERVE: observe,
    r.LOOP_MITIGATION: loop_mitigation,
    r.GOAL_CHECK: goal_check,
    r.PLANNER: planner,
    r.SAFETY: safety,
    r.CONFIRM: confirm,
    r.EXECUTE: execute,
    r.PROGRESS: progress,
    r.ASK_USER: ask_user,
    r.ERROR_RETRY: error_retry,
    r.FINALIZE: finalize,
}

ROUTERS = {
    r.OBSERVE: (r.after_observe, [r.LOOP_MITIGATION, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.LOOP_MITIGATION: (r.after_loop_mitigation, [r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.GOAL_CHECK: (r.after_goal_check, [r.PLANNER, r.ERROR_RETRY, r.FINALIZE]),
    # a claim of success (done, early detail, auto done, artifact) goes to goal_check's verify stage
    r.PLANNER: (r.after_planner, [r.SAFETY, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.SAFETY: (r.after_safety, [r.CONFIRM, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.CONFIRM: (r.after_confirm, [r.EXECUTE, r.PROGRESS, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.EXECUTE: (r.after_execute, [r.PROGRESS, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.PROGRESS: (r.after_progress, [r.ASK_USER, r.OBSERVE, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.ASK_USER: (r.after_ask_user, [r.OBSERVE, r.GOAL_CHECK, r.ERROR_RETRY, r.FINALIZE]),
    r.ERROR_RETRY: (r.after_error_retry, [r.OBSERVE, r.FINALIZE]),
}


def recursion_limit(settings: Settings) -> int:
    """``max(max_steps + 20, 50)`` agent steps, in node visits (docs/ARCHITECTURE.md, "The recursion limit").

    LangGraph counts node visits (super-steps), and one agent step visits about eight nodes; the
    step budget (``max_steps``, checked by goal_check) is what normally ends a run, this limit is
    the backstop, so it is applied per node visit scaled by the nodes of one step.
    """
    return max(settings.max_steps + 20, 50) * NODE_VISITS_PER_STEP


NODE_VISITS_PER_STEP = 10


Node = Callable[[AgentState, Runtime[AgentContext]], Awaitable[dict[str, Any]]]


def build_graph(
    bind: Callable[[Node], Node] | None = None, context_schema: type[Any] = AgentContext
) -> StateGraph[AgentState, AgentContext, AgentState, AgentState]:
    """The graph. ``bind`` wraps every node and ``context_schema`` replaces the declared context type:
    the LangGraph Studio factory uses both, because a server-driven run can only pass plain data as
    the context and the bound nodes build the live ``AgentContext`` from it."""
    graph: StateGraph[AgentState, AgentContext, AgentState, AgentState] = StateGraph(
        AgentState, context_schema=context_schema
    )
    for name, node in NODES.items():
        if bind is None:
            graph.add_node(name, node)
        else:
            graph.add_node(name, cast(Any, bind(node)))
    graph.add_edge(START, r.OBSERVE)
    for name, (router, targets) in ROUTERS.items():
        graph.add_conditional_edges(name, router, targets)
    graph.add_edge(r.FINALIZE, END)
    return graph


def compile_graph(
    checkpointer: Any | None = None,
) -> CompiledStateGraph[AgentState, AgentContext, AgentState, AgentState]:
    """The compiled graph; pass a LangGraph checkpointer to make runs resumable."""
    return build_graph().compile(checkpointer=checkpointer)
